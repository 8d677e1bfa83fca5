import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 出局 (l.165–173):
//   l.166 角色出局时将收到通知。角色出局后，不能继续参与讨论、投票、行使特权（视作被业炎处理），但状态依然正常持有并正常计算消失时间，若被
//         复活将重新回到游戏。
//   l.167 红牌罚下出局的角色没有遗言权利，不能发动任何技能（视作被业炎处理）。
//   l.168 除非特别说明，否则已经公示的出局角色不允许被选为技能或投票的目标。
//   l.169 白天红牌罚下导致的出局结算在投票结算之后执行。
//   l.170–173 技能所造成的出局方式: [指杀] / [穿透] / [致死伤害] — the settlement (ruleset211.settle; wise-emperor, dancer,
//         veteran-general, secret-admirer tests and the statuses' in names.test.ts).

const rule = (g: Game, ruling: Record<string, unknown>) =>
  g.ok({ type: 'MakeRuling', ruling: { reason: '测试', ...ruling } as never });
const statusIds = (g: Game, n: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.map((s) => s.id) ?? [];

/** Day 2, `out` ruled out: the codes refusing `voter`'s vote for `target`, then 嫔's 诽谤 on `target` in 深夜1. */
function refusals(out: string, voter: string, target: string): [string, string] {
  const g = table211(NO_EMPEROR);
  night(g);
  rule(g, { kind: 'kill', target: out });
  const vote = g.fails({ type: 'CastVote', voter, target, proxy: false }, `player:${voter}`).code;
  day(g);
  g.closeTo('深夜1');
  return [vote, g.actFails('嫔', '诽谤', [target]).code];
}

describe('211 出局', () => {
  it('l.166 角色出局时将收到通知', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, { kind: 'kill', target: '宫' });
    expect(g.notes('宫')).toContainEqual(expect.stringMatching(/^你已出局/));
  });

  it('l.166 出局后，不能继续参与…投票、行使特权: an out character’s vote (NOT_ALIVE) and skill (NOT_ALIVE) are refused', () => {
    expect(refusals('嫔', '嫔', '狼A')).toEqual(['NOT_ALIVE', 'NOT_ALIVE']);
  });

  it('l.166 但状态依然正常持有并正常计算消失时间: 怀孕 (至下一个黄昏开始) kept while out, gone as the next 黄昏 opens', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    rule(g, { kind: 'kill', target: '贵' });
    expect(g.alive('贵')).toBe(false);
    expect(statusIds(g, '贵')).toContain('pregnant');
    day(g);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2, window: '黄昏1' });
    expect(statusIds(g, '贵')).not.toContain('pregnant');
  });

  it('l.166 若被复活将重新回到游戏: revived, the character votes again', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, { kind: 'kill', target: '嫔' });
    rule(g, { kind: 'revive', target: '嫔' });
    expect(g.alive('嫔')).toBe(true);
    g.vote('嫔', '狼A');
  });

  it('l.167 红牌罚下…不能发动任何技能: a red-carded sheriff’s 殉职 is void — the badge goes at random at once', () => {
    const g = table211(NO_EMPEROR, { votes: { 贵: '宫', 娥: '宫' } });
    rule(g, { kind: 'card', target: '宫', color: 'red' });
    expect(g.alive('宫')).toBe(false);
    expect(g.state.rights.some((r) => r.holder === '宫')).toBe(false);
    expect(g.state.sheriff).not.toBe('宫');
    expect(
      g.log.some((e) => e.type === 'RandomDrawn' && (e.data as { purpose: string }).purpose === 'badge'),
    ).toBe(true);
  });

  it('l.168 已经公示的出局角色不允许被选为…投票的目标 (ILLEGAL_TARGET) or a skill’s (ILLEGAL_TARGET); 除非特别说明 (占星: an out one, astrologer.test.ts)', () => {
    expect(refusals('狼B', '贵', '狼B')).toEqual(['ILLEGAL_TARGET', 'ILLEGAL_TARGET']);
  });

  it('l.169 白天红牌罚下导致的出局结算在投票结算之后执行: carded at noon, 狼A stays in, his vote counts, and goes out after the vote’s out', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    rule(g, { kind: 'card', target: '狼A', color: 'red' });
    expect(g.alive('狼A')).toBe(true);
    // 狼A's vote makes 嫔 the top (2 against 宫's 1)
    day(g, { 狼A: '嫔', 狼B: '嫔', 贵: '宫' });
    expect(g.alive('嫔')).toBe(false);
    expect(g.alive('狼A')).toBe(false);
    const order = (n: string) => g.state.chars.find((c) => c.name === n)?.outOrder ?? 0;
    expect(order('嫔')).toBeLessThan(order('狼A'));
  });
});
