export * from './commands';
export { decide, resolveName, roleByKey } from './decide';
export * from './errors';
export * from './events';
export { apply, cloneState, evolve, replay } from './evolve';
export { KNOWN_RULESET_IDS, RULESETS, rulesetOf } from './rulesets';
export * from './state';
