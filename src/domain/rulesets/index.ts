import { own } from '../dict';
import type { RulesetDef } from '../engine/types';
import { ruleset121 } from './121';
import { ruleset211 } from './211';
import { rulesetClassic } from './classic';
import { rulesetPku } from './pku';
import { rulesetTieba } from './tieba';

/** The rulesets Bansha can run. The contract's other ids are known but not yet playable. */
export const RULESETS: Record<string, RulesetDef> = {
  '121': ruleset121,
  '211': ruleset211,
  tieba: rulesetTieba,
  classic: rulesetClassic,
  pku: rulesetPku,
};
export const KNOWN_RULESET_IDS = ['121', '211', 'tieba', 'classic', 'pku'] as const;

export function rulesetOf(id: string): RulesetDef | undefined {
  return own(RULESETS, id);
}

/**
 * Makes a ruleset playable under its id (a ruleset built elsewhere, or a test's variant of
 * one: a test-only role, a right due in a night window).
 */
export function registerRuleset(rs: RulesetDef): void {
  RULESETS[rs.id] = rs;
}
