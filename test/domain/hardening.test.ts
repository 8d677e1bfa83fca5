/**
 * Hostile input at the domain (issue 18): what the HTTP edge's bounds already stop is refused here
 * too (defence in depth), and a refusal appends nothing.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TIME } from '../../src/domain/time';
import { Game, SEATS12, TABLE12 } from './harness';

describe('numbers that would make a deadline no date', () => {
  it('extend by 1e300 seconds → INVALID_INPUT, no RulingMade stored', () => {
    const g = Game.create(TABLE12);
    g.start(SEATS12);
    const before = g.log.length;
    const e = g.fails({ type: 'MakeRuling', ruling: { kind: 'extend', seconds: 1e300, reason: 'x' } });
    expect(e.code).toBe('INVALID_INPUT');
    expect(g.log.length).toBe(before);
    for (const seconds of [Number.NaN, Number.POSITIVE_INFINITY, -5, 0])
      expect(g.fails({ type: 'MakeRuling', ruling: { kind: 'extend', seconds, reason: 'x' } }).code).toBe(
        'INVALID_INPUT',
      );
  });

  it('schedule.fixed daySeconds or nightSeconds of 1e300 → INVALID_INPUT at creation', () => {
    for (const fixed of [
      { daySeconds: 1e300, nightSeconds: 600 },
      { daySeconds: 3600, nightSeconds: 1e300 },
      { daySeconds: Number.NaN, nightSeconds: 600 },
    ]) {
      const g = new Game();
      const e = g.fails({
        type: 'CreateGame',
        id: 'g1',
        title: '测试局',
        ruleset: '121',
        players: SEATS12.map((name) => ({ name })),
        seed: 's',
        roles: TABLE12,
        schedule: { fixed },
      });
      expect(e.code).toBe('INVALID_INPUT');
      expect(g.log).toEqual([]);
    }
  });

  it('a decision that would put a deadline past year 9999 is refused whole (the domain’s own guard)', () => {
    const g = Game.create(TABLE12, { schedule: { fixed: { daySeconds: 30 * 86400, nightSeconds: 600 } } });
    g.now = MAX_TIME - 86400_000; // the day would close 29 days after the end of 9999
    const e = g.fails({ type: 'StartGame', seating: SEATS12 });
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toContain('9999');
    expect(g.state.status).toBe('setup');
  });
});

describe('creation refuses what start would refuse', () => {
  it('a game with neither roles nor pool → INVALID_INPUT at creation, not at start', () => {
    const g = new Game();
    const e = g.fails({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      seed: 's',
    });
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toContain('roles');
  });

  it('an unknown option → INVALID_OPTION naming the known ones', () => {
    const g = new Game();
    const e = g.fails({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      seed: 's',
      roles: TABLE12,
      options: { autocards: false },
    });
    expect(e.code).toBe('INVALID_OPTION');
    expect(e.message).toContain('autoCards');
  });
});
