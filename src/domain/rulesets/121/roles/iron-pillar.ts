import type { RoleDef } from '../../../engine/types';
import type { GameState } from '../../../state';

// [121] file 000 【狼人阵营】 24 铁柱: 铁柱与其他狼人不互知不共群。票台（强制）——每天夜里必须选择一定数量的玩家，成为第二天不可被投票出局的玩家，并公示。
// 一定数量是指5名玩家与当夜存活人数的1/3（向下取整）中的较小者。不能连续两天对同一名玩家发动技能。诅咒（强制）——铁柱被诅咒了，无法进入狼群。 (l.356–359)
// 接刀顺序 (l.375): 石像鬼、铁柱、机械狼，幽灵.
// Readings: 当夜存活人数 = the living when he submits (himself included; he may name himself); a missed deadline draws
// them (<强制>: an event); the 公示 is the next morning's; 诅咒: no skill brings him into the pack (长老狼 权威 excepted by
// its own text) — he holds its 杀人 only as an heir.

/** 5名玩家与当夜存活人数的1/3（向下取整）中的较小者. */
const count = (s: GameState): number => Math.min(5, Math.floor(s.chars.filter((c) => c.alive).length / 3));

export const ironPillar: RoleDef = {
  id: 'iron_pillar',
  name: '铁柱',
  faction: 'wolves',
  cite: '000 狼人阵营 24',
  heir: 'wolves',
  // 机械狼 学习 (l.340): 铁柱，可获得铁柱原本的票台，并修改 — not the class rule's skills (the learner takes the real one's list and
  // changes it): not yet, the surface only
  learnable: { skills: [] },
  statuses: [{ id: 'platform', name: '票台', vote: { noVoteOut: true }, lifetime: { until: 'dayEnd' } }],
  templates: { platform: ({ names }) => `票台：${names} 第二天不可被投票出局。` },
  skills: [
    {
      id: 'platform',
      name: '票台',
      kind: 'night',
      force: { mandatory: true, onTimeout: 'random' },
      limits: { notTwiceRunning: 'actor' },
      effect: { designated: false },
      targets: { min: 1, max: 5, self: true, among: 'alive' },
      choose: {
        targetsFor: (s) => ({ min: count(s), max: count(s), self: true, among: 'alive' }),
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'platform', { source: a.as });
          // 并公示: in the next morning's 公示
          const names = a.targets.join('、');
          if (names)
            ctx.now((tx) =>
              tx.news(tx.t('platform', { names }), { kind: 'status', status: 'platform', names: a.targets }),
            );
        },
      },
    },
  ],
};
