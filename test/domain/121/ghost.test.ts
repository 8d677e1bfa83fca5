import { describe, expect, it } from 'vitest';
import { morningOf, night, ruling } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 狼人阵营 27 幽灵:
//   幽灵与狼人不互知不共群
//   附身——游戏日夜晚可选择一名玩家附身，夜间行动结束时可获知该玩家夜晚所有操作，当夜所有对该玩家的所有致死伤害幽灵也会获得。
//   夺舍——连续两个游戏日夜晚附身同一名玩家可对该玩家发动夺舍，当夜获得此玩家的操作权，被操纵的人将获得通知被幽灵操纵的通知，并可获知幽灵当夜所有操作。
//   悲伤<强制>——如幽灵因狼人技能出局，则翻牌公示身份，如为游戏日白天出局，则当夜狼群解散（无刀），次夜重组。如为游戏日夜间出局，则夜间行动结束后公示幽灵出局，
//   狼群解散，次夜夜间行动结束后重组。
//   特殊地，不入群狼但可接刀的狼人角色接刀顺序：石像鬼、铁柱、机械狼，幽灵。
// 总体流程 3 (0) 幽灵<附身>、<夺舍>; 行动时限: 关门二十分钟内.
// Readings: 夺舍 needs 附身 on the same player last night and tonight; the ghost then submits that player's night
// skills (they act as the player's, their feedback comes to the ghost) and the player's own are void.

const table = () => tableWith({ 民C: '幽灵', 狼C: '狼美人' });

describe('幽灵 附身', () => {
  it('夜间行动结束时可获知该玩家夜晚所有操作', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '附身', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('民C')).toContain('附身：预 今晚的操作：<预言>狼A。');
  });

  it('…and that the possessed did nothing', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '附身', ['民A']) });
    expect(g.notes('民C')).toContain('附身：民A 今晚没有操作。');
  });

  it('当夜所有对该玩家的所有致死伤害幽灵也会获得: the wolves kill the possessed, the ghost goes too', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '附身', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A', '民C']);
  });

  it('…致死伤害 only: a check on the possessed answers for the possessed alone', () => {
    const g = table();
    night(g, { n20: () => g.act('民C', '附身', ['民A']), n60: () => g.act('预', '预言', ['民A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([
      '预言：民A 的查验结果为<非狼人阵营>。',
    ]);
  });
});

describe('幽灵 夺舍', () => {
  function twoNights() {
    const g = table();
    night(g, { n20: () => g.act('民C', '附身', ['预']) });
    nextNight(g);
    return g;
  }

  it('连续两个游戏日夜晚附身同一名玩家可对该玩家发动夺舍 — not after one night (SKILL_NOT_USABLE)', () => {
    const g = table();
    g.act('民C', '附身', ['预']);
    expect(g.actFails('民C', '夺舍', ['预']).code).toBe('SKILL_NOT_USABLE');
  });

  it('当夜获得此玩家的操作权: the ghost uses the seer’s 预言, the seer cannot; 被操纵的人将获得通知', () => {
    const g = twoNights();
    g.act('民C', '附身', ['预']);
    g.act('民C', '夺舍', ['预']);
    g.close(); // n10 → n20
    g.close(); // n20 closes: control stands
    expect(g.notes('预')).toContain('你被幽灵操纵：今晚你的操作权归幽灵。');
    g.closeTo('n60');
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    g.act('民C', '预言', ['狼A']);
    g.closeNight();
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('并可获知幽灵当夜所有操作', () => {
    const g = twoNights();
    night(g, {
      n20: () => {
        g.act('民C', '附身', ['预']);
        g.act('民C', '夺舍', ['预']);
      },
      n60: () => g.act('民C', '预言', ['狼A']),
    });
    expect(g.notes('预')).toContain('幽灵今晚的操作：<附身>预；<夺舍>预；<预言>狼A。');
  });

  it('the controlled player’s own choice, made before the control, is void', () => {
    const g = twoNights();
    g.act('预', '预言', ['狼B']);
    night(g, {
      n20: () => {
        g.act('民C', '附身', ['预']);
        g.act('民C', '夺舍', ['预']);
      },
    });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });
});

describe('幽灵 悲伤<强制>', () => {
  it('游戏日夜间出局: 夜间行动结束后公示…狼群解散，次夜夜间行动结束后重组 — no kill the next night, one the night after', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜出局：民C。\n民C 翻牌：幽灵。');
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼B', '杀人', ['民A']).code).toBe('SKILL_NOT_USABLE');
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('游戏日白天出局 (a wolf’s 魅惑 by day): 翻牌 at once, and no kill that night', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '魅惑', ['民C']) });
    day(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' });
    expect(g.outs()).toEqual(['狼C', '民C']);
    expect(g.announcements()).toContain('民C 翻牌：幽灵。');
    g.closeTo('n60');
    expect(g.actFails('狼B', '杀人', ['民A']).code).toBe('SKILL_NOT_USABLE');
    g.closeNight();
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('not by a wolf’s skill (the witch’s poison): no 翻牌, the wolves kill on', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['民C']) });
    expect(morningOf(g, 2)).toBe('第2天 公示\n昨夜出局：民C。');
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });
});

describe('幽灵 接刀', () => {
  it('不入群狼但可接刀…幽灵: with the group out (and no 石像鬼, 铁柱, 机械狼) the ghost has the 杀人', () => {
    const g = table();
    for (const w of ['狼A', '狼B', '狼C']) ruling(g, { kind: 'kill', target: w, reason: '测试' });
    night(g, { n60: () => g.act('民C', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });
});
