import { describe, expect, it } from 'vitest';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { Game } from '../harness';
import { picker, playWithBots } from './bots';

// [121] issue 11's 40-seat game: dealt at random from the full list (a pool of every card of the ruleset once, with plain
// 村民 and 狼人 cards enough for the 导言's numbers: 纯村民阵营 ≥ 20, 狼人 12–19 of 40), nobody acting: every deadline
// takes its default (视为放弃, or a draw for the skills that say so), the 未投票 yellow cards merge into reds, and the game
// reaches its end. The harness replays the log at every command (determinism).

const FULL_POOL_121 = [
  ...Object.values(ruleset121.roles).map((r) => r.name),
  ...Array.from({ length: 24 }, () => '村民'),
  ...Array.from({ length: 8 }, () => '狼人'),
];

describe('121: a 40-seat game from the full list, unattended', () => {
  for (const seed of ['forty-1', 'forty-3'])
    it(`${seed}: dealt from the pool, ends by its deadlines alone`, () => {
      const players = Array.from({ length: 40 }, (_, i) => `P${i + 1}`);
      const g = Game.create(players, { pool: FULL_POOL_121, seed });
      g.start(players);
      let steps = 0;
      for (; steps < 400 && g.state.status === 'running'; steps++) g.close();
      const alive = g.state.chars.filter((c) => c.alive).map((c) => `${c.name}:${c.role}:${c.faction}`);
      expect(g.state.status, `after ${steps} steps ${JSON.stringify(g.state.phase)} ${alive.join(' ')}`).toBe(
        'ended',
      );
    }, 60_000);
});

describe('121: a 40-seat game from the full list, seeded bots', () => {
  for (const seed of ['bots-3', 'bots-4'])
    it(`${seed}: every character acts at random among its legal choices; the game ends`, () => {
      const pick = picker(seed);
      const players = Array.from({ length: 40 }, (_, i) => `P${i + 1}`);
      const g = Game.create(players, { pool: FULL_POOL_121, seed });
      g.start(players);
      const steps = playWithBots(g, ruleset121, pick, 600);
      const alive = g.state.chars.filter((c) => c.alive).map((c) => `${c.name}:${c.role}:${c.faction}`);
      expect(g.state.status, `after ${steps} steps ${JSON.stringify(g.state.phase)} ${alive.join(' ')}`).toBe(
        'ended',
      );
    }, 60_000);
});
