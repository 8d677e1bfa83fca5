import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 35 面包师 (file 000 l.182):
//   芬芳<限定>——游戏日夜晚可指定一名玩家给予面包，当夜任何狼人阵营活动都只能在面包位置电梯上下两楼展开，以面包为中心点上下各两楼，即五个人。
// 总体流程 3 (12) 面包师<芬芳>; 行动时限: 关门四十分钟内 (n40). 机械狼 学习 (l.341): 面包，同面包师.
// seats: 狼A 1, 狼B 2, 狼C 3, 预 4, 巫 5, 猎 6, 守 7, 痴 8, 羊 9, 民A 10, 民B 11, 民C 12 (the baker); bread on 民A → 痴 羊 民A 民B 民C

const table = () => tableWith({ 民C: '面包师' });

describe('面包师 芬芳<限定>', () => {
  it('当夜任何狼人阵营活动都只能在面包位置电梯上下两楼展开: the wolves\u2019 kill outside the five is void', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '芬芳', ['民A']), n60: () => g.act('狼B', '杀人', ['预']) });
    expect(g.alive('预')).toBe(true);
  });

  it('…即五个人: inside the five (two seats below the bread) the kill goes through', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '芬芳', ['民A']), n60: () => g.act('狼B', '杀人', ['痴']) });
    expect(g.alive('痴')).toBe(false);
  });

  it('任何狼人阵营活动: the 狼王\u2019s 冲锋 too; a 村民阵营 action is not bound (the witch\u2019s poison)', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '芬芳', ['民A']),
      n60: () => g.act('狼A', '冲锋', ['巫']),
      n90: () => g.act('巫', '毒药', ['狼C']),
    });
    expect(g.outs()).toEqual(['狼C']);
  });

  it('当夜: the next night the wolves act anywhere; <限定>: once', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '芬芳', ['民A']) });
    day(g);
    night(g, {
      n40: () => expect(g.actFails('民C', '芬芳', ['民A']).code).toBe('SKILL_USED_UP'),
      n60: () => g.act('狼B', '杀人', ['预']),
    });
    expect(g.alive('预')).toBe(false);
  });

  it('机械狼 学习 面包师 (l.341): the learner\u2019s bread binds the wolves the same way', () => {
    const g = tableWith({ 民C: '面包师', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, {
      n60: () => {
        g.act('狼C', '芬芳', ['民A']);
        g.act('狼B', '杀人', ['预']);
      },
    });
    expect(g.alive('预')).toBe(true);
  });
});
