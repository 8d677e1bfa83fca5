import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { morningOf, night, voteResultOf } from './given';
import { day, opening, SEATS12, TABLE12, tableWith } from './tables';

// [121] 村民阵营 23 太阳 (file 000 l.151–152), 24 月亮 (l.153–154):
//   日<强制> —— 太阳只可死在夜晚，若白天被投票出局，则公示平安日。如太阳夜间出局，则强制翻牌，额外进行一个游戏日白天…若太阳被种狼感染则失去该技能。
//   夜<强制>——月亮除殉情外只可死在白天，若月亮出局，则强制翻牌，额外进行一个游戏日夜晚，若月亮被种狼感染则失去该技能。
// 用语定义 投票 (l.71): 讨论日获得投票最多的角色将出局，若该角色为太阳…则不出局，公示平安日。
// …额外进行一个游戏日白天（此游戏日只有现实一天），在这个游戏日白天中，只有太阳指定的角色可以发言，最多可选择场上存活人数一半的玩家 (l.152).
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

  it('太阳只可死在夜晚 (l.152): by day the 侦探’s 明察 does not put him out, the 公示 says 未出局 (a director’s ruling does)', () => {
    const g = tableWith({ 民C: '太阳', 民B: '侦探' });
    night(g);
    g.act('民B', '明察', ['民C']);
    expect(g.alive('民C')).toBe(true);
    // the 公示 does not say he went out, nor turns his card (公示身份 goes with the out)
    expect(g.lastAnnouncement()).toBe('民C 未出局。');
    expect(g.announcements().join('\n')).not.toContain('民C 出局，身份为');
    expect(g.announcements().join('\n')).not.toContain('太阳');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '民C', reason: '测试' } });
    expect(g.alive('民C')).toBe(false);
  });

  it('太阳只可死在夜晚 (l.152): a hunter’s 最后一枪 by day leaves him in, and the 公示 says so (未出局, not 出局)', () => {
    const g = tableWith({ 民C: '太阳' });
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    g.act('猎', '最后一枪', ['民C']);
    expect(g.alive('民C')).toBe(true);
    expect(g.lastAnnouncement()).toBe('猎 发动<最后一枪>，民C 未出局。');
    expect(g.announcements().join('\n')).not.toContain('民C 出局。');
  });

  it('若太阳被种狼感染则失去该技能: infected, the vote puts him out', () => {
    const g = tableWith({ 民C: '太阳', 狼C: '种狼' });
    night(g, { n60: () => g.act('狼C', '感染', ['民C']) });
    day(g, { 狼A: '民C', 狼B: '民C', 预: '民C' });
    expect(g.alive('民C')).toBe(false);
  });
});

describe('太阳 额外进行一个游戏日白天 (l.152)', () => {
  /** The sun killed on night 1: day 2 opens as the extra daytime. */
  const extra = (g: Game = tableWith({ 民C: '太阳' })) => {
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    return g;
  };

  it('如太阳夜间出局…额外进行一个游戏日白天: the 公示 says so; that day is voted twice — the extra daytime, then the day', () => {
    const g = extra();
    expect(morningOf(g, 2)).toContain(
      '太阳夜间出局，第2天额外进行一个游戏日白天（此游戏日只有现实一天），只有太阳指定的角色可以发言。',
    );
    // the extra daytime has its own vote and out
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    expect(g.alive('民A')).toBe(false);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, round: 1 });
    expect(g.lastAnnouncement()).toBe('额外的游戏日白天结束，第2天讨论日开始。');
    // then the day itself, and its night
    day(g, { 狼A: '民B', 狼B: '民B', 狼C: '民B' });
    expect(g.alive('民B')).toBe(false);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
  });

  it('此游戏日只有现实一天: the extra daytime closes at the next natural day’s 关门; the day after it lasts as the calendar says', () => {
    const g = Game.create({ ...TABLE12, 民C: '太阳' }, { fixed: false });
    g.start(SEATS12);
    g.closePhase();
    extra(g);
    const first = g.state.phase;
    // one natural day (a plain day has two: 21:00 of the second natural day after it opens)
    expect((first.closesAt ?? 0) - (first.openedAt ?? 0)).toBeLessThan(36 * 3600_000);
    day(g);
    const second = g.state.phase;
    expect(second).toMatchObject({ kind: 'day', day: 2, round: 1 });
    expect((second.closesAt ?? 0) - (second.openedAt ?? 0)).toBeGreaterThanOrEqual(47 * 3600_000);
  });

  it('只有太阳指定的角色可以发言，最多可选择场上存活人数一半的玩家: the out sun names them, published; more than half refused', () => {
    const g = extra();
    // 11 alive: at most 5
    expect(
      g.fails(
        {
          type: 'SubmitAction',
          actor: '民C',
          skill: '指定发言',
          targets: ['预', '巫', '猎', '守', '痴', '羊'],
        },
        'player:民C',
      ).code,
    ).toBe('TARGET_COUNT');
    g.act('民C', '指定发言', ['预', '巫', '猎', '守', '痴']);
    expect(g.lastAnnouncement()).toBe(
      '太阳指定发言的角色：预、巫、猎、守、痴。本游戏日白天只有他们可以发言。',
    );
  });

  it('…在这个游戏日白天中: the right lapses with the extra daytime', () => {
    const g = extra();
    day(g);
    expect(g.actFails('民C', '指定发言', ['预']).code).toBe('NOT_YOUR_SKILL');
  });

  it('白天被投票出局…平安日 holds in the extra daytime too, and a day after it is plain', () => {
    const g = tableWith({ 民C: '太阳', 民B: '太阳' }, { constraints: false });
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    day(g, { 狼A: '民B', 狼B: '民B', 狼C: '民B' });
    expect(g.alive('民B')).toBe(true);
    day(g);
    night(g);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3 });
    expect(g.state.phase.round).toBeUndefined();
  });

  it('机械狼 学习 太阳，同太阳: out at night, the extra daytime too', () => {
    const g = tableWith({ 狼C: '机械狼', 民C: '太阳' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(g.alive('狼C')).toBe(false);
    expect(morningOf(g, 2)).toContain('第2天额外进行一个游戏日白天');
    day(g);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, round: 1 });
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
