import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】28 弓腰姬（女）⑧ (l.408–413):
//   灵巧[强制] —— 游戏日夜晚，弓腰姬获得仅针对[叛皇阵营]的[不死]状态。
//   枭姬[深夜][指定][限定] —— 选择范围：任意一名角色，发动后失去[灵巧]技能。结算效果：若结算目标的[实际阵营]是叛皇阵营，目标角色受到[穿透]，否则无效果。
//   怀孕技能[强制] —— [灵巧][枭姬]技能刷新，且发动[枭姬]不会导致失去[灵巧]。

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);
const table = (more: Record<string, string> = {}) => table211({ ...NO_EMPEROR, 宫: '弓腰姬', ...more });

describe('弓腰姬 灵巧', () => {
  it('仅针对[叛皇阵营]的[不死]: the wolves’ 杀人 on her fails, night after night', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(true);
  });

  it('not against 村民阵营: a 舞姬’s [穿透] puts her out', () => {
    const g = table({ 嫔: '舞姬' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['狼A', '狼B', '宫']) });
    expect(g.alive('宫')).toBe(false);
  });
});

describe('弓腰姬 枭姬', () => {
  it('[实际阵营]是叛皇阵营: the target takes [穿透]', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('宫', '枭姬', ['狼B']) });
    expect(g.outs()).toEqual(['狼B']);
  });

  it('否则无效果: a 村民阵营 target stays', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('宫', '枭姬', ['嫔']) });
    expect(g.outs()).toEqual([]);
  });

  it('发动后失去[灵巧]: that night the wolves’ 杀人 puts her out', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => {
        g.act('狼A', '杀人', ['宫']);
        g.act('宫', '枭姬', ['嫔']);
      },
    });
    expect(g.alive('宫')).toBe(false);
  });

  it('[限定]: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('宫', '枭姬', ['嫔']) });
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('宫', '枭姬', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('怀孕技能: after the 临幸 枭姬 is refreshed and 灵巧 back; using it again keeps 灵巧', () => {
    const g = table211({ 宫: '弓腰姬' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: calm(g),
      深夜2: () => g.act('宫', '枭姬', ['嫔']),
    });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: calm(g),
      深夜2: () => {
        g.act('狼A', '杀人', ['宫']);
        g.act('宫', '枭姬', ['狼B']);
      },
    });
    expect(g.outs()).toEqual(['狼B']);
    expect(g.alive('宫')).toBe(true);
  });
});
