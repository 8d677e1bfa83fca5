import { describe, expect, it } from 'vitest';
import { night } from './given';
import { nextNight, opening, tableWith } from './tables';

// [121] 村民阵营 10 狐狸 (file 000 l.120–121):
//   查验 —— 游戏日夜晚可查验电梯楼相邻的三名玩家中是否有狼人阵营，如其中有狼会被告知三人有狼；如无狼，则反馈狐狸永久失去技能；
//   如果有被预言查验为非狼人阵营，则视为三人无狼，但不失去技能。
// 机械狼 学习 (l.306): 狐狸，同狐狸. 导言 l.27: 现有常规验人功能的神为：通灵，预言家，熊，狐狸.
// Seats (SEATS12): 狼A 1 · 狼B 2 · 狼C 3 · 预 4 · 巫 5 · 猎 6 · 守 7 · 痴 8 · 羊 9 · 民A 10 · 民B 11 · 民C 12.
// Readings (the role file): the three = the named player and its two living neighbours; a wolf = 狼人阵营 as a 预言 reads it.

const WOLF = (n: string) => `查验：${n} 与其电梯楼相邻的三人中有狼。`;
const NONE = (n: string) => `查验：${n} 与其电梯楼相邻的三人中无狼。`;
const LOST = (n: string) => `查验：${n} 与其电梯楼相邻的三人中无狼，你永久失去<查验>。`;
const checked = (g: ReturnType<typeof tableWith>, who: string) =>
  g.notes(who).filter((n) => n.startsWith('查验'));

describe('狐狸 查验', () => {
  it('电梯楼相邻的三名玩家中…有狼会被告知三人有狼: 狼B and his neighbours 狼A, 狼C', () => {
    const g = tableWith({ 民B: '狐狸' });
    night(g, { n60: () => g.act('民B', '查验', ['狼B']) });
    expect(checked(g, '民B')).toEqual([WOLF('狼B')]);
  });

  it('如无狼，则反馈狐狸永久失去技能: 预, 巫, 猎 have no wolf; the next night 查验 is refused', () => {
    const g = tableWith({ 民B: '狐狸' });
    night(g, { n60: () => g.act('民B', '查验', ['巫']) });
    expect(checked(g, '民B')).toEqual([LOST('巫')]);
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('民B', '查验', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('相邻 on the 电梯楼: the ends are neighbours (民C 12 with 狼A 1)', () => {
    const g = tableWith({ 民B: '狐狸' });
    night(g, { n60: () => g.act('民B', '查验', ['民C']) });
    expect(checked(g, '民B')).toEqual([WOLF('民C')]);
  });

  it('相邻 skips those out: with 狼C (3) voted out, 预 (4) neighbours 狼B (2)', () => {
    const g = tableWith({ 民B: '狐狸' });
    nextNight(g, { 狼A: '狼C', 狼B: '狼C', 预: '狼C', 巫: '狼C', 猎: '狼C', 守: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(false);
    night(g, { n60: () => g.act('民B', '查验', ['预']) });
    expect(checked(g, '民B').at(-1)).toBe(WOLF('预'));
  });

  it('如果有被预言查验为非狼人阵营，则视为三人无狼，但不失去技能: a 隐狼 beside 预 reads 无狼, and 查验 stays', () => {
    const g = tableWith({ 民B: '狐狸', 狼C: '隐狼' });
    opening(g, () => g.act('狼C', '伪装', [], '村民'));
    night(g, { n60: () => g.act('民B', '查验', ['预']) });
    expect(checked(g, '民B')).toEqual([NONE('预')]);
    nextNight(g);
    night(g, { n60: () => g.act('民B', '查验', ['狼B']) });
    expect(checked(g, '民B').at(-1)).toBe(WOLF('狼B'));
  });

  it('机械狼 学习 狐狸，同狐狸 (l.306): the learner checks three too, and loses it on 无狼', () => {
    const g = tableWith({ 民B: '狐狸', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民B']));
    night(g, { n60: () => g.act('狼C', '查验', ['巫']) });
    expect(checked(g, '狼C')).toEqual([LOST('巫')]);
  });

  it('a checker of the setup constraint (l.27 …狐狸): a table whose only checker is 狐狸 starts', () => {
    const g = tableWith({ 预: '狐狸' });
    expect(g.state.status).toBe('running');
  });
});
