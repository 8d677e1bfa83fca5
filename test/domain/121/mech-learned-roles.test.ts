import { describe, expect, it } from 'vitest';
import { castVoteFails, electionDay, morningOf, night, ruling, voteResultOf } from './given';
import { day, opening, tableWith } from './tables';

// [121] 狼人阵营 22 机械狼 学习 (file 000 l.292–345), the 如学习 lines of:
//   l.299 白痴，同白痴
//   l.310 替罪羊，同替罪羊，但判定出局条件在真替罪羊之后
// and the learned roles' entries: 白痴 装傻 (l.104), 替罪羊 冤死<强制> / 替死 (l.129–130).

/** The 12-seat table (狼A 狼B 狼C 预 巫 猎 守 痴 羊 民A 民B 民C) with 狼C a 机械狼 who learned `who`: night 1 open. */
function learning(who: string, swap: Record<string, string> = {}) {
  const g = tableWith({ 狼C: '机械狼', ...swap });
  opening(g, () => g.act('狼C', '学习', [who]));
  return g;
}

describe('机械狼 学习 白痴，同白痴 (l.299, l.104)', () => {
  it('当白痴因投票即将出局时，可以避免出局，并公示: voted out, the learner stays and the count says so', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('狼C 发动<装傻>，免于出局。');
    expect(voteResultOf(g, 2)).not.toContain('狼C 被投票出局。');
  });

  it('可以避免出局: he may decline that day (放弃), and the vote puts him out', () => {
    const g = learning('痴');
    g.closeNight();
    g.pass('狼C', '装傻');
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('狼C 被投票出局。');
  });

  it('发动此技能后…不能成为投票对象、不能参与投票 (CANNOT_BE_VOTED, CANNOT_VOTE)', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    g.closeNight();
    expect(castVoteFails(g, '预', '狼C').code).toBe('CANNOT_BE_VOTED');
    expect(castVoteFails(g, '狼C', '预').code).toBe('CANNOT_VOTE');
  });

  it('同白痴 — a 装傻 of his own: the real 白痴’s 装傻 is counted apart (both avoid their vote-out)', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '痴', 巫: '痴', 民A: '痴' });
    expect(voteResultOf(g, 2)).toContain('痴 发动<装傻>，免于出局。');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(voteResultOf(g, 3)).toContain('狼C 发动<装傻>，免于出局。');
    expect(g.outs()).toEqual([]);
  });

  it('发动此技能时，若白痴是警长，须选择一名其他角色移交警长 — the badge goes to the one he names', () => {
    const g = tableWith({ 狼C: '机械狼' });
    g.act('狼C', '学习', ['痴']);
    g.close();
    electionDay(g, { 民A: '狼C' });
    expect(g.state.sheriff).toBe('狼C');
    g.closeNight();
    g.act('狼C', '装傻', ['预']);
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    expect(g.alive('狼C')).toBe(true);
    expect(g.state.sheriff).toBe('预');
    expect(g.announcements()).toContain('警长 狼C 将警徽移交给 预。');
  });

  it('失去此技能时立即出局 — after 装傻, his 装傻 taken puts him out at once, announced', () => {
    const g = learning('痴');
    g.closeNight();
    day(g, { 预: '狼C', 巫: '狼C', 民A: '狼C' });
    g.closeNight();
    ruling(g, { kind: 'skill', target: '狼C', skill: '装傻', op: 'remove', reason: '技能被夺取' });
    expect(g.alive('狼C')).toBe(false);
    expect(g.lastAnnouncement()).toContain('狼C 失去<装傻>，立即出局。');
  });
});

describe('机械狼 学习 替罪羊，同替罪羊，但判定出局条件在真替罪羊之后 (l.310, l.129–130)', () => {
  /** day 2 closed on a tie 狼A / 民A */
  const tie = (g: ReturnType<typeof learning>) => {
    g.closeNight();
    day(g, { 狼A: '民A', 狼B: '民A', 预: '狼A', 巫: '狼A' });
  };

  it('判定出局条件在真替罪羊之后: on a tie the real 替罪羊 goes out, the learner stays', () => {
    const g = learning('羊');
    tie(g);
    expect(g.outs()).toEqual(['羊']);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A），替罪羊 羊 因<冤死>出局。');
  });

  it('冤死<强制> —— 平票时…出局: with no real 替罪羊 in, the learner goes out on the tie', () => {
    const g = learning('羊');
    ruling(g, { kind: 'kill', target: '羊', reason: '测试' });
    tie(g);
    expect(g.outs()).toEqual(['羊', '狼C']);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A），替罪羊 狼C 因<冤死>出局。');
  });

  it('因<冤死>出局的替罪羊可以指定下一个游戏日中哪些角色不得投票: the learner names them, they cannot vote', () => {
    const g = learning('羊');
    ruling(g, { kind: 'kill', target: '羊', reason: '测试' });
    tie(g);
    expect(g.notes('狼C')).toContain('你因<冤死>出局，可以指定下一个游戏日中哪些角色不得投票。');
    g.act('狼C', '冤死', ['预', '巫']);
    night(g);
    expect(morningOf(g, 3)).toContain('替罪羊 狼C 指定：预、巫 在第3天不得投票。');
    expect(castVoteFails(g, '预', '狼A').code).toBe('CANNOT_VOTE');
  });

  it('替死 —— 可以主动选择代替当日被投票出局的玩家出局: the learner’s 替死 takes the out', () => {
    const g = learning('羊');
    g.closeNight();
    g.act('狼C', '替死', []);
    day(g, { 预: '狼A', 巫: '狼A' });
    expect(g.outs()).toEqual(['狼C']);
    expect(voteResultOf(g, 2)).toContain('狼A 得票最多，狼C 发动<替死>，代替 狼A 出局。');
  });

  it('替死 …在真替罪羊之后: with both standing, the real 替罪羊 takes the out, the learner stays', () => {
    const g = learning('羊');
    g.closeNight();
    g.act('羊', '替死', []);
    g.act('狼C', '替死', []);
    day(g, { 预: '狼A', 巫: '狼A' });
    expect(g.outs()).toEqual(['羊']);
  });
});
