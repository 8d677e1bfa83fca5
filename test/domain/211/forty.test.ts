import { describe, expect, it } from 'vitest';
import type { RulesetDef } from '../../../src/domain/engine/types';
import { rulesetOf } from '../../../src/domain/rulesets';
import { picker, playWithBots } from '../121/bots';
import { Game } from '../harness';
import { hand211 } from './hand40';

// [211] issue 13's 40-seat game in the domain: a seeded hand from the whole list of implemented roles inside the 导言's
// setup rules (hand40.ts), each role dealt to a vest of its gender; seeded bots submit every skill usable now (the opening,
// each slot of each night, the rights), and from day 2 every living character votes at random; the game reaches its end.
// The harness replays the log at every command (determinism). The same game over HTTP: test/api/211-unattended.test.ts.

const rs = rulesetOf('211') as RulesetDef;

describe('211: a 40-seat game from the whole list, seeded bots', () => {
  for (const seed of ['forty-211-1', 'forty-211-2'])
    it(`${seed}: every character acts at random among its legal choices; the game ends`, () => {
      const pick = picker(seed);
      const hand = hand211(seed);
      const players = hand.roles.map((_, i) => `P${i + 1}`);
      const g = Game.create(players, {
        ruleset: '211',
        pool: hand.roles,
        genders: Object.fromEntries(players.map((p, i) => [p, hand.genders[i] as string])),
        seed,
        // l.69: the 皇帝 card (the hand's first, hand40.ts) goes to 雍正, here P1
        options: { autoCards: false, yongzheng: 'P1' },
      });
      g.start(players);
      expect(g.state.chars.map((c) => rs.roles[c.role]?.name).sort()).toEqual([...hand.roles].sort());
      const steps = playWithBots(g, rs, pick, 800);
      const alive = g.state.chars.filter((c) => c.alive).map((c) => `${c.name}:${c.role}:${c.faction}`);
      expect(g.state.status, `after ${steps} steps ${JSON.stringify(g.state.phase)} ${alive.join(' ')}`).toBe(
        'ended',
      );
      expect(g.state.winner).toBeTruthy();
    }, 120_000);
});
