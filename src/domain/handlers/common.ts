import { own } from '../dict';
import type { Tx } from '../engine/tx';
import type { RoleDef, RulesetDef } from '../engine/types';
import { type DomainError, err, quote } from '../errors';
import { type Character, findChar, type GameState } from '../state';
import { normalizeName } from '../votepost';

// What the command handlers share: names and role keys as players type them.

/** Finds a character by vest, comparing after NFKC normalisation and trimming. */
export function resolveName(s: GameState, input: string): Character | undefined {
  const n = normalizeName(input);
  return s.chars.find((c) => normalizeName(c.name) === n);
}

export function roleByKey(rs: RulesetDef, key: string): RoleDef | undefined {
  const k = normalizeName(key);
  return own(rs.roles, k) ?? Object.values(rs.roles).find((r) => r.name === k);
}

export function actorChar(tx: Tx, name: string): Character | DomainError {
  const c = findChar(tx.state, name) ?? resolveName(tx.state, name);
  return c ?? err('UNKNOWN_PLAYER', `没有名为“${quote(name)}”的角色`);
}
