import { describe, expect, it } from 'vitest';
import { api, close, closeNight, createGame, postTexts, start, vote } from './client';

/**
 * tieba, classic and pku are playable over HTTP with the plain roles every ruleset has (狼人, 村民) and their
 * general rules (issue 5): tieba's tie (警长投票的角色出局), classic's 1.5-vote sheriff, pku's 平票双死.
 */
const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);

async function table(ruleset: string) {
  const g = await createGame({
    title: `${ruleset} 测试局`,
    ruleset,
    players: SEATS.map((name) => ({ name })),
    roles: TABLE,
    seed: 'plain-seed',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, SEATS)).status).toBe(200);
  // pku 游戏的首夜为第零夜 (file 004 l.207): night 0 passes quietly, day 1's vote puts out (no sheriff)
  if (ruleset === 'pku') {
    await closeNight(g);
    return g;
  }
  // 竞选日: 民A becomes sheriff (classic: 只有未竞选者可以投票 — 民A stands first); the night passes quietly
  if (ruleset === 'classic')
    await api('POST', `/v1/games/${g.id}/candidacy`, { token: g.tok.民A, body: { action: 'stand' } });
  await vote(g, '民B', { target: '民A' });
  await vote(g, '民C', { target: '民A' });
  await close(g);
  while ((await api('GET', `/v1/games/${g.id}`)).body.phase.kind === 'night') await close(g);
  return g;
}

describe('the plain rulesets over HTTP', () => {
  it('tieba: 平票则按照以下顺序：警长投票的角色出局', async () => {
    const g = await table('tieba');
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.狼A });
    expect(me.body.role).toBe('狼人');
    for (const [who, target] of [
      ['民A', '狼A'],
      ['民B', '狼A'],
      ['狼A', '民C'],
      ['狼B', '民C'],
    ] as const)
      expect((await vote(g, who, { target })).status).toBe(200);
    await close(g);
    expect((await postTexts(g)).join('\n')).toContain('平票（狼A、民C），警长投票的 狼A 出局。');
  });

  it('classic: 警长的票视为1.5票', async () => {
    const g = await table('classic');
    await vote(g, '民A', { post: '投票对象：狼A 投票理由：可疑' });
    await vote(g, '民B', { target: '狼B' });
    await close(g);
    expect((await postTexts(g)).join('\n')).toContain('狼A：1.5票（民A[警长]）');
  });

  it('pku: 平票双死', async () => {
    const g = await table('pku');
    await vote(g, '民B', { target: '狼A' });
    await vote(g, '民C', { target: '民D' });
    // the day's windows: 警情后 (file 004 l.19: 警情发布后30分钟以内), then its own, whose close counts the vote
    while ((await api('GET', `/v1/games/${g.id}`)).body.phase.kind === 'day') await close(g);
    expect((await postTexts(g)).join('\n')).toContain('平票（狼A、民D），平票双死：狼A、民D 出局。');
  });

  it('tieba 投降: the wolves propose and agree over POST /surrender; the faction loses and the game ends', async () => {
    const g = await table('tieba');
    const surrender = (who: string, action: string) =>
      api('POST', `/v1/games/${g.id}/surrender`, { token: g.tok[who], body: { action } });
    const bad = await surrender('民A', 'propose');
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe('SURRENDER_NOT_OFFERED');
    const p = await surrender('狼A', 'propose');
    expect(p.status, p.text).toBe(200);
    expect(p.body).toMatchObject({ ended: false, proposal: { asked: ['狼A', '狼B'], agreed: ['狼A'] } });
    const a = await surrender('狼B', 'agree');
    expect(a.body.ended).toBe(true);
    expect((await api('GET', `/v1/games/${g.id}`)).body.winner.factionId).toBe('village');
  });

  it('pku 投降开关: two toggles a half, a third is 422 SURRENDER_LIMIT', async () => {
    const g = await table('pku');
    const sw = (action: string) =>
      api('POST', `/v1/games/${g.id}/surrender`, { token: g.tok.狼A, body: { action } });
    expect((await sw('on')).body).toMatchObject({ switch: true, ended: false });
    expect((await sw('off')).body).toMatchObject({ switch: false });
    const third = await sw('on');
    expect(third.status).toBe(422);
    expect(third.body.error.code).toBe('SURRENDER_LIMIT');
    const bad = await api('POST', `/v1/games/${g.id}/surrender`, {
      token: g.tok.狼A,
      body: { action: 'maybe' },
    });
    expect(bad.status).toBe(400);
  });
});
