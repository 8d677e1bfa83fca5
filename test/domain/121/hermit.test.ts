import { describe, expect, it } from 'vitest';
import { night, ruling, voteResultOf } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 村民阵营 29 隐者:
//   隐身衣—— 隐者无法被其他玩家操作，且投票视为弃票。其他玩家夜间对隐者进行操作则反馈为空，游戏日白天如对隐者投票将视为弃票，白天对其进行的翻牌操作
//   （如骑士，侦探）均视为失效。当场上人数变为开局人数的一半时，隐者将失去隐身衣。
//   脱下隐身衣——游戏日夜晚可以选择脱下自己的隐身衣，给另外一名玩家穿上隐身衣，隐者将失去<隐身衣>技能，当夜所有其他玩家对该名玩家的操作无效，
//   但该玩家将不会失去白天票权，此效果将持续至下一游戏日夜晚开始。
// 总体流程 3 (1) 隐者<脱下隐身衣>; 行动时限: 关门二十分钟内 (n20).

const table = () => tableWith({ 民C: '隐者', 民B: '骑士' }, { constraints: false });

describe('隐者 隐身衣', () => {
  it('其他玩家夜间对隐者进行操作则反馈为空: the seer’s check is empty, the wolves’ kill void', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('狼B', '杀人', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：反馈为空。');
    expect(g.outs()).toEqual([]);
  });

  it('游戏日白天如对隐者投票将视为弃票: the most votes on the hermit put nobody out', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '民C', 狼B: '民C', 狼C: '民C', 预: '民A' });
    expect(g.outs()).toEqual(['民A']);
    expect(voteResultOf(g, 2)).not.toContain('民C：');
  });

  it('且投票视为弃票: the hermit’s own vote does not count (a tie stays a tie)', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '民A', 预: '狼A', 民C: '狼A' });
    // listed as 弃权 in the count (隐身衣: 投票视为弃票)
    expect(voteResultOf(g, 2)).toMatch(/狼A：1票（预）\n民A：1票（狼A）\n弃权：[^\n]*民C[^\n]*。/);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A）');
  });

  it('白天对其进行的翻牌操作（如骑士）均视为失效: a duel on him is void, both stay in', () => {
    const g = table();
    g.closeNight();
    g.act('民B', '决斗', ['民C']);
    expect(g.announcements()).toContain('对 民C 的决斗失效，讨论日正常进行。');
    expect(g.outs()).toEqual([]);
  });

  it('当场上人数变为开局人数的一半时，隐者将失去隐身衣: with 6 of 12 in, the check reaches him', () => {
    const g = table();
    for (const n of ['民A', '痴', '羊', '猎', '守']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：反馈为空。'); // 7 in: still cloaked
    nextNight(g);
    ruling(g, { kind: 'kill', target: '民B', reason: '测试' });
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
  });
});

describe('隐者 脱下隐身衣', () => {
  it('当夜所有其他玩家对该名玩家的操作无效: the wolves kill the wearer in vain; the hermit is cloaked too that night', () => {
    const g = table();
    night(g, {
      n20: () => g.act('民C', '脱下隐身衣', ['民A']),
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('预', '预言', ['民A']);
      },
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('预')).toContain('预言：反馈为空。');
  });

  it('但该玩家将不会失去白天票权: the wearer’s vote counts the next day', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '脱下隐身衣', ['民A']) });
    day(g, { 民A: '狼A' });
    expect(g.outs()).toEqual(['狼A']);
  });

  it('…此效果将持续至下一游戏日夜晚开始: the night after, the wearer can be killed', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '脱下隐身衣', ['民A']) });
    g.act('民B', '决斗', ['民A']); // day 2: still cloaked — the [翻牌] is void
    expect(g.announcements()).toContain('对 民A 的决斗失效，讨论日正常进行。');
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('隐者将失去<隐身衣>技能: from the next night he can be killed, and cannot take it off again', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '脱下隐身衣', ['民A']) });
    day(g);
    g.closeTo('n20');
    expect(g.actFails('民C', '脱下隐身衣', ['民B']).code).toMatch(/SKILL_NOT_USABLE|SKILL_USED_UP/);
    g.closeTo('n60');
    g.act('狼B', '杀人', ['民C']);
    g.closeNight();
    expect(g.outs()).toEqual(['民C']);
  });

  it('行动时限: 关门二十分钟内 — once n20 has closed, it is too late (WRONG_PHASE)', () => {
    const g = table();
    g.closeTo('n40');
    expect(g.actFails('民C', '脱下隐身衣', ['民A']).code).toBe('WRONG_PHASE');
  });
});
