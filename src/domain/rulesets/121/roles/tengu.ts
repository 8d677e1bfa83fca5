import type { RoleDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 14 天狗: 天狗与其他狼人互知共群; 杀人; 吞食——游戏日夜晚可使用技能保护一名角色，每一名角色一局只可选择一次，
// 被选中的角色在第二天白天无法被投票出局，天狗无法选择保护自己。 (l.248–251) 投票 (l.71): …若该角色为…被天狗吞，则不出局，公示平安日。
// Reading: nobody is told of the 吞食 (the text says nothing of it); a 平安日 only when the swallowed one has the most votes.
export const tengu: RoleDef = {
  id: 'tengu',
  name: '天狗',
  faction: 'wolves',
  cite: '000 狼人阵营 14',
  group: 'wolves',
  // 第二天白天无法被投票出局 (until that day's end)
  statuses: [{ id: 'swallowed', name: '吞食', vote: { noVoteOut: true }, lifetime: { until: 'dayEnd' } }],
  skills: [
    kill,
    {
      id: 'swallow',
      name: '吞食',
      kind: 'night',
      limits: { oncePerTarget: 'actor' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'swallowed', { source: a.as });
        },
      },
    },
  ],
};
