import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 31 操纵月亮的女孩 (file 000 l.174–175):
//   操纵—— 游戏日夜晚指定一个玩家，被指定的玩家当夜失去所有非强制技能，连续两晚不可指定同一名玩家。
// 总体流程 3 (4) 噩梦之影<恐惧>、月女〈操纵〉; 行动时限: 关门四十分钟内…月女 (n40).
// 机械狼 学习 (l.335): 操纵月亮的女孩，同操纵月亮的女孩.
// Readings (the role file): the target is not told; a group wolf manipulated loses only his own part: the pack's 杀人 is
// the pack's and goes on through the others (a group's action belongs to the group).

const table = () => tableWith({ 民C: '操纵月亮的女孩' });

describe('操纵月亮的女孩 操纵', () => {
  it('被指定的玩家当夜失去所有非强制技能: the manipulated seer\u2019s 预言 is void', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '操纵', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('(4) before the (10) 守护: the manipulated guard\u2019s 守护 is void, the wolves\u2019 target goes out', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '操纵', ['守']);
        g.act('守', '守护', ['民A']);
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.alive('民A')).toBe(false);
  });

  it('当夜: the next night the manipulated one acts again', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '操纵', ['守']) });
    day(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(true);
  });

  it('非强制: the witch\u2019s 通灵<强制> still tells her the 指杀', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '操纵', ['巫']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民A。');
  });

  it('a manipulated pack wolf: the pack\u2019s 杀人 goes on (reading)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '操纵', ['狼B']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('连续两晚不可指定同一名玩家 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '操纵', ['预']) });
    day(g);
    expect(g.actFails('民C', '操纵', ['预']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('民C', '操纵', ['巫']);
  });

  it('机械狼 学习 操纵月亮的女孩 (l.335): the learner manipulates too', () => {
    const g = tableWith({ 民C: '操纵月亮的女孩', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, {
      n60: () => {
        g.act('狼C', '操纵', ['预']);
        g.act('预', '预言', ['狼A']);
      },
    });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });
});
