import { describe, expect, it } from 'vitest';
import { elect, night, quietDay, table } from './given';

// [tieba] file 002 【狼人阵营】 1 狼人, 2 狼王, 3 赤狼 (l.48–58): 所有狼人将在游戏开始后互知共群…狼王与狼人互知共群…赤狼与狼人互知共群。
// 杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。在夜晚女巫行动后，反馈该角色是否因被指杀出局。 冲锋 —— 游戏日夜晚，可以指杀
// 一名角色。当任意一名狼群内角色出局后，狼王失去<冲锋>。在夜晚女巫行动后，反馈该角色是否因被指杀出局。狼人阵营优先判负后，狼人阵营失去杀人
// 技能。 花蝴蝶与狼队不互知.

describe('tieba 狼群 杀人 and 狼王 冲锋', () => {
  it('互知共群: 狼人, 狼王 and 赤狼 are told one another at the start; 花蝴蝶 is not in the group', () => {
    const g = table({ houses: null });
    expect(g.notes('狼A').some((n) => n.includes('狼B') && n.includes('狼王') && n.includes('赤狼'))).toBe(
      true,
    );
    expect(g.notes('狼A').some((n) => n.includes('蝶'))).toBe(false);
    expect(g.notes('蝶').some((n) => n.includes('狼A'))).toBe(false);
  });

  it('共同指杀一名角色: any member submits (赤狼 too), the last stands; after the witch the pack is told whether it went out', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民C']);
        g.act('赤狼', '杀人', ['民D']);
      },
    });
    expect(g.outs()).toEqual(['民D']);
    expect(g.notes('狼王')).toContain('杀人：民D 因<杀人>出局。');
    quietDay(g);
    night(g, { n90: () => g.act('狼B', 'kill', ['民E']), witch: () => g.act('巫', '救药', ['民E']) });
    expect(g.notes('狼A')).toContain('杀人：民E 没有因<杀人>出局。');
  });

  it('冲锋: a 指杀 of its own every night, reported to 狼王 after the witch', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民C']);
        g.act('狼王', '冲锋', ['民D']);
      },
    });
    expect(g.outs().sort()).toEqual(['民C', '民D']);
    expect(g.notes('狼王')).toContain('冲锋：民D 因<冲锋>出局。');
    quietDay(g);
    night(g, { n90: () => g.act('狼王', '冲锋', ['民E']) });
    expect(g.alive('民E')).toBe(false);
  });

  it('当任意一名狼群内角色出局后，狼王失去<冲锋>', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, { witch: () => g.act('巫', '毒药', ['狼B']) });
    quietDay(g);
    night(g, { n90: () => expect(g.actFails('狼王', '冲锋', ['民D']).code).toBe('SKILL_USED_UP') });
  });
});
