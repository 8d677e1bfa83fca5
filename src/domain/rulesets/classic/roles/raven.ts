import { slander } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 乌鸦 (l.37): 每天晚上乌鸦会指定一名玩家，该玩家在投票表决时自动被多投一票，上帝会在投票表决开始前公布谁被诅咒了。乌鸦不可以
// 连续2晚诅咒同一个人。
// The shared 诽谤 (121 乌鸦 多计两票, 211 嫔妃 多计一票) with one vote; the morning's 公示 names the cursed (before the vote).
// Reading: himself allowed (the text names no exception).
export const raven: RoleDef = {
  id: 'raven',
  name: '乌鸦',
  faction: 'village',
  cite: '003 篇一 乌鸦',
  statuses: [
    {
      id: 'cursed',
      name: '诅咒',
      vote: { extraVotes: 1 },
      lifetime: { until: 'dayEnd' },
      notice: { announce: 'cursed' },
    },
  ],
  templates: { cursed: ({ name }) => `${name} 被乌鸦诅咒，投票表决时自动多计一票。` },
  skills: [
    { ...slander({ id: 'curse', name: '诅咒', status: 'cursed' }), limits: { notTwiceRunning: 'actor' } },
  ],
};
