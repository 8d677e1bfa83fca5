import type { Tx } from '../engine/tx';
import type { Character } from '../state';

/**
 * 情侣互知 (121 丘比特之箭, 211 月老牵线): each of the two is told the other — `each` runs for a lover first (its status), then
 * the lover gets the template `template` ({name}: the other) with `data` and the other's name as `members`.
 */
export function tellLovers(
  tx: Tx,
  pair: [Character, Character],
  template: string,
  data: Record<string, unknown>,
  each?: (me: Character, other: Character) => void,
): void {
  const [a, b] = pair;
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    each?.(me, other);
    tx.notify(me.name, tx.t(template, { name: other.name }), { ...data, members: [other.name] });
  }
}
