import { slander } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [tieba] file 002 【村民阵营】 5 乌鸦 (l.79–80): 诽谤 —— 游戏日夜晚，乌鸦可以选择一名角色进行诽谤。被诽谤的角色在下一个游戏日投票时
// 被投票数多计两票，并公示。 (121's 乌鸦 word for word: the shared 诽谤.) 公示 (l.15): 被乌鸦诽谤的角色在下一个游戏日白天开始时公示.
export const raven: RoleDef = {
  id: 'raven',
  name: '乌鸦',
  faction: 'village',
  cite: '002 村民阵营 5',
  statuses: [
    {
      id: 'slandered',
      name: '诽谤',
      vote: { extraVotes: 2 },
      lifetime: { until: 'dayEnd' },
      notice: { announce: 'slandered' },
    },
  ],
  templates: { slandered: ({ name }) => `${name} 被乌鸦诽谤。` },
  skills: [slander({ id: 'slander', name: '诽谤' })],
};
