import { describe, expect, it } from 'vitest';
import { electionDay, ruling, smallTable, TABLE12, voteResultOf } from './given';
import { day, tableWith } from './tables';

// [121] 村民阵营 6 骑士:
//   决斗<限定>—— 除竞选日的游戏日白天，骑士可翻牌决斗一名玩家，此玩家为狼人将死亡，直接进入游戏日夜晚，此玩家为好人骑士将立即出局，可留遗言，
//   该讨论日正常继续，此玩家为三方阵营则双方都不会死亡，讨论日正常进行。
// A day skill: no tier of 总体流程 3 and no row of 行动时限 (usable until the day's 关门).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '骑士', ...extra }, { constraints: false });
/** Night 1 passes quietly: day 2 is open. */
const day2 = (extra: Record<string, string> = {}) => {
  const g = table(extra);
  g.closeNight();
  return g;
};

describe('骑士 决斗<限定>', () => {
  it('除竞选日的游戏日白天: not on day 1 (竞选日), nor by night (WRONG_PHASE)', () => {
    const g = smallTable({ ...TABLE12, 民C: '骑士' });
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(g.actFails('民C', '决斗', ['狼A']).code).toBe('WRONG_PHASE');
    electionDay(g);
    expect(g.actFails('民C', '决斗', ['狼A']).code).toBe('WRONG_PHASE'); // night 1
  });

  it('可翻牌决斗一名玩家: the card is turned in public, the duel and its target announced', () => {
    const g = day2();
    g.act('民C', '决斗', ['羊']);
    expect(g.announcements()).toContain('民C 翻牌：骑士。');
    expect(g.announcements()).toContain('民C 发动<决斗>，决斗 羊。');
  });

  it('此玩家为狼人将死亡，直接进入游戏日夜晚: the wolf is out, no vote, the night opens', () => {
    const g = day2();
    g.votes({ 狼A: '预', 狼B: '预', 狼C: '预' });
    g.act('民C', '决斗', ['狼B']);
    expect(g.outs()).toEqual(['狼B']);
    expect(g.announcements()).toContain('狼B 为狼人，出局。直接进入游戏日夜晚。');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
    // the votes cast before the duel put nobody out: there was no count
    expect(g.alive('预')).toBe(true);
    expect(voteResultOf(g, 2)).toBe('');
  });

  it('此玩家为好人骑士将立即出局…该讨论日正常继续: the 骑士 is out at once, the day and its vote go on', () => {
    const g = day2();
    g.act('民C', '决斗', ['预']);
    expect(g.outs()).toEqual(['民C']);
    expect(g.alive('预')).toBe(true);
    expect(g.announcements()).toContain('预 为好人，民C 立即出局，讨论日正常继续。');
    expect(g.state.phase.kind).toBe('day');
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    expect(g.outs()).toEqual(['民C', '民A']);
  });

  it('…可留遗言: the 骑士 may leave last words even when the quota (3 for 12) is spent', () => {
    const g = day2();
    for (const n of ['民A', '民B', '痴']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    expect(g.notes('羊').join('')).not.toContain('遗言');
    g.act('民C', '决斗', ['预']);
    expect(g.notes('民C')).toContainEqual(expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/));
    g.words('民C', '我是骑士');
    expect(g.announcements()).toContain('民C 的遗言：我是骑士');
  });

  it('此玩家为三方阵营则双方都不会死亡，讨论日正常进行: on the 锁链师, nobody dies', () => {
    const g = day2({ 民B: '锁链师' });
    g.act('民C', '决斗', ['民B']);
    expect(g.outs()).toEqual([]);
    expect(g.announcements()).toContain('民B 为三方阵营，双方都不会死亡，讨论日正常进行。');
    expect(g.state.phase.kind).toBe('day');
  });

  it('<限定>: once per game (SKILL_USED_UP)', () => {
    const g = day2({ 民B: '锁链师' });
    g.act('民C', '决斗', ['民B']);
    day(g);
    g.closeNight();
    expect(g.actFails('民C', '决斗', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('a duel that ends the game: the last wolf out — the village wins, no night', () => {
    const g = day2();
    for (const n of ['狼A', '狼C']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    g.act('民C', '决斗', ['狼B']);
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('a wolf sheriff duelled: the badge is handed on in the night that follows (殉职)', () => {
    const g = smallTable({ ...TABLE12, 民C: '骑士' });
    electionDay(g, { 狼A: '狼B', 狼C: '狼B' });
    expect(g.state.sheriff).toBe('狼B');
    g.closeNight();
    g.act('民C', '决斗', ['狼B']);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
    g.act('狼B', '殉职', ['狼A']);
    expect(g.state.sheriff).toBe('狼A');
  });
});
