import { describe, expect, it } from 'vitest';
import type { CastVote } from '../../../src/domain/commands';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { registerRuleset } from '../../../src/domain/rulesets/index';
import { TIME_TIEBA } from '../../../src/domain/rulesets/tieba/time';
import { Game, SEATS12, TABLE12 } from './given';

// [121] 投票规则: 每名存活角色每个讨论日限投一票，投票完成后允许改票。演员可以委托导演代投… 改票只允许进行一次。
//   关门前一小时不允许改票或代投，执行加速时不允许改票。
// [tieba] 投票规则: 白天结束前一个小时不得改票，时间以贴吧发贴时间为准。… 法官代投时限为关门前半小时。
// The time of a vote is when the server received it, or — when the director trusts the adapters
// (option trustPostedAt) — the forum post time the adapter reports.

/** an instant in +08:00 wall-clock time, 2026 */
const at = (m: number, d: number, h: number, min = 0) => Date.UTC(2026, m - 1, d, h - 8, min);

/** A game on the 121 calendar: day 1 opens Monday 2026-11-30 12:00 and closes Wednesday 21:00. */
function calendarGame(opts: Parameters<typeof Game.create>[1] = {}): Game {
  const g = Game.create(TABLE12, { fixed: false, ...opts });
  g.start(SEATS12);
  return g;
}

const cast = (
  g: Game,
  voter: string,
  target: string,
  extra: Partial<CastVote> = {},
  actor = `player:${voter}`,
) => g.run({ type: 'CastVote', voter, target, proxy: false, ...extra }, actor);
const proxy = (g: Game, voter: string, target: string, extra: Partial<CastVote> = {}) =>
  g.run({ type: 'CastVote', voter, target, proxy: true, ...extra }, 'director');
const code = (r: ReturnType<Game['run']>) => (r.ok ? 'ok' : r.error.code);

describe('[121] 关门前一小时不允许改票或代投', () => {
  it('a change at 19:59 on the closing day is taken; at 20:00 it is CHANGE_CLOSED and nothing is appended', () => {
    const g = calendarGame();
    expect(g.state.phase.closesAt).toBe(at(12, 2, 21));
    g.now = at(12, 1, 10);
    g.votes({ 民A: '预', 民B: '预' });
    g.now = at(12, 2, 19, 59);
    expect(code(cast(g, '民A', '巫'))).toBe('ok');
    g.now = at(12, 2, 20);
    const n = g.log.length;
    const r = cast(g, '民B', '巫');
    expect(code(r)).toBe('CHANGE_CLOSED');
    expect(g.log.length).toBe(n);
    expect(g.state.votes.民B?.target).toBe('预');
  });

  it('the last hour still takes a first vote (only changes and 代投 are closed)', () => {
    const g = calendarGame();
    g.now = at(12, 2, 20, 30);
    expect(code(cast(g, '民C', '狼A'))).toBe('ok');
  });

  it('代投 until 20:00, refused from 20:00 (CHANGE_CLOSED)', () => {
    const g = calendarGame();
    g.now = at(12, 2, 19, 59);
    expect(code(proxy(g, '民A', '狼A'))).toBe('ok');
    g.now = at(12, 2, 20);
    expect(code(proxy(g, '民B', '狼A'))).toBe('CHANGE_CLOSED');
  });

  it('the hour follows the close: a day extended by the director moves the lock with it', () => {
    const g = calendarGame();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'extend', seconds: 3600, reason: '论坛维护' } });
    g.now = at(12, 1, 10);
    g.vote('民A', '预');
    g.now = at(12, 2, 20, 30); // the close is 22:00 now
    expect(code(cast(g, '民A', '巫'))).toBe('ok');
  });

  it('the director’s hours: changeLockMinutes 120 closes changes at 19:00', () => {
    const g = calendarGame({ schedule: { changeLockMinutes: 120 } });
    g.now = at(12, 1, 10);
    g.vote('民A', '预');
    g.now = at(12, 2, 19);
    expect(code(cast(g, '民A', '巫'))).toBe('CHANGE_CLOSED');
  });

  it('schedule.fixed has no wall clock: no lock unless the director sets one', () => {
    const free = Game.create(TABLE12);
    free.start(SEATS12);
    free.vote('民A', '预');
    expect(code(cast(free, '民A', '巫'))).toBe('ok');
    const locked = Game.create(TABLE12, {
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 }, changeLockMinutes: 60 },
    });
    locked.start(SEATS12);
    locked.vote('民A', '预');
    expect(code(cast(locked, '民A', '巫'))).toBe('CHANGE_CLOSED');
  });
});

describe('[tieba] 白天结束前一个小时不得改票; 法官代投时限为关门前半小时', () => {
  registerRuleset({ ...ruleset121, id: 'test-tieba-votes', time: TIME_TIEBA });
  /** tieba’s calendar: started Monday noon, the first day closes Tuesday 21:30 (A+1) */
  function tiebaGame(): Game {
    const g = Game.create(TABLE12, { fixed: false, ruleset: 'test-tieba-votes' });
    g.start(SEATS12);
    return g;
  }

  it('the first day closes A+1 21:30; changes close at 20:30, 代投 at 21:00', () => {
    const g = tiebaGame();
    expect(g.state.phase.closesAt).toBe(at(12, 1, 21, 30));
    g.now = at(12, 1, 12);
    g.votes({ 民A: '预', 民B: '预' });
    g.now = at(12, 1, 20, 29);
    expect(code(cast(g, '民A', '巫'))).toBe('ok');
    g.now = at(12, 1, 20, 30);
    expect(code(cast(g, '民B', '巫'))).toBe('CHANGE_CLOSED');
    g.now = at(12, 1, 20, 59);
    expect(code(proxy(g, '民C', '狼A'))).toBe('ok');
    g.now = at(12, 1, 21);
    expect(code(proxy(g, '守', '狼A'))).toBe('CHANGE_CLOSED');
  });
});

describe('时间以…发贴时间为准: the forum post time an adapter reports, kept in the event', () => {
  it('trusted (option trustPostedAt): a change posted at 19:55 and received at 20:05 counts at 19:55', () => {
    const g = calendarGame({ options: { trustPostedAt: true } });
    g.now = at(12, 1, 10);
    g.vote('民A', '预');
    g.now = at(12, 2, 20, 5);
    const r = cast(g, '民A', '巫', { postedAt: at(12, 2, 19, 55) });
    expect(code(r)).toBe('ok');
    expect(g.log.at(-1)).toMatchObject({
      type: 'VoteCast',
      v: 2,
      data: { receivedAt: at(12, 2, 20, 5), postedAt: at(12, 2, 19, 55), timeSource: 'post' },
    });
    expect(g.state.votes.民A).toMatchObject({ target: '巫', at: at(12, 2, 19, 55) });
  });

  it('not trusted: the server’s receipt time counts (CHANGE_CLOSED at 20:05); an earlier vote keeps the reported time', () => {
    const g = calendarGame();
    g.now = at(12, 1, 10);
    expect(code(cast(g, '民A', '预', { postedAt: at(12, 1, 9, 58) }))).toBe('ok');
    expect(g.log.at(-1)).toMatchObject({
      data: { receivedAt: at(12, 1, 10), postedAt: at(12, 1, 9, 58), timeSource: 'server' },
    });
    g.now = at(12, 2, 20, 5);
    expect(code(cast(g, '民A', '巫', { postedAt: at(12, 2, 19, 55) }))).toBe('CHANGE_CLOSED');
  });

  it('a post time in the future is INVALID_INPUT; a trusted one from before the day opened is WRONG_PHASE', () => {
    const g = calendarGame({ options: { trustPostedAt: true } });
    g.now = at(12, 1, 10);
    expect(code(cast(g, '民A', '预', { postedAt: at(12, 1, 10, 5) }))).toBe('INVALID_INPUT');
    expect(code(cast(g, '民A', '预', { postedAt: at(11, 30, 11) }))).toBe('WRONG_PHASE');
    expect(g.state.votes.民A).toBeUndefined();
  });
});

describe('the director’s hours at creation (schedule fields), checked', () => {
  it('closeAt, dayLength and nightMinutes change the calendar of this game only', () => {
    const g = calendarGame({ schedule: { closeAt: '22:30', dayLength: 1, nightMinutes: { n90: 120 } } });
    expect(g.state.phase.closesAt).toBe(at(12, 1, 22, 30)); // Monday noon → Tuesday (one natural day)
    g.now = at(12, 1, 22, 30);
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    g.closeTo('n90');
    expect(g.state.phase.closesAt).toBe(at(12, 2, 0, 30)); // 关门 + 120 minutes
  });

  it.each([
    [{ closeAt: '25:00' }, 'schedule.closeAt'],
    [{ dayLength: 0 }, 'schedule.dayLength'],
    [{ changeLockMinutes: -5 }, 'schedule.changeLockMinutes'],
    [{ nightMinutes: { n7: 10 } }, '没有夜间时段 n7'],
    [{ nightMinutes: { n40: 70 } }, 'n60（60分钟）会早于它前一个时段截止'],
  ])('bad hours %o → INVALID_INPUT (%s), nothing appended', (schedule, message) => {
    const g = new Game();
    const e = g.fails({
      type: 'CreateGame',
      id: 'x',
      title: '坏钟',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      seed: 's',
      roles: TABLE12,
      schedule,
    });
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toContain(message);
    expect(g.log).toHaveLength(0);
  });
});
