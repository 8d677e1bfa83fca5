import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 17 潜行者 (file 000 l.135–136):
//   潜行<限定> —— 游戏日白天被潜行者投票的玩家如果当日未出局，则游戏日夜晚，潜行者可发动技能枪决此玩家，此玩家出局。
// 总体流程 3 (14) 潜行者<潜行>; (22) 每次指杀依次结算: …赏金猎人赏金、潜行、警犬狗腿…; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.313): 潜行者，同潜行者.
// Readings (the role file): the vote is the stalker's vote as the day closed (改票 included); the execution is a 指杀 of
// (22) — a 守护 or a 救药 stops it like any 指杀; the 竞选日's vote counts as the day's vote.

const table = () => tableWith({ 民C: '潜行者' });

describe('潜行者 潜行', () => {
  it('被潜行者投票的玩家如果当日未出局，则游戏日夜晚…枪决此玩家，此玩家出局 (l.136)', () => {
    const g = table();
    night(g);
    day(g, { 民C: '狼B', 狼A: '民A', 狼C: '民A' });
    expect(g.alive('狼B')).toBe(true);
    night(g, { n60: () => g.act('民C', '潜行', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    expect(morningOf(g, 3)).toContain('昨夜出局：狼B。');
  });

  it('此玩家: only the player he voted for that day — another is refused (ILLEGAL_TARGET)', () => {
    const g = table();
    night(g);
    day(g, { 民C: '狼B' });
    g.closeTo('n60');
    expect(g.actFails('民C', '潜行', ['狼A']).code).toBe('ILLEGAL_TARGET');
  });

  it('如果当日未出局: the one he voted for went out by the vote — no execution', () => {
    const g = table();
    night(g);
    day(g, { 民C: '狼B', 狼A: '狼B', 预: '狼B' });
    expect(g.alive('狼B')).toBe(false);
    g.closeTo('n60');
    expect(g.actFails('民C', '潜行', ['狼B']).code).toBe('ILLEGAL_TARGET');
  });

  it('投票: a 弃权 leaves nobody to execute', () => {
    const g = table();
    night(g);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '潜行', ['狼B']).code).toBe('ILLEGAL_TARGET');
  });

  it('<限定>: once per game (SKILL_USED_UP the next time)', () => {
    const g = table();
    night(g);
    day(g, { 民C: '狼B', 狼A: '民A', 狼C: '民A' });
    night(g, { n60: () => g.act('民C', '潜行', ['狼B']) });
    day(g, { 民C: '狼C', 狼A: '民B', 预: '民B' });
    g.closeTo('n60');
    expect(g.actFails('民C', '潜行', ['狼C']).code).toBe('SKILL_USED_UP');
  });

  it('(22) a 指杀: the 守卫\u2019s 守护 on the one voted for stops the execution (reading)', () => {
    const g = table();
    night(g);
    day(g, { 民C: '民A', 狼A: '民B', 狼B: '民B' });
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('民C', '潜行', ['民A']) });
    expect(g.alive('民A')).toBe(true);
  });

  it('游戏日夜晚: the night of that day only — the next night the choice is gone', () => {
    const g = table();
    night(g);
    day(g, { 民C: '狼B' });
    night(g);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '潜行', ['狼B']).code).toBe('ILLEGAL_TARGET');
  });

  it('机械狼 学习 潜行者，同潜行者 (l.313): the learner executes the one it voted for', () => {
    const g = tableWith({ 民C: '潜行者', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g);
    day(g, { 狼C: '民A', 狼A: '民B', 狼B: '民B' });
    g.closeTo('n60');
    expect(g.actFails('狼C', '潜行', ['民B']).code).toBe('ILLEGAL_TARGET');
    g.act('狼C', '潜行', ['民A']);
    g.closeNight();
    expect(g.alive('民A')).toBe(false);
  });
});
