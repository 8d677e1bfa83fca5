import { describe, expect, it } from 'vitest';
import { api, close, closeNight, createGame, eventCount, game, start, vote } from './client';

/**
 * [tieba] file 002 讨论日长短 (l.156) 一般是A日上午9：30开贴 and 投票规则 (l.163) 投票贴与讨论日一同开门: over HTTP, a vote
 * between the night's end and the thread's opening is 409 THREAD_NOT_OPEN and appends nothing — a vote, a forum vote post
 * (the body the QQ and Discourse adapters send) and the director's 代投 alike. The clock is the real one here: the game runs
 * in UTC with the director's `openAt` three hours ahead, so the thread of day 2 is still shut when the night is closed.
 */

const ROLES = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const hm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

describe('tieba over HTTP: 投票贴与讨论日一同开门', () => {
  it('a vote before the thread opens is 409 THREAD_NOT_OPEN with the opening time, nothing appended', async () => {
    const openAt = hm(Date.now() + 3 * 3600_000);
    const g = await createGame({
      title: '贴吧开贴',
      ruleset: 'tieba',
      players: Object.keys(ROLES).map((name) => ({ name })),
      roles: ROLES,
      seed: 'tieba-open',
      options: { autoCards: false },
      schedule: { timezone: 'UTC', openAt },
    });
    expect((await start(g, Object.keys(ROLES))).status).toBe(200);
    // 第一个讨论日 opens with the game: its votes count at once
    expect((await vote(g, '民A', { target: '弃权' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    await closeNight(g);
    expect((await game(g)).body.phase).toMatchObject({ kind: 'day', day: 2 });

    const n = await eventCount(g);
    const direct = await vote(g, '民B', { target: '狼A' });
    expect(direct.status).toBe(409);
    expect(direct.body.error.code).toBe('THREAD_NOT_OPEN');
    expect(direct.body.error.message).toContain(`开贴，开贴后再投票`);
    expect(direct.body.error.message).toContain(openAt);
    const post = await vote(g, '民C', { post: '投票对象：狼A\n投票理由：发言像狼' });
    expect(post.status).toBe(409);
    expect(post.body.error.code).toBe('THREAD_NOT_OPEN');
    // a void post is not recorded either: the thread it would stand in is not open
    expect((await vote(g, '民C', { post: '投票对象：狼A' })).body.error.code).toBe('THREAD_NOT_OPEN');
    const proxy = await api('POST', `/v1/games/${g.id}/votes`, {
      token: g.directorToken,
      body: { voter: '民D', target: '狼B' },
    });
    expect(proxy.status).toBe(409);
    expect(proxy.body.error.code).toBe('THREAD_NOT_OPEN');
    expect(await eventCount(g)).toBe(n);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民B });
    expect(me.body.vote?.target ?? null).toBeNull();
  });
});
