import type { RoleDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 3 狼美人: 互知共群; 杀人; 魅惑 —— 被魅惑玩家不知晓自己被魅惑。连续两晚不可魅惑同一玩家，若狼美人当夜或第二天
// 游戏日白天出局，则被魅惑玩家随同出局，且公示被魅惑玩家因殉情出局，若狼美人因同守同救死亡、被摄梦、被恐、被决斗则被魅惑玩家将不随同出局。
// The 魅惑 status (silent, until the next day's end) carries the chain out; its exceptions are in the status.
export const wolfBeauty: RoleDef = {
  id: 'wolf_beauty',
  name: '狼美人',
  faction: 'wolves',
  cite: '000 狼人阵营 3',
  statuses: [
    // 魅惑: 不知晓; 当夜或第二天游戏日白天出局 → 殉情, unless 同守同救, 摄梦, 恐, 决斗
    {
      id: 'charmed',
      name: '魅惑',
      lifetime: { until: 'dayEnd' },
      chain: {
        on: 'source',
        kind: 'charm',
        strength: 'lethal',
        cause: 'lovers',
        announce: 'diedForLove',
        when: ({ out, cause }) =>
          !['tongshou', 'dream', 'duel'].includes(cause) &&
          !out.statuses.some((st) => st.id === 'fear' || st.id === 'dream'),
      },
    },
  ],
  group: 'wolves',
  skills: [
    kill,
    {
      id: 'charm',
      name: '魅惑',
      kind: 'night',
      limits: { notTwiceRunning: 'actor' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const t = a.targets[0];
          if (t) ctx.status(t, 'charmed', { source: a.as });
        },
      },
    },
  ],
};
