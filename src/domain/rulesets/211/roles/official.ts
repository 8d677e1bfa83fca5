import type { RoleDef } from '../../../engine/types';

// [211] file 001 【能臣异士】5 官员（男）③ (l.247): 权势[深夜][指定] —— 选择范围：任意一名角色，不能连续两晚选择同一个角色。
// 结算效果：结算目标获得状态[独裁]，持续至下一个夜晚开始。
// [独裁] is the general status (statuses.ts: 视为拥有对应警长的效果，其中独裁可以叠加): the holder is told with its end.
export const official: RoleDef = {
  id: 'official',
  name: '官员',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 5',
  skills: [
    {
      id: 'power',
      name: '权势',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      // 不能连续两晚选择同一个角色 (this 官员's own choice of last night)
      limits: { notTwiceRunning: 'actor' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'dictator', { source: a.as, until: 'nightStart' });
        },
      },
    },
  ],
};
