import { describe, expect, it } from 'vitest';
import { night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 7 石像鬼 (l.220–222):
//   石像鬼与狼人不互知。…所有狼群内玩家出局后石像鬼可接刀。
//   查验 —— 游戏日夜晚，选择一名玩家进行查验，反馈其初始身份与当前阵营。
// 接刀顺序 (l.375): 石像鬼、铁柱、机械狼，幽灵. 总体流程 3 (11) 石像鬼<查验>; 行动时限: 关门四十分钟内 (n40).

const table = (extra: Record<string, string> = {}) => tableWith({ 狼C: '石像鬼', ...extra });

describe('石像鬼', () => {
  it('与狼人不互知', () => {
    const g = table();
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A')).toContain('你的狼队友：狼B。');
  });

  it('查验: 反馈其初始身份与当前阵营', () => {
    const g = table();
    night(g, { n40: () => g.act('狼C', '查验', ['预']) });
    expect(g.notes('狼C')).toContain('查验：预 的初始身份为【预言家】，当前阵营为村民阵营。');
  });

  it('初始身份 / 当前阵营: an infected seer reads 【预言家】 and 狼人阵营', () => {
    const g = table({ 狼B: '种狼' });
    night(g, { n60: () => g.act('狼B', '感染', ['预']) });
    nextNight(g);
    night(g, { n40: () => g.act('狼C', '查验', ['预']) });
    expect(g.notes('狼C')).toContain('查验：预 的初始身份为【预言家】，当前阵营为狼人阵营。');
  });

  it('所有狼群内玩家出局后石像鬼可接刀: no 杀人 before (NOT_YOUR_SKILL), the pack’s 杀人 after', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['狼A', '狼B', '民A']);
  });
});
