import { describe, expect, it } from 'vitest';
import { Game, TABLE12 } from '../harness';
import { day, GENDERS211, night, SEATS211, TABLE211 } from './table';

// [211] file 001 判罚 5、潜水（以下行为均固定判罚一张“黄牌”）:
//   （1）在未执行加速的讨论日发言不足五帖
//   （2）连续三个未执行加速的讨论日发言均不足十帖
//   （3）在未执行加速的讨论日未投票
// The post counts come from the adapter (POST /post-counts: ReportPostCounts). Readings (docs/rules-coverage.md):
// a vest the report leaves out posted 0; a day with no report gives no post-count card and breaks a run; an
// accelerated day neither counts nor breaks a run; a run that earned its card starts again.

/** The 211 table without its 皇帝 (no forced 临幸 each night), the automatic cards as the text sets them. */
function game(options: Record<string, unknown> = {}): Game {
  const g = Game.create(
    { ...TABLE211, 帝: '村民' },
    { ruleset: '211', genders: GENDERS211, options: { ignoreSetupConstraints: true, ...options } },
  );
  g.start(SEATS211);
  g.close(); // the opening (窥天)
  return g;
}

/** Everyone posted `n` except those given. */
const counts = (n: number, but: Record<string, number> = {}) => ({
  ...Object.fromEntries(SEATS211.map((v) => [v, n])),
  ...but,
});
const report = (g: Game, c: Record<string, number>, d = g.state.phase.day) =>
  g.ok({ type: 'ReportPostCounts', day: d, counts: c });
const yellows = (g: Game, name: string) => g.state.cards?.[name]?.yellow ?? 0;
const cardLines = (g: Game) => g.announcements().filter((a) => a.includes('被判罚黄牌'));

describe('211 潜水 (1) 在未执行加速的讨论日发言不足五帖 → 黄牌', () => {
  it('four posts: a yellow at the close, its reason in the thread; five posts: none', () => {
    const g = game();
    report(g, counts(20, { 妃: 4, 雪: 5 }));
    day(g); // everyone votes 弃权: (3) gives nothing
    expect(cardLines(g)).toEqual(['妃 被判罚黄牌（理由：潜水：第1天发言4帖，不足5帖）。']);
    expect(g.notes('妃')).toContain('妃 被判罚黄牌（理由：潜水：第1天发言4帖，不足5帖）。');
    expect(yellows(g, '雪')).toBe(0);
  });

  it('a vest the report leaves out posted nothing that day', () => {
    const g = game();
    const c = counts(20);
    delete (c as Record<string, number>).嫔;
    report(g, c);
    day(g);
    expect(cardLines(g)).toEqual(['嫔 被判罚黄牌（理由：潜水：第1天发言0帖，不足5帖）。']);
  });

  it('a later report of the same day replaces the earlier one (counts as of the close)', () => {
    const g = game();
    report(g, counts(2));
    report(g, counts(12));
    day(g);
    expect(cardLines(g)).toEqual([]);
    expect(g.state.postCounts?.['1']?.妃).toBe(12);
  });

  it('a day with no report gives no post-count card, and the 公示 says so', () => {
    const g = game();
    day(g);
    expect(cardLines(g)).toEqual([]);
    expect(g.announcements()).toContain('第1天未收到发言帖数统计：本日不因发言不足判罚。');
  });

  it('未执行加速: a day the director accelerated gives no post-count card', () => {
    const g = game();
    report(g, counts(1));
    g.ok({ type: 'MakeRuling', ruling: { kind: 'speed', request: '加速', reason: '人数减少' } });
    day(g);
    expect(cardLines(g)).toEqual([]);
  });

  it('only characters still in are counted: one out by ruling gets no card for its posts', () => {
    const g = game();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '妃', reason: '测试' } });
    report(g, counts(20, { 妃: 0 }));
    day(g);
    expect(yellows(g, '妃')).toBe(0);
  });

  it('option autoCards: false: the counts are recorded for the director, no card follows', () => {
    const g = game({ autoCards: false });
    report(g, counts(1));
    day(g);
    expect(cardLines(g)).toEqual([]);
    expect(g.state.postCounts?.['1']?.妃).toBe(1);
  });
});

describe('211 潜水 (2) 连续三个未执行加速的讨论日发言均不足十帖 → 黄牌', () => {
  /** Closes `n` days, each reported with `c` (or unreported when null), through quiet nights. */
  const days = (g: Game, list: (Record<string, number> | null | 'speed')[]) => {
    for (const c of list) {
      if (c === 'speed')
        g.ok({ type: 'MakeRuling', ruling: { kind: 'speed', request: '加速', reason: '人数减少' } });
      else if (c) report(g, c);
      day(g);
      night(g);
    }
  };

  it('seven posts three days running: the yellow comes at the third close, not before', () => {
    const g = game();
    days(g, [counts(20, { 妃: 7 }), counts(20, { 妃: 7 })]);
    expect(yellows(g, '妃')).toBe(0);
    report(g, counts(20, { 妃: 7 }));
    day(g);
    expect(cardLines(g)).toEqual(['妃 被判罚黄牌（理由：潜水：连续3个未执行加速的讨论日发言均不足10帖）。']);
  });

  it('a day with ten posts breaks the run', () => {
    const g = game();
    days(g, [counts(20, { 妃: 7 }), counts(20, { 妃: 10 }), counts(20, { 妃: 7 }), counts(20, { 妃: 7 })]);
    expect(yellows(g, '妃')).toBe(0);
  });

  it('a run that earned its card starts again: the fourth low day alone gives nothing', () => {
    const g = game();
    days(g, [counts(20, { 妃: 7 }), counts(20, { 妃: 7 }), counts(20, { 妃: 7 }), counts(20, { 妃: 7 })]);
    expect(yellows(g, '妃')).toBe(1);
  });

  it('an accelerated day in between neither counts nor breaks the run', () => {
    const g = game();
    days(g, [counts(20, { 妃: 7 }), 'speed', counts(20, { 妃: 7 })]);
    expect(yellows(g, '妃')).toBe(0);
    report(g, counts(20, { 妃: 7 }));
    day(g);
    expect(yellows(g, '妃')).toBe(1);
  });

  it('a day without a report breaks the run (nothing shows the posts were few)', () => {
    const g = game();
    days(g, [counts(20, { 妃: 7 }), counts(20, { 妃: 7 }), null, counts(20, { 妃: 7 })]);
    expect(yellows(g, '妃')).toBe(0);
  });

  it('both rules on one day: three posts on the third low day give two yellows', () => {
    const g = game();
    days(g, [counts(20, { 妃: 7 }), counts(20, { 妃: 7 })]);
    report(g, counts(20, { 妃: 3 }));
    day(g);
    expect(yellows(g, '妃')).toBe(2);
  });
});

describe('post counts: bad reports are refused with a stable code and change nothing', () => {
  it('unknown vest, wrong day, negative or fractional counts, an empty report, at night', () => {
    const g = game();
    const bad = (d: number, c: Record<string, number>) =>
      g.fails({ type: 'ReportPostCounts', day: d, counts: c });
    expect(bad(1, { 路人: 3 }).code).toBe('UNKNOWN_PLAYER');
    expect(bad(2, { 妃: 3 }).code).toBe('WRONG_PHASE');
    expect(bad(1, { 妃: -1 }).code).toBe('INVALID_INPUT');
    expect(bad(1, { 妃: 1.5 }).code).toBe('INVALID_INPUT');
    expect(bad(1, {}).code).toBe('INVALID_INPUT');
    day(g);
    expect(bad(1, { 妃: 3 }).code).toBe('WRONG_PHASE');
  });

  it('vests compare after NFKC normalisation (full-width letters)', () => {
    const g = game();
    const c: Record<string, number> = counts(20);
    delete c.狼A;
    c.狼Ａ = 4;
    report(g, c);
    expect(g.state.postCounts?.['1']?.狼A).toBe(4);
    // the same vest twice (once full-width) is refused
    expect(g.fails({ type: 'ReportPostCounts', day: 1, counts: { 狼A: 1, 狼Ａ: 2 } }).code).toBe(
      'INVALID_INPUT',
    );
  });
});

describe('121 names 发言不足 without a number (执行加速时…发言不足或未投票者将不被判罚)', () => {
  it('the counts are recorded for the director; the close gives no post-count card', () => {
    const g = Game.create(TABLE12);
    g.start(Object.keys(TABLE12));
    for (const v of Object.keys(TABLE12)) g.vote(v, '弃权');
    g.ok({ type: 'ReportPostCounts', day: 1, counts: { 民A: 0 } });
    g.close();
    expect(g.announcements().some((a) => a.includes('被判罚黄牌'))).toBe(false);
    expect(g.announcements().some((a) => a.includes('发言帖数'))).toBe(false);
    expect(g.state.postCounts?.['1']).toEqual({ 民A: 0 });
  });
});
