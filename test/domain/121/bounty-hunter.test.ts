import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 20 赏金猎人 (file 000 l.145–146):
//   标记 —— 游戏日夜晚可选择一名玩家进行标记，不可连续两晚标记同一人。如第二天游戏日白天开门时被赏金猎人标记的玩家出局，则当晚
//   入夜时，赏金猎人可选择一名玩家进行刺杀。刺杀当夜，不可对自己刺杀对象进行标记。
// 总体流程 3 (14) 赏金猎人<标记>; (22) …赏金猎人赏金…; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.320): 赏金猎人，同赏金猎人，在进入狼坑之后失去技能.
// Readings (the role file): the 刺杀 (the settlement's 赏金) is a 指杀 of (22); it is usable on the night of the day whose
// opening found last night's mark out (that night only); 进入狼坑 = holding the pack's 杀人 (接刀).

const table = () => tableWith({ 民C: '赏金猎人' });

/** Night 1: 民C marks 民A, whom the wolves kill; day 2 is open. */
function markKilled() {
  const g = table();
  night(g, {
    n60: () => {
      g.act('民C', '标记', ['民A']);
      g.act('狼B', '杀人', ['民A']);
    },
  });
  return g;
}

describe('赏金猎人 标记 / 刺杀', () => {
  it('第二天开门时被标记的玩家出局，则当晚入夜时…刺杀: the mark killed by the wolves, the next night he assassinates', () => {
    const g = markKilled();
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
    day(g);
    night(g, { n60: () => g.act('民C', '刺杀', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('the mark still in when the day opens: no 刺杀 (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '标记', ['民A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '刺杀', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('开门时: a mark voted out later that day does not count', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '标记', ['民A']) });
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    expect(g.alive('民A')).toBe(false);
    g.closeTo('n60');
    expect(g.actFails('民C', '刺杀', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('当晚: the 刺杀 is that night\u2019s only', () => {
    const g = markKilled();
    day(g);
    night(g);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '刺杀', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('不可连续两晚标记同一人 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '标记', ['民A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '标记', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('刺杀当夜，不可对自己刺杀对象进行标记 (ILLEGAL_TARGET, either way round)', () => {
    const g = markKilled();
    day(g);
    g.closeTo('n60');
    g.act('民C', '刺杀', ['狼B']);
    expect(g.actFails('民C', '标记', ['狼B']).code).toBe('ILLEGAL_TARGET');
    g.act('民C', '标记', ['狼C']);
    expect(g.actFails('民C', '刺杀', ['狼C']).code).toBe('ILLEGAL_TARGET');
  });

  it('机械狼 学习 赏金猎人，同赏金猎人 (l.320): the learner marks and assassinates', () => {
    const g = tableWith({ 民C: '赏金猎人', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, {
      n60: () => {
        g.act('狼C', '标记', ['民A']);
        g.act('狼B', '杀人', ['民A']);
      },
    });
    day(g);
    night(g, { n60: () => g.act('狼C', '刺杀', ['预']) });
    expect(g.alive('预')).toBe(false);
  });
});
