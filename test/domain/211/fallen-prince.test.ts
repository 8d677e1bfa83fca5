import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211, tallyOf } from './table';

// [211] 【叛皇阵营】14 落魄亲王[群内]（男）⑧ (file 001 l.602–603):
//   揽权[深夜][指定]——选择范围：猜测一个身份并选择任意一名角色。结算效果：若结算目标的[实际身份]与猜测的身份对应，则结算目标永久获得[迷魂]
//   状态，且目标若出局，发动者的票数永久+1，猜测错误则无效果。无论猜测结果如何，这个技能不会通知发动者任何情况。
// [迷魂]：该状态下投票算作0票 (l.105). 行动顺序总集 深夜1 落魄亲王 揽权 (l.1093).

const table = () => table211({ ...NO_EMPEROR, 狼B: '落魄亲王' });

describe('落魄亲王 揽权', () => {
  it('[群内]: shares the wolves’ 杀人', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼B', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('猜测正确: 结算目标永久获得[迷魂] — its vote counts 0', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('狼B', '揽权', ['宫'], '宫令') });
    day(g, { 宫: '狼A', 嫔: '魔' });
    expect(tallyOf(g, 2)).toEqual({ 狼A: 0, 魔: 1 });
    const st = g.state.chars.find((c) => c.name === '宫')?.statuses.find((x) => x.id === 'dazed');
    expect(st?.until).toBeNull();
  });

  it('猜测错误则无效果', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('狼B', '揽权', ['宫'], '贵妃') });
    day(g, { 宫: '狼A' });
    expect(tallyOf(g, 2)).toEqual({ 狼A: 1 });
  });

  it('无论猜测结果如何，这个技能不会通知发动者任何情况', () => {
    const g = table();
    const before = g.notes('狼B').length;
    night(g, { 深夜1: () => g.act('狼B', '揽权', ['宫'], '宫令') });
    expect(
      g
        .notes('狼B')
        .slice(before)
        .filter((n) => n.includes('揽权') || n.includes('迷魂')),
    ).toEqual([]);
  });

  it('且目标若出局，发动者的票数永久+1: after the target is out his vote counts 2, the day after too', () => {
    const g = table();
    night(g, { 深夜1: () => g.act('狼B', '揽权', ['宫'], '宫令') });
    day(g, { 狼B: '嫔' });
    expect(tallyOf(g, 2)).toEqual({ 嫔: 1 });
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g, { 狼B: '道' });
    expect(tallyOf(g, 3)).toEqual({ 道: 2 });
    night(g);
    day(g, { 狼B: '贵' });
    expect(tallyOf(g, 4)).toEqual({ 贵: 2 });
  });

  it('the guess must name a role (INVALID_INPUT otherwise)', () => {
    const g = table();
    g.closeTo('深夜1');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '狼B', skill: '揽权', targets: ['宫'], choice: '不存在的身份' },
        'player:狼B',
      ).code,
    ).toBe('INVALID_INPUT');
  });
});
