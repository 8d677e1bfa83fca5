import { describe, expect, it } from 'vitest';
import { isoAt } from '../../../src/domain/time';
import { Game } from '../harness';

// [tieba] file 002 讨论日长短 (l.156): 一般是A日上午9：30开贴，到A+1日晚上21：30关贴。… 例外的，第一个讨论日强制为A+1日晚上
// 21：30关贴; 投票规则 (l.163): 投票贴与讨论日一同开门，一同关门。 The night ends when its last window closes (23:30 or
// earlier when the director closes it); the day is then open, but its thread opens at 9:30 on day A: a vote before it
// is refused (THREAD_NOT_OPEN, nothing recorded — a void post neither), as a post in a thread that is not there.

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);
const at = (m: number, d: number, h: number, min = 0) => Date.UTC(2026, m - 1, d, h - 8, min);
const sh = (ms: number | null) => (ms === null ? null : isoAt(ms, 480).slice(0, 16));

/** Started Monday 2026-11-30 12:00 (+08:00); day 1 closes Tuesday 21:30, night 1 closed by the director at 22:40. */
function nightEndsTuesday(options: Record<string, unknown> = {}): Game {
  const g = Game.create(TABLE, { ruleset: 'tieba', fixed: false, options: { autoCards: false, ...options } });
  g.start(SEATS);
  expect(sh(g.state.phase.closesAt)).toBe('2026-12-01T21:30');
  g.now = at(11, 30, 13);
  for (const v of SEATS) g.vote(v, '民A'); // day 1's thread is open from the start (第一个讨论日)
  g.now = at(12, 1, 21, 30);
  g.ok({ type: 'CloseWindow', by: 'alarm' });
  g.pass('狼A', '杀人');
  g.now = at(12, 1, 22, 40);
  g.closeNight();
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
  return g;
}
const vote = (g: Game, voter: string, target: string) =>
  g.fails({ type: 'CastVote', voter, target, proxy: false }, `player:${voter}`);

describe('[tieba] 投票贴与讨论日一同开门: A日上午9：30开贴 (l.156, l.163)', () => {
  it('a vote after the night ended and before 9:30 is refused with THREAD_NOT_OPEN, nothing recorded', () => {
    const g = nightEndsTuesday();
    g.now = at(12, 1, 23, 5);
    const e = vote(g, '民B', '狼A');
    expect(e.code).toBe('THREAD_NOT_OPEN');
    expect(e.message).toBe(
      '投票贴尚未开门：投票贴与讨论日一同开门，第2天的讨论贴于12月2日 09:30开贴，开贴后再投票（现在是12月1日 23:05）',
    );
    expect(e.details).toEqual({ opensAt: at(12, 2, 9, 30) });
    g.now = at(12, 2, 9, 29);
    expect(vote(g, '民B', '狼A').code).toBe('THREAD_NOT_OPEN');
    expect(g.state.votes.民B).toBeUndefined();
  });

  it('at 9:30 the thread is open: the vote counts, and the day closes A+1 21:30', () => {
    const g = nightEndsTuesday();
    g.now = at(12, 2, 9, 30);
    g.vote('民B', '狼A');
    expect(g.state.votes.民B?.target).toBe('狼A');
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-03T21:30');
  });

  it('a forum vote post (the adapters’ path) before 9:30 is refused too, not recorded as a void post', () => {
    const g = nightEndsTuesday();
    g.now = at(12, 2, 8);
    for (const post of ['投票对象：狼A\n投票理由：发言像狼', '投票对象：狼A'])
      expect(g.fails({ type: 'CastVote', voter: '民C', post, proxy: false }, 'player:民C').code).toBe(
        'THREAD_NOT_OPEN',
      );
    expect(g.log.some((e) => e.type === 'VotePostInvalid')).toBe(false);
  });

  it('法官代投 waits for the thread too (the director posts in it)', () => {
    const g = nightEndsTuesday();
    g.now = at(12, 2, 7);
    expect(g.fails({ type: 'CastVote', voter: '民D', target: '狼B', proxy: true }).code).toBe(
      'THREAD_NOT_OPEN',
    );
  });

  it('时间以贴吧发贴时间为准: with trusted post times, a post dated before 9:30 is refused even when it arrives after', () => {
    const g = nightEndsTuesday({ trustPostedAt: true });
    g.now = at(12, 2, 9, 40);
    const r = g.fails(
      {
        type: 'CastVote',
        voter: '民E',
        post: '投票对象：狼A\n投票理由：发言像狼',
        proxy: false,
        postedAt: at(12, 2, 9, 10),
      },
      'player:民E',
    );
    expect(r.code).toBe('THREAD_NOT_OPEN');
    g.ok(
      {
        type: 'CastVote',
        voter: '民E',
        post: '投票对象：狼A\n投票理由：发言像狼',
        proxy: false,
        postedAt: at(12, 2, 9, 35),
      },
      'player:民E',
    );
    expect(g.state.votes.民E?.target).toBe('狼A');
  });

  it('a night that ends after midnight: the thread opens that same morning at 9:30', () => {
    const g = Game.create(TABLE, { ruleset: 'tieba', fixed: false, options: { autoCards: false } });
    g.start(SEATS);
    for (const v of SEATS) g.vote(v, '民A');
    g.now = at(12, 1, 21, 30);
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    while (g.state.phase.kind === 'night') {
      g.now = g.state.phase.closesAt ?? 0;
      g.ok({ type: 'CloseWindow', by: 'alarm' });
    }
    expect(sh(g.state.phase.openedAt)).toBe('2026-12-01T23:30');
    g.now = at(12, 2, 0, 30);
    expect(vote(g, '民B', '狼A').details).toEqual({ opensAt: at(12, 2, 9, 30) });
  });

  it('the director’s openAt moves the opening; a trial game on schedule.fixed has no hours (no opening)', () => {
    const g = Game.create(TABLE, {
      ruleset: 'tieba',
      schedule: { openAt: '08:00' },
      options: { autoCards: false },
    });
    g.start(SEATS);
    for (const v of SEATS) g.vote(v, '民A');
    g.now = at(12, 1, 21, 30);
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    g.now = at(12, 1, 22);
    g.closeNight();
    g.now = at(12, 2, 7, 59);
    expect(vote(g, '民B', '狼A').details).toEqual({ opensAt: at(12, 2, 8) });
    g.now = at(12, 2, 8);
    g.vote('民B', '狼A');

    const t = Game.create(TABLE, { ruleset: 'tieba', options: { autoCards: false } });
    t.start(SEATS);
    for (const v of SEATS) t.vote(v, '民A');
    t.close();
    t.closeNight();
    t.now = at(11, 30, 13); // the trial game's clock: any time of day
    t.vote('民B', '狼A');
    expect(t.state.votes.民B?.target).toBe('狼A');
  });
});
