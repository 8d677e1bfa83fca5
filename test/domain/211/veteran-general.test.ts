import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】4 老将（男）③ (l.245–249):
//   破伤风[强制] —— 当老将因[实际阵营]为[狼人阵营]角色的技能出局时，在老将正式宣布出局后，老将电梯楼下方第一个[实际阵营]为[狼人阵营]的角色永久获得状态[破伤风]。
//   状态[破伤风]：负面状态，不予通知，持有该状态的角色每个晨曦阶段都会受到一次来自于该状态的赋予者[致死伤害]
//   PS：若老将下方没有狼，则从电梯楼第一个开始计数。持有该状态复活后，若状态仍未解除，依然会暴毙。
//   电梯楼: 所有电梯楼相关效果都排除当前已出局成员 (l.176).
// Seats: 帝1 贵2 宫3 娥4 道5 婆6 嫔7 妃8 雪9 魔10 狼A11 狼B12 — wolves (叛皇阵营): 妃 雪 魔 狼A 狼B.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '嫔']);
const table = (swap: Record<string, string> = {}) => table211({ ...NO_EMPEROR, 宫: '老将', ...swap });

describe('老将 破伤风', () => {
  it('out by the wolves’ 杀人: the first wolf below him (妃, seat 8) goes out at the next night’s 晨曦, not told before', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.outs()).toEqual(['宫']);
    day(g);
    expect(g.alive('妃')).toBe(true);
    expect(g.notes('妃').join('\n')).not.toMatch(/破伤风/);
    night(g, { 午夜: calm(g) });
    expect(g.alive('妃')).toBe(false);
    expect(morningOf(g, 3)).toContain('妃');
    expect(g.notes('妃').join('\n')).not.toMatch(/获得了\[破伤风\]/);
  });

  it('每个晨曦阶段: a [不死] (皇城戒严) holds one 晨曦 off, the next 晨曦 strikes again (永久)', () => {
    const g = table({ 婆: '禁卫军' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '皇城戒严') });
    expect(g.alive('妃')).toBe(true);
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('妃')).toBe(false);
  });

  it('因[实际阵营]为[狼人阵营]角色的技能出局 only: voted out, no [破伤风]', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, { 帝: '宫', 贵: '宫', 娥: '宫' });
    expect(g.alive('宫')).toBe(false);
    night(g, { 午夜: calm(g) });
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.outs()).toEqual(['宫']);
  });

  it('若老将下方没有狼，则从电梯楼第一个开始计数: 老将 at seat 12 → 妃 (seat 8), not 狼A just above', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '老将' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['狼B']) });
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('妃')).toBe(false);
    expect(g.alive('狼A')).toBe(true);
  });

  it('在老将正式宣布出局后 (排除当前已出局成员): 妃 out later the same night (贵妃双摄) is passed over — 雪 takes it', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['妃']) });
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['妃']), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.outs()).toEqual(['宫', '妃']);
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('雪')).toBe(false);
  });

  it('持有该状态复活后，若状态仍未解除，依然会暴毙: 孟婆 还魂 brings 妃 back, the next 晨曦 puts her out again', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('妃')).toBe(false);
    day(g);
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '还魂', ['妃']) });
    expect(g.alive('妃')).toBe(false);
    expect(morningOf(g, 4)).toContain('妃 复活。');
    expect(morningOf(g, 4)).toMatch(/出局.*妃/);
  });
});
