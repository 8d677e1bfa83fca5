import type { RulesetDef } from '../engine/types';
import { ruleset121 } from './121';

/** The rulesets Bansha can run. The contract's other ids are known but not yet playable. */
export const RULESETS: Record<string, RulesetDef> = { '121': ruleset121 };
export const KNOWN_RULESET_IDS = ['121', '211', 'tieba', 'classic', 'pku'] as const;

export function rulesetOf(id: string): RulesetDef | undefined {
  return RULESETS[id];
}
