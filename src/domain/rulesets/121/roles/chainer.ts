import { fourLeft } from '../../../abilities';
import type { ChainDef, OutHookCtx, RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Status } from '../../../state';

// [121] file 000 【三方阵营】 8 锁链师: 链接 —— 将两名玩家进行链接，被链接的玩家会获得告知，你和谁被链接，对其中一名玩家进行的致死伤害，
// 也将会传递给另一名玩家，注意链接传递是致死伤害。暴走<限定> —— 当夜可以将三名玩家进行链接。免疫 —— 锁链师自己进入链接范围免疫传递致死。
// 特殊说明：第一天链接AB 第二天链接CD A死 BCD也会死，但是第二天只会通知CD被链接，AB 不会知道CD进入链接CD也不知道AB
// Readings: all of one 锁链师's links are one chain (A死 BCD也会死); it passes on when a linked character goes out
// by a skill (a vote or a red card is not 致死伤害), as 致死伤害 (only 主宰黑夜-like immunity stops it).
// Win (胜负判定 8): 锁链师存活且场上存活人数为4.

function linkSkill(
  id: string,
  name: string,
  n: number,
  other: string,
  limit?: number,
  status = 'chained',
): SkillDef {
  return {
    id,
    name,
    kind: 'night',
    limits: { ...(limit ? { limit } : {}) },
    targets: { min: n, max: n, self: true, among: 'alive' },
    choose: {
      validate: ({ state, actor }) =>
        state.actions.some((a) => a.actor === actor.name && a.skill === other && !a.pass)
          ? err('SKILL_CONFLICT', '链接与暴走不能在同一晚发动')
          : null,
    },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.status(t, status, { source: a.as, data: { link: a.as } });
        // 被链接的玩家会获得告知，你和谁被链接 (only tonight's)
        for (const t of a.targets)
          ctx.notify(
            t,
            ctx.ruleset.t.linked?.({ names: a.targets.filter((x) => x !== t).join('、') }) ?? '',
            {
              kind: 'linked',
              with: a.targets.filter((x) => x !== t),
            },
          );
      },
    },
  };
}

const chain: ChainDef = {
  on: 'link',
  kind: 'chain',
  strength: 'lethal',
  cause: 'chained',
  when: ({ holder, status, cause }) =>
    holder.name !== status.source && !['vote', 'stand_in', 'wrongful', 'redcard'].includes(cause),
};
const MECH_LINK = 'mech_link';
const MECH_RAMPAGE = 'mech_rampage';

export const chainer: RoleDef = {
  id: 'chainer',
  name: '锁链师',
  faction: 'chainer',
  cite: '000 三方阵营 8',
  // 胜负判定 8: 锁链师存活且场上存活人数为4
  factions: [{ id: 'chainer', name: '三方阵营', wins: fourLeft('chainer') }],
  statuses: [
    // 链接: the chain passes 致死伤害 on; 锁链师自己…免疫传递致死; a vote or a card is not 致死伤害
    { id: 'chained', name: '链接', chain },
    // a 机械狼's 链接: the same chain (his own: data.link), and 如果锁的玩家有至少一名天亮宣布死亡，则失去技能
    { id: 'mech_chained', name: '链接', chain, holder: { onOut: mechChainOut } },
  ],
  templates: {
    'cause.chained': () => '链接连带',
    linked: ({ names }) => `链接：你和 ${names} 被链接。`,
    mechChainLost: () => '链接：你锁的玩家在夜晚出局，你失去<链接>与<暴走>。',
  },
  skills: [linkSkill('link', '链接', 2, 'rampage'), linkSkill('rampage', '暴走', 3, 'link', 1)],
  // 机械狼 学习 (l.338): 锁链师，同锁链师，如果锁的玩家有至少一名天亮宣布死亡，则失去技能 — his own chain, acting just after the real
  // 锁链师's (真身份牌轮次优先). Reading: 天亮宣布死亡 = out in a night (the morning's list); any player he ever linked counts
  // (all his links are one chain), and he loses both 链接 and 暴走 from then on (told)
  learnable: {
    skills: [
      {
        ...linkSkill(MECH_LINK, '链接', 2, MECH_RAMPAGE, undefined, 'mech_chained'),
        timing: { window: 'n40', orderAs: 'link' },
      },
      {
        ...linkSkill(MECH_RAMPAGE, '暴走', 3, MECH_LINK, 1, 'mech_chained'),
        timing: { window: 'n40', orderAs: 'rampage' },
      },
    ],
  },
};

/** A player a 机械狼 linked goes out at night: the learner loses his 链接 and 暴走. */
function mechChainOut({ tx, char }: OutHookCtx, st: Status): void {
  const learner = tx.state.chars.find((c) => c.name === st.source);
  if (tx.state.phase.kind !== 'night' || !learner || learner.name === char.name) return;
  if (learner.lost.includes(MECH_LINK)) return;
  for (const skill of [MECH_LINK, MECH_RAMPAGE])
    if (!learner.lost.includes(skill))
      tx.emit(ev('SkillLost', { actor: learner.name, skill, reason: 'chain' }));
  tx.notify(learner.name, tx.t('mechChainLost'), { kind: 'skill_lost', skills: [MECH_LINK, MECH_RAMPAGE] });
}
