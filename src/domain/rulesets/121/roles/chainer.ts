import { fourLeft } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';

// [121] file 000 【三方阵营】 8 锁链师: 链接 —— 将两名玩家进行链接，被链接的玩家会获得告知，你和谁被链接，对其中一名玩家进行的致死伤害，
// 也将会传递给另一名玩家，注意链接传递是致死伤害。暴走<限定> —— 当夜可以将三名玩家进行链接。免疫 —— 锁链师自己进入链接范围免疫传递致死。
// 特殊说明：第一天链接AB 第二天链接CD A死 BCD也会死，但是第二天只会通知CD被链接，AB 不会知道CD进入链接CD也不知道AB
// Readings: all of one 锁链师's links are one chain (A死 BCD也会死); it passes on when a linked character goes out
// by a skill (a vote or a red card is not 致死伤害), as 致死伤害 (only 主宰黑夜-like immunity stops it).
// Win (胜负判定 8): 锁链师存活且场上存活人数为4.

function linkSkill(id: string, name: string, n: number, other: string, limit?: number): SkillDef {
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
        for (const t of a.targets) ctx.status(t, 'chained', { source: a.as, data: { link: a.as } });
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

export const chainer: RoleDef = {
  id: 'chainer',
  name: '锁链师',
  faction: 'chainer',
  cite: '000 三方阵营 8',
  // 胜负判定 8: 锁链师存活且场上存活人数为4
  factions: [{ id: 'chainer', name: '三方阵营', wins: fourLeft('chainer') }],
  statuses: [
    // 链接: the chain passes 致死伤害 on; 锁链师自己…免疫传递致死; a vote or a card is not 致死伤害
    {
      id: 'chained',
      name: '链接',
      chain: {
        on: 'link',
        kind: 'chain',
        strength: 'lethal',
        cause: 'chained',
        when: ({ holder, status, cause }) =>
          holder.name !== status.source && !['vote', 'stand_in', 'wrongful', 'redcard'].includes(cause),
      },
    },
  ],
  templates: {
    'cause.chained': () => '链接连带',
    linked: ({ names }) => `链接：你和 ${names} 被链接。`,
  },
  skills: [linkSkill('link', '链接', 2, 'rampage'), linkSkill('rampage', '暴走', 3, 'link', 1)],
};
