import { describe, expect, it } from 'vitest';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { registerRuleset } from '../../../src/domain/rulesets/index';
import { TIME_TIEBA } from '../../../src/domain/rulesets/tieba/time';
import { isoAt } from '../../../src/domain/time';
import { Game, SEATS12, TABLE12 } from './given';

// [121] 讨论日长短: 一般讨论日持续两天，每逢周末时讨论日延长一天。未出局角色减少到一定程度时，导演将自动执行加速。
//   未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前（一般为最后一个自然日的18:00）大于等于存活
//   人数的一半，即判定加速或延迟成功。执行加速时，所有人不可改票，且发言不足或未投票者将不被判罚。
//   延迟成功时，不再视为"执行加速"状态。
// [tieba] 若过半数的玩家通过QQ私聊法官申请加速，则游戏进程加速，即A日上午9：30开贴，到A日晚上21：30关贴。
//   进程加速后不允许改票，所有改票作废。
// The text does not say where an accelerated 121 day closes: here, at the first 关门 (21:00) still three hours away
// (the cut-off's notice), never later than it would have; 延时 brings a 加速 back to the calendar's close, and
// otherwise adds a natural day.

const at = (m: number, d: number, h: number, min = 0) => Date.UTC(2026, m - 1, d, h - 8, min);
const sh = (ms: number | null) => (ms === null ? null : isoAt(ms, 480).slice(0, 16));

function calendarGame(): Game {
  const g = Game.create(TABLE12, { fixed: false, options: { autoCards: false } });
  g.start(SEATS12); // Monday 2026-11-30 12:00; day 1 closes Wednesday 21:00
  return g;
}

const ask = (g: Game, actor: string, request: '加速' | '延时') =>
  g.run({ type: 'RequestSpeed', actor, request }, `player:${actor}`);
const code = (r: ReturnType<Game['run']>) => (r.ok ? 'ok' : r.error.code);
const askAll = (g: Game, names: string[], request: '加速' | '延时') => {
  for (const n of names) expect(code(ask(g, n, request))).toBe('ok');
};
const SIX = ['民A', '民B', '民C', '预', '巫', '守'];
const alarm = (g: Game, when: number) => {
  g.now = when;
  return g.ok({ type: 'CloseWindow', by: 'alarm' });
};
const nightByAlarms = (g: Game) => {
  while (g.state.phase.kind === 'night') alarm(g, g.state.phase.closesAt ?? 0);
};

describe('加速: granted when the requests reach half the living before the cut-off', () => {
  it('大于等于存活人数的一半: the sixth of 12 living asks on Tuesday morning — the day closes Tuesday 21:00, announced', () => {
    const g = calendarGame();
    g.now = at(12, 1, 10);
    askAll(g, SIX.slice(0, 5), '加速');
    expect(g.state.speed.accelerated).toBe(false);
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-02T21:00');
    askAll(g, SIX.slice(5), '加速');
    expect(g.state.speed.accelerated).toBe(true);
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-01T21:00');
    expect(g.lastAnnouncement()).toBe(
      '加速申请成功（6/12）：本讨论日改为12月1日 21:00关门。执行加速期间所有人不可改票，发言不足或未投票者不被判罚。',
    );
    expect(g.state.acceleratedDays).toEqual([1]);
  });

  it('the accelerated day closes by its alarm at the new time (NOT_DUE before), and the night counts from it', () => {
    const g = calendarGame();
    g.now = at(12, 1, 10);
    askAll(g, SIX, '加速');
    g.now = at(12, 1, 20, 59);
    expect(g.fails({ type: 'CloseWindow', by: 'alarm' }).code).toBe('NOT_DUE');
    alarm(g, at(12, 1, 21));
    expect(g.state.phase).toMatchObject({ kind: 'night', window: 'n10', closesAt: at(12, 1, 21, 10) });
  });

  it('三个小时前（一般为最后一个自然日的18:00）: a request at 18:00 on the closing day is SPEED_CUTOFF_PASSED, nothing appended', () => {
    const g = calendarGame();
    g.now = at(12, 2, 17, 59);
    expect(code(ask(g, '民A', '加速'))).toBe('ok');
    g.now = at(12, 2, 18);
    const n = g.log.length;
    expect(code(ask(g, '民B', '加速'))).toBe('SPEED_CUTOFF_PASSED');
    expect(g.log.length).toBe(n);
  });

  it('a grant after 18:00 of a first day does not close that evening: the close is three hours’ notice away at least', () => {
    const g = calendarGame();
    g.now = at(12, 1, 18, 30);
    askAll(g, SIX, '加速');
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-02T21:00'); // not Tuesday 21:00, 2.5 hours away
    expect(g.state.speed.accelerated).toBe(true); // the effects hold all the same
  });

  it('counted among the living: with 9 living, 4 requests are not half, 5 are', () => {
    const g = calendarGame();
    for (const t of ['狼A', '猎', '痴'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: t, reason: '测试' } });
    g.now = at(12, 1, 10);
    askAll(g, ['民A', '民B', '民C', '预'], '加速');
    expect(g.state.speed.accelerated).toBe(false);
    askAll(g, ['巫'], '加速');
    expect(g.state.speed.accelerated).toBe(true);
  });

  it('one standing request each: a later request replaces the earlier, and an out character’s no longer counts', () => {
    const g = calendarGame();
    g.now = at(12, 1, 10);
    askAll(g, SIX.slice(0, 5), '加速');
    askAll(g, ['民A'], '延时'); // 民A changes his mind
    askAll(g, ['守'], '加速');
    expect(g.state.speed.accelerated).toBe(false); // 5 of 12
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼A', reason: '测试' } });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼B', reason: '测试' } });
    askAll(g, ['民B'], '加速'); // 5 of 10 living now
    expect(g.state.speed.accelerated).toBe(true);
  });

  it('who may ask: an out character is NOT_ALIVE, at night it is WRONG_PHASE', () => {
    const g = calendarGame();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '民A', reason: '测试' } });
    expect(code(ask(g, '民A', '加速'))).toBe('NOT_ALIVE');
    alarm(g, at(12, 2, 21));
    expect(code(ask(g, '民B', '加速'))).toBe('WRONG_PHASE');
  });

  it('执行加速时，所有人不可改票: a change is CHANGE_CLOSED; a first vote is still taken', () => {
    const g = calendarGame();
    g.now = at(12, 1, 9);
    g.vote('民A', '预');
    g.now = at(12, 1, 10);
    askAll(g, SIX, '加速');
    expect(g.fails({ type: 'CastVote', voter: '民A', target: '巫', proxy: false }, 'player:民A').code).toBe(
      'CHANGE_CLOSED',
    );
    g.vote('民B', '巫');
    expect(g.state.votes.民B?.target).toBe('巫');
  });

  it('导演将自动执行加速: the director’s ruling accelerates without requests, with its reason', () => {
    const g = calendarGame();
    g.now = at(12, 1, 10);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'speed', request: '加速', reason: '存活人数过少' } });
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-01T21:00');
    expect(g.lastAnnouncement()).toBe(
      '导演执行加速（理由：存活人数过少）：本讨论日改为12月1日 21:00关门。执行加速期间所有人不可改票，发言不足或未投票者不被判罚。',
    );
    expect(
      g.fails({ type: 'MakeRuling', ruling: { kind: 'speed', request: '加速', reason: '再次' } }).code,
    ).toBe('RULING_NOT_APPLICABLE');
  });
});

describe('延时', () => {
  it('延时 adds a natural day: Wednesday 21:00 → Thursday 21:00, announced', () => {
    const g = calendarGame();
    g.now = at(12, 2, 12);
    askAll(g, SIX, '延时');
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-03T21:00');
    expect(g.lastAnnouncement()).toBe('延时申请成功（6/12）：本讨论日改为12月3日 21:00关门。');
    expect(g.state.speed.accelerated).toBe(false);
  });

  it('延迟成功时，不再视为"执行加速"状态: the close goes back to the calendar’s, changes and penalties are back', () => {
    const g = calendarGame();
    g.now = at(12, 1, 9);
    g.vote('民A', '预');
    g.now = at(12, 1, 10);
    askAll(g, SIX, '加速');
    expect(g.state.acceleratedDays).toEqual([1]);
    g.now = at(12, 1, 11);
    askAll(g, ['狼A', '狼B', '狼C', '猎', '痴', '羊'], '延时');
    expect(g.state.speed.accelerated).toBe(false);
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-02T21:00');
    expect(g.lastAnnouncement()).toBe('延时申请成功（6/12）：不再执行加速，本讨论日于12月2日 21:00关门。');
    expect(g.state.acceleratedDays).toEqual([]);
    g.vote('民A', '巫'); // a change is allowed again
  });
});

describe('[tieba] 过半数…申请加速…A日晚上21：30关贴; 所有改票作废 (a 121 variant on tieba’s time rules)', () => {
  registerRuleset({ ...ruleset121, id: 'test-tieba-speed', time: TIME_TIEBA });
  function tiebaGame(): Game {
    const g = Game.create(TABLE12, { fixed: false, ruleset: 'test-tieba-speed' });
    g.start(SEATS12); // Monday noon: the first day closes Tuesday 21:30
    g.now = at(11, 30, 23);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'extend', seconds: 86400, reason: '第一天延长' } }); // Wed 21:30
    return g;
  }

  it('half is not enough (6 of 12); 7 is, and the day closes 21:30 that same day', () => {
    const g = tiebaGame();
    g.now = at(12, 1, 10);
    askAll(g, SIX, '加速');
    expect(g.state.speed.accelerated).toBe(false);
    askAll(g, ['猎'], '加速');
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-01T21:30');
    expect(g.lastAnnouncement()).toContain('进程加速后不允许改票，所有改票作废。');
  });

  it('所有改票作废: the changes made before the 加速 are void at the count', () => {
    const g = tiebaGame();
    g.now = at(12, 1, 9);
    g.votes({ 民A: '狼A', 民B: '狼A', 民C: '狼A', 预: '巫' });
    g.votes({ 民A: '预', 民B: '预' }); // changes
    g.now = at(12, 1, 10);
    askAll(g, [...SIX, '猎'], '加速');
    alarm(g, at(12, 1, 21, 30));
    // day 1 elects the sheriff: 狼A by the first votes (3); with the changes 预 would have had 2 to 狼A's 1
    expect(g.state.sheriff).toBe('狼A');
  });

  it('no 延时 in the text: SPEED_NOT_OFFERED', () => {
    const g = tiebaGame();
    g.now = at(12, 1, 10);
    expect(code(ask(g, '民A', '延时'))).toBe('SPEED_NOT_OFFERED');
  });
});

describe('schedule.fixed (trial games): 加速 closes the day at once, 延时 adds a day’s length', () => {
  it('the sixth request closes the day now; the alarm then closes it', () => {
    const g = Game.create(TABLE12);
    g.start(SEATS12);
    askAll(g, SIX, '加速');
    expect(g.state.phase.closesAt).toBe(g.now);
    alarm(g, g.now);
    expect(g.state.phase.kind).toBe('night');
  });
});

describe('a fake clock through weeks of game time: weekends, 加速 and 延时, every window closed by its alarm', () => {
  it('nine days from Monday 2026-11-30 noon', () => {
    const g = calendarGame();
    const closes: string[] = [];
    for (let day = 1; day <= 9; day++) {
      expect(g.state.phase).toMatchObject({ kind: 'day', day });
      if (day === 3) {
        // day 3 opens Friday night; Saturday morning half the living ask 加速
        g.now = at(12, 5, 10);
        askAll(g, SIX, '加速');
      }
      if (day === 6) {
        // day 6 (opened Thursday 12-10 night, closing Sunday): on Sunday noon the living ask 延时
        g.now = at(12, 13, 12);
        askAll(g, SIX, '延时');
      }
      const close = g.state.phase.closesAt ?? 0;
      closes.push(sh(close) ?? '');
      alarm(g, close);
      nightByAlarms(g);
    }
    expect(closes).toEqual([
      '2026-12-02T21:00', // day 1 (Monday noon): Tue, Wed
      '2026-12-04T21:00', // Wed night: Thu, Fri
      '2026-12-05T21:00', // Fri night: Sat, Sun → Monday (weekend), accelerated to Saturday 21:00
      '2026-12-08T21:00', // Sat night: Sun, Mon → Tuesday (weekend)
      '2026-12-10T21:00', // Tue night: Wed, Thu
      '2026-12-14T21:00', // Thu night: Fri, Sat → Sunday (weekend), delayed a day: Monday
      '2026-12-16T21:00', // Mon night: Tue, Wed
      '2026-12-18T21:00', // Wed night: Thu, Fri
      '2026-12-21T21:00', // Fri night: Sat, Sun → Monday (weekend)
    ]);
    expect(g.state.acceleratedDays).toEqual([3]);
  });
});
