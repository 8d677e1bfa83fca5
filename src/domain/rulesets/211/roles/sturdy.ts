import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [211] file 001 【能臣异士】2 太子 and 23 禁卫军 — 健壮<强制> —— 太子/禁卫军永久获得[守护：1]状态.
// [守护：1] is the general status (statuses.ts guard_x: 抵消掉1次[指杀], then gone); given when the game starts, told
// to its holder (附加…角色会得知), with no end. l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效: given
// `by` 健壮 (data.mandatoryOf: his name), it does not count while a [遗忘] takes his <强制> skills, and counts again when it ends.

export const sturdy: SkillDef = {
  id: 'sturdy',
  name: '健壮',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

/** 永久获得[守护：1]状态: at the start of the game. */
export const sturdyStart: RoleDef['onStart'] = (tx, c) =>
  applyStatus(tx, c.name, 'guard_x', { source: c.name, until: null, by: { skill: sturdy, user: c.name } });
