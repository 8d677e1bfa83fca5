import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 12 乌鸦: 诽谤 —— 游戏日夜晚，乌鸦可选择一名玩家进行诽谤，被诽谤的角色在下一个游戏日投票时被投票数多计两票，并公示。
// The 诽谤 status (index.ts) carries the two votes and the 公示; the vote count reads its flag.
export const raven: RoleDef = {
  id: 'raven',
  name: '乌鸦',
  faction: 'village',
  cite: '000 村民阵营 12',
  skills: [
    {
      id: 'slander',
      name: '诽谤',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.status(t, 'slandered', { source: a.as });
      },
    },
  ],
};
