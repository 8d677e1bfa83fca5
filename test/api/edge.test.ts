import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, api, type Created, close, eventCount, newTable, SEATS12, start, TABLE12 } from './client';

/**
 * The edge (src/api/edge): who is asking is settled before anything of the request is read
 * (issue 10: "an unauthenticated or forbidden caller gets 401/403 and learns nothing of the
 * body's schema"; issue 18: "Check the token first, cap body size per route"), and every command
 * answers the state after it (issue 18: close and start answered the view from before).
 */

const path = (g: Created, p = '') => `/v1/games/${g.id}${p}`;

/** A body of `chunks` MiB produced on demand, counting how much of it the server pulled. */
function bigBody(chunks: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(ctl) {
      if (pulled >= chunks) return ctl.close();
      pulled++;
      ctl.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('authentication before validation', () => {
  let g: Created;
  beforeAll(async () => {
    g = await newTable();
    await start(g, SEATS12);
  });

  it('a bad body without a token is 401, not 400: the schema is not told to strangers', async () => {
    for (const [p, body] of [
      ['/actions', { skill: 42 }],
      ['/votes', {}],
      ['/rulings', { kind: 'teleport' }],
      ['/close', { kind: 'dusk' }],
    ] as const) {
      const r = await api('POST', path(g, p), { body });
      expect(r.status, `${p} ${r.text}`).toBe(401);
      expect(r.body.error.code).toBe('UNAUTHENTICATED');
      expect(r.text).not.toMatch(/issues|expected/);
    }
    const raw = await api('POST', path(g, '/actions'), { raw: '{"skill": ' });
    expect(raw.status).toBe(401);
    const create = await api('POST', '/v1/games', { body: { title: 1 } });
    expect(create.status).toBe(401);
  });

  it('a bad body with a token of the wrong kind is 403, not 400', async () => {
    const r = await api('POST', path(g, '/rulings'), { token: g.tok.民A, body: { kind: 'teleport' } });
    expect(r.status, r.text).toBe(403);
    expect(r.body.error.code).toBe('FORBIDDEN');
    const a = await api('POST', path(g, '/actions'), { token: g.directorToken, body: { skill: 42 } });
    expect(a.status, a.text).toBe(403);
    const c = await api('POST', '/v1/games', { token: g.directorToken, body: { title: 1 } });
    expect(c.status, c.text).toBe(403);
  });

  it('an unknown token is 401, not 403, wherever it is sent (issue 16)', async () => {
    const before = await eventCount(g);
    const forged = `bs_p_${'x'.repeat(40)}`;
    for (const token of ['not-a-token', forged]) {
      for (const [method, p, body] of [
        ['POST', path(g, '/close'), undefined],
        ['POST', path(g, '/votes'), { target: '预' }],
        ['GET', path(g, '/director'), undefined],
        ['GET', path(g), undefined],
        ['GET', '/v1/games', undefined],
        ['POST', '/v1/games', { title: 't' }],
      ] as const) {
        const r = await api(method, p, { token, ...(body ? { body } : {}) });
        const expected = token === forged && p.startsWith('/v1/games') && !p.includes(g.id) ? 403 : 401;
        expect(r.status, `${method} ${p} with ${token.slice(0, 8)}: ${r.text}`).toBe(expected);
      }
    }
    expect(await eventCount(g)).toBe(before);
  });

  it('a 50 MB anonymous body is refused with 401 before it is read', async () => {
    const big = bigBody(50);
    const r = await SELF.fetch(`https://bansha.test${path(g, '/votes')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big.stream,
    });
    expect(r.status).toBe(401);
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    expect(big.pulled()).toBeLessThan(50);
  });

  it('a body over the route’s cap is 413 in the contract’s error shape, read no further than the cap', async () => {
    // declared too large: refused on its Content-Length
    const declared = await SELF.fetch(`https://bansha.test${path(g, '/votes')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${g.tok.民A}`, 'content-type': 'application/json' },
      body: new Uint8Array(2 * 1024 * 1024).fill(0x20),
    });
    expect(declared.status).toBe(413);
    const body = (await declared.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(body.error.message.length).toBeGreaterThan(0);
    // streamed without a length: cut off at the cap
    const big = bigBody(50);
    const streamed = await SELF.fetch(`https://bansha.test${path(g, '/votes')}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${g.tok.民A}`, 'content-type': 'application/json' },
      body: big.stream,
    });
    expect(streamed.status).toBe(413);
    expect(big.pulled()).toBeLessThan(50);
  });
});

describe('every command answers the state after it (issue 18)', () => {
  it('start answers the started game: status running, every seat named', async () => {
    const g = await newTable();
    const r = await start(g, SEATS12);
    expect(r.status, r.text).toBe(200);
    expect(r.body.status).toBe('running');
    expect(r.body.phase.kind).toBe('day');
    expect(r.body.seats.map((s: { name: string | null }) => s.name)).toEqual(SEATS12);
  });

  it('close of day 1 answers the night it opened; a repeat under the same key answers the same', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const headers = { 'idempotency-key': 'close-day-1' };
    const first = await api('POST', path(g, '/close'), { token: g.directorToken, headers });
    expect(first.status, first.text).toBe(200);
    expect(first.body.phase).toMatchObject({ kind: 'night', day: 1 });
    const again = await api('POST', path(g, '/close'), { token: g.directorToken, headers });
    expect(again.body).toEqual(first.body);
    const now = await api('GET', path(g));
    expect(now.body.phase).toMatchObject({ kind: 'night', day: 1 });
    // and a plain close of the next window answers where it led
    const next = await close(g);
    expect(next.body.phase).toEqual((await api('GET', path(g))).body.phase);
  });

  it('a repeated create answers the same tokens (derived again, never stored)', async () => {
    const body = {
      title: '重复',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      roles: TABLE12,
    };
    const headers = { 'idempotency-key': 'create-twice' };
    const a = await api('POST', '/v1/games', { token: ADMIN, body, headers });
    const b = await api('POST', '/v1/games', { token: ADMIN, body, headers });
    expect(a.status, a.text).toBe(b.status);
    expect(b.body).toEqual(a.body);
  });
});
