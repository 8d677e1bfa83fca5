import { describe, expect, it } from 'vitest';
import { morningOf, night, voteResultOf } from './given';
import { day, tableWith } from './tables';

// [121] 村民阵营 12 乌鸦:
//   诽谤 —— 游戏日夜晚，乌鸦可选择一名玩家进行诽谤，被诽谤的角色在下一个游戏日投票时被投票数多计两票，并公示。
// (docs/engine.md's worked example.)

const table = () => tableWith({ 民C: '乌鸦' });

describe('乌鸦 诽谤', () => {
  it('并公示: the next morning names the slandered character', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '诽谤', ['狼A']) });
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜是平安夜。\n狼A 被诽谤。');
  });

  it('在下一个游戏日投票时被投票数多计两票: two votes on 民A, one on 狼A — 狼A (1+2) goes out', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '诽谤', ['狼A']) });
    day(g, { 狼B: '民A', 狼C: '民A', 预: '狼A' });
    expect(g.outs()).toEqual(['狼A']);
    expect(voteResultOf(g, 2)).toContain('狼A：3票（预）');
  });

  it('…下一个游戏日 only: the day after, the count is plain', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '诽谤', ['狼A']) });
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    night(g);
    day(g, { 狼B: '民B', 狼C: '民B', 预: '狼A' });
    expect(g.outs()).toEqual(['民A', '民B']);
  });

  it('选择一名玩家: himself too', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '诽谤', ['民C']) });
    expect(morningOf(g, 2)).toContain('民C 被诽谤。');
  });
});
