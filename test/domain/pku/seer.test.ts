import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 神 / 预言家 (l.261–263): 查验神替时反馈神替，无论守卫是否出局；查验到晋升的狼替时显示野狼。
// 结算顺序 夜间 (l.13): 守卫 — 预言家 — 狼预 …; 狼禁 acts first (入夜, l.11).

describe('pku 预言家 查验', () => {
  it('the answer is the target’s 身份 (reading: the FAQ’s answers are roles)', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('预', '查验', ['狼禁']) });
    expect(g.notes('预')).toContain('查验：狼禁 的身份是【狼禁】。');
  });

  it('查验神替时反馈神替，无论守卫是否出局 (l.263): a 神替 who inherited the 守卫 still reads 神替', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['守']) });
    expect(g.alive('守')).toBe(false);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['神替']) });
    expect(g.notes('预')).toContain('查验：神替 的身份是【神替】。');
  });

  it('查验到晋升的狼替时显示野狼 (l.263)', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['野']) });
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['狼替']) });
    expect(g.notes('预')).toContain('查验：狼替 的身份是【野狼】。');
  });

  it('a 预言家 banned by the 狼禁 that night gets no answer (入夜 before 夜间)', () => {
    const g = pku();
    night(g, { 入夜: () => g.act('狼禁', '禁', ['预']), 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('预').some((n) => n.startsWith('查验：'))).toBe(false);
  });
});
