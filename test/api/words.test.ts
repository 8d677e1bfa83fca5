import { describe, expect, it } from 'vitest';
import { act, api, close, newTable, postTexts, SEATS12, start, vote } from './client';

/**
 * The words players read (issue 16): every refusal an adapter forwards is Chinese as a forum director writes it, the
 * code the stable English key; the 公示 is one post per event a director posts once.
 */

describe('the words players read, over HTTP', () => {
  it('refusals: a night skill by day, a bad body, an unknown token — Chinese messages, English codes', async () => {
    const g = await newTable();
    expect((await start(g, SEATS12)).status).toBe(200);
    const r = await act(g, '狼B', '杀人', ['民A']);
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'WRONG_PHASE', message: '<杀人>是夜晚技能，只能在夜晚发动' });
    const bad = await api('POST', `/v1/games/${g.id}/actions`, { token: g.tok.预, body: { skill: 7 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_INPUT');
    expect(bad.body.error.message).toMatch(/^skill：无效输入/);
    const who = await api('GET', `/v1/games/${g.id}/me`, { token: 'not-a-token' });
    expect(who.status).toBe(401);
    expect(who.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: '无效的令牌' });
    const twice = await api('POST', `/v1/games/${g.id}/votes`, {
      token: g.tok.预,
      body: { target: '民A', post: 'x' },
    });
    expect(twice.body.error.message).toContain('target（投票对象）与 post（投票贴）须给出且只给出一项');
  });

  it('the close’s automatic cards are one post; the count lists 弃权 and 未投票', async () => {
    const g = await newTable();
    expect((await start(g, SEATS12)).status).toBe(200);
    for (const n of SEATS12.filter((x) => !['民B', '民C', '守'].includes(x)))
      expect((await vote(g, n, { target: '预' })).status).toBe(200);
    expect((await vote(g, '守', { target: '弃权' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    const posts = await postTexts(g);
    expect(posts.at(-2)).toBe(
      '第1天（竞选日）投票结果：\n预：9票（狼A、狼B、狼C、预、巫、猎、痴、羊、民A）\n弃权：守。\n未投票：民B、民C。\n预 当选警长。',
    );
    expect(posts.at(-1)).toBe('民B、民C 被判罚黄牌（理由：第1天讨论结束时未回复投票帖）。');
  });
});
