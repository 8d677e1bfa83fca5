import { describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/domain/events';
import { parseEvent } from '../../src/domain/events';
import { evolve, replay } from '../../src/domain/evolve';
import { initialState } from '../../src/domain/state';
import { upcast } from '../../src/domain/upcast';
import { Game, SEATS12, TABLE12 } from './harness';

// Events are never edited once stored; a new shape is `v: 2` plus an upcaster (house style). VoteCast v2 adds
// the adapter's post time (postedAt) and the time the vote counts at (timeSource); GameCreated v2 adds the
// director's hours to the schedule. A log written before them must replay to the same state.

/** The log as the code before v2 would have written it. */
function asV1(log: Envelope[]): Envelope[] {
  return log.map((e) => {
    if (e.type === 'VoteCast') {
      const { postedAt: _p, timeSource: _t, ...v1 } = e.data;
      return { ...e, v: 1, data: v1 } as unknown as Envelope;
    }
    if (e.type === 'GameCreated') {
      const { hours: _h, ...schedule } = e.data.schedule;
      return { ...e, v: 1, data: { ...e.data, schedule } } as unknown as Envelope;
    }
    return e;
  });
}

function playedGame(): Game {
  const g = Game.create(TABLE12, { seed: 'upcast' });
  g.start(SEATS12);
  g.votes({ 民A: '预', 民B: '预', 狼A: '民A' });
  g.vote('民A', '巫'); // a 改票
  g.close();
  g.closeNight();
  g.votes({ 民A: '狼A', 民B: '狼A', 预: '狼A' });
  return g;
}

describe('upcasting stored events', () => {
  it('a log with v1 VoteCast and GameCreated replays under the v2 schemas to the same state', () => {
    const g = playedGame();
    const v1 = asV1(g.log);
    expect(v1.filter((e) => e.type === 'VoteCast').every((e) => e.v === 1 && !('timeSource' in e.data))).toBe(
      true,
    );
    expect(replay(v1)).toEqual(g.state);
    expect(v1.reduce(evolve, initialState())).toEqual(g.state);
  });

  it('parseEvent reads a v1 VoteCast as v2: no post time, counted at the server’s time', () => {
    const g = playedGame();
    const stored = asV1(g.log).find((e) => e.type === 'VoteCast') as Envelope;
    const parsed = parseEvent(stored);
    expect(parsed).toEqual({
      type: 'VoteCast',
      v: 2,
      data: { ...stored.data, postedAt: null, timeSource: 'server' },
    });
    expect(parsed).toEqual(parseEvent(g.log.find((e) => e.type === 'VoteCast') as Envelope));
  });

  it('parseEvent reads a v1 GameCreated as v2 with the ruleset’s own hours', () => {
    const g = playedGame();
    const parsed = parseEvent(asV1(g.log)[0] as Envelope);
    expect(parsed?.v).toBe(2);
    expect(parsed?.type === 'GameCreated' && parsed.data.schedule.hours).toEqual({});
  });

  it('a version with no upcaster, or old data of the wrong shape, is not read', () => {
    const vote = playedGame().log.find((e) => e.type === 'VoteCast') as Envelope;
    expect(parseEvent({ ...vote, v: 3 })).toBeNull();
    expect(parseEvent({ type: 'VoteCast', v: 1, data: { voter: '民A' } })).toBeNull();
    expect(upcast({ type: 'VoteCast', v: 0, data: {} })).toBeNull();
    expect(() => replay([{ ...vote, v: 3 } as Envelope])).toThrow(/no upcaster/);
  });

  it('events of an unchanged type are read at v1 as before', () => {
    const g = playedGame();
    const started = g.log.find((e) => e.type === 'GameStarted') as Envelope;
    expect(started.v).toBe(1);
    expect(parseEvent(started)).toEqual({ type: 'GameStarted', v: 1, data: started.data });
  });
});
