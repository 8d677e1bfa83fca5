import { barVotes } from '../../../abilities';
import { grantRight } from '../../../engine/flow';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 14 替罪羊: 冤死<强制>, 替死
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
  skills: [
    {
      // 替死: a standing day choice, read when the day's vote puts someone else out
      id: 'stand_in',
      name: '替死',
      kind: 'day',
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
    barVotes({
      id: 'wrongful_ban',
      name: '冤死',
      right: 'wrongful',
      status: 'no_vote',
      template: 'wrongfulBan',
    }),
  ],
  onVoteOut: (h) => {
    const me = h.holder;
    if (!h.out || h.out.name === me.name) return;
    const standing = h.tx.state.actions.find((a) => a.actor === me.name && a.skill === 'stand_in');
    if (!standing || standing.pass) return;
    h.cause = 'stand_in';
    h.out = me;
  },
  // 冤死<强制>: on a tie (not the sheriff election) the scapegoat goes out
  onTie: (h) => {
    h.out = h.holder;
    h.cause = 'wrongful';
  },
  onOut: ({ tx, char, cause }) => {
    if (cause === 'wrongful') {
      grantRight(tx, char.name, 'wrongful', 'phaseEnd');
      tx.notify(char.name, tx.t('wrongfulRight'), { kind: 'right', right: 'wrongful' });
    }
  },
};
