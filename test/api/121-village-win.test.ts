import { describe, expect, it } from 'vitest';
import { act, api, close, closeNight, createGame, game, notes, postTexts, start, vote } from './client';

/**
 * [121] a whole game over HTTP won by the 村民阵营 (file 000 l.493–495: 狼人阵营和三方阵营的角色全部出局), with several
 * roles of the village list: 锈剑骑士 (l.148), 猎魔人 (l.138), 药剂师 (l.158), 熊 (l.123), 潜行者 (l.136), 白痴 (l.104).
 * Seats 1–12: 狼A 狼王, 狼B 狼人, 狼C 狼人, 预 预言家, 巫 女巫, 猎 锈剑骑士, 守 药剂师, 痴 白痴, 羊 替罪羊, 民A 熊, 民B 潜行者,
 * 民C 猎魔人.
 */
const ROLES: Record<string, string> = {
  狼A: '狼王',
  狼B: '狼人',
  狼C: '狼人',
  预: '预言家',
  巫: '女巫',
  猎: '锈剑骑士',
  守: '药剂师',
  痴: '白痴',
  羊: '替罪羊',
  民A: '熊',
  民B: '潜行者',
  民C: '猎魔人',
};
const SEATS = Object.keys(ROLES);

describe('121 over HTTP: a village win', () => {
  it('猎魔人 hunts a wolf, 锈剑骑士 dies and infects the wolf below him, 潜行者 executes the one he voted for', async () => {
    const g = await createGame({
      title: '村民胜利局',
      ruleset: '121',
      players: SEATS.map((name) => ({ name })),
      roles: ROLES,
      seed: 'village-win-121',
      options: { autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, SEATS)).status).toBe(200);
    expect((await close(g)).status).toBe(200); // 竞选日: no votes, no sheriff

    // night 1: the wolves kill the 锈剑骑士; the 猎魔人 hunts 狼B; the 药剂师 gives 狼A the 迷魂药
    for (const [who, skill, target] of [
      ['狼B', '杀人', '猎'],
      ['民C', '猎杀', '狼B'],
      ['守', '迷魂药', '狼A'],
    ] as const)
      expect((await act(g, who, skill, [target])).status).toBe(202);
    await closeNight(g);
    let posts = (await postTexts(g)).join('\n');
    expect(posts).toContain('昨夜出局：猎、狼B。');
    // 熊 (民A, seat 10) sits by 羊 and 民B: no wolf
    expect(posts).toContain('熊未咆哮。');

    // day 2: 永远失去投票权 (迷魂药); the 白痴 voted most 装傻; the 潜行者 voted 狼C, who stays in
    expect((await vote(g, '狼A', { target: '民A' })).status).toBe(422);
    for (const [who, target] of [
      ['预', '痴'],
      ['巫', '痴'],
      ['民B', '狼C'],
    ] as const)
      expect((await vote(g, who, { target })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    posts = (await postTexts(g)).join('\n');
    expect(posts).toContain('痴 发动<装傻>，免于出局。');

    // night 2: the 潜行者 executes 狼C; the wolves kill the seer
    expect((await act(g, '民B', '潜行', ['狼C'])).status).toBe(202);
    expect((await act(g, '狼A', '杀人', ['预'])).status).toBe(202);
    await closeNight(g);

    // day 3 opens: the night's outs, then 破伤风 takes 狼A (below 猎 on the 电梯楼) — the last wolf: the village wins
    posts = (await postTexts(g)).join('\n');
    expect(posts).toContain('昨夜出局：预、狼C。');
    expect(posts).toContain('狼A 因伤口感染而病逝。');
    expect(posts).toContain('游戏结束，村民阵营胜利。');
    const view = (await game(g)).body;
    expect(view.status).toBe('ended');
    expect(view.winner.factionId).toBe('village');
    expect(await notes(g, '狼A')).toContain('你已出局（因伤口感染而病逝）。');
    const verify = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(verify.status).toBe(200);
  });
});
