import type { RoleDef } from '../../../engine/types';

// [121] file 000 【狼人阵营】 21 花蝴蝶: 与狼队不互知，被预言查验反馈【狼人阵营】，永不接刀; 拥抱 —— 该角色当晚使用的非<强制>技能无效，
// 当晚任何技能对该角色无效。当晚若花蝴蝶成为任何技能的目标，那么被抱走的角色同样受到该技能的影响。每名角色整局游戏只能成为该技能的目标一次。
// 补充说明：若狼群中任意一名角色被花蝴蝶抱走，当晚狼群内角色均不能使用<杀人>。
// From tier (6) on, as the order table puts it: the hugged's later skills are void, skills on it are void
// (a check's feedback is empty), and what lands on 花蝴蝶 also lands on the hugged (a sharing redirection).
export const butterfly: RoleDef = {
  id: 'butterfly',
  name: '花蝴蝶',
  faction: 'wolves',
  cite: '000 狼人阵营 21',
  statuses: [
    // 拥抱: 非<强制>技能无效, 任何技能对该角色无效, 狼群中任意一名角色被抱走则均不能使用<杀人>
    {
      id: 'hugged',
      name: '拥抱',
      blocks: { blocksSkills: true, blocksKill: true, immune: true },
      lifetime: { until: 'nightEnd' },
    },
  ],
  skills: [
    {
      id: 'hug',
      name: '拥抱',
      kind: 'night',
      effect: { blocking: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      limits: { oncePerTarget: 'anyone' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          ctx.status(t, 'hugged', { source: a.as });
          ctx.redirect({ layer: 'share', from: a.as, to: t, share: true, owner: a.as });
        },
      },
    },
  ],
};
