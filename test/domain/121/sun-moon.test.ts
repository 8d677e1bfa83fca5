import { describe, expect, it } from 'vitest';
import { morningOf, night, voteResultOf } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 23 太阳 (file 000 l.151–152), 24 月亮 (l.153–154):
//   日<强制> —— 太阳只可死在夜晚，若白天被投票出局，则公示平安日。如太阳夜间出局，则强制翻牌，额外进行一个游戏日白天…若太阳被种狼感染则失去该技能。
//   夜<强制>——月亮除殉情外只可死在白天，若月亮出局，则强制翻牌，额外进行一个游戏日夜晚，若月亮被种狼感染则失去该技能。
// 用语定义 投票 (l.71): 讨论日获得投票最多的角色将出局，若该角色为太阳…则不出局，公示平安日。
// Not here: the 太阳's extra day (not played yet).
// 机械狼 学习 (l.325–326): 太阳，同太阳; 月亮，同月亮.

describe('太阳 日<强制>', () => {
  it('若白天被投票出局，则公示平安日 (l.71, l.152)', () => {
    const g = tableWith({ 民C: '太阳' });
    night(g);
    day(g, { 狼A: '民C', 狼B: '民C', 狼C: '民C' });
    expect(g.alive('民C')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('无人出局，平安日。');
  });

  it('只可死在夜晚 / 如太阳夜间出局，则强制翻牌: killed at night, his card is turned in the 公示', () => {
    const g = tableWith({ 民C: '太阳' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
    expect(morningOf(g, 2)).toContain('民C 翻牌：太阳。');
  });

  it('若太阳被种狼感染则失去该技能: infected, the vote puts him out', () => {
    const g = tableWith({ 民C: '太阳', 狼C: '种狼' });
    night(g, { n60: () => g.act('狼C', '感染', ['民C']) });
    day(g, { 狼A: '民C', 狼B: '民C', 预: '民C' });
    expect(g.alive('民C')).toBe(false);
  });
});

describe('月亮 夜<强制>', () => {
  it('只可死在白天: the wolves\u2019 杀人 and the poison do not put her out at night', () => {
    const g = tableWith({ 民C: '月亮' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']), n90: () => g.act('巫', '毒药', ['民C']) });
    expect(g.alive('民C')).toBe(true);
  });

  it('若月亮出局，则强制翻牌，额外进行一个游戏日夜晚: voted out, her card is turned and the night has a second round', () => {
    const g = tableWith({ 民C: '月亮' });
    night(g);
    day(g, { 狼A: '民C', 狼B: '民C', 狼C: '民C' });
    expect(g.alive('民C')).toBe(false);
    expect(g.announcements().join('\n')).toContain('民C 翻牌：月亮。');
    // one night, two rounds: the wolves kill in each (民A, then 民B)
    night(g, { n60: () => g.act('狼B', '杀人', [g.alive('民A') ? '民A' : '民B']) });
    expect(g.announcements()).toContain('本轮夜晚出局：民A。');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3 });
    expect(g.outs()).toEqual(['民C', '民A', '民B']);
  });

  it('除殉情外: a lover of hers out, she follows at night', () => {
    const g = tableWith({ 民C: '月亮', 民B: '丘比特' }, { constraints: false });
    opening(g, () => g.act('民B', '丘比特之箭', ['民C', '民A']));
    night(g, { n60: () => g.alive('民A') && g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民C')).toBe(false);
    // 若月亮出局…额外进行一个游戏日夜晚: out by 殉情 at night, that night has its second round
    expect(g.announcements()).toContain('本轮夜晚出局：民A、民C。');
  });

  it('若月亮被种狼感染则失去该技能: infected, a night kill puts her out', () => {
    const g = tableWith({ 民C: '月亮', 狼C: '种狼' });
    night(g, { n60: () => g.act('狼C', '感染', ['民C']) });
    day(g);
    night(g, { n60: () => g.act('狼A', '冲锋', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });
});

describe('机械狼 学习 太阳 / 月亮 (l.325–326)', () => {
  it('太阳，同太阳: the learner voted out stays in, 平安日', () => {
    const g = tableWith({ 民C: '太阳', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g);
    day(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' });
    expect(g.alive('狼C')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('无人出局，平安日。');
  });

  it('月亮，同月亮: no night kill puts the learner out; voted out, 翻牌 and a second round of that night', () => {
    const g = tableWith({ 民C: '月亮', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(g.alive('狼C')).toBe(true);
    day(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' });
    expect(g.announcements().join('\n')).toContain('狼C 翻牌：月亮。');
    night(g, { n60: () => g.act('狼B', '杀人', [g.alive('民A') ? '民A' : '民B']) });
    expect(g.announcements()).toContain('本轮夜晚出局：民A。');
  });
});
