import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

/** 贵妃's 宠溺 on 婆 (若不选择将会随机选择: a drawn [坚韧] would stop the 杀人 these tests watch). */
const calm = (g: Game) => () => g.act('贵', '宠溺', ['婆']);

// [211] file 001 【能臣异士】23 禁卫军（男）⑦ (l.372–374):
//   皇城戒严[凌晨]<限定> —— 游戏日夜晚可选择发动该技能，所有角色仅当晚获得[不死]状态。
//   健壮<强制> —— 禁卫军永久获得[守护：1]状态。
//   行动顺序总集 凌晨1: 禁卫军<森林庇护>.

describe('禁卫军 皇城戒严', () => {
  it('所有角色仅当晚获得[不死]: the wolves’ 杀人 fails, each character is told', () => {
    const g = table211({ ...NO_EMPEROR, 道: '禁卫军' });
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      凌晨1: () => g.act('道', '皇城戒严'),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('嫔')).toContain('你获得了[不死]状态，持续至第1夜结束。');
    expect(g.notes('狼B')).toContain('你获得了[不死]状态，持续至第1夜结束。');
  });

  it('森林庇护 (the order table’s name) is the same skill', () => {
    const g = table211({ ...NO_EMPEROR, 道: '禁卫军' });
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      凌晨1: () => g.act('道', '森林庇护'),
    });
    expect(g.alive('嫔')).toBe(true);
  });

  it('仅当晚: the next night the 杀人 goes through', () => {
    const g = table211({ ...NO_EMPEROR, 道: '禁卫军' });
    night(g, { 凌晨1: () => g.act('道', '皇城戒严') });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table211({ ...NO_EMPEROR, 道: '禁卫军' });
    night(g, { 凌晨1: () => g.act('道', '皇城戒严') });
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('道', '皇城戒严').code).toBe('SKILL_USED_UP');
  });
});

describe('禁卫军 健壮', () => {
  it('永久获得[守护：1]: one 指杀 absorbed, the next one not', () => {
    const g = table211({ ...NO_EMPEROR, 道: '禁卫军' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });
});
