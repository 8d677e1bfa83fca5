import { describe, expect, it } from 'vitest';
import { morningOf, night, ruling, voteResultOf } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 狼人阵营 24 铁柱 (l.356–359): 铁柱与其他狼人不互知不共群。票台（强制）——每天夜里必须选择一定数量的玩家，成为第二天不可被投票出局的玩家，并公示。
//   一定数量是指5名玩家与当夜存活人数的1/3（向下取整）中的较小者。不能连续两天对同一名玩家发动技能。诅咒（强制）——铁柱被诅咒了，无法进入狼群。
// 接刀顺序 (l.375): 石像鬼、铁柱、机械狼，幽灵. 行动时限: 所有身份 (n60); a miss is drawn (强制).

const table = () => tableWith({ 狼C: '铁柱' });

describe('铁柱 票台（强制）', () => {
  it('5名玩家与当夜存活人数的1/3中的较小者: twelve in → four names, no fewer (TARGET_COUNT)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼C', '票台', ['民A', '民B', '预']).code).toBe('TARGET_COUNT');
  });

  it('成为第二天不可被投票出局的玩家，并公示', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '票台', ['狼A', '民A', '民B', '预']) });
    expect(morningOf(g, 2)).toContain('票台：狼A、民A、民B、预 第二天不可被投票出局。');
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    expect(g.alive('狼A')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('无人出局，平安日。');
  });

  it('必须选择: missed, the names are drawn (an event)', () => {
    const g = table();
    g.closeNight();
    expect(g.notes('狼C').some((n) => n.startsWith('你未在时限内发动<票台>'))).toBe(true);
    expect(morningOf(g, 2)).toMatch(/票台：.+ 第二天不可被投票出局。/);
  });

  it('不能连续两天对同一名玩家发动技能 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '票台', ['狼A', '民A', '民B', '预']) });
    nextNight(g);
    expect(g.actFails('狼C', '票台', ['狼A', '巫', '猎', '守']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('无法进入狼群 — not told the pack; 接刀 once the pack is out', () => {
    const g = table();
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
    for (const n of ['狼A', '狼B']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    // ten in: floor(10/3) = 3 names
    night(g, {
      n60: () => {
        g.act('狼C', '票台', ['民A', '民B', '预']);
        g.act('狼C', '杀人', ['民C']);
      },
    });
    expect(g.alive('民C')).toBe(false);
  });
});

// 机械狼 学习 (l.340): 铁柱，可获得铁柱原本的票台，并修改.
describe('机械狼 学习 铁柱 (l.340)', () => {
  const learnt = () => {
    const g = tableWith({ 狼C: '铁柱', 民C: '机械狼' });
    opening(g, () => g.act('民C', '学习', ['狼C']));
    return g;
  };

  it('可获得铁柱原本的票台: told the real 铁柱’s names when the n90 window opens', () => {
    const g = learnt();
    g.closeTo('n60');
    g.act('狼C', '票台', ['狼A', '民A', '民B', '预']);
    g.closeTo('n90');
    expect(g.notes('民C')).toContain(
      '票台：铁柱原本的票台为 狼A、民A、民B、预。你可以发动<票台>修改（选择同样数量的玩家）。',
    );
  });

  it('并修改: his list replaces it — the 公示 names his, the real one’s names may be voted out', () => {
    const g = learnt();
    night(g, {
      n60: () => g.act('狼C', '票台', ['狼A', '民A', '民B', '预']),
      n90: () => g.act('民C', '票台', ['民C', '巫', '猎', '守']),
    });
    expect(morningOf(g, 2)).toContain('票台：民C、巫、猎、守 第二天不可被投票出局。');
    expect(morningOf(g, 2)).not.toContain('狼A、民A、民B、预');
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    g.closeTo('n60');
    // eleven in: three names
    g.act('狼C', '票台', ['狼B', '痴', '羊']);
    g.closeTo('n90');
    g.act('民C', '票台', ['巫', '猎', '守']);
    g.closeNight();
    day(g, { 预: '巫', 狼B: '巫', 民A: '巫' });
    expect(g.alive('巫')).toBe(true);
  });

  it('…修改 keeps 一定数量 (TARGET_COUNT); not used, the real list stands', () => {
    const g = learnt();
    night(g, {
      n60: () => g.act('狼C', '票台', ['狼A', '民A', '民B', '预']),
      n90: () => expect(g.actFails('民C', '票台', ['巫', '猎']).code).toBe('TARGET_COUNT'),
    });
    expect(morningOf(g, 2)).toContain('票台：狼A、民A、民B、预 第二天不可被投票出局。');
  });
});
