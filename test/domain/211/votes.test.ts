import { describe, expect, it } from 'vitest';
import type { CastVote } from '../../../src/domain/commands';
import { day, Game, GENDERS211, night, SEATS211, TABLE211 } from './table';

// [211] file 001 投票规则 (l.1164–1176) and 投票 (l.158–163):
//   每名存活角色每个讨论日限投一票，投票完成后允许改票。演员可以委托导演代投，代投时需给出明确的投票对象（不可设立投票条件）。
//   改票只允许进行一次。关门前一小时不允许改票或代投，执行加速时不允许改票。…投票格式中标点符号不区分全半角。…投弃权票时，须在投票对象中填写“弃权”。
//   如果投票的角色在正午就已出局，即使在禁止改票的时间内也可以进行一次改票。 (l.163)
// Reading of l.163: the voter whose vote names a character that went out at 正午 may change it once more, the last hour's
// lock and the one-change rule notwithstanding (its vote names no one in: 已经公示的出局角色不允许被选为…投票的目标).

/** 2026-12-01 is a Tuesday; Asia/Shanghai (+08:00). */
const sh = (month: number, d: number, h: number, m = 0) => Date.UTC(2026, month - 1, d, h - 8, m);

/** Day 2 on the calendar: opened Monday, closes Wednesday 2 Dec 21:00 (changes locked from 20:00). */
function day2(): Game {
  const g = Game.create(TABLE211, {
    ruleset: '211',
    genders: GENDERS211,
    fixed: false,
    options: { autoCards: false },
  });
  g.start(SEATS211);
  day(g);
  night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, closesAt: sh(12, 2, 21) });
  return g;
}
const cast = (g: Game, voter: string, target: string, extra: Partial<CastVote> = {}) =>
  g.run({ type: 'CastVote', voter, target, proxy: false, ...extra }, `player:${voter}`);
const code = (r: ReturnType<Game['run']>) => (r.ok ? 'ok' : r.error.code);

describe('211 投票规则', () => {
  it('改票只允许进行一次 (NO_CHANGES_LEFT); 关门前一小时不允许改票 (CHANGE_CLOSED)', () => {
    const g = day2();
    g.now = sh(12, 1, 10);
    expect(code(cast(g, '雪', '贵'))).toBe('ok');
    expect(code(cast(g, '雪', '宫'))).toBe('ok');
    expect(code(cast(g, '雪', '嫔'))).toBe('NO_CHANGES_LEFT');
    expect(code(cast(g, '妃', '贵'))).toBe('ok');
    g.now = sh(12, 2, 20, 30);
    expect(code(cast(g, '妃', '宫'))).toBe('CHANGE_CLOSED');
  });

  it('如果投票的角色在正午就已出局，即使在禁止改票的时间内也可以进行一次改票 — after a change already made too', () => {
    const g = day2();
    g.now = sh(12, 1, 10);
    cast(g, '狼A', '狼B');
    cast(g, '妃', '贵');
    cast(g, '妃', '狼B');
    cast(g, '雪', '贵');
    // 正午 of the closing day ends at 20:00: 皇权 at 19:30 puts 狼B out
    g.now = sh(12, 2, 19, 30);
    g.act('帝', '皇权', ['狼B']);
    expect(g.alive('狼B')).toBe(false);
    g.now = sh(12, 2, 20, 30);
    expect(code(cast(g, '狼A', '宫'))).toBe('ok');
    expect(code(cast(g, '妃', '宫'))).toBe('ok');
    // once: the new vote names one who is in
    expect(code(cast(g, '妃', '嫔'))).toBe('NO_CHANGES_LEFT');
    // a voter whose character is in stays locked
    expect(code(cast(g, '雪', '宫'))).toBe('CHANGE_CLOSED');
    expect(g.state.votes.狼A?.target).toBe('宫');
  });

  it('投弃权票时，须在投票对象中填写“弃权” — it counts for no one; a forum post with full-width punctuation is read', () => {
    const g = day2();
    g.now = sh(12, 1, 10);
    expect(code(cast(g, '雪', '弃权'))).toBe('ok');
    expect(g.state.votes.雪?.target).toBeNull();
    const r = g.run(
      { type: 'CastVote', voter: '妃', post: '投票对象:宫\n投票理由:测试', proxy: false },
      'player:妃',
    );
    expect(code(r)).toBe('ok');
    expect(g.state.votes.妃?.target).toBe('宫');
  });

  it('代投时需给出明确的投票对象: the director enters it; not in the last hour (CHANGE_CLOSED)', () => {
    const g = day2();
    g.now = sh(12, 1, 10);
    expect(code(g.run({ type: 'CastVote', voter: '雪', target: '宫', proxy: true }, 'director'))).toBe('ok');
    g.now = sh(12, 2, 20, 30);
    expect(code(g.run({ type: 'CastVote', voter: '妃', target: '宫', proxy: true }, 'director'))).toBe(
      'CHANGE_CLOSED',
    );
  });
});
