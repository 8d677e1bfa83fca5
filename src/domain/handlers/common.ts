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

/**
 * A role by id, by name, or by another name the text gives it when only one role goes by it (211's role list: 国师 for
 * 通天国师; 皇帝 names three roles, so it names none).
 */
export function roleByKey(rs: RulesetDef, key: string): RoleDef | undefined {
  const k = normalizeName(key);
  const all = Object.values(rs.roles);
  const byAlias = all.filter((r) => r.aliases?.includes(k));
  return own(rs.roles, k) ?? all.find((r) => r.name === k) ?? (byAlias.length === 1 ? byAlias[0] : undefined);
}

export function actorChar(tx: Tx, name: string): Character | DomainError {
  const c = findChar(tx.state, name) ?? resolveName(tx.state, name);
  return c ?? err('UNKNOWN_PLAYER', `没有名为“${quote(name)}”的角色`);
}
