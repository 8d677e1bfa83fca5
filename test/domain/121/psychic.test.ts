import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 村民阵营 15 灵能 (file 000 l.131–132):
//   感知<强制> —— 游戏日夜晚，灵能可以获得当日出局的玩家所属阵营。
// 机械狼 学习 (l.311): 灵能，同灵能.
// Readings (the role file): 当日 = the daytime of the day whose night it is; 所属阵营 = the actual faction; told when
// its window opens (其余身份: n60).

const sensed = (g: ReturnType<typeof tableWith>, who: string) =>
  g.notes(who).filter((n) => n.startsWith('感知'));

describe('灵能 感知', () => {
  it('游戏日夜晚…获得当日出局的玩家所属阵营 (l.132): the one voted out that day, with his faction, told at n60', () => {
    const g = tableWith({ 民B: '灵能' });
    nextNight(g, { 狼A: '狼B', 狼C: '狼B', 预: '狼B', 巫: '狼B', 猎: '狼B', 守: '狼B', 民A: '狼B' });
    expect(g.alive('狼B')).toBe(false);
    g.closeTo('n40');
    expect(sensed(g, '民B')).toEqual(['感知：今日无人出局。']); // night 1: 竞选日 put nobody out
    g.close(); // n40 closes: n60 opens
    expect(sensed(g, '民B').at(-1)).toBe('感知：今日出局的玩家 狼B（狼人阵营）。');
  });

  it('当日: a night’s outs are not the next day’s — the one killed in night 1 is not sensed on night 2', () => {
    const g = tableWith({ 民B: '灵能' });
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    day(g);
    night(g);
    expect(sensed(g, '民B')).toEqual(['感知：今日无人出局。', '感知：今日无人出局。']);
  });

  it('所属阵营 is the actual faction: a 隐狼 voted out is 狼人阵营 (a 预言 would read 非狼)', () => {
    const g = tableWith({ 民B: '灵能', 狼C: '隐狼' });
    opening(g, () => g.act('狼C', '伪装', [], '村民'));
    nextNight(g, { 狼A: '狼C', 狼B: '狼C', 预: '狼C', 巫: '狼C', 猎: '狼C', 守: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(false);
    night(g);
    expect(sensed(g, '民B').at(-1)).toBe('感知：今日出局的玩家 狼C（狼人阵营）。');
  });

  it('<强制>: the engine tells it, it is never submitted', () => {
    const g = tableWith({ 民B: '灵能' });
    g.closeTo('n60');
    expect(g.actFails('民B', '感知').code).toBe('SKILL_NOT_USABLE');
  });

  it('机械狼 学习 灵能，同灵能 (l.311): the learner senses the day’s outs too', () => {
    const g = tableWith({ 民B: '灵能', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民B']));
    nextNight(g, { 狼A: '民A', 狼B: '民A', 预: '民A', 巫: '民A', 猎: '民A', 守: '民A', 民C: '民A' });
    expect(g.alive('民A')).toBe(false);
    night(g);
    expect(sensed(g, '狼C').at(-1)).toBe('感知：今日出局的玩家 民A（村民阵营）。');
    expect(sensed(g, '民B').at(-1)).toBe('感知：今日出局的玩家 民A（村民阵营）。');
  });
});
