import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】34 舞姬（女）⑩ (l.458–463):
//   直感<强制> —— 游戏日夜晚，获得仅针对[实际阵营]为[村民阵营]的[坚韧]状态。
//   共舞[夜晚][指定] —— 选择范围：任意3名角色，每名角色只能被选择一次。结算效果：若结算目标正好为3个，且所有结算目标的[实际阵营]为2个相同
//   1个不同的格式，对那个[实际阵营]不同的角色造成[穿透]，否则无效果，然后，若结算目标包括自己，所有结算目标获得[守护]状态，持续至夜晚结束。
//   怀孕技能[强制] —— [共舞]去除每名角色只能被选择一次的限制。 (行动顺序总集 深夜2 舞姬<共舞>)

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);
const table = (more: Record<string, string> = {}) => table211({ ...NO_EMPEROR, 嫔: '舞姬', ...more });
const rule = (g: Game, target: string, status: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status, op: 'apply', reason: '测试' } });

describe('舞姬 共舞', () => {
  it('2个相同1个不同: the odd one (a wolf beside two 村民阵营) takes [穿透] through its [守护]', () => {
    const g = table();
    rule(g, '狼A', '守护');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['宫', '婆', '狼A']) });
    expect(g.outs()).toEqual(['狼A']);
  });

  it('…the odd one may be 村民阵营 (two wolves and 宫): 宫 goes out', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['狼A', '狼B', '宫']) });
    expect(g.outs()).toEqual(['宫']);
  });

  it('否则无效果: three of one faction, nobody out', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['宫', '婆', '娥']) });
    expect(g.outs()).toEqual([]);
  });

  it('若结算目标正好为3个: a [隐身] one drops out — two left, no 穿透', () => {
    const g = table();
    rule(g, '婆', '隐身');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['宫', '婆', '狼A']) });
    expect(g.outs()).toEqual([]);
  });

  it('若结算目标包括自己，所有结算目标获得[守护]…持续至夜晚结束: the wolves’ 指杀 on one of them is absorbed that night only', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => {
        g.act('狼A', '杀人', ['宫']);
        g.act('嫔', '共舞', ['嫔', '宫', '婆']);
      },
    });
    expect(g.outs()).toEqual([]);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.outs()).toEqual(['宫']);
  });

  it('without herself among them, no [守护]: the 指杀 goes through', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => {
        g.act('狼A', '杀人', ['宫']);
        g.act('嫔', '共舞', ['娥', '宫', '婆']);
      },
    });
    expect(g.outs()).toEqual(['宫']);
  });

  it('任意3名角色: two are refused (TARGET_COUNT)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('嫔', '共舞', ['宫', '婆']).code).toBe('TARGET_COUNT');
  });

  it('每名角色只能被选择一次 (ILLEGAL_TARGET) — 怀孕技能 lifts it', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['宫', '婆', '娥']) });
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('嫔', '共舞', ['宫', '狼A', '狼B']).code).toBe('ILLEGAL_TARGET');
    const h = table211({ 嫔: '舞姬' });
    night(h, { 黄昏1: () => h.act('帝', '临幸', ['嫔']), 午夜: calm(h) });
    day(h);
    night(h, { 午夜: calm(h), 深夜2: () => h.act('嫔', '共舞', ['宫', '婆', '娥']) });
    day(h);
    h.closeTo('深夜2');
    h.act('嫔', '共舞', ['宫', '婆', '娥']);
  });
});

describe('舞姬 直感', () => {
  it('仅针对[村民阵营]的[坚韧]: her own 共舞’s [穿透] (村民阵营) on herself fails; the wolves’ 杀人 does not', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('嫔', '共舞', ['狼A', '狼B', '嫔']) });
    expect(g.alive('嫔')).toBe(true);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });
});
