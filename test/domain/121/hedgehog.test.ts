import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 30 刺猬 (file 000 l.170–173):
//   防御<限定>——游戏日夜晚刺猬可进入防御状态，当夜其他玩家对其的操作都将无效且反馈为空，夜间行动结束后，刺猬可知道当晚防御了几次操作。
//   刺伤—— 失去防御后的下一游戏日夜晚开始，每夜可刺伤X名玩家技能，使其到下个游戏日夜晚前都失去非强制技能；如封印了所有群内狼，则群内狼将失去
//   刀人技能，X为防御状态时防御的操作数，X的每使用几次，就会减少操作总数几次，直至X为0时无法操作。被刺伤的玩家可知晓自身被刺伤。
// 总体流程 3 (1) 刺猬<防御>, (8) 刺猬<刺伤>; 行动时限: 关门二十分钟内 (n20). 机械狼 学习 (l.333): 刺猬，同刺猬….

const table = () => tableWith({ 民C: '刺猬' });

/** Night 1: 民C defends; the wolves kill him, the seer checks him, the witch poisons him: three operations. */
function defended() {
  const g = table();
  night(g, {
    n20: () => g.act('民C', '防御'),
    n60: () => {
      g.act('狼B', '杀人', ['民C']);
      g.act('预', '预言', ['民C']);
    },
    n90: () => g.act('巫', '毒药', ['民C']),
  });
  return g;
}

describe('刺猬 防御<限定>', () => {
  it('当夜其他玩家对其的操作都将无效且反馈为空: the kill and the poison void, the check 反馈为空', () => {
    const g = defended();
    expect(g.alive('民C')).toBe(true);
    expect(g.notes('预')).toContain('预言：反馈为空。');
  });

  it('夜间行动结束后，刺猬可知道当晚防御了几次操作', () => {
    const g = defended();
    expect(g.notes('民C')).toContain('防御：你今晚防御了3次操作。');
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = defended();
    day(g);
    g.closeTo('n20');
    expect(g.actFails('民C', '防御').code).toBe('SKILL_USED_UP');
  });
});

describe('刺猬 刺伤', () => {
  it('失去防御后的下一游戏日夜晚开始: not before the 防御, nor on its night', () => {
    const g = table();
    g.closeTo('n20');
    expect(g.actFails('民C', '刺伤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('刺伤X名玩家…失去非强制技能，被刺伤的玩家可知晓: the stabbed seer checks nothing, and is told', () => {
    const g = defended();
    day(g);
    night(g, { n20: () => g.act('民C', '刺伤', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言：狼A'))).toEqual([]);
    expect(g.notes('预').some((n) => n.includes('[刺伤]'))).toBe(true);
  });

  it('如封印了所有群内狼，则群内狼将失去刀人技能: the three pack wolves stabbed, no kill', () => {
    const g = defended();
    day(g);
    night(g, {
      n20: () => g.act('民C', '刺伤', ['狼A', '狼B', '狼C']),
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.alive('民A')).toBe(true);
  });

  it('X名: up to X in all — 3 at once, then none left (SKILL_NOT_USABLE); four at once is refused', () => {
    const g = defended();
    day(g);
    g.closeTo('n20');
    expect(g.actFails('民C', '刺伤', ['狼A', '狼B', '狼C', '预']).code).toBe('TARGET_COUNT');
    g.act('民C', '刺伤', ['狼A', '狼B']);
    g.closeNight();
    day(g);
    g.closeTo('n20');
    expect(g.actFails('民C', '刺伤', ['狼A', '狼C']).code).toBe('TARGET_COUNT');
    g.act('民C', '刺伤', ['狼C']);
    g.closeNight();
    day(g);
    g.closeTo('n20');
    expect(g.actFails('民C', '刺伤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('到下个游戏日夜晚前: the night after, the one stabbed acts again', () => {
    const g = defended();
    day(g);
    night(g, { n20: () => g.act('民C', '刺伤', ['守']) });
    day(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(true);
  });

  it('机械狼 学习 刺猬 (l.333): the learner defends too', () => {
    const g = tableWith({ 民C: '刺猬', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, {
      n60: () => {
        g.act('狼C', '防御');
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.notes('预')).toContain('预言：反馈为空。');
    expect(g.notes('狼C')).toContain('防御：你今晚防御了1次操作。');
  });
});
