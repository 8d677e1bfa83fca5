import { onElevator } from '../../../abilities';
import type { NightAction, NightCtx, RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 35 面包师 (l.182):
// 面包师芬芳<限定>——游戏日夜晚可指定一名玩家给予面包，当夜任何狼人阵营活动都只能在面包位置电梯上下两楼展开，以面包为中心点上下各两楼，即五个人。
// 总体流程 3 (12) 面包师<芬芳>; 行动时限: 关门四十分钟内…面包师 (n40).
// 机械狼 学习 (l.341): 面包，同面包师，也可给与面包，使狼队可对其电梯上下操作.
// Readings: 一名玩家 = anyone, himself included; the five are the one given the bread and the two living players above and
// the two below it on the 电梯楼 (the ends joined, those out skipped); 任何狼人阵营活动 = every skill of a 狼人阵营
// character (the pack's 杀人, 冲锋, a check …) settling after (12): on anyone outside the five it is void (a check answers
// 反馈为空); nobody is told where the bread is. The learner's bread does the same.

/** The bread's five: the center and two living seats either side. */
function five(ctx: NightCtx, center: string): string[] {
  const alive = ctx.state.chars
    .filter((c) => onElevator(c, ctx.ruleset) || c.name === center)
    .map((c) => c.name);
  const i = alive.indexOf(center);
  const n = alive.length;
  return [...new Set([-2, -1, 0, 1, 2].map((d) => alive[(((i + d) % n) + n) % n] as string))];
}

function bread(ctx: NightCtx, a: NightAction): void {
  const t = a.targets[0];
  if (!t) return;
  const near = five(ctx, t);
  for (const c of ctx.state.chars)
    if (c.alive && !near.includes(c.name)) ctx.status(c.name, 'bread_far', { source: a.as });
}

const fragrance: SkillDef = {
  id: 'fragrance',
  name: '芬芳',
  kind: 'night',
  limits: { limit: 1 },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: { resolve: bread },
};

export const baker: RoleDef = {
  id: 'baker',
  name: '面包师',
  aliases: ['面包'],
  faction: 'village',
  cite: '000 村民阵营 35',
  statuses: [
    {
      id: 'bread_far',
      name: '芬芳',
      blocks: { immuneFrom: (actor) => actor.faction === 'wolves' },
      lifetime: { until: 'nightEnd' },
    },
  ],
  skills: [fragrance],
  // 机械狼 学习 面包师: 同面包师, just after the real one
  learnable: {
    skills: [{ ...fragrance, id: 'mech_fragrance', timing: { window: 'n60', orderAs: 'fragrance' } }],
  },
};
