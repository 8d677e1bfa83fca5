import { describe, expect, it } from 'vitest';
import { directorView } from '../../../src/projections';
import { Game as Game121, TABLE12 } from '../harness';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] 判罚制度 【红牌】: 玩家受到红牌判罚时出局（称为“红牌罚下”）…判罚红牌时，导演视情况决定是否判负该玩家所在阵营。
//   同一阵营的角色累计获得两张或以上红牌时，阵营判负。 / 已出局角色仍可被判罚。 / 累计三张“黄牌”合并为一张“红牌”。
// [211] 阵营: 阵营被判负后，不予公示，且属于该阵营的角色并不会出局。
// [211] 胜负判定: 已经判负的阵营无法再次获得胜利。…所有阵营的通用屠城胜利方式：场上只有一个阵营尚未判负…该阵营获胜。

const card = (g: Game, target: string, color: 'blue' | 'yellow' | 'red') =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target, color, reason: '违规' } });
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('211 两张红牌判负', () => {
  it('同一阵营的角色累计获得两张红牌: 狼人阵营判负 — the village, the only faction left, wins at once; no 公示 of the defeat', () => {
    const g = table211(NO_EMPEROR);
    card(g, '狼A', 'red');
    expect(g.state.status).toBe('running');
    expect(g.state.defeated ?? []).toEqual([]);
    card(g, '狼B', 'red');
    expect(g.state.defeated).toEqual(['wolves']);
    expect(g.state.winner?.faction).toBe('village');
    // the wolves' other characters did not go out (属于该阵营的角色并不会出局)
    expect(g.outs()).toEqual(['狼A', '狼B']);
    expect(g.announcements().some((a) => a.includes('判负'))).toBe(false);
    expect(g.announcements()).toContain('游戏结束，村民阵营胜利。');
  });

  it('已出局角色仍可被判罚: a red to an out character counts', () => {
    const g = table211(NO_EMPEROR);
    kill(g, '宫');
    card(g, '宫', 'red');
    expect(g.state.status).toBe('running');
    card(g, '贵', 'red');
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('累计三张“黄牌”合并为一张“红牌”: a merged red counts; by day the defeat is judged at once', () => {
    const g = table211(NO_EMPEROR);
    night(g);
    for (let i = 0; i < 3; i++) card(g, '雪', 'yellow');
    expect(g.state.status).toBe('running');
    card(g, '魔', 'red');
    expect(directorView(g.state).defeated).toEqual(['wolves']);
    expect(g.state.winner?.faction).toBe('village');
  });

  it('one red, or one in each of two factions: no defeat', () => {
    const g = table211(NO_EMPEROR);
    card(g, '狼A', 'red');
    card(g, '宫', 'red');
    night(g);
    day(g);
    expect(g.state.status).toBe('running');
    expect(g.state.defeated ?? []).toEqual([]);
  });
});

describe('211 判罚红牌时，导演视情况决定是否判负该玩家所在阵营', () => {
  const red = (g: Game, target: string, extra: Record<string, unknown>) =>
    g.run({
      type: 'MakeRuling',
      ruling: {
        kind: 'card',
        target,
        color: 'red',
        reason: '恶意破坏',
        defeatFaction: true,
        ...extra,
      } as never,
    });

  it('a red with defeatFaction: the carded one’s faction is defeated at once, unannounced (one red is enough)', () => {
    const g = table211(NO_EMPEROR);
    expect(red(g, '宫', {}).ok).toBe(true);
    expect(g.state.defeated).toEqual(['village']);
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.announcements().some((a) => a.includes('判负'))).toBe(false);
  });

  it('defeatFaction goes with a red only (INVALID_INPUT), and only where the text allows it (121: RULING_NOT_APPLICABLE)', () => {
    const g = table211(NO_EMPEROR);
    expect(
      g.fails({
        type: 'MakeRuling',
        ruling: { kind: 'card', target: '宫', color: 'yellow', reason: 'x', defeatFaction: true },
      }).code,
    ).toBe('INVALID_INPUT');
    const c = Game121.create(TABLE12);
    c.start();
    expect(
      c.fails({
        type: 'MakeRuling',
        ruling: { kind: 'card', target: '民A', color: 'red', reason: 'x', defeatFaction: true },
      }).code,
    ).toBe('RULING_NOT_APPLICABLE');
  });
});

describe('211 红牌罚下 beats every protection', () => {
  // l.131 [坚韧]：该状态下，除了红牌罚下，[致死伤害]和投票出局，其他情况下都不会出局。 [不死]：除了红牌罚下，其他情况下都不会出局。
  it('[不死]：除了红牌罚下…: 皇帝 (innate [不死]) is sent off by a red at night', () => {
    const g = table211();
    card(g, '帝', 'red');
    expect(g.alive('帝')).toBe(false);
  });

  it('[不死]…除了红牌罚下: a 光明守护’s [不死] holder is sent off by a red the next day', () => {
    const g = table211(NO_EMPEROR);
    night(g, { 午夜: () => g.act('道', '光明守护', ['宫']) });
    expect(g.state.phase.kind).toBe('day');
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.length).toBeGreaterThan(0);
    card(g, '宫', 'red');
    day(g); // 白天红牌罚下导致的出局结算在投票结算之后执行
    expect(g.alive('宫')).toBe(false);
  });
});
