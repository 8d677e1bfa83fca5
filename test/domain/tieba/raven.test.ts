import { describe, expect, it } from 'vitest';
import { elect, morningOf, night, table } from './given';

// [tieba] file 002 【村民阵营】 5 乌鸦 (l.79–80): 诽谤 —— 游戏日夜晚，乌鸦可以选择一名角色进行诽谤。被诽谤的角色在下一个游戏日投票时被投票数
// 多计两票，并公示。 公示 (l.14): 每个游戏日白天开始时，都会公示…被乌鸦诽谤的角色.

describe('tieba 乌鸦 诽谤', () => {
  it('并公示: the next morning names the slandered; 多计两票 decides the next day’s vote', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('鸦', '诽谤', ['民D']) });
    expect(morningOf(g, 2)).toContain('民D 被乌鸦诽谤。');
    // 民E has two votes, 民D one and two more
    g.vote('狼A', '民E');
    g.vote('狼B', '民E');
    g.vote('狼王', '民D');
    for (const c of g.state.chars)
      if (c.alive && !['狼A', '狼B', '狼王'].includes(c.name)) g.vote(c.name, '弃权');
    g.close();
    expect(g.alive('民D')).toBe(false);
    expect(g.alive('民E')).toBe(true);
  });
});
