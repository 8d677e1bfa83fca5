import { applyStatus } from '../../../engine/effects';
import { badgeCandidates, goOut, transferBadge } from '../../../engine/flow';
import type { RoleDef, SkillDef, VoteHookCtx } from '../../../engine/types';
import { ev } from '../../../events';
import { pick } from '../../../rng';
import { hasStatus } from '../../../state';

// [121] file 000 【村民阵营】 3 白痴: 装傻
// Played as a standing day choice: unless the idiot declines (pass), 装傻 is used when the vote would put him out.
const playDumbSkill: SkillDef = {
  id: 'play_dumb',
  name: '装傻',
  kind: 'day',
  limits: { limit: 1 },
  targets: { min: 0, max: 1, self: false, among: 'alive' },
};
const MECH = 'mech_play_dumb';
/** 机械狼's 装傻: the same day choice, counted apart from a real 白痴's. */
const mechPlayDumb: SkillDef = { ...playDumbSkill, id: MECH };

export const idiot: RoleDef = {
  id: 'idiot',
  name: '白痴',
  faction: 'village',
  cite: '000 村民阵营 3',
  // 装傻 shown: no vote, not voted, no badge
  statuses: [{ id: 'idiot_revealed', name: '装傻', vote: { noVote: true, noBeVoted: true, noBadge: true } }],
  templates: {
    playDumb: ({ name }) => `${name} 发动<装傻>，免于出局。`,
    idiotOut: ({ name }) => `${name} 失去<装傻>，立即出局。`,
    'cause.skill_lost': () => '失去装傻技能',
  },
  skills: [playDumbSkill],
  onVoteOut: playDumb('play_dumb'),
  // 失去此技能时立即出局
  onSkillLost: lostDumb('play_dumb'),
  // 机械狼 学习 白痴 (l.299): 白痴，同白痴 — a 装傻 of his own, the same hooks on it
  learnable: { skills: [mechPlayDumb], onVoteOut: playDumb(MECH), onSkillLost: lostDumb(MECH) },
};

/** 装傻 when the vote would put the holder out, with the skill `id` (the idiot's, or a learner's). */
function playDumb(id: string): (h: VoteHookCtx) => void {
  return (h) => {
    const me = h.holder;
    if (h.out?.name !== me.name || (me.uses[id] ?? 0) >= 1 || me.lost.includes(id)) return;
    const standing = h.tx.state.actions.find((a) => a.actor === me.name && a.skill === id);
    if (standing?.pass) return;
    const tx = h.tx;
    h.out = null;
    h.extraLines.push(tx.t('playDumb', { name: me.name }));
    tx.emit(
      ev('ActionsResolved', {
        day: tx.state.phase.day,
        phase: 'day',
        actions: [{ actor: me.name, skill: id, targets: standing?.targets ?? [] }],
      }),
    );
    applyStatus(tx, me.name, 'idiot_revealed', { source: me.name, until: null });
    // 若白痴是警长，须选择一名其他角色移交警长: posted after the vote result that shows the 装傻
    if (tx.state.sheriff === me.name)
      h.after.push(() => {
        const chosen = standing?.targets[0];
        const cands = badgeCandidates(tx, me.name).map((c) => c.name);
        const to =
          chosen && cands.includes(chosen)
            ? chosen
            : cands.length
              ? tx.draw('badge', (r) => pick(r, cands))
              : null;
        transferBadge(tx, me.name, to, chosen === to ? 'passed' : 'random');
      });
  };
}

/** 失去此技能时立即出局 (after 装傻), for the skill `id`. */
function lostDumb(id: string): NonNullable<RoleDef['onSkillLost']> {
  return ({ tx, char, skill }) => {
    if (skill !== id || !hasStatus(char, 'idiot_revealed')) return;
    // 游戏流程发生变化时需要在讨论帖中公示: the out is public (at once by day, in the next 公示 by night)
    tx.news(tx.t('idiotOut', { name: char.name }), { kind: 'out', name: char.name, cause: 'skill_lost' });
    goOut(tx, char.name, 'skill_lost');
  };
}
