import type { GameState } from '../state';

/**
 * The records of the nights (`state.history`: each resolved action with its settled targets) as the texts ask for them.
 */

/** Whom `actor`'s `skill` settled on in night `night` (every use: 贵妃's 宠溺 twice once pregnant). */
export function settledOn(s: GameState, actor: string, skill: string, night: number): string[] {
  return s.history
    .filter((h) => h.phase === 'night' && h.day === night && h.actor === actor && h.skill === skill)
    .flatMap((h) => h.settled ?? h.targets);
}

/** The first target of `actor`'s last `skill` that took effect before night `before` (a blocked night leaves none). */
export function lastSettled(s: GameState, actor: string, skill: string, before: number): string | undefined {
  const h = s.history
    .filter((x) => x.phase === 'night' && x.day < before && x.actor === actor && x.skill === skill)
    .sort((a, b) => b.day - a.day)[0];
  return h ? (h.settled?.[0] ?? h.targets[0]) : undefined;
}
