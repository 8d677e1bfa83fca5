import { describe, expect, it } from 'vitest';
import { Game } from '../harness';
import { endPhase, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 胜负判定:
//   l.965 某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
//   l.969 同时满足胜利和判负条件时，除了利维坦，炸弹，占星师等技能上有写特殊胜利方式的视作胜利，否则视作判负。
//   l.972 若因为非违规的特殊情况导致游戏无法正常进行（如太阳和无刀三方两人不分胜负，或是多方僵持等），则警长在谁手里，那个角色所属的
//         阵营就获胜。
//   l.989 【三方阵营】共通判负条件：所属阵营的全部角色均出局; l.995 5、占星师：使用[命运洪流]猜对过场上全部马甲（包括已出局）对应身份。
// 宫 (女) is the 占星师 in the l.969 cases. 利维坦 and 炸弹 are not 211 roles.

const rule = (g: Game, ruling: Record<string, unknown>) =>
  g.ok({ type: 'MakeRuling', ruling: { reason: '测试', ...ruling } as never });
const refused = (g: Game, ruling: Record<string, unknown>) =>
  g.fails({ type: 'MakeRuling', ruling: { reason: '测试', ...ruling } as never });

const ALL =
  '帝=村民，贵=贵妃，娥=嫦娥，道=道教教主，婆=孟婆，嫔=嫔妃，妃=噬时狼妃，雪=雪妖，魔=魔教教主，狼A=狼人，狼B=狼人';

/** Day 2 open, 宫 the 占星师 (night 1 quiet). */
function astrologerDay2(): Game {
  const g = table211({ ...NO_EMPEROR, 宫: '占星师' });
  night(g);
  return g;
}

describe('211 胜负判定 — l.969 技能上有写特殊胜利方式', () => {
  it('l.969 占星师…视作胜利: she names every vest right and goes out in the same 正午 — her win (met) beats her 共通判负 (all out)', () => {
    const g = astrologerDay2();
    g.act('宫', '命运洪流', [], ALL);
    rule(g, { kind: 'kill', target: '宫' });
    expect(g.alive('宫')).toBe(false);
    expect(g.state.status).toBe('running');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('astrologer');
    expect(g.state.winner?.names).toEqual(['宫']);
  });

  it('l.965 已经判负的阵营无法再次获得胜利: her faction defeated by the director’s red (判罚) the same day — no win, the game goes on', () => {
    const g = astrologerDay2();
    g.act('宫', '命运洪流', [], ALL);
    rule(g, { kind: 'card', target: '宫', color: 'red', defeatFaction: true });
    endPhase(g);
    expect(g.state.status).toBe('running');
    expect(g.state.winner).toBeFalsy();
  });

  it('l.969 否则视作判负: her condition unmet, out — her faction is defeated (judged lost), nobody wins yet', () => {
    const g = astrologerDay2();
    g.act('宫', '命运洪流', [], '贵=贵妃');
    rule(g, { kind: 'kill', target: '宫' });
    endPhase(g);
    expect(g.state.status).toBe('running');
  });
});

describe('211 胜负判定 — l.972 游戏无法正常进行：警长在谁手里，那个角色所属的阵营就获胜', () => {
  it('the director’s ruling stalemate: the sheriff’s (宫, 村民阵营) faction wins at once, every member named', () => {
    const g = table211(NO_EMPEROR, { votes: { 贵: '宫', 娥: '宫' } });
    expect(g.state.sheriff).toBe('宫');
    rule(g, { kind: 'stalemate' });
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
    expect(g.state.winner?.names).toEqual(expect.arrayContaining(['宫', '贵', '帝']));
    expect(g.announcements().join('\n')).toContain('村民阵营');
    const ruled = g.log.find((e) => e.type === 'RulingMade');
    expect(ruled?.data).toMatchObject({ kind: 'stalemate', detail: { faction: 'village' } });
  });

  it('a 狼人阵营 sheriff: the 狼人阵营 wins', () => {
    const g = table211(NO_EMPEROR, { votes: { 贵: '雪', 娥: '雪' } });
    rule(g, { kind: 'stalemate' });
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('警长在谁手里: a sheriff out, the badge not yet handed over (殉职 due) — still his faction', () => {
    const g = table211(NO_EMPEROR, { votes: { 贵: '雪', 娥: '雪' } });
    rule(g, { kind: 'kill', target: '雪' });
    expect(g.state.sheriff).toBe('雪');
    rule(g, { kind: 'stalemate' });
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('no sheriff (nobody voted on 竞选日): RULING_NOT_APPLICABLE, nothing written', () => {
    const g = table211(NO_EMPEROR);
    expect(g.state.sheriff).toBeNull();
    const n = g.log.length;
    expect(refused(g, { kind: 'stalemate' }).code).toBe('RULING_NOT_APPLICABLE');
    expect(g.log).toHaveLength(n);
    expect(g.state.status).toBe('running');
  });

  it('l.965 已经判负的阵营无法再次获得胜利: the sheriff’s faction defeated (判罚) — RULING_NOT_APPLICABLE', () => {
    // three factions (宫 the 占星师), so the 狼人阵营's defeat does not end the game
    const g = table211({ ...NO_EMPEROR, 宫: '占星师' }, { votes: { 贵: '雪', 娥: '雪' } });
    // 狼A's red, the director defeating his faction: the badge stays 雪's
    rule(g, { kind: 'card', target: '狼A', color: 'red', defeatFaction: true });
    expect(g.state.status).toBe('running');
    expect(g.state.sheriff).toBe('雪');
    expect(refused(g, { kind: 'stalemate' }).code).toBe('RULING_NOT_APPLICABLE');
  });

  it('a ruleset without the rule (121): RULING_NOT_APPLICABLE', () => {
    const g = Game.create({ 甲: '狼人', 乙: '狼人', 丙: '村民', 丁: '村民', 戊: '预言家', 己: '女巫' });
    g.start(['甲', '乙', '丙', '丁', '戊', '己']);
    expect(refused(g, { kind: 'stalemate' }).code).toBe('RULING_NOT_APPLICABLE');
  });
});
