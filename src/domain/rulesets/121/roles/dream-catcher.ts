import { lastSettled } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import type { GameState } from '../../../state';

// [121] file 000 【村民阵营】 9 摄梦人: 摄梦 —— 必须选择一名玩家进行摄梦…连续两晚摄梦同一玩家，则该玩家死亡…将随机摄人

/** The target of the dreamer's last 摄梦 that took effect before `day` (a blocked night does not count). */
const lastDream = (s: GameState, dreamer: string, day: number) => lastSettled(s, dreamer, 'dream', day);

export const dreamCatcher: RoleDef = {
  id: 'dream_catcher',
  name: '摄梦人',
  faction: 'village',
  cite: '000 村民阵营 9',
  statuses: [
    // 摄梦: 当晚被摄梦的角色不会因其他玩家的致死技能而出局; 如摄梦人当晚出局，则该玩家也会一起出局 (l.119). It blocks
    // nothing by itself: only the texts that name 被摄 lose a skill (狼王 冲锋 l.198, 猎人 最后一枪 l.106: `stoppedBy`)
    {
      id: 'dream',
      name: '摄梦',
      lifetime: { until: 'nightEnd' },
      protection: { protects: ['zhisha', 'poison', 'pierce', 'lethal'], protectsOnlyFromOthers: true },
      chain: { on: 'source', kind: 'dream', strength: 'lethal', cause: 'dream' },
    },
  ],
  templates: {
    'cause.dream': () => '夜晚死亡',
  },
  skills: [
    {
      id: 'dream',
      name: '摄梦',
      kind: 'night',
      force: { required: true, onTimeout: 'random' },
      effect: { blocking: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (!t) return;
          // 如摄梦人当晚出局，则该玩家也会一起出局; 被摄梦的角色不会因其他玩家的致死技能而出局 (the status)
          ctx.status(t, 'dream', { source: a.as });
          // 连续两晚摄梦同一玩家，则该玩家死亡; 如摄梦人的技能被禁用，连续两夜的判定不中断
          if (lastDream(ctx.state, a.as, ctx.day) === t)
            ctx.kill({ target: t, source: 'dream', by: a.as, strength: 'lethal', cause: 'dream' });
        },
      },
    },
  ],
};
