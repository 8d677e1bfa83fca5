import { describe, expect, it } from 'vitest';
import { night, pku } from './given';

// [pku] file 004 神 / 狙击手 (l.349–357): 狙击手出刀对象指向自己的夜晚如被守，守护有效 (l.351); 狙击手向自己出刀的夜晚只要
// 没被守/救而死，则无论是否有其它死因，均算作自杀 (l.353). 结算顺序 夜间: 野狼刀 — 狙击手 (l.13).

describe('pku 狙击手 刀', () => {
  it('a night knife of his own: the target is out', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狙', '刀', ['狼B']) });
    expect(g.outs()).toEqual(['狼B']);
  });

  it('狙击手出刀对象指向自己的夜晚如被守，守护有效 (l.351)', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['狙']);
        g.act('狙', '刀', ['狙']);
      },
    });
    expect(g.alive('狙')).toBe(true);
  });

  it('没被守/救而死，则无论是否有其它死因，均算作自杀 (l.353): knifed by the wolves too, his out is 自杀', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['狙']);
        g.act('狙', '刀', ['狙']);
      },
    });
    expect(g.outs()).toEqual(['狙']);
    expect(g.notes('狙')).toContain('你已出局（自杀）。');
    expect(g.state.chars.find((c) => c.name === '狙')?.outCause).toBe('suicide');
  });

  it('the wolves’ knife alone: an ordinary night death, not 自杀', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['狙']) });
    expect(g.notes('狙')).toContain('你已出局（夜晚死亡）。');
  });
});
