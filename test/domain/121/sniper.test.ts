import { describe, expect, it } from 'vitest';
import { night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 23 狙击手 (l.351–355): 狙击手与其他狼人不互知不共群。瞄准——单数游戏日夜晚，可选择两个人进行瞄准。
//   狙击——双数游戏日夜晚，可在瞄准的人选择一个狙杀，狙杀不受强制技能影响。孤独——…狙击手永不进狼群
// 总体流程 3 (14) 狙击手<瞄准>、<狙击>, (22) 狙击手<狙击>; 行动时限: 所有身份 (n60).

const table = (extra: Record<string, string> = {}) => tableWith({ 狼C: '狙击手', ...extra });

describe('狙击手', () => {
  it('与其他狼人不互知不共群 (no 杀人: NOT_YOUR_SKILL)', () => {
    const g = table();
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A')).toContain('你的狼队友：狼B。');
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('瞄准——单数游戏日夜晚 two players; 狙击——双数游戏日夜晚 one of them goes out', () => {
    const g = table();
    expect(g.actFails('狼C', '狙击', ['民A']).code).toBe('WRONG_PHASE');
    night(g, { n60: () => g.act('狼C', '瞄准', ['民A', '民B']) });
    nextNight(g);
    expect(g.actFails('狼C', '瞄准', ['民A', '民B']).code).toBe('WRONG_PHASE');
    night(g, { n60: () => g.act('狼C', '狙击', ['民B']) });
    expect(g.outs()).toEqual(['民B']);
  });

  it('可在瞄准的人选择一个: one not aimed at is refused (ILLEGAL_TARGET)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '瞄准', ['民A', '民B']) });
    nextNight(g);
    expect(g.actFails('狼C', '狙击', ['预']).code).toBe('ILLEGAL_TARGET');
  });

  it('狙杀不受强制技能影响: 恶灵骑士’s 主宰黑夜<强制> does not save him', () => {
    const g = table({ 狼B: '恶灵骑士' });
    night(g, { n60: () => g.act('狼C', '瞄准', ['狼B', '民B']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼C', '狙击', ['狼B']) });
    expect(g.outs()).toEqual(['狼B']);
  });
});
