import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 村民阵营 33 肉猪 (file 000 l.178–179):
//   苟活<强制> ——肉猪第一次被有效指杀时不会出局（如被狙击或被恐怖分子炸死则立即出局）；当肉猪因投票出局后，随机两名村民阵营角色
//   永远失去技能。
// Readings (the role file): 有效指杀 = a 指杀 that would put him out (not stopped by a 守护 or a 救药); the two are drawn
// among the living 村民阵营 characters (an event), each told; 失去技能 = every skill of its card.

const table = () => tableWith({ 民C: '肉猪' });

describe('肉猪 苟活<强制>', () => {
  it('第一次被有效指杀时不会出局; the second 指杀 puts him out', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(true);
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('有效: a 指杀 the guard stopped does not count', () => {
    const g = table();
    night(g, { n40: () => g.act('守', '守护', ['民C']), n60: () => g.act('狼B', '杀人', ['民C']) });
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(true);
  });

  it('指杀 only: the witch\u2019s poison puts him out at once', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('当肉猪因投票出局后，随机两名村民阵营角色永远失去技能 — drawn (an event), told, their skills gone', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '民C', 狼B: '民C', 狼C: '民C' });
    expect(g.alive('民C')).toBe(false);
    const draw = g.log.find((e) => e.type === 'RandomDrawn' && e.data.purpose === 'pig');
    const two = (draw?.type === 'RandomDrawn' ? draw.data.outcome : []) as string[];
    expect(two).toHaveLength(2);
    for (const n of two) {
      expect(g.state.chars.find((c) => c.name === n)?.faction).toBe('village');
      expect(g.notes(n)).toContain('你永远失去了技能。');
    }
    if (two.includes('预')) {
      g.closeTo('n60');
      expect(g.actFails('预', '预言', ['狼A']).code).toBe('SKILL_USED_UP');
    }
  });

  it('如被狙击…则立即出局: the 狙击手’s 狙杀, his first 指杀, puts him out', () => {
    const g = tableWith({ 民C: '肉猪', 狼C: '狙击手' });
    night(g, { n60: () => g.act('狼C', '瞄准', ['民C', '民B']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼C', '狙击', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('如被…恐怖分子炸死则立即出局', () => {
    const g = tableWith({ 民C: '肉猪', 狼C: '恐怖分子' });
    nextNight(g);
    g.act('狼C', '放烟花', ['民C']);
    g.closeTo('n40');
    expect(g.alive('民C')).toBe(false);
  });
});
