import { describe, expect, it } from 'vitest';
import { elect, night, table } from './given';

// [tieba] file 002 【村民阵营】 1 预言家 (l.66–67): 预言 —— 游戏日夜晚，预言家可以选择一名角色查验其阵营。若该角色属于村民阵营，反馈<村民阵营>；
// 否则，反馈<非村民阵营>。

describe('tieba 预言家 预言', () => {
  it('村民阵营 → <村民阵营>; any other faction (狼人, 花蝴蝶 not in the pack) → <非村民阵营>', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { n90: () => g.act('预', '预言', ['民D']) });
    expect(g.notes('预')).toContain('预言：民D 的查验结果为<村民阵营>。');
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    night(g, { n90: () => g.act('预', '预言', ['蝶']) });
    expect(g.notes('预')).toContain('预言：蝶 的查验结果为<非村民阵营>。');
  });

  it('(10) after (1): a 预言 of the hugged (当晚任何技能对该角色无效) answers nothing', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('蝶', '拥抱', ['狼A']);
        g.act('预', '预言', ['狼A']);
      },
    });
    expect(g.notes('预').some((n) => n.includes('狼A 的查验结果'))).toBe(false);
  });
});
