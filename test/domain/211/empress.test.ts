import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】19 皇后（女）⑥ (l.342–345):
//   母仪天下[强制]——皇后开局获得X个名册（X为开局总人数*0.4，四舍五入），每有任何一名[实际阵营]为[皇帝阵营]的角色宣布出局，皇后会立刻收到通知损失一个名册，
//   当名册为0或负数时，皇后每个[晨曦]阶段开始都会承受一次[致死伤害]。皇后永久获得[不死]状态（除了自己技能自杀）。
//   怀孕技能[强制]——名册为0或负数时不再自杀。
// Seats: 帝1 贵2 宫3(皇后) 娥4(村民) 道5 婆6 嫔7 | 妃 雪 魔 狼A 狼B (叛皇阵营). 12 players → X = 5.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '狼A' : '狼B']);
// 娥 a plain 村民 here: 嫦娥's 夜 would add a round (长夜漫漫) to the night she goes out
const table = () => table211({ ...NO_EMPEROR, 宫: '皇后', 娥: '村民' });
const kill = (g: Game, ...names: string[]) => {
  for (const w of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
};

describe('皇后 母仪天下', () => {
  it('开局获得X个名册（开局总人数*0.4，四舍五入）: 12 players → 5, told at the start', () => {
    const g = table();
    expect(g.notes('宫')).toContain('母仪天下：你获得了5个名册。');
  });

  it('永久获得[不死]: the wolves’ 杀人 fails; voted top, she stays (平安日)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(true);
    day(g, { 帝: '宫', 娥: '宫', 道: '宫' });
    expect(g.alive('宫')).toBe(true);
  });

  it('每有一名[皇帝阵营]的角色宣布出局…立刻收到通知损失一个名册; a 叛皇 out costs none', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    kill(g, '狼A');
    kill(g, '娥');
    expect(g.notes('宫')).toContain('母仪天下：有皇帝阵营的角色出局，你损失了一个名册（剩余4个）。');
    expect(g.notes('宫').filter((n) => n.includes('损失'))).toHaveLength(1);
  });

  it('名册为0…每个[晨曦]阶段开始都会承受一次[致死伤害] (除了自己技能自杀: her [不死] lets it through)', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    kill(g, '帝', '娥', '道', '婆', '嫔');
    expect(g.notes('宫')).toContain('母仪天下：有皇帝阵营的角色出局，你损失了一个名册（剩余0个）。');
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('宫')).toBe(false);
    expect(morningOf(g, 3)).toContain('宫');
  });

  it('宣布出局: an out tonight is announced the next morning — not counted at tonight’s 晨曦; the next 晨曦 she goes', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    kill(g, '帝', '娥', '道', '婆');
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
    expect(g.alive('宫')).toBe(true);
    // told when the day opens (after the 公示), past that night's 晨曦
    expect(g.notes('宫')).toContain('母仪天下：有皇帝阵营的角色出局，你损失了一个名册（剩余0个）。');
    day(g);
    night(g, { 午夜: calm(g) });
    expect(g.alive('宫')).toBe(false);
  });

  it('[遗忘] ([怀孕]) takes the <强制> 母仪天下’s [不死] while it lasts: the 杀人 the night of the 临幸 puts her out', () => {
    const g = table211({ 宫: '皇后', 娥: '村民' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.alive('宫')).toBe(false);
  });
});

describe('皇后 怀孕技能', () => {
  it('名册为0或负数时不再自杀: after the 临幸, at 0 she stays at every 晨曦', () => {
    const g = table211({ 宫: '皇后', 娥: '村民' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    kill(g, '贵', '娥', '道', '婆', '嫔');
    expect(g.notes('宫')).toContain('母仪天下：有皇帝阵营的角色出局，你损失了一个名册（剩余0个）。');
    day(g);
    night(g);
    expect(g.alive('宫')).toBe(true);
    day(g);
    night(g);
    expect(g.alive('宫')).toBe(true);
  });
});
