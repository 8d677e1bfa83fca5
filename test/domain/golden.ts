import type { Command } from '../../src/domain/commands';
import { decide } from '../../src/domain/decide';
import type { Envelope } from '../../src/domain/events';
import { replay } from '../../src/domain/evolve';
import { type GameState, initialState } from '../../src/domain/state';
import { isoAt } from '../../src/domain/time';
import goldenJson from './fixtures/121-golden.json';

/** test/domain/fixtures/121-golden.json: a seed and the commands of a whole game, with what they must give. */
export interface Golden {
  about: string;
  now: number;
  commands: { actor: string; command: Command }[];
  types: string[];
  announcements: string[];
}

/** The fixture as imported (a module, so it loads in Node and in workerd alike). */
export const golden = goldenJson as unknown as Golden;

/** Runs commands through decide and folds each answer, as the Durable Object does, every event at `now`. */
export function runCommands(
  commands: { actor: string; command: Command }[],
  now: number,
): { log: Envelope[]; state: GameState } {
  const log: Envelope[] = [];
  let state = initialState();
  for (const { actor, command } of commands) {
    const r = decide(state, command, { now, actor });
    if (!r.ok) throw new Error(`${command.type} by ${actor}: ${r.error.code} ${r.error.message}`);
    const envs = r.value.events.map(
      (e, i) => ({ ...e, seq: log.length + i + 1, at: isoAt(now), actor }) as Envelope,
    );
    log.push(...envs);
    state = replay(envs, state);
  }
  return { log, state };
}
