import { describe, expect, it } from 'vitest';
import {
  castVoteFails,
  electionDay,
  morningOf,
  night,
  ruling,
  smallTable,
  table12,
  voteResultOf,
} from './given';

// [121] 村民阵营 3 白痴:
//   装傻 —— 当白痴因投票即将出局时，可以避免出局，并公示。发动此技能时，若白痴是警长，须选择一名其他角色移交警长。
//   发动此技能后，白痴不能成为投票对象、不能参与投票、不能成为警长<殉职>目标；失去此技能时立即出局。
// 装傻 is a standing day choice: used when the vote would put him out, unless he declines (放弃) that day.

/** Day 2 with the idiot voted out by the three wolves. */
function idiotVotedOut(g: ReturnType<typeof table12>) {
  g.votes({ 狼A: '痴', 狼B: '痴', 狼C: '痴' });
  g.close();
}

describe('白痴 装傻', () => {
  it('当白痴因投票即将出局时，可以避免出局，并公示', () => {
    const g = table12();
    electionDay(g);
    night(g);
    idiotVotedOut(g);
    expect(g.alive('痴')).toBe(true);
    const result = voteResultOf(g, 2);
    expect(result).toContain('痴 发动<装傻>，免于出局。');
    expect(result).not.toContain('痴 被投票出局。');
  });

  it('可以避免出局: he may decline (放弃) and then goes out by the vote', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.pass('痴', '装傻');
    idiotVotedOut(g);
    expect(g.alive('痴')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('痴 被投票出局。');
  });

  it('因投票: a night 指杀 puts him out, 装傻 or not', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['痴']) });
    expect(morningOf(g, 2)).toContain('昨夜出局：痴。');
  });

  it('发动此技能后，白痴不能成为投票对象 (CANNOT_BE_VOTED)', () => {
    const g = table12();
    electionDay(g);
    night(g);
    idiotVotedOut(g);
    night(g);
    expect(castVoteFails(g, '狼A', '痴').code).toBe('CANNOT_BE_VOTED');
  });

  it('发动此技能后，白痴不能参与投票 (CANNOT_VOTE)', () => {
    const g = table12();
    electionDay(g);
    night(g);
    idiotVotedOut(g);
    night(g);
    expect(castVoteFails(g, '痴', '狼A').code).toBe('CANNOT_VOTE');
  });

  it('发动此技能后: the next day\u2019s count lists him neither as a voter nor as a non-voter', () => {
    const g = table12();
    electionDay(g);
    night(g);
    idiotVotedOut(g);
    night(g);
    g.votes({ 预: '狼A' });
    g.close();
    const result = voteResultOf(g, 3);
    expect(result).toContain('未投票：');
    expect(result).not.toMatch(/未投票：.*痴/);
  });

  it('若白痴是警长，须选择一名其他角色移交警长 — the badge goes to the one he names', () => {
    const g = table12();
    electionDay(g, { 民A: '痴' });
    expect(g.state.sheriff).toBe('痴');
    night(g);
    g.act('痴', '装傻', ['预']);
    idiotVotedOut(g);
    expect(g.alive('痴')).toBe(true);
    expect(g.state.sheriff).toBe('预');
    expect(g.announcements()).toContain('警长 痴 将警徽移交给 预。');
    expect(g.notes('预')).toContain('你成为了警长。');
  });

  it('并公示: the thread shows the vote result with his 装傻 first, then the badge he hands on', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g, { 民A: '痴' });
    night(g);
    g.act('痴', '装傻', ['预']);
    idiotVotedOut(g);
    const all = g.announcements();
    expect(all.at(-2)).toContain('痴 发动<装傻>，免于出局。');
    expect(all.at(-1)).toBe('警长 痴 将警徽移交给 预。');
  });

  it('若白痴是警长 and he named nobody: the badge goes to a random other character, announced', () => {
    const g = table12();
    electionDay(g, { 民A: '痴' });
    night(g);
    idiotVotedOut(g);
    const to = g.state.sheriff;
    expect(to).not.toBeNull();
    expect(to).not.toBe('痴');
    expect(g.announcements()).toContain(`警长 痴 未移交警徽，警徽随机移交给 ${to}。`);
  });

  it('发动此技能后，白痴不能成为警长<殉职>目标 — naming him is refused (ILLEGAL_TARGET)', () => {
    const g = table12();
    electionDay(g, { 民A: '预' });
    night(g);
    idiotVotedOut(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    expect(g.actFails('预', '殉职', ['痴']).code).toBe('ILLEGAL_TARGET');
  });

  it('不能成为警长<殉职>目标 — nor does the random hand-over pick him', () => {
    const g = smallTable({ 狼A: '狼王', 狼B: '狼人', 预: '预言家', 痴: '白痴', 民A: '村民', 民B: '村民' });
    electionDay(g, { 民A: '预' });
    night(g);
    g.votes({ 狼A: '痴', 狼B: '痴' });
    g.close(); // 装傻
    night(g);
    for (const who of ['民A', '民B', '狼B']) ruling(g, { kind: 'kill', target: who, reason: '导演裁定' });
    // 预 (the sheriff) goes out; 狼A and 痴 are left, and 痴 may not take the badge
    ruling(g, { kind: 'kill', target: '预', reason: '导演裁定' });
    g.close();
    expect(g.state.sheriff).toBe('狼A');
    expect(g.announcements()).toContain('警长 预 未移交警徽，警徽随机移交给 狼A。');
  });

  it('失去此技能时立即出局 — after 装傻, losing the skill puts him out at once, and it is announced', () => {
    const g = table12();
    electionDay(g);
    night(g);
    idiotVotedOut(g);
    night(g);
    ruling(g, { kind: 'skill', target: '痴', skill: '装傻', op: 'remove', reason: '技能被夺取' });
    expect(g.alive('痴')).toBe(false);
    expect(g.notes('痴')).toContain('你已出局（失去装傻技能）。');
    expect(g.lastAnnouncement()).toContain('痴 失去<装傻>，立即出局。');
  });

  it('失去此技能时立即出局 — read as applying after 装傻: an unrevealed idiot who loses it stays in', () => {
    // Ambiguous: the clause follows 发动此技能后; a director keeps an idiot who never turned his card in
    // the game (he has simply lost the protection).
    const g = table12();
    electionDay(g);
    ruling(g, { kind: 'skill', target: '痴', skill: '装傻', op: 'remove', reason: '技能被夺取' });
    expect(g.alive('痴')).toBe(true);
    night(g);
    idiotVotedOut(g);
    expect(g.alive('痴')).toBe(false);
    expect(voteResultOf(g, 2)).toContain('痴 被投票出局。');
  });

  it('装傻<once>: it is a day choice; at night it is refused with WRONG_PHASE', () => {
    const g = table12();
    electionDay(g);
    expect(g.actFails('痴', '装傻', []).code).toBe('WRONG_PHASE');
  });
});
