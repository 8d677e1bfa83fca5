import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { elect, morningOf, night, TABLE, table } from './given';

// [tieba] file 002: 贵族 has no section; the text: 因贵族赦免避免出局的角色立即公示 (l.16); 行动时限: 贵族使角色避免出局时需要
// 发动技能…在关门时间段，需要强制发动技能，但未与法官取得联系…将记作黄牌 (l.153); 贵族使角色避免出局，关门十五分钟后仍未与
// 法官取得联系，贵族视为放弃发动技能 (l.154). Readings in rulesets/tieba/roles/noble.ts.

const ROLES = { ...TABLE, 民E: '贵族' };
const withNoble = (declare?: string) =>
  table({ houses: null, roles: ROLES, ...(declare ? { options: { declare } } : {}) });

/** Day 2's vote: everyone on `target` (day 1 elected 民A, night 1 quiet). */
function voteOutDay2(g: Game, target: string): void {
  elect(g);
  night(g);
  for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === target ? '弃权' : target);
  g.close();
}

const yellows = (g: Game, name: string) => g.state.cards?.[name]?.yellow ?? 0;

describe('tieba 贵族 赦免 (l.16, l.153–154)', () => {
  it('the vote-out is held for the 贵族 (关门十五分钟): the 公示 says so, the character stays in meanwhile', () => {
    const g = withNoble();
    voteOutDay2(g, '民B');
    expect(g.lastAnnouncement()).toContain('民B 的出局待贵族决定是否赦免（关门十五分钟内），随后公示。');
    expect(g.state.phase).toMatchObject({ kind: 'night', window: 'n15' });
    expect(g.alive('民B')).toBe(true);
    expect(g.notes('民E').join('\n')).toContain('民B 被投票出局：你可以在关门十五分钟内对其发动<赦免>');
  });

  it('因贵族赦免避免出局的角色立即公示: pardoned, it stays in, announced at once without naming the 贵族', () => {
    const g = withNoble();
    voteOutDay2(g, '民B');
    g.act('民E', '赦免', ['民B']);
    expect(g.lastAnnouncement()).toBe('民B 因贵族赦免避免出局。');
    night(g);
    expect(g.alive('民B')).toBe(true);
    expect(yellows(g, '民E')).toBe(0);
  });

  it('only the held character may be pardoned (ILLEGAL_TARGET), and a pass is no answer (需要发动技能)', () => {
    const g = withNoble();
    voteOutDay2(g, '民B');
    expect(g.actFails('民E', '赦免', ['民C']).code).toBe('ILLEGAL_TARGET');
    expect(
      g.fails({ type: 'SubmitAction', actor: '民E', skill: '赦免', targets: [], pass: true }, '民E').code,
    ).toBe('SKILL_NOT_USABLE');
  });

  it('不赦免: the out is carried out at once, announced, and is the day’s vote-out (not a night out in the morning)', () => {
    const g = withNoble();
    voteOutDay2(g, '民B');
    g.act('民E', '赦免', [], '不赦免');
    expect(g.alive('民B')).toBe(false);
    expect(g.lastAnnouncement()).toBe('贵族未赦免，民B 被投票出局。');
    night(g);
    expect(morningOf(g, 3)).not.toMatch(/昨夜出局：[^\n]*民B/);
    expect(g.state.chars.find((c) => c.name === '民B')).toMatchObject({ outCause: 'vote', outPhase: 'day' });
  });

  it('关门十五分钟后仍未与法官取得联系，视为放弃: the out is carried out as n15 closes, and the 贵族 gets a 黄牌', () => {
    const g = withNoble();
    voteOutDay2(g, '民B');
    g.close(); // n15
    expect(g.alive('民B')).toBe(false);
    expect(g.announcements().join('\n')).toContain(
      '贵族在关门十五分钟内未发动赦免（视为放弃），民B 被投票出局。',
    );
    expect(yellows(g, '民E')).toBe(1);
  });

  it('carried out, it is a vote-out as any: the held 警长 hands on the badge (殉职, n30); a held 预言家 acting meanwhile is told nothing', () => {
    const g = withNoble();
    voteOutDay2(g, '民A');
    g.close(); // n15: 视为放弃
    expect(g.state.phase.window).toBe('n30');
    g.act('民A', '殉职', ['民C']);
    expect(g.state.sheriff).toBe('民C');
    const h = withNoble();
    voteOutDay2(h, '预');
    h.act('预', '预言', ['狼A']);
    night(h);
    expect(h.notes('预').join('\n')).not.toContain('狼A');
  });

  it('he may pardon himself (the text names no exception)', () => {
    const g = withNoble();
    voteOutDay2(g, '民E');
    g.act('民E', '赦免', ['民E']);
    night(g);
    expect(g.alive('民E')).toBe(true);
  });

  it('a tie decided by 警长投票的角色出局 is a vote-out the 贵族 may spare', () => {
    const g = withNoble();
    elect(g);
    night(g);
    // 7 on 民B (警长 民A among them), 7 on 民C, 民E abstains: the sheriff's pick goes out
    for (const n of ['民A', '狼A', '狼B', '狼王', '赤狼', '蝶', '民C']) g.vote(n, '民B');
    for (const n of ['预', '巫', '医', '鸦', '火', '民D', '民B']) g.vote(n, '民C');
    g.vote('民E', '弃权');
    g.close();
    expect(g.lastAnnouncement()).toContain('平票（民B、民C），警长投票的 民B 出局。\n民B 的出局待贵族决定');
    g.act('民E', '赦免', ['民B']);
    night(g);
    expect(g.alive('民B')).toBe(true);
  });

  it('贵族:村民阵营/1 (the director’s declaration): one 赦免 in the game — the next vote-out goes at once', () => {
    const g = withNoble('贵族:村民阵营/1');
    voteOutDay2(g, '民B');
    g.act('民E', '赦免', ['民B']);
    night(g);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '民C' ? '弃权' : '民C');
    g.close();
    expect(g.alive('民C')).toBe(false);
    expect(g.announcements().join('\n')).not.toContain('民C 的出局待贵族决定');
  });

  it('贵族:狼人阵营 (declared): he is dealt in that faction (told so; 预言 reads <非村民阵营>)', () => {
    const g = withNoble('贵族:狼人阵营');
    expect(g.notes('民E').join('\n')).toContain('狼人阵营');
    elect(g);
    night(g, { n90: () => g.act('预', '预言', ['民E']) });
    expect(g.notes('预').join('\n')).toContain('<非村民阵营>');
  });

  it('an undeclared 贵族 is 村民阵营; a bad declaration is refused at creation (INVALID_OPTION)', () => {
    const g = withNoble();
    expect(g.state.chars.find((c) => c.name === '民E')?.faction).toBe('village');
    const bad = new Game();
    const e = bad.fails({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: 'tieba',
      players: Object.keys(ROLES).map((name) => ({ name })),
      roles: ROLES,
      seed: 's',
      options: { declare: '贵族:神职阵营' },
    });
    expect(e.code).toBe('INVALID_OPTION');
  });

  it('白天红牌罚下在被投票出局之前 (l.25): a 贵族 sent off at that close spares nobody — the out goes at once', () => {
    const g = withNoble();
    elect(g);
    night(g);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '民E', color: 'red', reason: '违规' } });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '民B' ? '弃权' : '民B');
    g.close();
    expect(g.alive('民B')).toBe(false);
    expect(g.alive('民E')).toBe(false);
  });

  it('the carried-out out may end the game: 狼群内角色占一半 once it is out (at n15’s close), the wolves win at once', () => {
    const g = table({
      houses: null,
      roles: { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 贵: '贵族' },
    });
    elect(g);
    night(g);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '民B' ? '弃权' : '民B');
    g.close();
    expect(g.state.status).toBe('running');
    g.close(); // n15: 视为放弃
    expect(g.state.winner?.faction).toBe('wolves');
  });
});
