import { describe, expect, it } from 'vitest';
import { night } from './given';
import { drawn, nextNight, opening, tableWith } from './tables';

// [121] 不定阵营 6 复仇者 (l.464–466): 寻仇<强制>—— 游戏开始前，复仇者须选择一名角色，复仇者加入与该角色对立的阵营，如该角色为三方阵营或无阵营，
//   复仇者将由法官在其他阵营中随机一个阵营。雪恨<限定>—— 游戏日夜晚，复仇者可以指定首日讨论日电梯楼的连续三名玩家成为<雪恨>的目标，将会随机得知这
//   三个人之间任意两个人的具体阵营。 总体流程 1 复仇者<寻仇>; 行动时限: 所有身份 (n60).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '复仇者', ...extra }, { constraints: false });
const factionOf = (g: ReturnType<typeof table>, n: string) =>
  g.state.chars.find((c) => c.name === n)?.faction;

describe('复仇者', () => {
  it('寻仇: 加入与该角色对立的阵营 — a wolf chosen, the village', () => {
    const g = table();
    opening(g, () => g.act('民C', '寻仇', ['狼A']));
    expect(factionOf(g, '民C')).toBe('village');
    expect(g.notes('民C')).toContain('你的阵营转变为村民阵营。');
  });

  it('寻仇: a villager chosen, the wolves', () => {
    const g = table();
    opening(g, () => g.act('民C', '寻仇', ['预']));
    expect(factionOf(g, '民C')).toBe('wolves');
  });

  it('如该角色为三方阵营: 由法官在其他阵营中随机一个阵营 (a draw, an event)', () => {
    const g = table({ 民B: '锁链师' });
    opening(g, () => g.act('民C', '寻仇', ['民B']));
    expect(factionOf(g, '民C')).toBe(drawn<string>(g, 'vendetta'));
  });

  it('雪恨<限定>: 连续三名玩家, 随机得知…任意两个人的具体阵营', () => {
    const g = table();
    opening(g, () => g.act('民C', '寻仇', ['狼A']));
    night(g, { n60: () => g.act('民C', '雪恨', ['狼C', '预', '巫']) });
    const note = g.notes('民C').find((n) => n.startsWith('雪恨：')) ?? '';
    const named = ['狼C', '预', '巫'].filter((n) => note.includes(n));
    expect(named).toHaveLength(2);
    if (note.includes('狼C')) expect(note).toContain('狼C 为狼人阵营');
    nextNight(g);
    expect(g.actFails('民C', '雪恨', ['狼A', '狼B', '狼C']).code).toBe('SKILL_USED_UP');
  });

  it('连续三名: three seats not in a row are refused (ILLEGAL_TARGET)', () => {
    const g = table();
    opening(g, () => g.act('民C', '寻仇', ['狼A']));
    expect(g.actFails('民C', '雪恨', ['狼A', '预', '巫']).code).toBe('ILLEGAL_TARGET');
  });
});
