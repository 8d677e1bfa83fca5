import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evolve, replay } from '../../../src/domain/evolve';
import { initialState } from '../../../src/domain/state';
import { golden, runCommands } from '../golden';
import { Game, SEATS12, TABLE12 } from '../harness';

// boardgame.io's lesson: the seeded PRNG lives in the state and every draw is an event, so the same seed
// and the same commands give the same log, and a replay of the log gives the same state.

const FIXTURE = new URL('../fixtures/121-golden.json', import.meta.url);

describe('seeded determinism', () => {
  it('same seed + same commands → the identical event log (random seating and the random 殉职 included)', () => {
    const a = runCommands(golden.commands, golden.now);
    const b = runCommands(golden.commands, golden.now);
    expect(a.log.some((e) => e.type === 'RandomDrawn' && e.data.purpose === 'seating')).toBe(true);
    expect(a.log.some((e) => e.type === 'RandomDrawn' && e.data.purpose === 'badge')).toBe(true);
    expect(b.log).toEqual(a.log);
  });

  it('a replay of the log gives the same state, folded at once or event by event with evolve', () => {
    const { log, state } = runCommands(golden.commands, golden.now);
    expect(replay(log)).toEqual(state);
    expect(log.reduce(evolve, initialState())).toEqual(state);
  });

  it('a replay of a log prefix is the state at that point: the game resumes from it identically', () => {
    const { log } = runCommands(golden.commands, golden.now);
    const g = Game.create(TABLE12, { seed: 'resume' });
    g.start(SEATS12);
    g.votes({ 民A: '预' });
    g.close();
    expect(replay(g.log)).toEqual(g.state);
    expect(log.length).toBeGreaterThan(g.log.length);
  });

  it('the seed decides: another seed seats the same players differently', () => {
    const seating = (seed: string) => {
      const g = Game.create(TABLE12, { seed });
      g.start();
      return g.state.chars.map((c) => c.name);
    };
    expect(seating('golden-121')).toEqual(seating('golden-121'));
    expect(seating('golden-121')).not.toEqual(seating('golden-122'));
  });
});

describe('golden replay (test/domain/fixtures/121-golden.json)', () => {
  const { log } = runCommands(golden.commands, golden.now);
  const types = log.map((e) => e.type);
  const announcements = log.flatMap((e) => (e.type === 'AnnouncementMade' ? [e.data.text] : []));

  if (process.env.UPDATE_GOLDEN) {
    Object.assign(golden, { types, announcements });
    writeFileSync(FIXTURE, `${JSON.stringify(golden, null, 2)}\n`);
  }

  it('seed + commands → the exact event-type sequence', () => {
    expect(golden.types.length).toBeGreaterThan(0);
    expect(types).toEqual(golden.types);
  });

  it('seed + commands → the exact 公示 thread, ending with the village\u2019s win', () => {
    expect(announcements).toEqual(golden.announcements);
    expect(announcements.at(-2)).toBe('游戏结束，村民阵营胜利。');
  });
});
