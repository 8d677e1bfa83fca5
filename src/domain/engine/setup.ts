import { type DomainError, err } from '../errors';
import { type RngState, shuffle } from '../rng';
import type { RoleDef, RulesetDef } from './types';

/**
 * The ruleset's setup rules (121 导言: 验人, 狼人数量, 纯村民阵营底牌) over a deal: checked when the game is
 * created, so a table that cannot start is refused before its tokens are handed out, and again at the
 * deal. A pool is searched exactly as the start will draw from it (the same seeded shuffles).
 */

export const POOL_ATTEMPTS = 500;

const rolesOf = (rs: RulesetDef, ids: string[]): RoleDef[] => ids.map((id) => rs.roles[id] as RoleDef);

/** What a hand of role ids breaks, or null. */
export function setupProblem(rs: RulesetDef, ids: string[], players: number): DomainError | null {
  const roles = rolesOf(rs, ids);
  // 有X必有Y: a role dealt only with the roles it names (121 女巫学徒: 有学徒必有女巫)
  for (const r of roles)
    for (const need of r.dealtWith ?? [])
      if (!ids.includes(need)) {
        const other = rs.roles[need]?.name ?? need;
        return err('SETUP_CONSTRAINT', `发出了${r.name}但没有${other}；规则：有${r.name}必有${other}`);
      }
  return rs.validateSetup(roles, players);
}

/** What a pool's whole card set breaks (classic 盗贼: 两张底牌), or null; most rulesets check only the hands. */
export function poolProblem(rs: RulesetDef, ids: string[], players: number): DomainError | null {
  return rs.validatePool?.(rolesOf(rs, ids), players) ?? null;
}

/**
 * A hand of `players` roles drawn from the pool that meets the setup rules (any first draw when
 * `ignore`), with the PRNG after the draws; or the refusal naming the pool and the rule it breaks.
 */
export function dealFromPool(
  rs: RulesetDef,
  pool: string[],
  players: number,
  rng: RngState,
  ignore: boolean,
): { hand: string[]; rng: RngState } | DomainError {
  // a pool of exactly the table's size deals itself: its problem is the hand's
  if (pool.length === players && !ignore) {
    const problem = setupProblem(rs, pool, players);
    if (problem) return problem;
  }
  let r = rng;
  for (let attempt = 0; attempt < POOL_ATTEMPTS; attempt++) {
    const [mixed, next] = shuffle(r, pool);
    r = next;
    const hand = mixed.slice(0, players);
    if (ignore || !setupProblem(rs, hand, players)) return { hand, rng: r };
  }
  const first = setupProblem(rs, pool.slice(0, players), players);
  return err(
    'SETUP_CONSTRAINT',
    `身份池 ${pool.length} 张抽 ${players} 张，抽${POOL_ATTEMPTS}次都不满足开局规则${first ? `（如：${first.message}）` : ''}`,
  );
}
