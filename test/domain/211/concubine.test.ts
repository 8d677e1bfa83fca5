import { describe, expect, it } from 'vitest';
import { PK_211 } from './pk-variant';
import { day, type Game, morningOf, NO_EMPEROR, night, table211, tallyOf } from './table';

// [211] 【皇帝阵营】11 嫔妃（女）④:
//   诽谤[深夜][指定]—— 选择范围：任意一名角色。结算效果：结算目标在下一个游戏日投票时被投票数多计一票，并公示[目标角色被诽谤]。
//   PS：一天内有多次投票贴，诽谤对于所有的投票贴都正常生效。多个诽谤诽谤同一人时，只公示一次诽谤，但计票会按照实际诽谤次数计票。
//   怀孕技能[强制]——夜晚结束时，你得知你当晚被诽谤的角色全部行动（包括使用的技能，目标以及反馈）
// 用语定义 投票: 每天的投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票 — the count (诽谤 included) is the log's, the
// 公示 names the top only.

const voteOf = (g: ReturnType<typeof table211>, d: number) =>
  g.announcements().find((a) => a.startsWith(`第${d}天 投票结果`)) ?? '';

describe('嫔妃 诽谤', () => {
  it('并公示[目标角色被诽谤] — in the next morning’s 公示', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 深夜1: () => g.act('嫔', '诽谤', ['狼A']) });
    expect(morningOf(g, 2)).toContain('狼A 被诽谤。');
  });

  it('被投票数多计一票: one vote each, the slandered one goes out', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 深夜1: () => g.act('嫔', '诽谤', ['狼A']) });
    day(g, { 宫: '狼A', 贵: '狼B' });
    expect(g.outs()).toEqual(['狼A']);
    expect(tallyOf(g, 2)).toEqual({ 狼A: 2, 狼B: 1 });
    // 投票计数隐藏: the 公示 names the top, no count
    expect(voteOf(g, 2)).toBe('第2天 投票结果：\n最高票：狼A。\n狼A 被投票出局。');
  });

  it('在下一个游戏日 only (a slandered one with no vote has the extra all the same): the day after, nothing is added', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 深夜1: () => g.act('嫔', '诽谤', ['狼A']) });
    day(g, { 宫: '狼B', 贵: '狼B' });
    expect(g.outs()).toEqual(['狼B']);
    night(g);
    day(g, { 宫: '狼A', 贵: '雪', 道: '雪' });
    expect(g.outs()).toEqual(['狼B', '雪']);
  });

  it('多个诽谤诽谤同一人时，只公示一次诽谤，但计票会按照实际诽谤次数计票', () => {
    const g = table211({ ...NO_EMPEROR, 婆: '嫔妃' });
    night(g, {
      深夜1: () => {
        g.act('嫔', '诽谤', ['狼A']);
        g.act('婆', '诽谤', ['狼A']);
      },
    });
    expect(morningOf(g, 2).match(/狼A 被诽谤。/g)).toHaveLength(1);
    day(g, { 宫: '狼B' });
    expect(g.outs()).toEqual(['狼A']);
    expect(tallyOf(g, 2)).toEqual({ 狼A: 2, 狼B: 1 });
    expect(voteOf(g, 2)).not.toMatch(/\d票/);
  });

  it('怀孕技能[强制]——夜晚结束时，你得知你当晚被诽谤的角色全部行动', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: () => g.act('宫', '调令', ['狼B']),
      深夜1: () => g.act('嫔', '诽谤', ['宫']),
    });
    expect(g.notes('嫔')).toContain('诽谤：宫 今晚的行动：<调令>狼B。');
  });
});

// PS：一天内有多次投票贴，诽谤对于所有的投票贴都正常生效. 211 opens one vote post a day (l.159, l.1167; 平票 has no rule: nobody out):
// no 211 rule opens a second. The PS holds wherever a day has more: 诽谤 lasts to the day's end, after its last count, and adds its
// votes to every count of that day — shown on a variant of 211 whose tie opens a PK post the same day (./pk-variant.ts).
describe('嫔妃 诽谤 — 一天内有多次投票贴 (l.285)', () => {
  const pkTable = () => table211(NO_EMPEROR, { ruleset: PK_211 });
  const counts = (g: Game, d: number) =>
    g.log
      .filter((e) => e.type === 'VotesCounted' && (e.data as { day: number }).day === d)
      .map((e) =>
        Object.fromEntries(
          (e.data as { tally: { name: string; votes: number }[] }).tally.map((r) => [r.name, r.votes]),
        ),
      );

  it('the slander counts in the day’s vote post and again in its PK post: 1 vote + 诽谤 beats 1 vote', () => {
    const g = pkTable();
    night(g, { 深夜1: () => g.act('嫔', '诽谤', ['狼A']) });
    // the day's post: 狼A 1 + 1 (诽谤) = 2, 狼B 2 — a tie, the PK post opens the same day
    for (const [v, t] of [
      ['宫', '狼A'],
      ['贵', '狼B'],
      ['道', '狼B'],
    ] as const)
      g.vote(v, t);
    g.close();
    expect(g.state.phase.window).toBe('pk');
    // the PK post: one vote each — 狼A's 诽谤 counts again
    g.vote('婆', '狼B');
    g.vote('宫', '狼A');
    g.close();
    expect(counts(g, 2)).toEqual([
      { 狼A: 2, 狼B: 2 },
      { 狼A: 2, 狼B: 1 },
    ]);
    expect(g.outs()).toEqual(['狼A']);
  });

  it('the day after, nothing: a tie of one vote each stays a tie (no 诽谤 left)', () => {
    const g = pkTable();
    night(g, { 深夜1: () => g.act('嫔', '诽谤', ['狼A']) });
    day(g, { 宫: '狼B', 贵: '狼B' });
    night(g);
    g.vote('宫', '狼A');
    g.vote('贵', '雪');
    g.close();
    expect(counts(g, 3)[0]).toEqual({ 狼A: 1, 雪: 1 });
  });
});
