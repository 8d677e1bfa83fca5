import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 13 企鹅: 冰冻 —— 选择一名玩家进行冰冻（不可连续两晚操作同一人），当夜该名玩家失去除强制技能以外的技能。
// 如此玩家当夜有夜间行动，则将被告知冰冻。如冻到狼群内角色，则狼群内空刀一天。如冰冻自己，则视为免疫一切行动对自己的操作
// （可对其操作，反馈为空，反馈后不可更改），游戏日白天将解除冰冻。
const freeze: SkillDef = {
  id: 'freeze',
  name: '冰冻',
  kind: 'night',
  effect: { blocking: true },
  limits: { notTwiceRunning: 'actor' },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      ctx.status(t, t === a.as ? 'frozen_self' : 'freeze', { source: a.as });
    },
  },
};

export const penguin: RoleDef = {
  id: 'penguin',
  name: '企鹅',
  faction: 'village',
  cite: '000 村民阵营 13',
  statuses: [
    // 冰冻: 失去除强制技能以外的技能; 如此玩家当夜有夜间行动，则将被告知冰冻; 冻到狼群内角色，则狼群内空刀
    {
      id: 'freeze',
      name: '冰冻',
      blocks: { blocksSkills: true, blocksKill: true },
      notice: { tellBlocked: true },
      lifetime: { until: 'dayStart' },
    },
    // 冰冻自己: 视为免疫一切行动对自己的操作（可对其操作，反馈为空），游戏日白天将解除冰冻
    { id: 'frozen_self', name: '冰冻', blocks: { immune: true }, lifetime: { until: 'dayStart' } },
  ],
  skills: [freeze],
  // 机械狼 学习 企鹅，限定获得一次冰冻技能，效果等同企鹅: once, just after the real one
  learnable: {
    skills: [
      {
        ...freeze,
        id: 'mech_freeze',
        timing: { ...freeze.timing, window: 'n60', orderAs: 'freeze' },
        limits: { ...freeze.limits, limit: 1 },
      },
    ],
  },
};
