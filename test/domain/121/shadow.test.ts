import { describe, expect, it } from 'vitest';
import { night, smallTable, winner } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 不定阵营 3 影子 (file 000 l.456–457):
//   附身<强制>——游戏开始时，影子选择一名角色作为附身对象，并转入相同阵营，拥有和附身对象相同的获胜条件。当该角色出局时，获得该角色的
//   全部技能。如影子附身玩家无阵营，则影子归为村民阵营。
// 总体流程 1 影子<附身>; 行动时限: 一定时间不发动技能…目标随机决定.
// Readings (the role file): the faction is taken once, at the opening; 全部技能 = the card's skills, a pack card's 杀人 with
// the pack.

const table = () => tableWith({ 民C: '影子' });
const faction = (g: ReturnType<typeof table>, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('影子 附身<强制>', () => {
  it('转入相同阵营: on a wolf, told 你的阵营转变为狼人阵营', () => {
    const g = table();
    opening(g, () => g.act('民C', '附身', ['狼B']));
    expect(g.notes('民C')).toContain('附身：你的附身对象是 狼B。');
    expect(g.notes('民C')).toContain('你的阵营转变为狼人阵营。');
    expect(faction(g, '民C')).toBe('wolves');
  });

  it('拥有和附身对象相同的获胜条件: he wins with the host\u2019s faction', () => {
    const g = smallTable({ 影: '影子', 狼: '狼人', 民: '村民', 预: '预言家' });
    opening(g, () => g.act('影', '附身', ['狼']));
    night(g, { n60: () => g.act('狼', '杀人', ['民']) });
    g.votes({ 狼: '预', 影: '预' });
    g.close();
    expect(winner(g)).toBe('wolves');
    expect(g.state.winner?.names).toContain('影');
  });

  it('如影子附身玩家无阵营，则影子归为村民阵营: on a 顺从的女仆 (still 不定阵营)', () => {
    const g = tableWith({ 民C: '影子', 民B: '顺从的女仆' });
    opening(g, () => g.act('民C', '附身', ['民B']));
    expect(faction(g, '民C')).toBe('village');
  });

  it('当该角色出局时，获得该角色的全部技能: the seer host out, he checks the next night', () => {
    const g = table();
    opening(g, () => g.act('民C', '附身', ['预']));
    expect(g.actFails('民C', '预言', ['狼A']).code).toBeTruthy();
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    expect(g.alive('预')).toBe(false);
    expect(g.notes('民C')).toContain('附身：预 出局，你获得了【预言家】的全部技能。');
    day(g);
    night(g, { n60: () => g.act('民C', '预言', ['狼A']) });
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('全部技能 of a pack wolf: the host out, he holds the pack\u2019s 杀人', () => {
    const g = table();
    opening(g, () => g.act('民C', '附身', ['狼C']));
    night(g);
    day(g, { 狼A: '狼C', 预: '狼C', 巫: '狼C', 猎: '狼C' });
    expect(g.alive('狼C')).toBe(false);
    night(g, { n60: () => g.act('民C', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('<强制>: missed, the host is drawn (an event) and he joins its faction', () => {
    const g = table();
    opening(g);
    expect(faction(g, '民C')).not.toBe('undetermined');
    expect(g.notes('民C').some((n) => n.startsWith('附身：你的附身对象是'))).toBe(true);
  });
});

// 机械狼 学习 (l.322): 影子，可选择另一名玩家，待此玩家死后，自己表面身份替换成此玩家.
describe('机械狼 学习 影子 (l.322)', () => {
  /** 狼C learns the 影子 (民C) at the opening; day 1 is open. */
  const learnt = () => {
    const g = tableWith({ 民C: '影子', 狼C: '机械狼', 民B: '通灵师' });
    g.act('民C', '附身', ['民A']);
    g.act('狼C', '学习', ['民C']);
    g.close();
    return g;
  };

  it('可选择另一名玩家: a right in day 1 (not himself), told', () => {
    const g = learnt();
    expect(g.notes('狼C')).toContain(
      '学习：你可以在第1天结束前发动<附身>：选择另一名玩家，待其出局后，你的表面身份替换成此玩家。',
    );
    expect(g.actFails('狼C', '附身', ['狼C']).code).toBe('ILLEGAL_TARGET');
    g.act('狼C', '附身', ['预']);
    expect(g.notes('狼C')).toContain('附身：你的附身对象是 预。');
  });

  it('待此玩家死后，自己表面身份替换成此玩家: 通灵 reads 影子 while the player is in, his card once he is out', () => {
    const g = learnt();
    g.act('狼C', '附身', ['预']);
    day(g);
    night(g, { n60: () => g.act('民B', '通灵', ['狼C']) });
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【影子】。');
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    expect(g.notes('狼C')).toContain('附身：预 出局，你的表面身份替换成【预言家】。');
    nextNight(g);
    night(g, { n60: () => g.act('民B', '通灵', ['狼C']) });
    expect(g.notes('民B').at(-1)).toBe('通灵：狼C 的身份为【预言家】。');
  });

  it('…表面身份替换成此玩家: a wolf’s card, and 预言 reads <狼人阵营> (学习狼人)', () => {
    const g = learnt();
    g.act('狼C', '附身', ['狼A']);
    day(g);
    night(g);
    day(g, { 狼B: '狼A', 预: '狼A', 巫: '狼A', 猎: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    night(g, { n60: () => g.act('预', '预言', ['狼C']) });
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
  });

  it('可选择: the right lapses with day 1 — nobody chosen, nothing changes', () => {
    const g = learnt();
    day(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    day(g);
    expect(g.actFails('狼C', '附身', ['民A']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n60: () => g.act('民B', '通灵', ['狼C']) });
    expect(g.notes('民B').at(-1)).toBe('通灵：狼C 的身份为【影子】。');
  });
});
