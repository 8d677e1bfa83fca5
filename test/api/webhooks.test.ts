import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorSchema, WebhookCreated, WebhookList } from '../../src/api/schemas';
import {
  ADMIN,
  act,
  api,
  type Created,
  close,
  closeNight,
  eventCount,
  events,
  newTable,
  SEATS12,
  sleep,
  start,
  until,
  vote,
} from './client';
import type { Received } from './receiver';

/**
 * Contract: `POST /v1/games/:id/webhooks` (director) subscribes `{url, kinds}` (kinds
 * `announcement`, `notification`, `phase`); 201 `{id, secret}`; deliveries follow the Standard
 * Webhooks spec. The deliveries go out through the runtime's own fetch; vitest.config.ts routes
 * outbound requests to the receivers of ./receiver.ts (in Node), and the tests read back what
 * those received. The retry policy is shortened there (40 ms base, 4 attempts).
 */

const HOOK = 'http://127.0.0.1:9';

/** A receiver of its own for one test: `answers` as in ./receiver.ts. */
function receiverBox(answers = '204') {
  const name = crypto.randomUUID();
  return {
    url: `${HOOK}/hook/${name}/${answers}`,
    received: async (): Promise<Received[]> => (await fetch(`${HOOK}/__received/${name}`)).json(),
  };
}

const hooks = (g: Created) => `/v1/games/${g.id}/webhooks`;
const subscribe = (g: Created, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', hooks(g), { token: g.directorToken, body, headers });
// biome-ignore lint/suspicious/noExplicitAny: the list is checked against its schema where it matters
const listing = async (g: Created, query = ''): Promise<any> =>
  (await api('GET', `${hooks(g)}${query}`, { token: g.directorToken })).body;

/** Waits until the subscription has no message pending. */
const settled = (g: Created, id: string, ms?: number) =>
  until(
    `the messages of ${id} to settle`,
    () => listing(g),
    (l) => l.webhooks.find((w: { id: string }) => w.id === id)?.messages.pending === 0,
    ms,
  );

const payload = (r: Received) => JSON.parse(r.body);

/** Subscriptions still retrying when their test ends: removed after the file, so no alarm outlives it. */
const cleanup: [Created, string][] = [];
afterAll(async () => {
  for (const [g, id] of cleanup) await api('DELETE', `${hooks(g)}/${id}`, { token: g.directorToken });
});

describe('POST /webhooks: subscribe {url, kinds}; 201 {id, secret}', () => {
  it('answers an id and a whsec_ secret (base64 of 24 bytes or more); the listing never shows a secret', async () => {
    const g = await newTable();
    const r = await subscribe(g, { url: receiverBox().url, kinds: ['announcement', 'phase'] });
    expect(r.status, r.text).toBe(201);
    expect(WebhookCreated.strict().safeParse(r.body).error).toBeUndefined();
    expect(r.body.id).toMatch(/^wh_[0-9a-f]{32}$/);
    expect(r.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(atob(r.body.secret.slice('whsec_'.length)).length).toBeGreaterThanOrEqual(24);
    expect(r.body).toMatchObject({ kinds: ['announcement', 'phase'], players: null });

    const l = await api('GET', hooks(g), { token: g.directorToken });
    expect(l.status).toBe(200);
    expect(WebhookList.strict().safeParse(l.body).error).toBeUndefined();
    expect(l.body.webhooks).toEqual([
      expect.objectContaining({
        id: r.body.id,
        url: r.body.url,
        kinds: ['announcement', 'phase'],
        active: true,
      }),
    ]);
    expect(l.text).not.toContain(r.body.secret);
    expect(l.text).not.toContain('whsec_');
    // and the secret is in no event: the log becomes public after the game
    const log = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
    expect(log.text).not.toContain('whsec_');
    expect(log.text).not.toContain(r.body.id);
  });

  it('the director’s endpoints: no token 401, a player or the auditor 403, no such game 404', async () => {
    const g = await newTable();
    const hook = { url: receiverBox().url, kinds: ['announcement'] };
    const cases: [string, string, string | undefined][] = [
      ['POST', hooks(g), undefined],
      ['GET', hooks(g), undefined],
      ['DELETE', `${hooks(g)}/wh_x`, undefined],
      ['POST', `${hooks(g)}/wh_x/rotate`, undefined],
    ];
    for (const [method, path] of cases) {
      const body = method === 'POST' && path === hooks(g) ? hook : undefined;
      const anon = await api(method, path, { body });
      expect(anon.status, `${method} ${path}`).toBe(401);
      expect(ErrorSchema.safeParse(anon.body).error).toBeUndefined();
      for (const token of [g.tok.民A, g.auditorToken])
        expect((await api(method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
    const none = await api('POST', '/v1/games/no-such-game/webhooks', { token: ADMIN, body: hook });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('NOT_FOUND');
    expect((await listing(g)).webhooks).toEqual([]);
  });

  it('bad input changes nothing: a malformed URL 400, no kinds 400, an unknown kind 400, a stranger in `players` 422 UNKNOWN_PLAYER', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const before = await eventCount(g);
    const url = receiverBox().url;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ url: 'not a url', kinds: ['announcement'] }, 400, 'INVALID_INPUT'],
      [{ url, kinds: [] }, 400, 'INVALID_INPUT'],
      [{ url, kinds: ['votes'] }, 400, 'INVALID_INPUT'],
      [{ url }, 400, 'INVALID_INPUT'],
      [{ url, kinds: ['notification'], players: ['路人'] }, 422, 'UNKNOWN_PLAYER'],
    ];
    for (const [body, status, code] of cases) {
      const r = await subscribe(g, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.code).toBe(code);
    }
    expect((await listing(g)).webhooks).toEqual([]);
    expect(await eventCount(g)).toBe(before);
  });

  it('at most 20 subscriptions a game: the 21st → 409 TOO_MANY_WEBHOOKS, nothing stored', async () => {
    const g = await newTable();
    for (let i = 0; i < 20; i++)
      expect((await subscribe(g, { url: receiverBox().url, kinds: ['phase'] })).status).toBe(201);
    const r = await subscribe(g, { url: receiverBox().url, kinds: ['phase'] });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('TOO_MANY_WEBHOOKS');
    expect((await listing(g)).webhooks).toHaveLength(20);
  });

  it('Idempotency-Key: a repeat answers the same id and secret and subscribes once', async () => {
    const g = await newTable();
    const body = { url: receiverBox().url, kinds: ['phase'] };
    const a = await subscribe(g, body, { 'idempotency-key': 'hook-1' });
    const b = await subscribe(g, body, { 'idempotency-key': 'hook-1' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect((await listing(g)).webhooks).toHaveLength(1);
    const c = await subscribe(g, { ...body, kinds: ['announcement'] }, { 'idempotency-key': 'hook-1' });
    expect(c.status).toBe(409);
    expect(c.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('SSRF guard: receivers on the public internet only (loopback too in development and test)', () => {
  it.each([
    ['http://example.com/hook', 'plain http to a public host'],
    ['https://10.1.2.3/hook', 'a private address'],
    ['https://0xa000001/hook', 'a private address spelt in hex'],
    ['https://192.168.1.20/hook', 'a private address'],
    ['https://169.254.169.254/latest/meta-data/', 'link-local (cloud metadata)'],
    ['https://100.64.0.1/', 'shared address space'],
    ['https://[fd00::1]/hook', 'an IPv6 unique-local address'],
    ['https://[fe80::1]/hook', 'an IPv6 link-local address'],
    ['https://[::ffff:10.0.0.1]/hook', 'a private IPv4 inside IPv6'],
    ['https://printer.local/hook', 'a .local name'],
    ['https://metadata.google.internal/', 'an .internal name'],
    ['https://intranet/hook', 'a single-label name'],
    ['ftp://127.0.0.1/hook', 'another scheme'],
  ])('%s (%s) → 422 WEBHOOK_URL_NOT_ALLOWED, nothing stored, no event', async (url) => {
    const g = await newTable();
    const before = await eventCount(g);
    const r = await subscribe(g, { url, kinds: ['announcement'] });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
    expect(ErrorSchema.safeParse(r.body).error).toBeUndefined();
    expect((await listing(g)).webhooks).toEqual([]);
    expect(await eventCount(g)).toBe(before);
  });

  it('in test (as in development) loopback http is allowed: http://127.0.0.1, http://localhost, http://[::1]', async () => {
    const g = await newTable();
    for (const url of ['http://127.0.0.1:8788/hook', 'http://localhost:8788/hook', 'http://[::1]:8788/hook'])
      expect((await subscribe(g, { url, kinds: ['phase'] })).status, url).toBe(201);
    expect((await subscribe(g, { url: 'https://example.com/hook', kinds: ['phase'] })).status).toBe(201);
  });
});

describe('deliveries follow Standard Webhooks', () => {
  it('each verifies with the official standardwebhooks library; the 公示 arrives as /announcements shows it', async () => {
    const g = await newTable();
    const box = receiverBox();
    const sub = await subscribe(g, { url: box.url, kinds: ['announcement', 'phase'] });
    await start(g, SEATS12);
    for (const who of ['民A', '民B']) await vote(g, who, { target: '预' });
    await close(g);
    await settled(g, sub.body.id);
    const got = await box.received();
    expect(got.length).toBeGreaterThan(0);
    const wh = new Webhook(sub.body.secret);
    for (const r of got) {
      expect(r.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(r.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(r.headers['content-type']).toBe('application/json');
      expect(wh.verify(r.body, r.headers)).toEqual(payload(r));
    }
    // a forged body or a foreign secret does not verify
    const [first] = got as [Received];
    expect(() => wh.verify(`${first.body} `, first.headers)).toThrow();
    expect(() => new Webhook(`whsec_${btoa('x'.repeat(32))}`).verify(first.body, first.headers)).toThrow();

    const posts = got.map(payload).filter((p) => p.type === 'announcement.created');
    const ann = (await api('GET', `/v1/games/${g.id}/announcements`)).body;
    expect(posts.map((p) => p.data)).toEqual(ann.map((a: object) => ({ gameId: g.id, ...a })));
    for (const p of got.map(payload)) expect(Date.parse(p.timestamp)).not.toBeNaN();

    const phases = got.map(payload).filter((p) => p.type === 'phase.changed');
    const started = (await events(g)).filter((e) => e.type === 'PhaseStarted');
    expect(phases.map((p) => p.data.seq)).toEqual(started.map((e) => e.seq));
    expect(phases[0].data).toMatchObject({ gameId: g.id, kind: 'day', day: 1, window: 'day' });
    expect(phases[0].data.closesAt).toMatch(/\+08:00$/);
    expect(phases[1].data).toMatchObject({ kind: 'night', day: 1 });
  });

  it('the outbox holds exactly the messages of committed events: announcements, notifications and phases, in seq order; a rejected request adds none', async () => {
    const g = await newTable();
    const box = receiverBox();
    const sub = await subscribe(g, { url: box.url, kinds: ['announcement', 'notification', 'phase'] });
    await start(g, SEATS12);
    await close(g);
    await act(g, '狼A', '杀人', ['民A']);
    await act(g, '预', '预言', ['狼B']);
    await settled(g, sub.body.id);
    const before = (await listing(g)).webhooks[0].messages;
    // rejected: a villager has no 杀人, and a vote at night; the log and the outbox stay as they were
    expect((await act(g, '民B', '杀人', ['预'])).status).toBe(422);
    expect((await vote(g, '民B', { target: '预' })).status).toBe(409);
    expect((await listing(g)).webhooks[0].messages).toEqual(before);
    await closeNight(g);
    await settled(g, sub.body.id);

    const kinds: Record<string, string> = {
      AnnouncementMade: 'announcement.created',
      NotificationSent: 'notification.created',
      PhaseStarted: 'phase.changed',
      GameEnded: 'phase.changed',
    };
    const expected = (await events(g))
      .filter((e) => kinds[e.type])
      .map((e) => ({ seq: e.seq, type: kinds[e.type] }));
    const got = (await box.received()).map(payload);
    expect(got.map((p) => ({ seq: p.data.seq, type: p.type }))).toEqual(expected);
    // one message per event: the ids are distinct
    expect(new Set((await box.received()).map((r) => r.headers['webhook-id'])).size).toBe(expected.length);
  });

  it('a private notification goes only to the subscriptions that serve its player (players; absent = all)', async () => {
    const g = await newTable();
    const seerBot = receiverBox();
    const witchBot = receiverBox();
    const tableBot = receiverBox();
    const villagerBot = receiverBox();
    const subs = [
      await subscribe(g, { url: seerBot.url, kinds: ['notification'], players: ['预'] }),
      await subscribe(g, { url: witchBot.url, kinds: ['notification', 'phase'], players: [' 巫 '] }),
      await subscribe(g, { url: tableBot.url, kinds: ['notification'] }),
      // names compare after NFKC and trimming: full-width Ａ is 民A
      await subscribe(g, { url: villagerBot.url, kinds: ['notification'], players: ['民Ａ'] }),
    ];
    expect(subs.map((s) => s.status)).toEqual([201, 201, 201, 201]);
    expect(subs[1]?.body.players).toEqual(['巫']);
    expect(subs[3]?.body.players).toEqual(['民A']);
    await start(g, SEATS12);
    await close(g);
    await act(g, '狼A', '杀人', ['民A']);
    await act(g, '预', '预言', ['狼B']);
    await closeNight(g);
    for (const s of subs) await settled(g, s.body.id);

    const notes = (await events(g)).filter((e) => e.type === 'NotificationSent');
    const to = (name: string) => notes.filter((e) => e.data.to === name).map((e) => e.seq);
    const seqs = async (b: { received: () => Promise<Received[]> }, type = 'notification.created') =>
      (await b.received())
        .map(payload)
        .filter((p) => p.type === type)
        .map((p) => p.data.seq);
    expect(to('预').length).toBeGreaterThan(0);
    expect(to('巫').length).toBeGreaterThan(0);
    expect(await seqs(seerBot)).toEqual(to('预'));
    expect(await seqs(witchBot)).toEqual(to('巫'));
    expect(await seqs(villagerBot)).toEqual(to('民A'));
    expect(await seqs(tableBot)).toEqual(notes.map((e) => e.seq));
    // the seer's result reaches only the seer's bot (and the one serving the whole table)
    const check = (await seerBot.received()).map(payload).find((p) => p.data.data.skill === 'prophecy');
    expect(check?.data).toMatchObject({ gameId: g.id, to: '预', text: '预言：狼B 的查验结果为<狼人阵营>。' });
    for (const other of [witchBot, villagerBot])
      expect(JSON.stringify(await other.received())).not.toContain('查验结果');
    // phase messages go to whoever subscribed the kind, whatever players it serves
    expect((await seqs(witchBot, 'phase.changed')).length).toBeGreaterThan(0);
  });
});

describe('a deadline that moves without a new phase', () => {
  it('extend, pause, resume and 加速 each send phase.changed with `change` and the new closesAt (as the views and the events give it)', async () => {
    const g = await newTable();
    const box = receiverBox();
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12);
    const ruling = (body: Record<string, unknown>) =>
      api('POST', `/v1/games/${g.id}/rulings`, { token: g.directorToken, body });
    const closesAt = async () => (await api('GET', `/v1/games/${g.id}`)).body.phase.closesAt;

    expect((await ruling({ kind: 'extend', seconds: 600, reason: '补时' })).status).toBe(200);
    const extended = await closesAt();
    expect((await ruling({ kind: 'pause', reason: '论坛故障' })).status).toBe(200);
    expect((await ruling({ kind: 'resume', reason: '恢复' })).status).toBe(200);
    const resumed = await closesAt();
    // 讨论日长短: 当日申请人数…大于等于存活人数的一半，即判定加速 (six of twelve)
    for (const who of SEATS12.slice(0, 6))
      expect(
        (await api('POST', `/v1/games/${g.id}/speed`, { token: g.tok[who], body: { request: '加速' } }))
          .status,
      ).toBe(200);
    await settled(g, sub.body.id);

    const moves = (await box.received()).map(payload).filter((p) => p.data.change);
    expect(moves.map((p) => p.data.change)).toEqual(['extended', 'paused', 'resumed', 'accelerated']);
    for (const p of moves) {
      expect(p.type).toBe('phase.changed');
      expect(p.data).toMatchObject({ gameId: g.id, kind: 'day', day: 1, window: 'day' });
    }
    const ms = (iso: string | null) => (iso === null ? null : Date.parse(iso));
    // with the table's fixed hours 加速 closes the day at once (its cut-off has passed): the message says when
    const granted = (await events(g)).find((e) => e.type === 'SpeedGranted');
    expect(granted?.data.closesAt).toBeLessThan(ms(resumed) as number);
    expect(moves.map((p) => ms(p.data.closesAt))).toEqual([
      ms(extended),
      null,
      ms(resumed),
      granted?.data.closesAt,
    ]);
    expect(moves[1]?.data.pausedAt).toMatch(/\+08:00$/);
    // each move is its own event's message: the seqs are those of the events
    const kinds = ['DeadlineExtended', 'ClockPaused', 'ClockResumed', 'SpeedGranted'];
    const evs = (await events(g)).filter((e) => kinds.includes(e.type));
    expect(moves.map((p) => p.data.seq)).toEqual(evs.map((e) => e.seq));
  });
});

describe('the end of the game', () => {
  it('arrives as phase.changed with kind "ended", the winner and the reason; the 演员表 as an announcement', async () => {
    const g = await newTable();
    const box = receiverBox();
    const sub = await subscribe(g, { url: box.url, kinds: ['phase', 'announcement'] });
    await start(g, SEATS12);
    for (const w of ['狼A', '狼B', '狼C'])
      await api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'kill', target: w, reason: '测试结束' },
      });
    expect((await api('GET', `/v1/games/${g.id}`)).body.status).toBe('ended');
    await settled(g, sub.body.id);
    const got = (await box.received()).map(payload);
    const end = got.find((p) => p.type === 'phase.changed' && p.data.kind === 'ended');
    const ended = (await events(g)).find((e) => e.type === 'GameEnded');
    expect(end?.data).toMatchObject({
      gameId: g.id,
      seq: ended?.seq,
      kind: 'ended',
      reason: ended?.data.reason,
    });
    expect(end?.data.winner.names).toEqual(ended?.data.winner.names);
    expect(end?.data.winner.faction).toBeTruthy();
    // the last posts (the cast list among them) were delivered like any other
    const ann = (await api('GET', `/v1/games/${g.id}/announcements`)).body;
    expect(got.filter((p) => p.type === 'announcement.created').map((p) => p.data.text)).toEqual(
      ann.map((a: { text: string }) => a.text),
    );
  });
});

describe('/openapi.json documents the webhook endpoints', () => {
  it('subscribe, list, delete and rotate: the director’s (a bearer token), with the `wid` path parameter and Idempotency-Key on the POSTs', async () => {
    const doc = (await api('GET', '/openapi.json')).body;
    const routes: [string, string][] = [
      ['post', '/v1/games/{id}/webhooks'],
      ['get', '/v1/games/{id}/webhooks'],
      ['delete', '/v1/games/{id}/webhooks/{wid}'],
      ['post', '/v1/games/{id}/webhooks/{wid}/rotate'],
    ];
    for (const [method, path] of routes) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security).toEqual([{ bearer: [] }]);
      const params = op.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`);
      expect(params).toContain('path:id');
      if (path.includes('{wid}')) expect(params).toContain('path:wid');
      if (method === 'post') expect(params).toContain('header:idempotency-key');
    }
    expect(Object.keys(doc.paths['/v1/games/{id}/webhooks'].post.responses)).toContain('201');
    expect(doc.components.schemas.Webhook.properties.kinds.items.enum).toEqual([
      'announcement',
      'notification',
      'phase',
    ]);
  });
});

describe('retries: exponential backoff with jitter, the same webhook-id, Retry-After, 410 stops', () => {
  it('a receiver that fails gets retries with growing delays and the same webhook-id, each attempt freshly signed; the log shows each attempt', async () => {
    const g = await newTable();
    const box = receiverBox('500,500,204');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12); // one message: day 1 begins
    await settled(g, sub.body.id);
    const got = await box.received();
    expect(got.map((r) => r.answered)).toEqual([500, 500, 204]);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const wh = new Webhook(sub.body.secret);
    for (const r of got) expect(wh.verify(r.body, r.headers)).toEqual(payload(got[0] as Received));

    const log = (await listing(g)).deliveries;
    expect(log.map((d: { attempt: number }) => d.attempt)).toEqual([1, 2, 3]);
    expect(log.map((d: { status: number }) => d.status)).toEqual([500, 500, 204]);
    expect(log.map((d: { outcome: string }) => d.outcome)).toEqual(['retry', 'retry', 'delivered']);
    expect(new Set(log.map((d: { messageId: string }) => d.messageId))).toEqual(
      new Set([got[0]?.headers['webhook-id']]),
    );
    const delays = log
      .slice(0, 2)
      .map((d: { at: string; nextRetry: string }) => Date.parse(d.nextRetry) - Date.parse(d.at));
    // 40 ms base: the first backoff in [20, 40), the second in [40, 80) (their growth is pinned exactly in
    // test/webhooks/policy.test.ts). `at` is when an attempt started and `nextRetry` is set once it answered, so each
    // delay here also holds the attempt's own latency: only the lower bounds are firm on a busy machine
    expect(delays[0]).toBeGreaterThanOrEqual(20);
    expect(delays[1]).toBeGreaterThanOrEqual(40);
    // and the receiver saw them no sooner than announced
    expect((got[1] as Received).at).toBeGreaterThanOrEqual(Date.parse(log[0].nextRetry) - 5);
    expect((got[2] as Received).at).toBeGreaterThanOrEqual(Date.parse(log[1].nextRetry) - 5);
    expect(log[2].nextRetry).toBeUndefined();
  });

  it('gives up after a bounded number of attempts: the message is marked failed, nothing more is sent', async () => {
    const g = await newTable();
    const box = receiverBox('500');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12);
    const l = await settled(g, sub.body.id);
    expect(l.webhooks[0].messages).toMatchObject({ pending: 0, failed: 1, delivered: 0 });
    expect(l.deliveries.map((d: { outcome: string }) => d.outcome)).toEqual([
      'retry',
      'retry',
      'retry',
      'failed',
    ]);
    await sleep(300);
    expect(await box.received()).toHaveLength(4);
    // the subscription stays active: the next message is tried again
    expect(l.webhooks[0].active).toBe(true);
  });

  it('honours Retry-After: the next attempt waits as long as the receiver asked', async () => {
    const g = await newTable();
    const box = receiverBox('503~1,204');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12);
    const l = await settled(g, sub.body.id, 5000);
    const [a, b] = l.deliveries;
    expect([a.status, b.status]).toEqual([503, 204]);
    expect(Date.parse(a.nextRetry) - Date.parse(a.at)).toBeGreaterThanOrEqual(1000);
    const [ra, rb] = (await box.received()) as [Received, Received];
    expect(rb.at - ra.at).toBeGreaterThanOrEqual(990);
  });

  it('410 Gone stops: the subscription is disabled, its pending messages cancelled, no later event is sent', async () => {
    const g = await newTable();
    const gone = receiverBox('410');
    const other = receiverBox('204');
    const sub = await subscribe(g, { url: gone.url, kinds: ['announcement', 'phase'] });
    const ok = await subscribe(g, { url: other.url, kinds: ['phase'] });
    await start(g, SEATS12);
    await settled(g, sub.body.id);
    await close(g);
    await closeNight(g);
    await settled(g, ok.body.id);
    const l = await listing(g);
    const w = l.webhooks.find((x: { id: string }) => x.id === sub.body.id);
    expect(w.active).toBe(false);
    expect(w.disabledReason).toMatch(/410/);
    expect(w.messages.delivered).toBe(0);
    expect(w.messages.pending).toBe(0);
    expect(await gone.received()).toHaveLength(1);
    expect(l.deliveries.find((d: { webhookId: string }) => d.webhookId === sub.body.id).outcome).toBe('gone');
    // the other subscription goes on
    expect((await other.received()).length).toBeGreaterThanOrEqual(3);
  });

  it('a redirect is not followed (a public URL cannot bounce a delivery inward): it counts as a failed attempt', async () => {
    const g = await newTable();
    const box = receiverBox('302,204');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12);
    const l = await settled(g, sub.body.id);
    expect(l.deliveries.map((d: { status: number }) => d.status)).toEqual([302, 204]);
    expect(await box.received()).toHaveLength(2);
  });
});

describe('rotation without downtime', () => {
  it('after a rotation both secrets sign (two v1 signatures) for the grace period; a rotation with graceSeconds 0 drops the old one', async () => {
    const g = await newTable();
    const box = receiverBox();
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    const s1 = sub.body.secret as string;
    await start(g, SEATS12);
    await settled(g, sub.body.id);

    const rot = await api('POST', `${hooks(g)}/${sub.body.id}/rotate`, { token: g.directorToken });
    expect(rot.status, rot.text).toBe(200);
    const s2 = rot.body.secret as string;
    expect(s2).toMatch(/^whsec_/);
    expect(s2).not.toBe(s1);
    const grace = Date.parse(rot.body.previousSecretUntil) - Date.now();
    expect(grace).toBeGreaterThan(23 * 3600_000);
    expect(grace).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    const l = await api('GET', hooks(g), { token: g.directorToken });
    expect(l.body.webhooks[0].previousSecretUntil).toBe(rot.body.previousSecretUntil);
    expect(l.text).not.toContain(s2);

    await close(g); // night 1 begins
    await settled(g, sub.body.id);
    const during = (await box.received()).at(-1) as Received;
    expect(during.headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(s2).verify(during.body, during.headers)).toEqual(payload(during));
    expect(new Webhook(s1).verify(during.body, during.headers)).toEqual(payload(during));

    const rot2 = await api('POST', `${hooks(g)}/${sub.body.id}/rotate`, {
      token: g.directorToken,
      body: { graceSeconds: 0 },
    });
    expect(rot2.status).toBe(200);
    const s3 = rot2.body.secret as string;
    await closeNight(g);
    await settled(g, sub.body.id);
    const after = (await box.received()).at(-1) as Received;
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(new Webhook(s3).verify(after.body, after.headers)).toEqual(payload(after));
    expect(() => new Webhook(s2).verify(after.body, after.headers)).toThrow();
    expect(() => new Webhook(s1).verify(after.body, after.headers)).toThrow();
  });

  it('rotate and delete: an unknown webhook 404 WEBHOOK_NOT_FOUND; a bad graceSeconds 400', async () => {
    const g = await newTable();
    const r = await api('POST', `${hooks(g)}/wh_nope/rotate`, { token: g.directorToken });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('WEBHOOK_NOT_FOUND');
    const d = await api('DELETE', `${hooks(g)}/wh_nope`, { token: g.directorToken });
    expect(d.status).toBe(404);
    expect(d.body.error.code).toBe('WEBHOOK_NOT_FOUND');
    const sub = await subscribe(g, { url: receiverBox().url, kinds: ['phase'] });
    const bad = await api('POST', `${hooks(g)}/${sub.body.id}/rotate`, {
      token: g.directorToken,
      body: { graceSeconds: -1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_INPUT');
  });
});

describe('DELETE /webhooks/:wid', () => {
  it('unsubscribes: its undelivered messages are cancelled and no later event is sent; the log keeps its attempts', async () => {
    const g = await newTable();
    const box = receiverBox('503~30');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12);
    await until(
      'the first attempt',
      () => listing(g),
      (l) => l.deliveries.length === 1,
    );
    const del = await api('DELETE', `${hooks(g)}/${sub.body.id}`, { token: g.directorToken });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: sub.body.id, deleted: true });
    await close(g);
    await sleep(200);
    const l = await listing(g);
    expect(l.webhooks).toEqual([]);
    expect(l.deliveries).toHaveLength(1);
    expect(await box.received()).toHaveLength(1);
    expect((await api('DELETE', `${hooks(g)}/${sub.body.id}`, { token: g.directorToken })).status).toBe(404);
  });
});

describe('the delivery log (GET /webhooks)', () => {
  it('lists each attempt: message id, event seq, type, status, attempt number, time, next retry; ?limit and ?webhook narrow it', async () => {
    const g = await newTable();
    const a = receiverBox('500,204');
    const b = receiverBox();
    const sa = await subscribe(g, { url: a.url, kinds: ['phase'] });
    const sb = await subscribe(g, { url: b.url, kinds: ['phase'] });
    await start(g, SEATS12);
    await settled(g, sa.body.id);
    await settled(g, sb.body.id);
    const l = await listing(g);
    expect(l.deliveries).toHaveLength(3);
    const first = l.deliveries.find((d: { webhookId: string }) => d.webhookId === sa.body.id);
    const startedSeq = (await events(g)).find((e) => e.type === 'PhaseStarted')?.seq;
    expect(first).toEqual({
      messageId: (await a.received())[0]?.headers['webhook-id'],
      webhookId: sa.body.id,
      seq: startedSeq,
      kind: 'phase',
      type: 'phase.changed',
      attempt: 1,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 500,
      outcome: 'retry',
      nextRetry: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await listing(g, `?webhook=${sb.body.id}`)).deliveries).toHaveLength(1);
    expect((await listing(g, '?limit=1')).deliveries).toHaveLength(1);
    const unknown = await api('GET', `${hooks(g)}?webhook=wh_nope`, { token: g.directorToken });
    expect(unknown.status).toBe(404);
  });
});

describe('nothing is lost when the object restarts', () => {
  it('the outbox survives an eviction: the retry comes after the restart, with the same webhook-id', async () => {
    const g = await newTable();
    const box = receiverBox('503~1,204');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    await start(g, SEATS12);
    await until(
      'the first attempt',
      () => listing(g),
      (l) => l.deliveries.length === 1,
    );
    const stub = env.GAME.get(env.GAME.idFromName(g.id));
    await evictDurableObject(stub);
    const l = await settled(g, sub.body.id, 6000);
    expect(l.deliveries.map((d: { outcome: string }) => d.outcome)).toEqual(['retry', 'delivered']);
    const got = await box.received();
    expect(got).toHaveLength(2);
    expect(got[1]?.headers['webhook-id']).toBe(got[0]?.headers['webhook-id']);
    expect(new Webhook(sub.body.secret).verify(got[1]?.body ?? '', got[1]?.headers ?? {})).toBeTruthy();
  });

  it('deliveries share the alarm with the deadline: a window still closes at its deadline, exactly once', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 2, nightSeconds: 3600 } } });
    const box = receiverBox('503~60');
    const sub = await subscribe(g, { url: box.url, kinds: ['phase'] });
    cleanup.push([g, sub.body.id]);
    await start(g, SEATS12);
    // the delivery failed and asked for a minute; the day's deadline comes first
    await until(
      'the day to close by its deadline',
      () => api('GET', `/v1/games/${g.id}`),
      (r) => r.body.phase.kind === 'night',
      6000,
    );
    await sleep(300);
    const closed = (await events(g)).filter((e) => e.type === 'WindowClosed');
    expect(closed.map((e) => `${e.data.kind} ${e.data.day} by ${e.data.by}`)).toEqual(['day 1 by alarm']);
    // the night's message was sent at once, beside the first one's pending retry
    expect((await box.received()).length).toBe(2);
  });
});
