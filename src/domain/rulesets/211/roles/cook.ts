import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import { roleOf } from '../../../engine/skills';
import type { NightAction, NightCtx, RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import type { Character } from '../../../state';

// [211] file 001 【能臣异士】12 厨娘（女）④ (l.286–294):
// 迷魂饭[深夜][指定][1] —— 选择范围：任意一名角色。结算效果：结算目标永久获得[迷魂]。
// 大补饭[深夜][指定][1] —— 选择范围：任意一名角色。结算效果：若结算目标持有次数技能，目标将立刻收到通知，目标可以选择自己其中一个次数技能，其次数增加1。
// 若结算目标不持有次数技能，发动者收到通知，其[迷魂饭]+1。
// 怀孕技能[指定][夜晚][1] —— 选择范围：任意一名角色。结算效果：若结算目标持有限定技能，目标将立刻收到通知，目标可以选择自己其中一个限定技能，其限定刷新。
// 若结算目标不持有限定技能，发动者收到通知，其[迷魂饭]+1。
// 行动顺序总集 深夜1: 厨娘<迷魂药><回复药> (aliases). Readings: a 次数技能 is a skill of its role with a count of 2 or more ([X]),
// a 限定技能 one with a single use (<限定>, [1]); 立刻: when 深夜1 closes the target is told and holds a choice (a right, the
// skill's name) until the night ends — unchosen, nothing; the 怀孕技能 in 深夜1 too.

const counted = (rs: RulesetDef, c: Character, limited: boolean): SkillDef[] =>
  roleOf(rs, c).skills.filter(
    (k) => k.limits?.limit !== undefined && (limited ? k.limits.limit === 1 : k.limits.limit > 1),
  );

/**
 * 大补饭 / 怀孕技能: the target chooses one of its skills to gain a use, else the cook's 迷魂饭 +1. 发动者收到通知 is the skill's
 * feedback, told to its user (the 狐狸精 using it as her: both, l.706; 蛊惑师 堕落: he alone, l.801 — l.184's mechanism), the +1
 * the cook's (a use taken over stays hers: `takenFrom`).
 */
const meal = (right: string, limited: boolean) => (ctx: NightCtx, a: NightAction) => {
  const cook = a.takenFrom ?? a.as;
  for (const t of a.targets) {
    const has = counted(ctx.ruleset, ctx.char(t), limited).length > 0;
    if (!has)
      ctx.notify(a.actor, ctx.ruleset.t.mealNone?.({ name: t }) ?? '', {
        kind: 'feedback',
        skill: 'daze_meal',
      });
    ctx.now((tx) => {
      if (has) {
        grantRight(tx, t, right, 'phaseEnd');
        tx.notify(t, tx.t(limited ? 'mealLimited' : 'mealCounted'), { kind: 'right', right });
      } else
        applyStatus(tx, cook, 'cook_refill', {
          source: cook,
          until: null,
          data: { skill: 'daze_meal', n: 1 },
        });
    });
  }
};

const choice = (id: string, right: string, limited: boolean): SkillDef => ({
  id,
  name: limited ? '限定刷新' : '次数增加',
  kind: 'right',
  right,
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choicesFor: (_s, c, rs) => counted(rs, c, limited).map((k) => k.name) },
  hooks: {
    apply: (tx, actor, _t, picked) => {
      const sk = counted(tx.rs, actor, limited).find((k) => k.name === picked);
      if (sk)
        applyStatus(tx, actor.name, 'cook_refill', {
          source: '厨娘',
          until: null,
          data: { skill: sk.id, n: 1 },
        });
    },
  },
});

export const cook: RoleDef = {
  id: 'cook',
  name: '厨娘',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 12',
  statuses: [{ id: 'cook_refill', name: '厨娘加餐', holder: { refills: true } }],
  templates: {
    mealCounted: () => '大补饭：你可以选择自己其中一个次数技能，其次数增加1（<次数增加>）。',
    mealLimited: () => '怀孕技能：你可以选择自己其中一个限定技能，其限定刷新（<限定刷新>）。',
    mealNone: ({ name }) => `${name} 没有可加的技能：你的[迷魂饭]+1。`,
  },
  commonSkills: [choice('meal_counted', 'meal_counted', false), choice('meal_limited', 'meal_limited', true)],
  skills: [
    {
      id: 'daze_meal',
      name: '迷魂饭',
      aliases: ['迷魂药'],
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'dazed', { source: a.as, until: null });
        },
      },
    },
    {
      id: 'tonic_meal',
      name: '大补饭',
      aliases: ['回复药'],
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: { resolve: meal('meal_counted', false) },
    },
    {
      id: 'cook_pregnancy',
      name: '怀孕技能',
      kind: 'night',
      timing: { window: '深夜1' },
      limits: { limit: 1, unlockedBy: 'favoured' },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: { resolve: meal('meal_limited', true) },
    },
  ],
};
