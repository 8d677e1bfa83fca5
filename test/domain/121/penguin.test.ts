import { describe, expect, it } from 'vitest';
import { night, voteResultOf } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 村民阵营 13 企鹅:
//   冰冻 —— 游戏日夜晚，企鹅可选择一名玩家进行冰冻（不可连续两晚操作同一人），当夜该名玩家失去除强制技能以外的技能。如此玩家当夜有夜间行动，
//   则将被告知冰冻。如冻到狼群内角色，则狼群内空刀一天。如冰冻自己，则视为免疫一切行动对自己的操作（可对其操作，反馈为空，反馈后不可更改），
//   游戏日白天将解除冰冻。
// 总体流程 3 (8) 企鹅<冰冻>; 行动时限: 关门四十分钟内.

const table = () => tableWith({ 民C: '企鹅', 民B: '魔术师' });
const BLOCKED = '你被冰冻，<预言>无效。';

describe('企鹅 冰冻', () => {
  it('当夜该名玩家失去除强制技能以外的技能: a frozen seer learns nothing', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '冰冻', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言：'))).toEqual([]);
  });

  it('如此玩家当夜有夜间行动，则将被告知冰冻 — and only then', () => {
    const acted = table();
    night(acted, {
      n40: () => acted.act('民C', '冰冻', ['预']),
      n60: () => acted.act('预', '预言', ['狼A']),
    });
    expect(acted.notes('预')).toContain(BLOCKED);
    const idle = table();
    night(idle, { n40: () => idle.act('民C', '冰冻', ['预']) });
    expect(idle.notes('预').join('\n')).not.toMatch(/冰冻/);
  });

  it('如冻到狼群内角色，则狼群内空刀一天', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '冰冻', ['狼C']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual([]);
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('如冰冻自己，则视为免疫一切行动对自己的操作: the wolves’ kill is void, a check gives 反馈为空', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '冰冻', ['民C']),
      n60: () => {
        g.act('狼B', '杀人', ['民C']);
        g.act('预', '预言', ['民C']);
      },
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('预')).toContain('预言：反馈为空。');
  });

  it('（可对其操作…反馈后不可更改）: the operation on a self-frozen 企鹅 is spent all the same (<限定> used)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '冰冻', ['民C']), n90: () => g.act('巫', '毒药', ['民C']) });
    expect(g.alive('民C')).toBe(true);
    nextNight(g);
    g.closeTo('n90');
    expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('不可连续两晚操作同一人 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '冰冻', ['预']) });
    nextNight(g);
    g.closeTo('n40');
    expect(g.actFails('民C', '冰冻', ['预']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('民C', '冰冻', ['巫']);
  });

  it('游戏日白天将解除冰冻: a frozen 白痴 may 装傻 the next day', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '冰冻', ['痴']) });
    expect(g.state.chars.find((c) => c.name === '痴')?.statuses).toEqual([]);
    day(g, { 狼A: '痴', 狼B: '痴' });
    expect(voteResultOf(g, 2)).toContain('痴 发动<装傻>，免于出局。');
  });

  it('（8）企鹅<冰冻> after （5）魔术师<交换>: freezing the 魔术师 does not undo his swap', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '冰冻', ['民B']);
        g.act('民B', '交换', ['民A', '痴']);
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['痴']);
  });
});
