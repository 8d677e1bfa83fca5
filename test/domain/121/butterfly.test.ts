import { describe, expect, it } from 'vitest';
import { morningOf, night, ruling } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 21 花蝴蝶:
//   花蝴蝶与狼队不互知，被预言查验反馈【狼人阵营】，花蝴蝶永不接刀。
//   拥抱 —— 游戏日夜晚，花蝴蝶可以抱走一名除自己以外的角色，该角色当晚使用的非<强制>技能无效，当晚任何技能对该角色无效。当晚若花蝴蝶成为任何技能的目标，
//   那么被抱走的角色同样受到该技能的影响。每名角色整局游戏只能成为该技能的目标一次。
//   补充说明：若狼群中任意一名角色被花蝴蝶抱走，当晚狼群内角色均不能使用<杀人>。
// 总体流程 3 (6) 花蝴蝶<拥抱>; 行动时限: 关门四十分钟内.

const table = () => tableWith({ 民C: '花蝴蝶' });

describe('花蝴蝶', () => {
  it('与狼队不互知: she is not told the wolves, nor they her', () => {
    const g = table();
    expect(g.notes('民C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A').find((n) => n.startsWith('你的狼队友'))).toBe('你的狼队友：狼B、狼C。');
  });

  it('被预言查验反馈【狼人阵营】', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<狼人阵营>。');
  });

  it('拥抱: 该角色当晚使用的非<强制>技能无效 — the hugged seer learns nothing', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '拥抱', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('当晚任何技能对该角色无效: the wolves’ kill on the hugged is void, a check on it is empty', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '拥抱', ['民A']),
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('预', '预言', ['民A']);
      },
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('预')).toContain('预言：反馈为空。');
  });

  it('当晚若花蝴蝶成为任何技能的目标，那么被抱走的角色同样受到该技能的影响: the wolves kill her, the hugged goes too', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '拥抱', ['民A']), n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.outs()).toEqual(['民C', '民A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民C、民A。');
  });

  it('…同样受到该技能的影响: a check on her answers for the hugged as well', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '拥抱', ['狼A']), n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([
      '预言：民C 的查验结果为<狼人阵营>。',
      '预言：狼A 的查验结果为<狼人阵营>。',
    ]);
  });

  it('补充说明：若狼群中任意一名角色被花蝴蝶抱走，当晚狼群内角色均不能使用<杀人>', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '拥抱', ['狼C']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual([]);
  });

  it('每名角色整局游戏只能成为该技能的目标一次 (ILLEGAL_TARGET the second time)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '拥抱', ['民A']) });
    nextNight(g);
    g.closeTo('n40');
    expect(g.actFails('民C', '拥抱', ['民A']).code).toBe('ILLEGAL_TARGET');
  });

  it('抱走一名除自己以外的角色 (ILLEGAL_TARGET on herself)', () => {
    const g = table();
    g.closeTo('n40');
    expect(g.actFails('民C', '拥抱', ['民C']).code).toBe('ILLEGAL_TARGET');
  });

  it('花蝴蝶永不接刀: with every group wolf out she has no 杀人', () => {
    const g = table();
    for (const w of ['狼A', '狼B', '狼C']) ruling(g, { kind: 'kill', target: w, reason: '测试' });
    g.closeTo('n60');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });
});
