import { describe, expect, it } from 'vitest';
import { type Game, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【叛皇阵营】通用 (l.470): 该阵营的角色若标明[群内]，则入狼群，并与所有群内共享一个杀人技能，若[杀人]需要判定技能来源，则
// 随机一群内成为该技能的来源。
// The source shows where a skill asks who used the 杀人: 复仇者 寻仇 (第一个对你使用[非开局]的[指定]技能的 becomes the enemy, told).
// A group's action belongs to the group: the source never depends on which member submitted it.

const table = () => table211({ ...NO_EMPEROR, 贵: '村民', 嫔: '复仇者' }, { constraints: false });
const sources = (g: Game) =>
  g.log
    .filter(
      (e) =>
        e.type === 'RandomDrawn' && String((e.data as { purpose: string }).purpose).includes('kill:source'),
    )
    .map((e) => (e.data as { outcome: string }).outcome);
const enemy = (g: Game) => /寻仇：(.+) 是你的仇人。/.exec(g.notes('嫔').join('\n'))?.[1];

describe('211 [群内] 杀人 — 随机一群内成为该技能的来源 (l.470)', () => {
  it('the source is a [群内] drawn (an event), the same whichever member submitted the 杀人', () => {
    const a = table();
    night(a, { 深夜2: () => a.act('狼A', '杀人', ['嫔']) });
    const b = table();
    night(b, { 深夜2: () => b.act('狼B', '杀人', ['嫔']) });
    expect(sources(a)).toHaveLength(1);
    expect(sources(b)).toEqual(sources(a));
    expect(['妃', '狼A', '狼B']).toContain(sources(a)[0]);
    // 复仇者: the enemy is the source, not who typed it
    expect(enemy(a)).toBe(sources(a)[0]);
    expect(enemy(b)).toBe(sources(a)[0]);
  });

  it('one [群内] left: he is the source, nothing drawn', () => {
    const g = table();
    for (const t of ['妃', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: t, reason: '测试' } });
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(sources(g)).toHaveLength(0);
    expect(enemy(g)).toBe('狼A');
  });
});
