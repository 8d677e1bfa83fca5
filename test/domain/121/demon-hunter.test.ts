import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 村民阵营 18 猎魔人 (file 000 l.137–139):
//   猎杀  ——游戏日夜晚，猎魔人可以选择一名玩家进行猎杀，若此名玩家为狼人阵营或者当夜拥有狼刀技能的非村民阵营玩家，则该玩家出局，
//   若此名玩家为村民阵营，则猎魔人出局，猎魔人第一次猎杀第三方阵营或者无阵营，则双方都不出局，第二次猎杀第三方阵营或者无阵营，
//   则猎魔人立刻出局。
//   宿命<强制> —— 猎魔人不会因毒药技能出局，不会因村民阵营其他角色技能夜死，除被被潜行者枪决。
// 总体流程 3 (14) 猎魔<猎杀>; (22) …猎魔人猎杀…; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.314): 猎魔人，同猎魔人，但被猎的人除非被守护，摄梦，不然也会死亡.
// Readings (the role file): the hunted's actual faction as the 猎杀 resolves; 狼刀技能 = a [杀人] the character holds that
// night; 第三方阵营或者无阵营 = any faction but 村民 and 狼人 (a 三方, a pair of lovers' own, 不定); the 猎杀 and the hunter's
// own death are 指杀 of (22) (a 守护 stops them); 宿命: every poison; 村民阵营其他角色技能 by night = a kill by a living
// 村民阵营 character's skill other than his (a chain out is no skill).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民B: '猎魔人', ...extra }, { constraints: false });

describe('猎魔人 猎杀', () => {
  it('此名玩家为狼人阵营 → 该玩家出局', () => {
    const g = table();
    night(g, { n60: () => g.act('民B', '猎杀', ['狼B']) });
    expect(morningOf(g, 2)).toContain('昨夜出局：狼B。');
  });

  it('此名玩家为村民阵营 → 猎魔人出局', () => {
    const g = table();
    night(g, { n60: () => g.act('民B', '猎杀', ['民A']) });
    expect(g.outs()).toEqual(['民B']);
  });

  it('第一次猎杀第三方阵营…双方都不出局，第二次…猎魔人立刻出局', () => {
    const g = table({ 民C: '锁链师' });
    night(g, { n60: () => g.act('民B', '猎杀', ['民C']) });
    expect(g.outs()).toEqual([]);
    day(g);
    night(g, { n60: () => g.act('民B', '猎杀', ['民C']) });
    expect(g.outs()).toEqual(['民B']);
  });

  it('当夜拥有狼刀技能的非村民阵营玩家 → out: 丘比特 in his own pair, the lovers hold a 杀人', () => {
    const g = table({ 民C: '丘比特' });
    opening(g, () => g.act('民C', '丘比特之箭', ['民C', '民A']));
    night(g, { n60: () => g.act('民B', '猎杀', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民B')).toBe(true);
  });

  it('…无阵营 without a 狼刀: a wolf and a villager\u2019s own faction (no 杀人) is spared the first time', () => {
    const g = table({ 民C: '丘比特' });
    opening(g, () => g.act('民C', '丘比特之箭', ['狼A', '民A']));
    night(g, { n60: () => g.act('民B', '猎杀', ['民A']) });
    expect(g.outs()).toEqual([]);
  });

  it('(22) a 指杀 (reading): the 守卫\u2019s 守护 saves the hunted wolf', () => {
    const g = table();
    night(g, { n40: () => g.act('守', '守护', ['狼B']), n60: () => g.act('民B', '猎杀', ['狼B']) });
    expect(g.outs()).toEqual([]);
  });
});

describe('猎魔人 宿命<强制>', () => {
  it('不会因毒药技能出局', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['民B']) });
    expect(g.alive('民B')).toBe(true);
  });

  it('不会因村民阵营其他角色技能夜死: the 摄梦人\u2019s second night on him does not kill him', () => {
    const g = table({ 民C: '摄梦人' });
    night(g, { n40: () => g.act('民C', '摄梦', ['民B']) });
    day(g);
    night(g, { n40: () => g.act('民C', '摄梦', ['民B']) });
    expect(g.alive('民B')).toBe(true);
  });

  it('除被潜行者枪决: the 潜行者\u2019s execution puts him out', () => {
    const g = table({ 民C: '潜行者' });
    nextNight(g, { 民C: '民B', 狼A: '民A', 狼B: '民A' });
    night(g, { n60: () => g.act('民C', '潜行', ['民B']) });
    expect(g.alive('民B')).toBe(false);
  });

  it('the wolves\u2019 杀人 still kills him', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民B']) });
    expect(g.alive('民B')).toBe(false);
  });
});

describe('机械狼 学习 猎魔人 (l.314)', () => {
  it('被猎的人除非被守护，摄梦，不然也会死亡: a villager hunted by the learner dies, the learner stays', () => {
    const g = tableWith({ 民B: '猎魔人', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民B']));
    night(g, { n60: () => g.act('狼C', '猎杀', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('…除非被守护: guarded, the hunted stays', () => {
    const g = tableWith({ 民B: '猎魔人', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民B']));
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('狼C', '猎杀', ['民A']) });
    expect(g.outs()).toEqual([]);
  });
});
