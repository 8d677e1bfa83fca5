import { describe, expect, it } from 'vitest';
import {
  acceleratedClose,
  dayCloses,
  dayOpens,
  delayedClose,
  effectiveRules,
  noonWindow,
  speedCutoff,
  speedGranted,
  speedNeeded,
} from '../../src/domain/calendar';
import { TIME_121 } from '../../src/domain/rulesets/121/time';
import { TIME_211 } from '../../src/domain/rulesets/211/time';
import { TIME_TIEBA } from '../../src/domain/rulesets/tieba/time';
import { isoAt } from '../../src/domain/time';

// The calendars of the three texts as pure functions over weeks of dates (Asia/Shanghai unless said).
// 2026-11-30 is a Monday.

const SH = 'Asia/Shanghai';
/** an instant given in +08:00 wall-clock time */
const at = (m: number, d: number, h: number, min = 0) => Date.UTC(2026, m - 1, d, h - 8, min);
const sh = (ms: number) => isoAt(ms, 480).slice(0, 16);
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

describe('[121] file 000 讨论日长短: 一般讨论日持续两天，每逢周末时讨论日延长一天', () => {
  // A day opens when the night ends (about 22:30 on date D); it runs through D+1 and D+2 and closes at 21:00.
  const expected = [
    ['Mon', '2026-12-02T21:00'], // Tue, Wed
    ['Tue', '2026-12-03T21:00'], // Wed, Thu
    ['Wed', '2026-12-04T21:00'], // Thu, Fri
    ['Thu', '2026-12-06T21:00'], // Fri, Sat → a weekend: Sunday
    ['Fri', '2026-12-07T21:00'], // Sat, Sun → Monday
    ['Sat', '2026-12-08T21:00'], // Sun, Mon → Tuesday
    ['Sun', '2026-12-08T21:00'], // Mon, Tue
  ];
  it.each(expected)('a day opened %s night closes %s', (wd, close) => {
    const d = 30 + WEEK.indexOf(wd as string);
    const opened = d <= 30 ? at(11, d, 22, 30) : at(12, d - 30, 22, 30);
    expect(sh(dayCloses(TIME_121, opened, SH))).toBe(close);
  });

  it('three weeks of days in a row, each opened when the night (90 minutes after 关门) ends', () => {
    let opened = at(11, 30, 12); // day 1: the game starts Monday noon
    const closes: string[] = [];
    for (let day = 1; day <= 9; day++) {
      const close = dayCloses(TIME_121, opened, SH, day === 1);
      closes.push(`${WEEK[(new Date(close).getUTCDay() + 6) % 7]} ${sh(close)}`);
      opened = close + 90 * 60_000;
    }
    expect(closes).toEqual([
      'Wed 2026-12-02T21:00',
      'Fri 2026-12-04T21:00',
      'Mon 2026-12-07T21:00',
      'Wed 2026-12-09T21:00',
      'Fri 2026-12-11T21:00',
      'Mon 2026-12-14T21:00',
      'Wed 2026-12-16T21:00',
      'Fri 2026-12-18T21:00',
      'Mon 2026-12-21T21:00',
    ]);
  });

  it('当日申请人数在讨论日结束三个小时前（一般为最后一个自然日的18:00）: requests count until 18:00 of the last day', () => {
    expect(sh(speedCutoff(TIME_121, at(12, 2, 21)))).toBe('2026-12-02T18:00');
  });

  it('…大于等于存活人数的一半: 4 of 8 and 5 of 9 are enough, 4 of 9 is not', () => {
    expect(speedGranted(TIME_121.speed, 4, 8)).toBe(true);
    expect(speedGranted(TIME_121.speed, 4, 9)).toBe(false);
    expect(speedGranted(TIME_121.speed, 5, 9)).toBe(true);
    expect(speedNeeded(TIME_121.speed, 9)).toBe(5);
    expect(speedNeeded(TIME_121.speed, 8)).toBe(4);
  });

  it('加速: the day closes at the first 21:00 still three hours away, never later than it would have', () => {
    const close = at(12, 2, 21); // a day opened Monday night
    expect(sh(acceleratedClose(TIME_121, at(12, 1, 10), close, SH))).toBe('2026-12-01T21:00');
    expect(sh(acceleratedClose(TIME_121, at(12, 1, 18, 30), close, SH))).toBe('2026-12-02T21:00');
    expect(sh(acceleratedClose(TIME_121, at(12, 2, 17), close, SH))).toBe('2026-12-02T21:00');
  });

  it('延时: the same close one natural day later', () => {
    expect(sh(delayedClose(at(12, 2, 21), SH))).toBe('2026-12-03T21:00');
    expect(sh(delayedClose(at(12, 6, 21), SH))).toBe('2026-12-07T21:00');
  });

  it('投票规则 关门前一小时不允许改票或代投: both locks are an hour', () => {
    expect(TIME_121.votes).toEqual({ changeLockMinutes: 60, proxyLockMinutes: 60 });
  });

  it('the game zone decides the wall clock, across a DST change (America/New_York, 2026-11-01)', () => {
    // opened Thursday 2026-10-29 22:30 EDT: Fri, Sat → a weekend → Sunday 21:00, now EST (-05:00)
    const opened = Date.UTC(2026, 9, 30, 2, 30);
    const close = dayCloses(TIME_121, opened, 'America/New_York');
    expect(isoAt(close, -300)).toBe('2026-11-01T21:00:00.000-05:00');
  });

  it("the director's hours: 关门 20:00, one natural day, no weekend extension", () => {
    const r = effectiveRules(TIME_121, { closeAt: '20:00', dayLength: 1, weekendExtends: false }, false);
    expect(sh(dayCloses(r, at(12, 3, 22, 30), SH))).toBe('2026-12-04T20:00'); // Thu night → Fri
    expect(sh(dayCloses(r, at(12, 4, 22, 30), SH))).toBe('2026-12-05T20:00'); // Fri night → Sat
  });

  it('schedule.fixed has no wall clock: the minute rules before 关门 are off unless the director sets them', () => {
    expect(effectiveRules(TIME_121, {}, true).votes).toEqual({ changeLockMinutes: 0, proxyLockMinutes: 0 });
    expect(effectiveRules(TIME_121, {}, true).speed.cutoffMinutes).toBe(0);
    expect(effectiveRules(TIME_121, { changeLockMinutes: 5 }, true).votes.changeLockMinutes).toBe(5);
  });
});

describe('[tieba] file 002 讨论日长短: A日上午9：30开贴，到A+1日晚上21：30关贴；每逢周末就延长一天', () => {
  // The night ends at 23:00 on date D (90 minutes after 21:30); the thread opens 9:30 on A = D+1.
  const expected = [
    ['Mon', '2026-12-01T09:30', '2026-12-02T21:30'], // A Tue, A+1 Wed
    ['Tue', '2026-12-02T09:30', '2026-12-03T21:30'],
    ['Wed', '2026-12-03T09:30', '2026-12-04T21:30'], // Thu, Fri
    ['Thu', '2026-12-04T09:30', '2026-12-06T21:30'], // Fri, Sat → A+2 = Sunday
    ['Fri', '2026-12-05T09:30', '2026-12-07T21:30'], // Sat, Sun → Monday
    ['Sat', '2026-12-06T09:30', '2026-12-08T21:30'], // Sun, Mon → Tuesday
    ['Sun', '2026-12-07T09:30', '2026-12-08T21:30'], // Mon, Tue
  ];
  it.each(expected)('a night ending %s 23:00: the thread opens %s and closes %s', (wd, open, close) => {
    const d = 30 + WEEK.indexOf(wd as string);
    const opened = d <= 30 ? at(11, d, 23) : at(12, d - 30, 23);
    expect(sh(dayOpens(TIME_TIEBA, opened, SH))).toBe(open);
    expect(sh(dayCloses(TIME_TIEBA, opened, SH))).toBe(close);
  });

  it('a night that ends after midnight opens the thread that same morning', () => {
    const opened = at(12, 1, 0, 30); // Tuesday 00:30
    expect(sh(dayOpens(TIME_TIEBA, opened, SH))).toBe('2026-12-01T09:30');
    expect(sh(dayCloses(TIME_TIEBA, opened, SH))).toBe('2026-12-02T21:30');
  });

  it('例外的，第一个讨论日强制为A+1日晚上21：30关贴，无论是否周末', () => {
    expect(sh(dayCloses(TIME_TIEBA, at(11, 30, 14), SH, true))).toBe('2026-12-01T21:30'); // Mon → Tue
    expect(sh(dayCloses(TIME_TIEBA, at(12, 4, 14), SH, true))).toBe('2026-12-05T21:30'); // Fri → Sat, no +1
    expect(sh(dayCloses(TIME_TIEBA, at(12, 5, 10), SH, true))).toBe('2026-12-06T21:30'); // Sat → Sun
    expect(sh(dayOpens(TIME_TIEBA, at(12, 5, 10), SH, true))).toBe('2026-12-05T10:00'); // opens at the start
  });

  it('two weeks of days in a row', () => {
    let opened = at(12, 2, 15); // the game starts Wednesday afternoon
    const closes: string[] = [];
    for (let day = 1; day <= 6; day++) {
      const close = dayCloses(TIME_TIEBA, opened, SH, day === 1);
      closes.push(sh(close));
      opened = close + 90 * 60_000; // 关门一个半小时后 the night ends
    }
    expect(closes).toEqual([
      '2026-12-03T21:30', // Wed → Thu (first day)
      '2026-12-06T21:30', // A Fri, Sat → Sunday
      '2026-12-08T21:30', // A Mon, Tue
      '2026-12-10T21:30', // Wed, Thu
      '2026-12-13T21:30', // Fri, Sat → Sunday
      '2026-12-15T21:30', // Mon, Tue
    ]);
  });

  it('若过半数的玩家…申请加速…即A日上午9：30开贴，到A日晚上21：30关贴', () => {
    const close = at(12, 2, 21, 30); // A = Tuesday
    expect(sh(acceleratedClose(TIME_TIEBA, at(12, 1, 10), close, SH))).toBe('2026-12-01T21:30');
    expect(sh(acceleratedClose(TIME_TIEBA, at(12, 1, 22), close, SH))).toBe('2026-12-02T21:30');
    expect(speedGranted(TIME_TIEBA.speed, 4, 8)).toBe(false); // 过半数: more than half
    expect(speedGranted(TIME_TIEBA.speed, 5, 8)).toBe(true);
    expect(speedNeeded(TIME_TIEBA.speed, 8)).toBe(5);
  });

  it('进程加速后不允许改票，所有改票作废; 白天结束前一个小时不得改票; 法官代投时限为关门前半小时; no 延时', () => {
    expect(TIME_TIEBA.speed).toMatchObject({ noChanges: true, voidChanges: true, delay: false });
    expect(TIME_TIEBA.votes).toEqual({ changeLockMinutes: 60, proxyLockMinutes: 30 });
  });
});

describe('[211] file 001: 121’s 讨论日长短 and line 88 正午 9:00–21:00（若当天关门则为20:00）', () => {
  it('the discussion day is 121’s: two natural days, a weekend adds one', () => {
    for (let d = 0; d < 14; d++) {
      const opened = at(11, 30, 22, 30) + d * 86_400_000;
      expect(dayCloses(TIME_211, opened, SH)).toBe(dayCloses(TIME_121, opened, SH));
    }
  });

  it('正午 runs 9:00–21:00, and 9:00–20:00 on the day that closes', () => {
    const close = at(12, 2, 21); // opened Monday night, closes Wednesday
    const tue = noonWindow(TIME_211, at(12, 1, 12), close, SH);
    const wed = noonWindow(TIME_211, at(12, 2, 12), close, SH);
    expect(tue && [sh(tue.from), sh(tue.to)]).toEqual(['2026-12-01T09:00', '2026-12-01T21:00']);
    expect(wed && [sh(wed.from), sh(wed.to)]).toEqual(['2026-12-02T09:00', '2026-12-02T20:00']);
    expect(noonWindow(TIME_121, at(12, 1, 12), close, SH)).toBeNull();
  });

  it('after a weekend extension the 20:00 end moves with the close', () => {
    const close = dayCloses(TIME_211, at(12, 4, 22, 30), SH); // Fri night → Monday
    expect(sh(close)).toBe('2026-12-07T21:00');
    const sun = noonWindow(TIME_211, at(12, 6, 12), close, SH);
    const mon = noonWindow(TIME_211, at(12, 7, 12), close, SH);
    expect(sun && sh(sun.to)).toBe('2026-12-06T21:00');
    expect(mon && sh(mon.to)).toBe('2026-12-07T20:00');
  });
});
