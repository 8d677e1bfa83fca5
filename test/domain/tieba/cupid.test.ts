import { describe, expect, it } from 'vitest';
import type { Game } from './given';
import { elect, morningOf, night, table } from './given';

// [tieba] file 002 丘比特 (l.76–77) and 情侣 <非身份> (l.98–99): 丘比特之箭<强制> —— 游戏开始时，丘比特须选择两名角色。这两名角色成为情侣。情侣
// 产生后，丘比特的阵营转变为与情侣相同的阵营。情侣在成为情侣后互知共群（双狼情侣除外）。如果丘比特单身，丘比特不与情侣共群。恋爱<强制> —— …
// 若情侣中有且只有一名狼人/狼王/赤狼，则它失去 [cut off]. 出局: 因情侣而<殉情>; 红牌罚下…但情侣会触发<殉情>. 【黑情侣阵营】负: 全部出局.

const ROLES = {
  狼A: '狼人',
  狼B: '狼人',
  丘: '丘比特',
  预: '预言家',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
  民E: '村民',
};
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;
function paired(a: string, b: string): Game {
  const g = table({ houses: null, roles: ROLES });
  expect(g.state.phase.day).toBe(0);
  g.act('丘', '丘比特之箭', [a, b]);
  g.close();
  return g;
}

describe('tieba 丘比特 and 情侣', () => {
  it('两名角色成为情侣，互知共群; 丘比特单身 is not told; lovers of one faction keep it, 丘比特 too', () => {
    const g = paired('民A', '民B');
    expect(g.notes('民A')).toContain('丘比特之箭：你与 民B 成为情侣。');
    expect(g.notes('民B')).toContain('丘比特之箭：你与 民A 成为情侣。');
    expect([faction(g, '民A'), faction(g, '丘')]).toEqual(['village', 'village']);
  });

  it('殉情: one lover out, the other follows at once', () => {
    const g = paired('民A', '民B');
    elect(g, '民C');
    night(g, { n90: () => g.act('狼A', 'kill', ['民A']) });
    expect(g.outs().sort()).toEqual(['民A', '民B']);
  });

  it('红牌罚下…但情侣会触发<殉情>', () => {
    const g = paired('民A', '民B');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '民A', color: 'red', reason: '测试' } });
    // 白天红牌罚下在被投票出局之前: sent off at the day's close, and 民B follows
    elect(g, '民C');
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民B')).toBe(false);
  });

  it('a wolf and a villager: 黑情侣阵营 — both and 丘比特 change to it; the wolf leaves the pack (它失去, reading) and the pair has its own 杀人', () => {
    const g = paired('狼A', '民A');
    expect([faction(g, '狼A'), faction(g, '民A'), faction(g, '丘')]).toEqual([
      'black_lovers',
      'black_lovers',
      'black_lovers',
    ]);
    elect(g, '民C');
    night(g, {
      n90: () => {
        expect(g.actFails('狼A', 'kill', ['民D']).code).toBe('NOT_YOUR_SKILL');
        g.act('狼B', 'kill', ['民D']);
        g.act('民A', 'lovers_kill', ['民E']);
      },
    });
    expect(g.outs().sort()).toEqual(['民D', '民E']);
    expect(g.notes('狼A')).toContain('杀人：民E 因<杀人>出局。');
  });

  it('双狼情侣: no lovers’ group of their own, 丘比特 becomes 狼人阵营 (not in the pack)', () => {
    const g = paired('狼A', '狼B');
    expect(faction(g, '丘')).toBe('wolves');
    elect(g, '民C');
    night(g, { n90: () => expect(g.actFails('丘', 'kill', ['民D']).code).toBe('NOT_YOUR_SKILL') });
  });

  it('【黑情侣阵营】负 1、黑情侣阵营的角色全部出局 — with the pack out too, the village wins', () => {
    const g = paired('狼A', '民A');
    for (const n of ['狼B', '狼A', '丘'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: n, reason: '测试' } });
    expect(g.state.winner?.faction).toBe('village');
  });

  it('投降: 黑情侣阵营的投降需要询问情侣，不需要单独询问同阵营的单身丘比特 — both lovers agree, the faction loses first, the game goes on', () => {
    const g = paired('狼A', '民A');
    g.ok({ type: 'Surrender', actor: '民A', action: 'propose' }, 'player:民A');
    expect(g.state.surrenderVote?.asked.sort()).toEqual(['民A', '狼A'].sort());
    g.ok({ type: 'Surrender', actor: '狼A', action: 'agree' }, 'player:狼A');
    expect(g.state.surrendered).toContain('black_lovers');
    expect(g.state.status).toBe('running');
  });

  it('投票结束后，因投票而触发的…情侣<殉情>…在下一个游戏日白天开始时公示', () => {
    const g = paired('民A', '民B');
    elect(g, '民C');
    night(g);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '民A' ? '弃权' : '民A');
    g.close();
    expect(g.alive('民B')).toBe(false);
    expect(g.announcements().some((a) => a.includes('民B 殉情出局。'))).toBe(false);
    night(g);
    expect(morningOf(g, 3)).toContain('民B 殉情出局。');
  });
});
