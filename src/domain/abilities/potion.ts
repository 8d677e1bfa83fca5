import type { SkillDef } from '../engine/types';
import { err } from '../errors';
import { one } from './targets';

/** A potion (救药, 毒药): one target tonight; `exclusiveWith` may not be used the same night. */
export interface PotionOptions {
  id: string;
  name: string;
  window?: string;
  exclusiveWith?: string;
  limit?: number;
}

export function potion(o: PotionOptions, rest: Partial<SkillDef>): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    limits: { ...(o.limit !== undefined ? { limit: o.limit } : {}) },
    targets: { ...one, self: true, among: 'alive' },
    choose: { validate: exclusive(o.exclusiveWith, o.name) },
    ...rest,
  };
}

function exclusive(other: string | undefined, name: string): NonNullable<SkillDef['choose']>['validate'] {
  if (!other) return undefined;
  return ({ state, actor }) =>
    state.actions.some((a) => a.actor === actor.name && a.skill === other && !a.pass)
      ? err('SKILL_CONFLICT', `${name}不能与另一瓶药在同一晚使用（请先撤回另一瓶）`)
      : null;
}
