import { describe, expect, it } from 'vitest';
import { isoAt } from '../../../src/domain/time';
import { Game } from '../harness';
import { GENDERS211, SEATS211, TABLE211 } from './table';

// [211] file 001 讨论日长短 (l.1160–1164):
//   一般讨论日持续两天，每逢周末时讨论日延长一天。未出局角色减少到一定程度时，导演将自动执行加速。
//   未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前（一般为最后一个自然日的18:00）大于等于存活人数的一半，即判定
//   加速或延迟成功。
//   执行加速时，所有人不可改票，且发言不足或未投票者将不被判罚。
//   延迟成功时，不再视为“执行加速”状态。
// On the 211 calendar (rulesets/211/time.ts: 121's, 关门 21:00); the game starts Monday 2026-11-30 12:00 (+08:00), the opening
// (窥天) closes at 13:00 and day 1 (竞选日) opens then.

const at = (m: number, d: number, h: number, min = 0) => Date.UTC(2026, m - 1, d, h - 8, min);
const sh = (ms: number | null) => (ms === null ? null : isoAt(ms, 480).slice(0, 16));
const SIX = ['帝', '贵', '宫', '娥', '道', '婆'];
const OTHERS = ['嫔', '妃', '雪', '魔', '狼A', '狼B'];

function calendar211(autoCards = false): Game {
  const g = Game.create(TABLE211, {
    ruleset: '211',
    genders: GENDERS211,
    fixed: false,
    options: { autoCards },
  });
  g.start(SEATS211);
  g.now = at(11, 30, 13);
  g.ok({ type: 'CloseWindow', by: 'alarm' }); // the opening
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
  return g;
}
const ask = (g: Game, names: string[], request: '加速' | '延时') => {
  for (const actor of names) g.ok({ type: 'RequestSpeed', actor, request }, `player:${actor}`);
};

describe('211 讨论日长短', () => {
  it('一般讨论日持续两天: the day opened Monday closes Wednesday 21:00', () => {
    const g = calendar211();
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-02T21:00');
  });

  it('申请人数…大于等于存活人数的一半，即判定加速…成功: 5 of 12 living are not enough, the sixth is — the day closes Tuesday 21:00', () => {
    const g = calendar211();
    g.now = at(12, 1, 10);
    ask(g, SIX.slice(0, 5), '加速');
    expect(g.state.speed.accelerated).toBe(false);
    ask(g, SIX.slice(5), '加速');
    expect(g.state.speed.accelerated).toBe(true);
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-01T21:00');
  });

  it('讨论日结束三个小时前（一般为最后一个自然日的18:00）: a request at 18:00 of the closing day is SPEED_CUTOFF_PASSED', () => {
    const g = calendar211();
    g.now = at(12, 2, 18);
    const r = g.run({ type: 'RequestSpeed', actor: '帝', request: '加速' }, 'player:帝');
    expect(r.ok ? 'ok' : r.error.code).toBe('SPEED_CUTOFF_PASSED');
  });

  it('执行加速时，所有人不可改票 (CHANGE_CLOSED), 且…未投票者将不被判罚 (no yellow at the close)', () => {
    const g = calendar211(true);
    g.now = at(12, 1, 10);
    g.vote('贵', '狼A');
    ask(g, SIX, '加速');
    const change = g.run({ type: 'CastVote', voter: '贵', target: '狼B', proxy: false }, 'player:贵');
    expect(change.ok ? 'ok' : change.error.code).toBe('CHANGE_CLOSED');
    g.now = at(12, 1, 21);
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    expect(g.log.some((e) => e.type === 'CardGiven')).toBe(false);
  });

  it('延迟成功时，不再视为“执行加速”状态: 加速 then 延时 — the calendar’s close back, and a non-voter is carded at the close', () => {
    const g = calendar211(true);
    g.now = at(12, 1, 10);
    ask(g, SIX, '加速');
    ask(g, OTHERS, '延时');
    expect(g.state.speed.accelerated).toBe(false);
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-02T21:00');
    for (const n of SEATS211) if (n !== '嫔') g.vote(n, '弃权');
    g.now = at(12, 2, 21);
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    const cards = g.log
      .filter((e) => e.type === 'CardGiven')
      .map((e) => (e.data as { target: string }).target);
    expect(cards).toEqual(['嫔']);
  });

  it('未出局角色减少到一定程度时，导演将自动执行加速: the director’s ruling speed accelerates without requests (the text gives no number)', () => {
    const g = calendar211();
    g.now = at(12, 1, 10);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'speed', request: '加速', reason: '存活人数较少' } });
    expect(g.state.speed.accelerated).toBe(true);
    expect(sh(g.state.phase.closesAt)).toBe('2026-12-01T21:00');
  });
});
