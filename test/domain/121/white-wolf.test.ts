import { describe, expect, it } from 'vitest';
import { morningOf, night, smallTable, winner } from './given';
import { nextNight, tableWith } from './tables';

// [121] 三方阵营 3 白狼 (l.386–390):
//   白狼与狼人互知共群
//   杀人——游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   撕咬——偶数日夜晚白狼可额外指杀一名角色。，如狼群内无其他角色，白狼失去撕咬。
//   白狼的胜利条件是场存四人，独自胜利。白狼被验为【非狼人阵营】，被通为白狼
// 胜负判定 3、白狼：白狼存活且场上存活人数为4 (third-party priority: last). 总体流程 3 (14) 白狼<撕咬>, (22) after 大野狼野性.

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '白狼', ...extra });

describe('白狼', () => {
  it('白狼与狼人互知共群: he and the wolves are told each other', () => {
    const g = table();
    expect(g.notes('民C')).toContain('你的狼队友：狼A、狼B、狼C。');
    expect(g.notes('狼A')).toContain('你的狼队友：狼B、狼C、民C。');
  });

  it('杀人: he may submit the pack’s 杀人', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('撕咬: 偶数日夜晚 — refused on night 1 (WRONG_PHASE); on night 2 an extra 指杀', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('民C', '撕咬', ['民B']).code).toBe('WRONG_PHASE');
    nextNight(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('民C', '撕咬', ['民B']);
      },
    });
    expect(morningOf(g, 3)).toContain('昨夜出局：民A、民B。');
  });

  it('如狼群内无其他角色，白狼失去撕咬 (SKILL_NOT_USABLE)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    nextNight(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' }); // night 4 (even), the pack is him alone
    g.closeTo('n60');
    expect(g.actFails('民C', '撕咬', ['民A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('白狼被验为【非狼人阵营】，被通为白狼', () => {
    const g = table({ 民B: '通灵师' });
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【白狼】。');
  });
});

describe('白狼 胜负判定', () => {
  it('白狼的胜利条件是场存四人，独自胜利: the pack’s kill leaves four, he alone wins', () => {
    const g = smallTable({ 白: '白狼', 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    g.close(); // day 1 (竞选日)
    night(g, { n60: () => g.act('狼', '杀人', ['民A']) });
    expect(winner(g)).toBe('white_wolf');
    expect(g.state.winner?.names).toEqual(['白']);
    expect(g.announcements()).toContain('游戏结束，三方阵营胜利。');
  });

  it('狼人阵营 胜 needs 三方阵营的角色全部出局: with the village out and 白狼 in (five left), the game goes on', () => {
    const g = smallTable({ 白: '白狼', 狼A: '狼人', 狼B: '狼人', 狼C: '狼人', 狼D: '狼人', 民: '村民' });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民']) });
    expect(g.alive('民')).toBe(false);
    expect(winner(g)).toBe(null);
    expect(g.state.status).toBe('running');
  });
});
