import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 37 见习守卫 (file 000 l.186–187):
//   见习——游戏日夜晚可选择一人守护，如果该玩家当夜受到致死伤害，见习守护将会代替她死去（不可代替破伤风导致的死亡）。
// 总体流程 3 (10) 见习守卫<见习>; 行动时限: 关门四十分钟内…见习守卫 (n40).
// 机械狼 学习 (l.343): 见习守卫，同见习守卫，选择一名玩家，如该玩家当夜受到致死伤害（来自非狼人阵营），则代替该玩家死去.
// Readings (the role file): 一人 = another player (代替她死去); every lethal operation of that night resolving after (10)
// on the one watched lands on the apprentice instead (the wolves' 杀人, a poison …), which may then be stopped on him
// as on anyone (a 守护 on the apprentice); 破伤风 kills by day: no night's watch reaches it.

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '见习守卫', ...extra });

describe('见习守卫 见习', () => {
  it('该玩家当夜受到致死伤害，见习守护将会代替她死去: the wolves\u2019 target stays, the apprentice goes out', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '见习', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民C']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民C。');
  });

  it('致死伤害: the witch\u2019s poison too', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '见习', ['民A']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(g.outs()).toEqual(['民C']);
  });

  it('no lethal damage on the one watched: nothing happens', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '见习', ['民A']), n60: () => g.act('狼B', '杀人', ['民B']) });
    expect(g.outs()).toEqual(['民B']);
  });

  it('一人: not himself (ILLEGAL_TARGET)', () => {
    const g = table();
    g.closeTo('n40');
    expect(g.actFails('民C', '见习', ['民C']).code).toBe('ILLEGAL_TARGET');
  });

  it('不可代替破伤风导致的死亡: the wolf ill of 破伤风 goes out though watched the night before', () => {
    const g = table({ 民A: '锈剑骑士' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    day(g);
    night(g, { n40: () => g.act('民C', '见习', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('民C')).toBe(true);
  });

  it('机械狼 学习 见习守卫 (l.343): only damage 来自非狼人阵营 — the poison lands on the learner, the wolves\u2019 kill does not', () => {
    const g = tableWith({ 民C: '见习守卫', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, {
      n60: () => {
        g.act('狼C', '见习', ['民A']);
        g.act('狼B', '杀人', ['民A']);
      },
    });
    expect(g.outs()).toEqual(['民A']);
    day(g);
    night(g, { n60: () => g.act('狼C', '见习', ['民B']), n90: () => g.act('巫', '毒药', ['民B']) });
    expect(g.alive('民B')).toBe(true);
    expect(g.alive('狼C')).toBe(false);
  });
});
