import { describe, expect, it } from 'vitest';
import { Game } from '../harness';

// [tieba] file 002 行动时限: 警长被投票出局时需要发动技能；贵族使角色避免出局时需要发动技能；夜晚预言家、女巫、医生、乌鸦、
//   纵火者、狼人/狼王/赤狼/黑情侣、花蝴蝶可以发动技能。在关门时间段，需要强制发动技能，但未与法官取得联系，且提前未与法官
//   说明自己的在线情况者，将记作黄牌。
// Of these, the code has tieba's 狼人 (杀人) and the 警长 (殉职). Using or declining (pass) is contact with the judge;
// the director's ruling `excuse` records 提前与法官说明自己的在线情况 (up to the end of that night).

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);

function table(options: Record<string, unknown> = {}, ruleset = 'tieba'): Game {
  const g = Game.create(TABLE, { ruleset, options });
  g.start(SEATS);
  return g;
}
/** Day 1: everyone votes, 民A is elected; night 1 is open. */
function elect(g: Game): void {
  for (const v of SEATS) g.vote(v, '民A');
  g.close();
}
const missed = (name: string, night: number, skill: string) =>
  `${name} 被判罚黄牌（理由：第${night}夜需要发动${skill}，但在时限内未与法官取得联系）。`;
/** the morning 公示 carries the night's news, one line each */
const said = (g: Game, line: string) => g.announcements().some((a) => a.split('\n').includes(line));
const yellows = (g: Game, name: string) => g.state.cards?.[name]?.yellow ?? 0;

describe('tieba 需要强制发动技能，但未与法官取得联系…将记作黄牌', () => {
  it('no 杀人 submitted by the deadline: each wolf who could have gets a yellow, in the morning 公示', () => {
    const g = table();
    elect(g);
    g.closeNight();
    // one line for the two (the same card, the same reason), each told their own
    expect(said(g, missed('狼A、狼B', 1, '杀人'))).toBe(true);
    expect(g.notes('狼A')).toContain(missed('狼A', 1, '杀人'));
    expect(yellows(g, '民A')).toBe(0);
  });

  it('one wolf’s submission is the group’s contact: no card for either', () => {
    const g = table();
    elect(g);
    g.act('狼B', 'kill', ['民C']);
    g.closeNight();
    expect(yellows(g, '狼A')).toBe(0);
    expect(yellows(g, '狼B')).toBe(0);
  });

  it('declining in time (视为放弃 by choice) is contact too: no card', () => {
    const g = table();
    elect(g);
    g.pass('狼A', 'kill');
    g.closeNight();
    expect(yellows(g, '狼A') + yellows(g, '狼B')).toBe(0);
  });

  it('且提前未与法官说明自己的在线情况: the director’s excuse spares that player for the night, not the next', () => {
    const g = table();
    g.ok({ type: 'MakeRuling', ruling: { kind: 'excuse', target: '狼A', reason: '今晚出差，已私信说明' } });
    elect(g);
    g.closeNight();
    expect(yellows(g, '狼A')).toBe(0);
    expect(yellows(g, '狼B')).toBe(1);
    for (const v of ['民A', '民B', '民C', '民D', '民E', '狼A', '狼B']) g.vote(v, '弃权');
    g.close();
    g.closeNight();
    expect(yellows(g, '狼A')).toBe(1);
  });

  it('警长被投票出局时需要发动技能: a sheriff voted out who hands no badge in time gets a yellow (the badge goes at random)', () => {
    const g = table();
    elect(g);
    g.pass('狼A', 'kill');
    g.closeNight();
    for (const v of SEATS) g.vote(v, '民A');
    g.close();
    expect(g.alive('民A')).toBe(false);
    g.pass('狼A', 'kill');
    // 警长被投票出局，关门三十分钟后仍未与法官取得联系，警长随机指定: at n30's close, not the night's end
    g.closeTo('n90');
    expect(yellows(g, '民A')).toBe(1);
    expect(g.state.sheriff).not.toBe('民A');
    expect(g.state.sheriff).not.toBeNull();
    g.closeNight();
    expect(said(g, missed('民A', 2, '殉职'))).toBe(true);
  });

  it('a sheriff who hands the badge on in time is not carded', () => {
    const g = table();
    elect(g);
    g.pass('狼A', 'kill');
    g.closeNight();
    for (const v of SEATS) g.vote(v, '民A');
    g.close();
    g.act('民A', 'badge', ['民B']);
    g.pass('狼A', 'kill');
    g.closeNight();
    expect(yellows(g, '民A')).toBe(0);
    expect(g.state.sheriff).toBe('民B');
  });

  it('option autoCards: false: no such card', () => {
    const g = table({ autoCards: false });
    elect(g);
    g.closeNight();
    expect(g.state.cards).toBeUndefined();
  });

  it('121 sets no such card: a wolf pack that does not kill is not carded', () => {
    const g = table({ ignoreSetupConstraints: true }, '121');
    elect(g);
    g.closeNight();
    expect(g.state.cards).toBeUndefined();
  });
});
