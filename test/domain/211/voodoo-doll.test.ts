import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】27 巫毒娃娃[群内]（女）⑩ (l.704–708):
//   替死巫术[午夜][指定]——选择范围：任意2个角色，每个角色只能被选择一次。结算效果：结算目标获得[混沌]状态，持续至下一个夜晚开始。
//   [混沌]：非负面状态，不予通知，持有该状态的角色出局时，若还有其他持有[混沌]状态的角色，则自己不出局，其他[混沌]状态的角色承受致死
//   伤害，来源为状态赋予者，触发效果之后赋予者失去替死巫术技能。
//   怀孕技能[强制]——[混沌]状态触发不会失去[替死巫术]技能。
//   (行动顺序总集 午夜 巫蛊娃娃<替死咒术>; 连带出局顺序 … 巫毒娃娃混沌)

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '道']);
const table = () => table211({ ...NO_EMPEROR, 狼B: '巫毒娃娃' });
const votesOn = (t: string) => ({ 贵: t, 宫: t, 娥: t, 婆: t, 嫔: t, 道: t, 帝: t });
const swap = (g: Game, a: string, b: string) => () => {
  calm(g)();
  g.act('狼B', '替死巫术', [a, b]);
};

describe('巫毒娃娃 替死巫术', () => {
  it('l.705 任意2个角色: one target is refused (TARGET_COUNT)', () => {
    const g = table();
    g.closeTo('午夜');
    expect(g.actFails('狼B', '替死巫术', ['宫']).code).toBe('TARGET_COUNT');
  });

  it('l.706 [混沌] 出局时: the wolves’ kill on one holder — it stays, the other takes [致死伤害] (the morning lists it)', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔'), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    expect(g.alive('嫔')).toBe(false);
    expect(morningOf(g, 2)).toMatch(/嫔/);
    // 不予通知: the holders are not told of the status, the other only of its out
    expect(g.notes('宫').join('\n')).not.toMatch(/混沌/);
    expect(g.notes('嫔').filter((n) => n.includes('混沌'))).toEqual(['你已出局（混沌）。']);
  });

  it('l.706 by the vote: the top holder stays, the other goes out as 因其他原因出局', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔') });
    day(g, votesOn('宫'));
    expect(g.alive('宫')).toBe(true);
    expect(g.alive('嫔')).toBe(false);
    g.close(); // 黄昏 ends: its outs' 公示
    const said = g.announcements().join('\n');
    expect(said).toContain('[投票出局]：无。\n[其他原因]：嫔。');
    expect(said).not.toContain('宫 被投票出局');
  });

  it('l.706 承受致死伤害: a [不死] other stays, and the holder stays all the same', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔') });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '嫔', status: '不死', op: 'apply', reason: '测试' },
    });
    day(g, votesOn('宫'));
    expect(g.alive('宫')).toBe(true);
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.706 触发效果之后赋予者失去替死巫术技能: the next night she cannot use it (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔'), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('狼B', '替死巫术', ['道', '婆']).code).toBe('SKILL_USED_UP');
  });

  it('l.705 持续至下一个夜晚开始: the next night the kill on a former holder puts it out', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔') });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.705 每个角色只能被选择一次: a character chosen before is refused (ILLEGAL_TARGET)', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔') });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('狼B', '替死巫术', ['宫', '婆']).code).toBe('ILLEGAL_TARGET');
    g.act('狼B', '替死巫术', ['道', '婆']);
  });

  it('红牌罚下 beats [混沌]: the carded holder goes out, the other stays', () => {
    const g = table();
    night(g, { 午夜: swap(g, '宫', '嫔') });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'card', target: '宫', color: 'red', reason: '测试' },
    } as never);
    day(g);
    expect(g.alive('宫')).toBe(false);
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.708 怀孕技能: once 临幸’d, a pass does not take 替死巫术 away', () => {
    const g = table211({ 狼B: '巫毒娃娃' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']), 午夜: calm(g) });
    day(g);
    night(g, { 午夜: swap(g, '宫', '嫔'), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    expect(g.alive('嫔')).toBe(false);
    day(g);
    g.closeTo('午夜');
    g.act('狼B', '替死巫术', ['道', '婆']);
  });
});
