/**
 * Hostile input over HTTP (issue 18): every number bounded, unknown keys refused, input never
 * echoed unbounded, and a refusal appends nothing.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, api, close, eventCount, newTable, SEATS12, start, TABLE12, vote } from './client';

describe('a 500 after events were stored (issue 18)', () => {
  it('rulings {kind: extend, seconds: 1e300} → 400, no RulingMade stored, the game still reads', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = await eventCount(g);
    for (const seconds of [1e300, 1e10, 30 * 86400 + 1]) {
      const r = await api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'extend', seconds, reason: '延时' },
      });
      expect([r.status, r.body.error.code]).toEqual([400, 'INVALID_INPUT']);
    }
    expect(await eventCount(g)).toBe(n);
    expect((await api('GET', `/v1/games/${g.id}`)).status).toBe(200);
    const ok = await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.directorToken,
      body: { kind: 'extend', seconds: 30 * 86400, reason: '延时' },
    });
    expect(ok.status).toBe(200);
  });

  it('schedule.fixed daySeconds / nightSeconds of 1e300 → 400 at creation', async () => {
    for (const fixed of [
      { daySeconds: 1e300, nightSeconds: 600 },
      { daySeconds: 3600, nightSeconds: 1e300 },
    ]) {
      const r = await api('POST', '/v1/games', {
        token: ADMIN,
        body: {
          title: 't',
          ruleset: '121',
          players: SEATS12.map((name) => ({ name })),
          roles: TABLE12,
          schedule: { fixed },
        },
      });
      expect([r.status, r.body.error.code]).toEqual([400, 'INVALID_INPUT']);
    }
  });
});

describe('strict bodies and bounded input (issue 18)', () => {
  it('close with an unknown key (a mistyped guard) → 400, nothing closed', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = await eventCount(g);
    const r = await close(g, { kindd: 'night' });
    expect([r.status, r.body.error.code]).toEqual([400, 'INVALID_INPUT']);
    expect(await eventCount(g)).toBe(n);
  });

  it('unknown keys in create, vote, action and ruling bodies → 400 INVALID_INPUT', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = await eventCount(g);
    const tries = [
      api('POST', `/v1/games/${g.id}/votes`, { token: g.tok.民A, body: { target: '预', extra: 1 } }),
      api('POST', `/v1/games/${g.id}/actions`, {
        token: g.tok.预,
        body: { skill: '预言', targets: ['民A'], x: 1 },
      }),
      api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'pause', reason: 'r', seconds: 5 },
      }),
      api('POST', '/v1/games', {
        token: ADMIN,
        body: { title: 't', ruleset: '121', players: [{ name: 'a' }], roles: {}, colour: 'red' },
      }),
    ];
    for (const r of await Promise.all(tries))
      expect([r.status, r.body.error.code]).toEqual([400, 'INVALID_INPUT']);
    expect(await eventCount(g)).toBe(n);
  });

  it('a 1 MB vote target is refused without being echoed; a long post’s target is quoted short', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = await eventCount(g);
    const huge = await vote(g, '民A', { target: '狼'.repeat(1_000_000) });
    expect(huge.status).toBe(413); // the edge's body cap
    expect(huge.text.length).toBeLessThan(2000);
    const long = await vote(g, '民A', { target: '狼'.repeat(5000) });
    expect([long.status, long.body.error.code]).toEqual([400, 'INVALID_INPUT']);
    expect(long.text.length).toBeLessThan(2000);
    expect(await eventCount(g)).toBe(n);
    const post = await vote(g, '民A', { post: `投票对象：${'某'.repeat(9000)}` });
    expect(post.status).toBe(200);
    expect(post.body.invalid.code).toBe('UNKNOWN_PLAYER');
    expect(post.text.length).toBeLessThan(2000);
  });

  it('options and pool are bounded; a game without roles or pool is refused at creation', async () => {
    const base = { title: 't', ruleset: '121', players: SEATS12.map((name) => ({ name })) };
    const bad = [
      { ...base, pool: Array.from({ length: 401 }, () => '村民') },
      {
        ...base,
        roles: TABLE12,
        options: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`o${i}`, 1])),
      },
      { ...base, roles: TABLE12, options: { autoCards: 'x'.repeat(101) } },
      { ...base, roles: TABLE12, options: { autoCards: { nested: true } } },
      base,
    ];
    for (const body of bad) {
      const r = await api('POST', '/v1/games', { token: ADMIN, body });
      expect([r.status, r.body.error.code]).toEqual([400, 'INVALID_INPUT']);
    }
    const unknown = await api('POST', '/v1/games', {
      token: ADMIN,
      body: { ...base, roles: TABLE12, options: { autocards: false } },
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'INVALID_OPTION']);
  });
});
