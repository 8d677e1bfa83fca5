import type { RulesetDef } from '../../../src/domain/engine/types';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { registerRuleset, rulesetOf } from '../../../src/domain/rulesets/index';

/**
 * 211 opens one vote post a day (file 001 l.159, l.1167 每名存活角色每个讨论日限投一票; 平票 has no rule of its own): for the sentences
 * that speak of several (嫔妃 l.285, 南华老仙 l.820 若一天内有多个投票贴), a variant of 211 whose tie opens a PK post the same day (the
 * engine's revote, classic's rule and texts). `table211(swap, { ruleset: PK_211 })`.
 */
const classic = rulesetOf('classic') as RulesetDef;
export const PK_211 = 'test-211-pk';
registerRuleset({ ...ruleset211, id: PK_211, tie: 'revote', t: { ...classic.t, ...ruleset211.t } });
