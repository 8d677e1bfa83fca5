import { describe, expect, it } from 'vitest';
import { castVoteFails, electionDay, morningOf, night, table12, voteResultOf } from './given';

// [121] 村民阵营 14 替罪羊:
//   冤死<强制> —— 游戏日白天如出现平票（不包括竞选警长票）时，替罪羊出局，因<冤死>出局的替罪羊可以指定下一个游戏日中
//   哪些角色不得投票。
//   替死 —— 游戏日白天可以主动选择代替当日被投票出局的玩家出局。
// 用语定义 投票: “多于一名角色票数最高”称为平票。产生平票时，如有替罪羊，则替罪羊出局。

const WRONGFUL_RIGHT = '你因<冤死>出局，可以指定下一个游戏日中哪些角色不得投票。';

function tieOnDay2(g: ReturnType<typeof table12>) {
  g.votes({ 狼A: '民A', 狼B: '民A', 预: '狼A', 巫: '狼A' });
  g.close();
}

describe('替罪羊 冤死<强制>', () => {
  it('游戏日白天如出现平票时，替罪羊出局 — the tied characters stay in', () => {
    const g = table12();
    electionDay(g);
    night(g);
    tieOnDay2(g);
    expect(g.alive('羊')).toBe(false);
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('狼A')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A），替罪羊 羊 因<冤死>出局。');
    expect(g.notes('羊')).toContain('你已出局（冤死）。');
  });

  it('平票（不包括竞选警长票）: a tie in the sheriff election puts nobody out', () => {
    const g = table12();
    electionDay(g, { 狼A: '民A', 狼B: '民A', 预: '狼A', 巫: '狼A' });
    expect(g.alive('羊')).toBe(true);
    expect(g.outs()).toEqual([]);
  });

  it('平票 with the scapegoat himself among the tied: he goes out', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '羊', 狼B: '羊', 预: '狼A', 巫: '狼A' });
    g.close();
    expect(g.outs()).toEqual(['羊']);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、羊），替罪羊 羊 因<冤死>出局。');
  });

  it('因<冤死>出局的替罪羊可以指定下一个游戏日中哪些角色不得投票 — told so, he names them that night', () => {
    const g = table12();
    electionDay(g);
    night(g);
    tieOnDay2(g);
    expect(g.notes('羊')).toContain(WRONGFUL_RIGHT);
    g.act('羊', '冤死', ['狼A', '狼B']);
    night(g);
    expect(morningOf(g, 3)).toContain('替罪羊 羊 指定：狼A、狼B 在第3天不得投票。');
    expect(castVoteFails(g, '狼A', '预').code).toBe('CANNOT_VOTE');
    expect(castVoteFails(g, '狼B', '预').code).toBe('CANNOT_VOTE');
    g.vote('狼C', '预');
  });

  it('下一个游戏日: the ban ends with that day; the day after they vote again', () => {
    const g = table12();
    electionDay(g);
    night(g);
    tieOnDay2(g);
    g.act('羊', '冤死', ['狼A']);
    night(g);
    g.close(); // day 3 over
    night(g);
    g.vote('狼A', '预'); // day 4
    expect(g.state.votes.狼A?.target).toBe('预');
  });

  it('因<冤死>出局: only he has the right — a scapegoat voted out plainly has none (SKILL_NOT_USABLE)', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '羊', 狼B: '羊' });
    g.close();
    expect(voteResultOf(g, 2)).toContain('羊 被投票出局。');
    expect(g.notes('羊')).not.toContain(WRONGFUL_RIGHT);
    expect(g.actFails('羊', '冤死', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('产生平票时，如有替罪羊 — with the scapegoat out, a tie puts nobody out (平安日)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['羊']) });
    tieOnDay2(g);
    expect(g.outs()).toEqual(['羊']);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、民A），无人出局，平安日。');
  });
});

describe('替罪羊 替死', () => {
  it('替死: 代替当日被投票出局的玩家出局 — he goes out, the one voted stays', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.act('羊', '替死');
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.close();
    expect(g.alive('预')).toBe(true);
    expect(g.alive('羊')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('预 得票最多，羊 发动<替死>，代替 预 出局。');
    expect(g.notes('羊')).toContain('你已出局（替死）。');
  });

  it('可以主动选择: without his choice the one voted goes out', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.close();
    expect(g.outs()).toEqual(['预']);
  });

  it('主动选择 may be withdrawn (放弃) while the day lasts', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.act('羊', '替死');
    g.pass('羊', '替死');
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.close();
    expect(g.outs()).toEqual(['预']);
  });

  it('当日被投票出局的玩家: with nobody voted out (平安日 by no votes), he stays in', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.act('羊', '替死');
    g.close();
    expect(g.outs()).toEqual([]);
    expect(voteResultOf(g, 2)).toContain('无人出局，平安日。');
  });

  it('替死 is chosen for the day it is made: the next day, without a new choice, the one voted goes out', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g);
    night(g);
    g.act('羊', '替死');
    g.close(); // day 2: nobody voted
    night(g);
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.close();
    expect(g.outs()).toEqual(['预']);
  });

  it('游戏日白天: 替死 at night is refused with WRONG_PHASE', () => {
    const g = table12();
    electionDay(g);
    expect(g.actFails('羊', '替死').code).toBe('WRONG_PHASE');
  });

  it('替死 and 装傻 on the same vote: the idiot\u2019s 装傻 comes first and nobody goes out', () => {
    // Ambiguous: if 装傻 avoids the out, nobody is 当日被投票出局 for the scapegoat to replace.
    const g = table12();
    electionDay(g);
    night(g);
    g.act('羊', '替死');
    g.votes({ 狼A: '痴', 狼B: '痴', 狼C: '痴' });
    g.close();
    expect(g.outs()).toEqual([]);
    expect(voteResultOf(g, 2)).toContain('痴 发动<装傻>，免于出局。');
  });
});
