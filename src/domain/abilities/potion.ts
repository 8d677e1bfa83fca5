import type { SkillDef } from '../engine/types';
import { err } from '../errors';
import type { GameState } from '../state';
import { one } from './targets';

/**
 * A potion (救药, 毒药): one target tonight; `exclusiveWith` may not be used the same night — always (121: <救药>发动后，在该夜晚
 * 不可发动技能<毒药>), or only while `exclusive` says so for the game (classic: 篇一 每天晚上最多使用1瓶药, 篇三 一天晚上可以用两瓶药);
 * `self: false`: not on the user (classic 女巫不可以对自己用药).
 */
export interface PotionOptions {
  id: string;
  name: string;
  window?: string;
  exclusiveWith?: string;
  exclusive?: (s: GameState) => boolean;
  limit?: number;
  self?: boolean;
}

export function potion(o: PotionOptions, rest: Partial<SkillDef>): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    limits: { ...(o.limit !== undefined ? { limit: o.limit } : {}) },
    targets: { ...one, self: o.self ?? true, among: 'alive' },
    choose: { validate: exclusive(o.exclusiveWith, o.name, o.exclusive) },
    ...rest,
  };
}

function exclusive(
  other: string | undefined,
  name: string,
  when?: (s: GameState) => boolean,
): NonNullable<SkillDef['choose']>['validate'] {
  if (!other) return undefined;
  return ({ state, actor }) =>
    (when?.(state) ?? true) &&
    state.actions.some((a) => a.actor === actor.name && a.skill === other && !a.pass)
      ? err('SKILL_CONFLICT', `${name}不能与另一瓶药在同一晚使用（请先撤回另一瓶）`)
      : null;
}
