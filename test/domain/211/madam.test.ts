import { describe, expect, it } from 'vitest';
import { day, type Game, night, started211, TABLE211 } from './table';

// [211] file 001 【叛皇阵营】12 老鸨[群内]（女）⑦ (l.582–588):
//   装模作样[强制]——游戏开局，老鸨需设定自己的表面阵营，身份，带刀情况。当任何[群内]狼人出局时，表面身份的设定生效，持续至夜晚结束。
//   欺诈天下[强制]——若老鸨出局，则老鸨需设定狼人阵营和非狼人阵营表面阵营，身份，带刀情况，下一个夜晚开始，对应阵营的角色都获得该表面伪装，
//   且狼人阵营的角色获得[不死]状态，持续至夜晚结束。
//   怀孕技能[正午][限定]——游戏日正午可以发动，触发一次[欺诈天下]的效果。

const ROLES = { ...TABLE211, 帝: '村民', 狼B: '老鸨', 嫔: '锦衣卫' };

/** The opening open, 装模作样 as given, then the 竞选日: night 1 is open. */
function table(setting?: string, roles: Record<string, string> = ROLES): Game {
  const g = started211(roles);
  if (setting) g.act('狼B', '装模作样', [], setting);
  g.close();
  day(g);
  return g;
}
const kill = (g: Game, ...names: string[]) => {
  for (const w of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
};
const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '道']);
const votesOn = (g: Game, t: string) =>
  Object.fromEntries(g.state.chars.filter((c) => c.alive && c.name !== t).map((c) => [c.name, t]));
const lastCheck = (g: Game) =>
  g
    .notes('嫔')
    .filter((n) => n.startsWith('探查'))
    .at(-1);

describe('老鸨 装模作样', () => {
  it('l.583 before any [群内] out her card reads true; a [群内] out → the setting holds to that night’s end, then true again', () => {
    const g = table('宫令');
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(lastCheck(g)).toBe('探查：狼B是老鸨。');
    kill(g, '狼A');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(lastCheck(g)).toBe('探查：狼B是宫令。');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(lastCheck(g)).toBe('探查：狼B是老鸨。');
  });

  it('l.583 a wolf outside the group (雪妖) going out does not set it off', () => {
    const g = table('宫令');
    kill(g, '雪');
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(lastCheck(g)).toBe('探查：狼B是老鸨。');
  });
});

describe('老鸨 欺诈天下', () => {
  it('l.585 out by the vote: in that 黄昏 she sets both sides — the 狼人阵营 read as hers and hold [不死] that night, the others as theirs', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn(g, '狼B'));
    expect(g.notes('狼B').join('\n')).toMatch(/欺诈天下：请设定/);
    night(g, {
      黄昏1: () => g.act('狼B', '欺诈天下', [], '宫令；狼人'),
      午夜: calm(g),
      深夜1: () => g.act('嫔', '探查', ['狼A']),
      深夜2: () => g.act('狼A', '杀人', ['妃']),
    });
    expect(lastCheck(g)).toBe('探查：狼A是宫令。');
    expect(g.alive('妃')).toBe(true);
    day(g);
    night(g, {
      午夜: calm(g),
      深夜1: () => g.act('嫔', '探查', ['宫']),
      深夜2: () => g.act('狼A', '杀人', ['妃']),
    });
    expect(lastCheck(g)).toBe('探查：宫是宫令。');
    expect(g.alive('妃')).toBe(false);
  });

  it('l.585 out by night: she sets them the next day, and they hold from the next night’s start', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    g.act('狼B', '欺诈天下', [], '宫令；狼人');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '探查', ['宫']) });
    expect(lastCheck(g)).toBe('探查：宫是狼人。');
  });

  it('l.585 [强制]: missed, no disguise — yet the 狼人阵营 hold [不死] that night', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn(g, '狼B'));
    night(g, {
      午夜: calm(g),
      深夜1: () => g.act('嫔', '探查', ['狼A']),
      深夜2: () => g.act('狼A', '杀人', ['妃']),
    });
    expect(lastCheck(g)).toBe('探查：狼A是狼人。');
    expect(g.alive('妃')).toBe(true);
  });

  it('l.587 怀孕技能 [正午][限定]: once 临幸’d, at noon the same two disguises, from the next night’s start', () => {
    const g = table(undefined, { ...TABLE211, 狼B: '老鸨', 嫔: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']) });
    day(g);
    night(g);
    g.act('狼B', '怀孕技能', [], '宫令；狼人');
    expect(g.actFails('狼B', '怀孕技能', []).code).toBe('SKILL_USED_UP');
    day(g);
    night(g, { 深夜1: () => g.act('嫔', '探查', ['狼A']) });
    expect(lastCheck(g)).toBe('探查：狼A是宫令。');
  });
});
