import type { GameState } from '../domain/state';
import { canonicalize, sha256Hex } from './chain';

/** The hash of a state's canonical JSON: replay and the live fold must agree on it. */
export function stateHash(s: GameState): string {
  return sha256Hex(canonicalize(s));
}
