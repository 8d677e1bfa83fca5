import { describe, expect, it } from 'vitest';
import { electionDay, night, table12 } from './given';

// [121] 村民阵营 1 预言家:
//   预言 —— 游戏日夜晚，预言家可以选择一名角色查验其阵营。若该角色属于狼人阵营，反馈<狼人阵营>；否则，反馈<非狼人阵营>。

describe('预言家 预言', () => {
  it('若该角色属于狼人阵营，反馈<狼人阵营> — a plain 狼人', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('预', '预言', ['狼C']) });
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
  });

  it('若该角色属于狼人阵营，反馈<狼人阵营> — the 狼王 too', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('预', 'prophecy', ['狼A']) });
    expect(g.notes('预')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  for (const who of ['民A', '痴', '巫', '羊']) {
    it(`否则，反馈<非狼人阵营> — ${who}`, () => {
      const g = table12();
      electionDay(g);
      night(g, { n60: () => g.act('预', '预言', [who]) });
      expect(g.notes('预')).toContain(`预言：${who} 的查验结果为<非狼人阵营>。`);
    });
  }

  it('游戏日夜晚: one check a night, the last submission stands, one feedback', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民A']);
        g.act('预', '预言', ['狼B']);
      },
    });
    const checks = g.notes('预').filter((n) => n.startsWith('预言：'));
    expect(checks).toEqual(['预言：狼B 的查验结果为<狼人阵营>。']);
  });

  it('游戏日夜晚: a check every night, each answered', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('预', '预言', ['民A']) });
    g.close();
    night(g, { n60: () => g.act('预', '预言', ['狼B']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言：'))).toEqual([
      '预言：民A 的查验结果为<非狼人阵营>。',
      '预言：狼B 的查验结果为<狼人阵营>。',
    ]);
  });

  it('游戏日夜晚: 预言 is a night skill; in the day it is refused with WRONG_PHASE', () => {
    const g = table12();
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('WRONG_PHASE');
  });

  it('the seer killed the same night still gets the check she made (the pipeline runs before the settlement)', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('预', '预言', ['狼B']);
        g.act('狼A', '杀人', ['预']);
      },
    });
    expect(g.alive('预')).toBe(false);
    expect(g.notes('预')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
  });
});
