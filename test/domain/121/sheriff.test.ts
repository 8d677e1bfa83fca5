import { describe, expect, it } from 'vitest';
import { electionDay, morningOf, night, table12, voteResultOf } from './given';

// [121] 【其他】 警长：1人 <非身份>
//   成为警长的角色将收到告知。
//   竞岗<强制> —— 在游戏的第一天投票结束后，最先获得投票数最多的角色当选警长。
//   带队<强制> —— 计算投票数量时警长投出的票计为2.5票。
//   殉职<强制> —— 警长出局时，须选择一名未出局的角色移交警长。
// An unused 殉职 hands the badge to a random eligible character when the phase after the out closes.

describe('警长 竞岗', () => {
  it('在游戏的第一天投票结束后，投票数最多的角色当选警长 — announced, nobody goes out (竞选日)', () => {
    const g = table12();
    electionDay(g, { 狼A: '预', 狼B: '预', 守: '巫' });
    const result = voteResultOf(g, 1);
    expect(result).toContain('第1天（竞选日）投票结果：');
    expect(result).toContain('预：2票（狼A、狼B）');
    expect(result).toContain('预 当选警长。');
    expect(g.state.sheriff).toBe('预');
    expect(g.outs()).toEqual([]);
  });

  it('成为警长的角色将收到告知', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    expect(g.notes('预')).toContain('你成为了警长。');
    expect(g.notes('狼A')).not.toContain('你成为了警长。');
  });

  it('最先获得投票数最多的角色当选: on a tie, the one who reached the top count first', () => {
    const g = table12();
    electionDay(g, { 民A: '巫', 民B: '巫', 狼A: '预', 狼B: '预' });
    // the 公示 says how the tie was broken
    expect(voteResultOf(g, 1)).toContain('平票（预、巫），巫 最先获得最高票，当选警长。');
  });

  it('最先获得: the order of reaching the count decides, not the seat', () => {
    const g = table12();
    electionDay(g, { 民A: '巫', 狼A: '预', 狼B: '预', 民B: '巫' });
    expect(voteResultOf(g, 1)).toContain('平票（预、巫），预 最先获得最高票，当选警长。');
  });

  it('最先获得: one who held the top count since earlier keeps his place when a vote is changed away', () => {
    const g = table12();
    g.votes({ 民A: '预', 民B: '预', 民C: '预' }); // 预 has 2 from the second vote on
    g.votes({ 狼A: '巫', 狼B: '巫' }); // 巫 reaches 2 later
    g.vote('民C', '猎'); // 改票: 预 falls back to 2, a count it held first
    g.close();
    const result = voteResultOf(g, 1);
    expect(result).toContain('预：2票（民A、民B）');
    expect(result).toContain('巫：2票（狼A、狼B）');
    expect(result).toContain('平票（预、巫），预 最先获得最高票，当选警长。');
  });

  it('最先获得: a count lost and won back counts from when it was won back', () => {
    const g = table12();
    g.votes({ 民A: '预', 民B: '预' }); // 预 2
    g.vote('民B', '猎'); // 预 1
    g.votes({ 狼A: '巫', 狼B: '巫' }); // 巫 2
    g.vote('民C', '预'); // 预 2 again, after 巫
    g.close();
    expect(voteResultOf(g, 1)).toContain('平票（预、巫），巫 最先获得最高票，当选警长。');
  });

  it('no votes at all: nobody is elected', () => {
    const g = table12();
    electionDay(g);
    expect(voteResultOf(g, 1)).toContain('无人当选警长。');
    expect(g.state.sheriff).toBeNull();
  });
});

describe('警长 带队', () => {
  it('计算投票数量时警长投出的票计为2.5票 — 2.5 + 1 beats 3', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g);
    g.votes({ 预: '狼B', 民A: '狼B', 狼A: '民A', 狼C: '民A', 狼B: '民A' });
    g.close();
    const result = voteResultOf(g, 2);
    expect(result).toContain('狼B：3.5票（预[警长]、民A）');
    expect(result).toContain('民A：3票（狼A、狼B、狼C）');
    expect(result).toContain('狼B 被投票出局。');
  });

  it('带队: the sheriff alone (2.5) beats two votes', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g);
    g.votes({ 预: '狼C', 狼A: '民A', 狼B: '民A' });
    g.close();
    expect(g.outs()).toEqual(['狼C']);
  });

  it('带队: on the 竞选日 there is no sheriff yet — every vote counts one', () => {
    const g = table12();
    electionDay(g, { 狼A: '预', 狼B: '巫', 狼C: '巫' });
    expect(voteResultOf(g, 1)).toContain('巫：2票（狼B、狼C）');
  });
});

describe('警长 殉职', () => {
  it('警长出局时，须选择一名未出局的角色移交警长 — killed at night, he hands it on in the day', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    expect(g.notes('预')).toContain('你是警长，须选择一名未出局的角色移交警长（<殉职>）。');
    g.act('预', '殉职', ['巫']);
    expect(g.state.sheriff).toBe('巫');
    expect(g.lastAnnouncement()).toBe('警长 预 将警徽移交给 巫。');
    expect(g.notes('巫')).toContain('你成为了警长。');
  });

  it('移交警长: the new sheriff\u2019s vote counts 2.5 the same day', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    g.act('预', '殉职', ['巫']);
    g.votes({ 巫: '狼B', 狼A: '民A', 狼C: '民A' });
    g.close();
    expect(voteResultOf(g, 2)).toContain('狼B：2.5票（巫[警长]）');
    expect(g.outs()).toEqual(['预', '狼B']);
  });

  it('殉职: voted out in the day, he hands it on that night; the next 公示 names the new sheriff', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g);
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.close();
    g.act('预', '殉职', ['守']);
    night(g);
    expect(morningOf(g, 3)).toContain('警长 预 将警徽移交给 守。');
    expect(g.state.sheriff).toBe('守');
  });

  it('须选择一名未出局的角色: an out character is refused (ILLEGAL_TARGET)', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['预']);
        g.act('狼A', '冲锋', ['民A']);
      },
    });
    expect(g.actFails('预', '殉职', ['民A']).code).toBe('ILLEGAL_TARGET');
    expect(g.actFails('预', '殉职', ['预']).code).toBe('ILLEGAL_TARGET');
  });

  it('殉职<强制>: it cannot be declined (SKILL_NOT_USABLE)', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    const e = g.fails(
      { type: 'SubmitAction', actor: '预', skill: '殉职', targets: [], pass: true },
      'player:预',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
  });

  it('殉职<强制> unused: when the phase closes the badge goes to a random living character, announced', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    g.close();
    const to = g.state.sheriff;
    expect(to).not.toBeNull();
    expect(to).not.toBe('预');
    expect(g.alive(to as string)).toBe(true);
    expect(g.announcements()).toContain(`警长 预 未移交警徽，警徽随机移交给 ${to}。`);
    expect(g.notes(to as string)).toContain('你成为了警长。');
  });

  it('带队: a badge handed on at random when the day closes does not weigh in that day\u2019s count', () => {
    // Reading: the day's votes were cast with no sheriff in the game (the badge was not passed); the random
    // hand-over follows the count, as the thread knew no sheriff while the votes were posted.
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    g.votes({ 狼A: '民A', 狼B: '民A', 狼C: '民A', 巫: '民A', 猎: '民A' });
    g.votes({ 守: '狼A', 痴: '狼A', 羊: '狼A', 民A: '狼A', 民B: '狼A', 民C: '弃权' });
    g.close();
    const result = voteResultOf(g, 2);
    expect(result).toContain('民A：5票');
    expect(result).toContain('狼A：5票');
    expect(result).toContain('平票（狼A、民A），替罪羊 羊 因<冤死>出局。');
    const to = g.state.sheriff as string;
    expect(g.lastAnnouncement()).toBe(`警长 预 未移交警徽，警徽随机移交给 ${to}。`);
    expect(to).not.toBe('羊');
  });

  it('殉职 unused after a day out: the badge goes at random when the night closes; the next 公示 names him', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g);
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.close();
    night(g);
    const to = g.state.sheriff as string;
    expect(to).not.toBe('预');
    expect(g.alive(to)).toBe(true);
    expect(morningOf(g, 3)).toContain(`警长 预 未移交警徽，警徽随机移交给 ${to}。`);
  });

  it('only a sheriff has 殉职: anyone else naming it is refused (NOT_YOUR_SKILL)', () => {
    const g = table12();
    electionDay(g, { 狼A: '预' });
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.actFails('民A', '殉职', ['巫']).code).toBe('NOT_YOUR_SKILL');
  });
});
