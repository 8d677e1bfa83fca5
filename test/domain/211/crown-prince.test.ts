import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

/** 贵妃's 宠溺 on 婆 (若不选择将会随机选择: a drawn [坚韧] would stop the 杀人 these tests watch). */
const calm = (g: Game) => () => g.act('贵', '宠溺', ['婆']);

// [211] file 001 【能臣异士】2 太子（男）② (l.225–227):
//   健壮<强制> —— 太子永久获得[守护：1]状态。
//   国家之殇<强制> —— 若太子因为最高票投票出局，或是因为皇家阵营的技能出局，所有皇家阵营的角色永久获得[净化]状态。
//   [守护：X] (l.110): 抵消掉X次[指杀]; [净化] (l.105) = [沉默]+[超度]+[遗忘]; 皇帝: 所有永久负面状态都改为只持续一天 (l.195).

const votesOn = (t: string) => ({ 贵: t, 宫: t, 娥: t, 婆: t, 嫔: t, 妃: t, 雪: t });

describe('太子 健壮', () => {
  it('永久获得[守护：1]: the first 指杀 on him is absorbed, told at the start', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    expect(g.notes('道')).toContain('你获得了[守护]状态，永久有效。');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true);
  });

  it('[守护：1]: one only — the second night’s 指杀 puts him out', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });
});

describe('太子 健壮 under [遗忘] (l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效)', () => {
  const forget = (g: Game) =>
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '道', status: '遗忘', op: 'apply', reason: '测试' },
    });

  it('a [遗忘] on 太子: his [守护：1] does not count — the first 指杀 puts him out', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    forget(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });

  it('[净化] (l.105: holds [遗忘]) likewise lifts it', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '道', status: '净化', op: 'apply', reason: '测试' },
    });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
  });

  it('a [遗忘] on another: 太子’s [守护：1] still absorbs the 指杀', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '遗忘', op: 'apply', reason: '测试' },
    });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(true);
  });
});

describe('太子 国家之殇', () => {
  it('因为最高票投票出局: every 皇家阵营 character gains [净化] — 宫令’s 调令 is void that night', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    night(g);
    day(g, votesOn('道'));
    expect(g.alive('道')).toBe(false);
    expect(g.notes('宫')).toContain('你获得了[净化]状态，永久有效。');
    expect(g.notes('狼A').join('\n')).not.toMatch(/净化/);
    g.closeTo('午夜');
    expect(g.actFails('宫', '调令', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('因为皇家阵营的技能出局 (贵妃 宠溺 chain): the same [净化]', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    night(g, { 午夜: () => g.act('贵', '宠溺', ['道']), 深夜2: () => g.act('狼A', '杀人', ['贵']) });
    expect(g.alive('贵')).toBe(false);
    expect(g.alive('道')).toBe(false);
    expect(g.notes('宫').join('\n')).toMatch(/你获得了\[净化\]状态/);
  });

  it('out by the wolves’ 杀人 (not a 皇家 skill): nobody gains [净化]', () => {
    const g = table211({ ...NO_EMPEROR, 道: '太子' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
    expect(g.notes('宫').join('\n')).not.toMatch(/净化/);
  });

  it('皇帝: 所有永久负面状态都改为只持续一天 — the emperor’s [净化], given by day, ends at the next day’s start', () => {
    const g = table211({ 道: '太子' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g, { ...votesOn('道'), 帝: '道' });
    expect(g.notes('帝')).toContain('你获得了[净化]状态，持续至第3天正午开始。');
  });
});
