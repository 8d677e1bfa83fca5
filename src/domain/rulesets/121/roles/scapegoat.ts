import { barVotes } from '../../../abilities';
import { grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef, SkillDef, VoteHookCtx } from '../../../engine/types';

// [121] file 000 【村民阵营】 14 替罪羊: 冤死<强制>, 替死

// 替死: a standing day choice, read when the day's vote puts someone else out
const standInSkill: SkillDef = {
  id: 'stand_in',
  name: '替死',
  kind: 'day',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};
const MECH = 'mech_stand_in';
const wrongfulBan = barVotes({
  id: 'wrongful_ban',
  name: '冤死',
  right: 'wrongful',
  status: 'no_vote',
  template: 'wrongfulBan',
});

export const scapegoat: RoleDef = {
  id: 'scapegoat',
  name: '替罪羊',
  faction: 'village',
  cite: '000 村民阵营 14',
  statuses: [{ id: 'no_vote', name: '不得投票', vote: { noVote: true } }],
  templates: {
    'votedOut.stand_in': ({ name, voted }) => `${voted} 得票最多，${name} 发动<替死>，代替 ${voted} 出局。`,
    'tieOut.wrongful': ({ names, name }) => `平票（${names}），替罪羊 ${name} 因<冤死>出局。`,
    wrongfulBan: ({ name, names, day }) => `替罪羊 ${name} 指定：${names} 在第${day}天不得投票。`,
    'cause.stand_in': () => '替死',
    'cause.wrongful': () => '冤死',
    wrongfulRight: () => '你因<冤死>出局，可以指定下一个游戏日中哪些角色不得投票。',
  },
  skills: [standInSkill, wrongfulBan],
  onVoteOut: standIn('stand_in'),
  // 冤死<强制>: on a tie (not the sheriff election) the scapegoat goes out
  onTie: wrongful,
  onOut: wrongfulRight,
  // 机械狼 学习 替罪羊 (l.310): 同替罪羊，但判定出局条件在真替罪羊之后 — his hooks run after the real ones' (engine/day.ts): on a
  // tie a living 替罪羊 goes out, the learner only when none is in; his 替死 only when no 替罪羊's took the out
  learnable: {
    skills: [{ ...standInSkill, id: MECH }, wrongfulBan],
    onVoteOut: standIn(MECH),
    onTie: wrongful,
    onOut: wrongfulRight,
  },
};

/** 替死 with the standing day choice `id`: the holder goes out in place of the one voted out (not taken already). */
function standIn(id: string): (h: VoteHookCtx) => void {
  return (h) => {
    const me = h.holder;
    if (!h.out || h.out.name === me.name || h.cause !== 'vote') return;
    const standing = h.tx.state.actions.find((a) => a.actor === me.name && a.skill === id);
    if (!standing || standing.pass) return;
    h.cause = 'stand_in';
    h.out = me;
  };
}

function wrongful(h: VoteHookCtx): void {
  h.out = h.holder;
  h.cause = 'wrongful';
}

/** 因<冤死>出局的替罪羊可以指定下一个游戏日中哪些角色不得投票: the right. */
function wrongfulRight({ tx, char, cause }: OutHookCtx): void {
  if (cause !== 'wrongful') return;
  grantRight(tx, char.name, 'wrongful', 'phaseEnd');
  tx.notify(char.name, tx.t('wrongfulRight'), { kind: 'right', right: 'wrongful' });
}
