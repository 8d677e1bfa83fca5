import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { sweep } from '../../src/api/worker';
import {
  api,
  bare,
  type Created,
  close,
  eventCount,
  events,
  game,
  newTable,
  postTexts,
  SEATS12,
  start,
  stub,
  vote,
} from './client';

/**
 * The clock over HTTP (issue 4): 加速 / 延时 requests (`POST /speed`), vote timing (`postedAt`,
 * CHANGE_CLOSED), the director's pause and resume, the director's hours at creation, and the
 * deadlines' robustness: one alarm at the open deadline across pause, resume and extend; the sweep
 * re-arming a lost alarm; a window closed once when alarm, sweep and director race; an object
 * evicted in the middle of a night resuming its windows.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alarmOf = (g: Created) => runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm());
const ruling = (g: Created, body: Record<string, unknown>) =>
  api('POST', `/v1/games/${g.id}/rulings`, { token: g.directorToken, body });
const speed = (g: Created, who: string, request: string) =>
  api('POST', `/v1/games/${g.id}/speed`, { token: g.tok[who], body: { request } });
const SIX = ['民A', '民B', '民C', '预', '巫', '守'];

/** Games whose deadlines keep firing; ended after the file so no alarm outlives it. */
const running: Created[] = [];
afterAll(async () => {
  for (const g of running)
    for (const w of ['狼A', '狼B', '狼C']) await ruling(g, { kind: 'kill', target: w, reason: '测试结束' });
});

/** A game on the 121 calendar, started now: its first day closes at 21:00 (+08:00) two or three days on. */
async function calendarGame(extra: Record<string, unknown> = {}): Promise<Created> {
  const g = await newTable({ schedule: undefined, ...extra });
  await start(g, SEATS12);
  return g;
}

describe('POST /v1/games/:id/speed — 加速 / 延时 (121 讨论日长短)', () => {
  it('大于等于存活人数的一半: the sixth request of 12 living accelerates the day; the close, the alarm and the thread follow', async () => {
    const g = await calendarGame();
    const before = Date.parse((await game(g)).body.phase.closesAt);
    for (const who of SIX.slice(0, 5)) {
      const r = await speed(g, who, '加速');
      expect(r.status, r.text).toBe(200);
      expect(r.body.speed).toMatchObject({ accelerated: false, needed: 6 });
    }
    const r = await speed(g, '守', 'accelerate');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ request: '加速', speed: { accelerated: true, accelerate: 6, needed: 6 } });
    const ph = (await game(g)).body.phase;
    const after = Date.parse(ph.closesAt);
    expect(after).toBeLessThan(before);
    expect(ph.closesAt).toMatch(/T21:00:00\.000\+08:00$/);
    expect(ph.speed).toMatchObject({ accelerated: true, accelerate: 6, delay: 0, needed: 6 });
    expect(await alarmOf(g)).toBe(after);
    expect(bare((await postTexts(g)).at(-1) ?? '')).toMatch(
      /^加速申请成功（6\/12）：本讨论日改为\d+月\d+日 21:00关门。/,
    );
    // 执行加速时，所有人不可改票
    expect((await vote(g, '民A', { target: '狼A' })).status).toBe(200);
    const n = await eventCount(g);
    const change = await vote(g, '民A', { target: '狼B' });
    expect(change.status).toBe(422);
    expect(change.body.error.code).toBe('CHANGE_CLOSED');
    expect(await eventCount(g)).toBe(n);
  });

  it('延时 after 加速: back to the calendar’s close, announced; the alarm follows', async () => {
    const g = await calendarGame();
    const calendar = (await game(g)).body.phase.closesAt;
    for (const who of SIX) await speed(g, who, '加速');
    for (const who of ['狼A', '狼B', '狼C', '猎', '痴', '羊']) await speed(g, who, 'delay');
    const ph = (await game(g)).body.phase;
    expect(ph.closesAt).toBe(calendar);
    expect(ph.speed.accelerated).toBe(false);
    expect(await alarmOf(g)).toBe(Date.parse(calendar));
    expect(bare((await postTexts(g)).at(-1) ?? '')).toMatch(/^延时申请成功（6\/12）：不再执行加速/);
  });

  it('bad input gets a stable code and appends nothing', async () => {
    const g = await calendarGame();
    const n = await eventCount(g);
    const cases: [Promise<{ status: number; body: { error: { code: string } } }>, number, string][] = [
      [
        api('POST', `/v1/games/${g.id}/speed`, { token: g.tok.民A, body: { request: '快点' } }),
        400,
        'INVALID_INPUT',
      ],
      [api('POST', `/v1/games/${g.id}/speed`, { token: g.tok.民A, body: {} }), 400, 'INVALID_INPUT'],
      [
        api('POST', `/v1/games/${g.id}/speed`, { token: g.tok.民A, raw: '{"request":' }),
        400,
        'MALFORMED_JSON',
      ],
      [api('POST', `/v1/games/${g.id}/speed`, { body: { request: '加速' } }), 401, 'UNAUTHENTICATED'],
      [
        api('POST', `/v1/games/${g.id}/speed`, { token: g.directorToken, body: { request: '加速' } }),
        403,
        'FORBIDDEN',
      ],
      [
        api('POST', '/v1/games/nope/speed', { token: g.tok.民A, body: { request: '加速' } }),
        404,
        'NOT_FOUND',
      ],
    ];
    for (const [p, status, code] of cases) {
      const r = await p;
      expect(r.status).toBe(status);
      expect(r.body.error.code).toBe(code);
    }
    expect(await eventCount(g)).toBe(n);
    await ruling(g, { kind: 'kill', target: '民C', reason: '测试' });
    const m = await eventCount(g);
    const out = await speed(g, '民C', '加速');
    expect([out.status, out.body.error.code]).toEqual([409, 'NOT_ALIVE']);
    expect(await eventCount(g)).toBe(m);
    await close(g);
    const k = await eventCount(g);
    const night = await speed(g, '民A', '加速');
    expect([night.status, night.body.error.code]).toEqual([409, 'WRONG_PHASE']);
    expect(await eventCount(g)).toBe(k);
  });

  it('after the cut-off (a fixed day with speedCutoffMinutes past): 409 SPEED_CUTOFF_PASSED, nothing appended', async () => {
    const g = await newTable({
      schedule: { fixed: { daySeconds: 600, nightSeconds: 600 }, speedCutoffMinutes: 60 },
    });
    await start(g, SEATS12);
    const n = await eventCount(g);
    const r = await speed(g, '民A', '加速');
    expect([r.status, r.body.error.code]).toEqual([409, 'SPEED_CUTOFF_PASSED']);
    expect(await eventCount(g)).toBe(n);
  });

  it('the public view counts the requests of the living and says until when they count', async () => {
    const g = await calendarGame();
    await speed(g, '民A', '加速');
    await speed(g, '民B', '延时');
    const ph = (await game(g)).body.phase;
    expect(ph.speed).toMatchObject({ accelerated: false, accelerate: 1, delay: 1, needed: 6 });
    // who asked is the director's to see (the thread shows it anyway; the public view only counts)
    const dir = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(dir.body.speed.requests).toEqual({ 民A: '加速', 民B: '延时' });
    expect(Date.parse(ph.closesAt) - Date.parse(ph.speed.requestsUntil)).toBe(3 * 3600_000);
  });
});

describe('vote timing over HTTP', () => {
  it('关门前一小时不允许改票或代投: a change or a 代投 inside the lock is 422 CHANGE_CLOSED, nothing appended', async () => {
    const g = await newTable({
      schedule: {
        fixed: { daySeconds: 3000, nightSeconds: 600 },
        changeLockMinutes: 60,
        proxyLockMinutes: 60,
      },
    });
    await start(g, SEATS12);
    expect((await vote(g, '民A', { target: '预' })).status).toBe(200); // a first vote is taken
    const n = await eventCount(g);
    const change = await vote(g, '民A', { target: '巫' });
    expect([change.status, change.body.error.code]).toEqual([422, 'CHANGE_CLOSED']);
    const proxy = await api('POST', `/v1/games/${g.id}/votes`, {
      token: g.directorToken,
      body: { voter: '民B', target: '预' },
    });
    expect([proxy.status, proxy.body.error.code]).toEqual([422, 'CHANGE_CLOSED']);
    expect(await eventCount(g)).toBe(n);
  });

  it('postedAt: kept in the event; the vote’s time only when the director trusts the adapters', async () => {
    const posted = new Date(Date.now() - 1000).toISOString();
    for (const trust of [false, true]) {
      const g = await newTable({ options: { trustPostedAt: trust } });
      await start(g, SEATS12);
      const opened = Date.parse((await game(g)).body.phase.closesAt) - 3600_000;
      const at = new Date(Math.max(opened, Date.parse(posted))).toISOString();
      // the adapter relays the post with the director's token (a player's token may not date its vote)
      const r = await api('POST', `/v1/games/${g.id}/votes`, {
        token: g.directorToken,
        body: { voter: '民A', target: '预', postedAt: at },
      });
      expect(r.status, r.text).toBe(200);
      const cast = (await events(g)).find((e) => e.type === 'VoteCast');
      expect(cast).toMatchObject({
        v: 2,
        data: { postedAt: Date.parse(at), timeSource: trust ? 'post' : 'server' },
      });
    }
  });

  it('postedAt malformed or later than the receipt: 400 INVALID_INPUT, nothing appended', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = await eventCount(g);
    for (const postedAt of [
      'yesterday',
      '2026-11-30 12:00',
      new Date(Date.now() + 3600_000).toISOString(),
      // impossible dates (issue 18: they answered 500)
      '2026-02-30T12:00:00Z',
      '2026-13-01T12:00:00Z',
      '2026-11-30T24:30:00+08:00',
      '2026-11-30T12:61:00Z',
      '2026-11-30T12:00:00+25:00',
      '+275760-09-13T00:00:00Z',
    ]) {
      const r = await api('POST', `/v1/games/${g.id}/votes`, {
        token: g.directorToken,
        body: { voter: '民A', target: '预', postedAt },
      });
      expect([r.status, r.body.error.code], postedAt).toEqual([400, 'INVALID_INPUT']);
      expect(r.status).toBeLessThan(500);
    }
    expect(await eventCount(g)).toBe(n);
  });

  it('postedAt from a player’s token → 403 FORBIDDEN: a player cannot date its vote before the change lock (issue 18)', async () => {
    const g = await newTable({ options: { trustPostedAt: true } });
    await start(g, SEATS12);
    await vote(g, '民A', { target: '预' });
    const n = await eventCount(g);
    const opened = Date.parse((await game(g)).body.phase.closesAt) - 3600_000;
    const r = await vote(g, '民A', {
      target: '巫',
      postedAt: new Date(opened + 1000).toISOString(),
    } as never);
    expect([r.status, r.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect(r.body.error.message).toContain('postedAt');
    expect(await eventCount(g)).toBe(n);
  });
});

describe('the director’s hours at creation (schedule fields)', () => {
  it('closeAt 20:00: the first day closes at 20:00 in the game’s zone', async () => {
    const g = await calendarGame({ schedule: { closeAt: '20:00' } });
    expect((await game(g)).body.phase.closesAt).toMatch(/T20:00:00\.000\+08:00$/);
  });

  it.each([
    [{ closeAt: '25:00' }],
    [{ dayLength: 0 }],
    [{ nightMinutes: { n7: 10 } }],
    [{ nightMinutes: { n40: 70 } }],
    [{ dayLength: 'two' }],
  ])('a bad schedule %o is 400 INVALID_INPUT', async (schedule) => {
    const r = await api('POST', '/v1/games', {
      token: 'test-admin-token',
      body: {
        title: '坏钟',
        ruleset: '121',
        players: SEATS12.map((name) => ({ name })),
        roles: {},
        schedule,
      },
    });
    expect([r.status, r.body.error.code]).toEqual([400, 'INVALID_INPUT']);
  });
});

describe('pause and resume (rulings): one alarm at the open deadline, re-armed after every change', () => {
  it('pause: no closesAt, no alarm, no index deadline; alarm, sweep and director close nothing (409 CLOCK_PAUSED)', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 0.3, nightSeconds: 3600 } } });
    running.push(g);
    await start(g, SEATS12);
    const p = await ruling(g, { kind: 'pause', reason: '论坛故障' });
    expect(p.status, p.text).toBe(200);
    const ph = (await game(g)).body.phase;
    expect(ph.closesAt).toBeUndefined();
    expect(ph.paused).toMatchObject({ remainingSeconds: expect.any(Number) });
    expect(await alarmOf(g)).toBeNull();
    const row = await env.DB.prepare('SELECT next_deadline AS d FROM games WHERE id = ?').bind(g.id).first();
    expect(row).toEqual({ d: null });
    await sleep(400); // past the old deadline
    const n = await eventCount(g);
    await runDurableObjectAlarm(stub(g));
    await sweep(env, Date.now() + 86_400_000);
    const c = await close(g);
    expect([c.status, c.body.error.code]).toEqual([409, 'CLOCK_PAUSED']);
    expect(await eventCount(g)).toBe(n);
    expect((await game(g)).body.phase.kind).toBe('day');
    const again = await ruling(g, { kind: 'pause', reason: '再停' });
    expect([again.status, again.body.error.code]).toEqual([422, 'RULING_NOT_APPLICABLE']);
    expect(await eventCount(g)).toBe(n);
    expect(bare((await postTexts(g)).at(-1) ?? '')).toBe('导演暂停计时（理由：论坛故障）。');
  });

  it('resume: the deadline moves by the pause, the alarm is re-armed there; extend moves both again', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const before = Date.parse((await game(g)).body.phase.closesAt);
    await ruling(g, { kind: 'pause', reason: '争议' });
    await sleep(300);
    const r = await ruling(g, { kind: 'resume', reason: '裁定完毕' });
    expect(r.status, r.text).toBe(200);
    const resumed = Date.parse((await game(g)).body.phase.closesAt);
    expect(resumed - before).toBeGreaterThanOrEqual(300);
    expect(resumed - before).toBeLessThan(5000);
    expect(await alarmOf(g)).toBe(resumed);
    await ruling(g, { kind: 'extend', seconds: 600, reason: '补时' });
    const extended = Date.parse((await game(g)).body.phase.closesAt);
    expect(extended - resumed).toBe(600_000);
    expect(await alarmOf(g)).toBe(extended);
    const log = (await events(g)).filter((e) => ['ClockPaused', 'ClockResumed'].includes(e.type));
    expect(log.map((e) => [e.type, e.data.reason])).toEqual([
      ['ClockPaused', '争议'],
      ['ClockResumed', '裁定完毕'],
    ]);
    const resume = await ruling(g, { kind: 'resume', reason: '再开' });
    expect([resume.status, resume.body.error.code]).toEqual([422, 'RULING_NOT_APPLICABLE']);
  });

  it('bad rulings get a stable code and append nothing: no reason, an unknown request, a player’s token', async () => {
    const g = await calendarGame();
    const n = await eventCount(g);
    const cases: [Record<string, unknown>, string | undefined, number, string][] = [
      [{ kind: 'pause' }, g.directorToken, 400, 'INVALID_INPUT'],
      [{ kind: 'pause', reason: '' }, g.directorToken, 400, 'INVALID_INPUT'],
      [{ kind: 'speed', request: '快进', reason: '试' }, g.directorToken, 400, 'INVALID_INPUT'],
      [{ kind: 'resume', reason: '没停' }, g.directorToken, 422, 'RULING_NOT_APPLICABLE'],
      [{ kind: 'pause', reason: '越权' }, g.tok.民A, 403, 'FORBIDDEN'],
      [{ kind: 'pause', reason: '匿名' }, undefined, 401, 'UNAUTHENTICATED'],
    ];
    for (const [body, token, status, code] of cases) {
      const r = await api('POST', `/v1/games/${g.id}/rulings`, { token, body });
      expect([r.status, r.body.error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await eventCount(g)).toBe(n);
  });

  it('a director’s 加速 ruling (导演将自动执行加速) with its reason', async () => {
    const g = await calendarGame();
    const r = await ruling(g, { kind: 'speed', request: '加速', reason: '存活人数过少' });
    expect(r.status, r.text).toBe(200);
    expect((await game(g)).body.phase.speed.accelerated).toBe(true);
    expect(bare((await postTexts(g)).at(-1) ?? '')).toMatch(/^导演执行加速（理由：存活人数过少）：/);
  });
});

describe('robustness of the night’s deadlines', () => {
  it('the public view shows each window’s closesAt through a whole night', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 3600, nightSeconds: 900 } } });
    await start(g, SEATS12);
    await close(g);
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const ph = (await game(g)).body.phase;
      if (ph.kind !== 'night') break;
      expect(ph.closesAt, ph.window).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+08:00$/);
      expect(await alarmOf(g)).toBe(Date.parse(ph.closesAt));
      seen.push(ph.window);
      await close(g);
    }
    expect(seen).toEqual(['n10', 'n20', 'n40', 'n60', 'n90', 'fb10']);
  });

  it('alarm, sweep and director racing for a night window: it closes once, the next stays open', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 3600, nightSeconds: 0.05 } } });
    running.push(g);
    await start(g, SEATS12);
    await close(g); // night 1 opens; its first window is due in 50 ms
    await sleep(80); // the alarm may have fired on its own already: running it again must close nothing more
    const [director] = await Promise.all([
      close(g, { window: 'n10', reason: '导演关门' }),
      sweep(env, Date.now()),
      runDurableObjectAlarm(stub(g)),
    ]);
    expect([200, 409]).toContain(director.status);
    const closed = (await events(g)).filter((e) => e.type === 'WindowClosed' && e.data.window === 'n10');
    expect(closed).toHaveLength(1);
  });

  it('an object evicted in the middle of a night resumes its windows: same view, same alarm, the next window closes when due', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 3600, nightSeconds: 0.3 } } });
    running.push(g);
    await start(g, SEATS12);
    await close(g); // night 1, n10
    await close(g); // n20
    const view = (await game(g)).body;
    expect(view.phase.window).toBe('n20');
    await evictDurableObject(stub(g));
    expect((await game(g)).body.phase).toEqual(view.phase);
    expect(await alarmOf(g)).toBe(Date.parse(view.phase.closesAt));
    await sleep(400);
    await runDurableObjectAlarm(stub(g));
    const ph = (await game(g)).body.phase;
    expect(ph.kind === 'day' || ph.window !== 'n20').toBe(true);
    const n20 = (await events(g)).filter((e) => e.type === 'WindowClosed' && e.data.window === 'n20');
    expect(n20).toHaveLength(1);
  });

  it('a fresh object over the same storage whose alarm was lost: the sweep closes the overdue window once and re-arms the alarm', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 3600, nightSeconds: 0.3 } } });
    running.push(g);
    await start(g, SEATS12);
    await close(g); // night 1, n10, due in 300 ms
    await runInDurableObject(stub(g), (_i, state) => state.storage.deleteAlarm());
    await evictDurableObject(stub(g));
    await sleep(400);
    expect((await game(g)).body.phase.window).toBe('n10'); // nobody closed it
    await Promise.all([sweep(env, Date.now()), sweep(env, Date.now())]);
    const n10 = (await events(g)).filter((e) => e.type === 'WindowClosed' && e.data.window === 'n10');
    expect(n10.map((e) => e.data.by)).toEqual(['sweep']);
    const ph = (await game(g)).body.phase;
    expect(ph.window).not.toBe('n10');
    if (ph.kind === 'night') expect(await alarmOf(g)).toBe(Date.parse(ph.closesAt));
  });

  it('the index only points: a sweep past a deadline the object finds not yet due re-arms the lost alarm and closes nothing', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 3600, nightSeconds: 3600 } } });
    running.push(g);
    await start(g, SEATS12);
    await close(g); // night 1, n10, due in an hour
    await runInDurableObject(stub(g), (_i, state) => state.storage.deleteAlarm());
    await evictDurableObject(stub(g));
    const n = await eventCount(g);
    await sweep(env, Date.now() + 2 * 3600_000);
    expect(await eventCount(g)).toBe(n);
    expect(await alarmOf(g)).toBe(Date.parse((await game(g)).body.phase.closesAt));
  });
});
