import type { Tx } from '../engine/tx';
import type { OutHookCtx, RulesetDef } from '../engine/types';
import type { Character, GameState } from '../state';
import { onElevator } from './adjacency';

/** The kills' out causes (a vote or a chain out is no 杀害). */
export const KILLED_CAUSES = ['killed', 'poisoned', 'tongshou'];

/** The first living 狼人阵营 character after `c` on the seating (电梯楼下方; the end joins the start; off it: `onElevator`). */
export function wolfAfter(s: GameState, c: Character, rs?: RulesetDef): Character | undefined {
  const n = s.chars.length;
  const i = s.chars.findIndex((x) => x.name === c.name);
  for (let k = 1; k < n; k++) {
    const x = s.chars[(i + k) % n] as Character;
    if (onElevator(x, rs) && x.faction === 'wolves') return x;
  }
  return undefined;
}

/**
 * 锈剑 (121 锈剑骑士 破伤风, classic 锈剑骑士): its holder put out by a kill (指杀, 毒药, 同守同救) whose user `byWolves` says is
 * the wolves' gives the first living wolf after him on the seating the sword's wound; `wound` says what follows (121: he
 * dies the day after next opens; classic: with the knight's own night).
 */
export function rustySword(
  wound: (tx: Tx, wolf: Character, knight: Character) => void,
  byWolves: (tx: Tx, killer: Character) => boolean = (_tx, k) => k.faction === 'wolves',
): (ctx: OutHookCtx) => void {
  return ({ tx, char, cause, by }) => {
    const killer = by ? tx.state.chars.find((c) => c.name === by) : undefined;
    if (!KILLED_CAUSES.includes(cause) || !killer || !byWolves(tx, killer)) return;
    const wolf = wolfAfter(tx.state, char, tx.rs);
    if (wolf) wound(tx, wolf, char);
  };
}
