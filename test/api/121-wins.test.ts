import { describe, expect, it } from 'vitest';
import { act, close, closeNight, createGame, game, postTexts, start, vote } from './client';

/**
 * [121] whole games over HTTP to a faction's win (issue 11's "Done when"), file 000 胜负判定 (l.477–512):
 *   狼人阵营 胜 1、村民阵营和三方阵营的角色全部出局 — with 大野狼's 野性 (l.242) on the even night;
 *   吹笛者：吹笛存活且除吹笛阵营外角色全部进入吹笛状态 (l.501) — a third party's own win, first in the priority (l.483).
 */

async function table(roles: Record<string, string>, seed: string) {
  const g = await createGame({
    title: '胜负局',
    ruleset: '121',
    players: Object.keys(roles).map((name) => ({ name })),
    roles,
    seed,
    options: { ignoreSetupConstraints: true, autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, Object.keys(roles))).status).toBe(200);
  expect((await close(g)).status).toBe(200); // 竞选日, nobody votes: no sheriff
  return g;
}

describe('121 whole games over HTTP', () => {
  it('狼人阵营 wins: the village out by the pack’s 杀人, a vote and 大野狼’s 野性 on night 2', async () => {
    const g = await table(
      { 狼A: '大野狼', 狼B: '狼人', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' },
      'wins-wolves',
    );
    expect((await act(g, '狼B', '杀人', ['民A'])).status).toBe(202);
    await closeNight(g);
    for (const n of ['狼A', '狼B']) expect((await vote(g, n, { target: '预' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    expect((await act(g, '狼B', '杀人', ['民B'])).status).toBe(202);
    expect((await act(g, '狼A', '野性', ['民C'])).status).toBe(202);
    await closeNight(g);
    const r = await game(g);
    expect(r.body.status).toBe('ended');
    expect(r.body.winner).toEqual({ faction: '狼人阵营', factionId: 'wolves', names: ['狼A', '狼B'] });
    const posts = await postTexts(g);
    expect(posts.join('\n')).toContain('游戏结束，狼人阵营胜利。');
    expect(posts.join('\n')).toContain('1楼 狼A：大野狼（狼人阵营，存活）');
  });

  it('吹笛 wins alone: every other living character charmed (the wolves’ kill takes the last one not charmed)', async () => {
    const g = await table({ 笛: '吹笛', 狼: '狼人', 预: '预言家', 民: '村民' }, 'wins-piper');
    expect((await act(g, '笛', '迷惑', ['狼', '预'])).status).toBe(202);
    expect((await act(g, '狼', '杀人', ['民'])).status).toBe(202);
    await closeNight(g);
    const r = await game(g);
    expect(r.body.status).toBe('ended');
    expect(r.body.winner).toEqual({ faction: '三方阵营', factionId: 'piper', names: ['笛'] });
    expect((await postTexts(g)).join('\n')).toContain('游戏结束，三方阵营胜利。');
  });
});
