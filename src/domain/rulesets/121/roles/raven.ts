import { slander as slanderAbility } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 12 乌鸦: 诽谤 —— 游戏日夜晚，乌鸦可选择一名玩家进行诽谤，被诽谤的角色在下一个游戏日投票时被投票数多计两票，并公示。
// The 诽谤 status carries the two votes and the 公示; the vote count reads its flag.
const slander = slanderAbility({ id: 'slander', name: '诽谤' });

/**
 * 机械狼 学习 乌鸦，同乌鸦，特别地若机械乌鸦与真乌鸦诽谤同一人，则只公示该角色被诽谤，但计票时按照被诽谤两次计票: just after the real
 * one; on the real raven's target tonight its 诽谤 is a silent one (two more votes, no second 公示).
 */
const mechSlander: SkillDef = {
  ...slander,
  id: 'mech_slander',
  timing: { ...slander.timing, window: 'n60', orderAs: 'slander' },
  hooks: {
    ...slander.hooks,
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        const twice = ctx.ops.some((op) => op.skill === 'slander' && op.targets.includes(t));
        ctx.status(t, twice ? 'slandered_quiet' : 'slandered', { source: a.as });
      }
    },
  },
};

export const raven: RoleDef = {
  id: 'raven',
  name: '乌鸦',
  faction: 'village',
  cite: '000 村民阵营 12',
  statuses: [
    // 被诽谤的角色在下一个游戏日投票时被投票数多计两票，并公示
    {
      id: 'slandered',
      name: '诽谤',
      vote: { extraVotes: 2 },
      lifetime: { until: 'dayEnd' },
      notice: { announce: 'slandered' },
    },
    // 机械乌鸦与真乌鸦诽谤同一人，则只公示该角色被诽谤，但计票时按照被诽谤两次计票
    { id: 'slandered_quiet', name: '诽谤', vote: { extraVotes: 2 }, lifetime: { until: 'dayEnd' } },
  ],
  templates: {
    slandered: ({ name }) => `${name} 被诽谤。`,
  },
  skills: [slander],
  learnable: { skills: [mechSlander] },
};
