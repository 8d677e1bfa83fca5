import {
  createExecutionContext,
  createScheduledController,
  evictDurableObject,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import worker, { sweep } from '../../src/api/worker';
import {
  ADMIN,
  act,
  api,
  type Created,
  close,
  events,
  game,
  newTable,
  postTexts,
  SEATS12,
  start,
  stub,
} from './client';

/**
 * Deadlines: each window's closesAt in the public view; the Durable Object's alarm closes it
 * when due; the cron sweep closes what a lost alarm left open, found through the D1 index;
 * alarm, sweep and director close a window exactly once.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}(Z|[+-]\d\d:\d\d)$/;

async function closings(g: Created) {
  return (await events(g))
    .filter((e) => e.type === 'WindowClosed')
    .map((e) => `${e.data.kind} ${e.data.day} ${e.data.window} by ${e.data.by}`);
}

/** Games whose deadlines keep firing; ended after the file so no alarm outlives it. */
const running: Created[] = [];
async function endGame(g: Created) {
  for (const w of ['狼A', '狼B', '狼C'])
    await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.directorToken,
      body: { kind: 'kill', target: w, reason: '测试结束' },
    });
}
afterAll(async () => {
  for (const g of running) await endGame(g);
});

describe('closesAt: each phase carries its deadline, ISO 8601 with the game zone’s offset', () => {
  it('the default calendar (Asia/Shanghai): the day closes on the hour in +08:00; night windows end 40, 60, 90 minutes after 关门 (行动时限)', async () => {
    const g = await newTable({ schedule: undefined });
    const setup = await game(g);
    expect(setup.body.phase).toEqual({ kind: 'setup', day: 0 });
    await start(g, SEATS12);
    const day = (await game(g)).body.phase;
    expect(day).toMatchObject({ kind: 'day', day: 1, window: 'day' });
    expect(day.closesAt).toMatch(ISO_WITH_OFFSET);
    // the ruleset's calendar (讨论日长短) decides the day; the contract fixes the zone and the form
    expect(day.closesAt).toMatch(/T\d\d:00:00\.000\+08:00$/);
    expect(Date.parse(day.closesAt)).toBeGreaterThan(Date.now());

    const closed = Date.now();
    await close(g);
    // walk the night's windows, closing each at once; a skill's deadline is the closesAt of the
    // last window in which its holder can still use it
    const deadline: Record<string, number> = {};
    const who = { 守护: '守', 杀人: '狼A', 毒药: '巫' } as const;
    for (let i = 0; i < 20; i++) {
      const ph = (await game(g)).body.phase;
      if (ph.kind !== 'night') break;
      expect(ph).toMatchObject({ kind: 'night', day: 1 });
      expect(ph.closesAt).toMatch(/\+08:00$/);
      for (const [skill, holder] of Object.entries(who)) {
        const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok[holder] });
        if (me.body.skills.find((k: { name: string }) => k.name === skill)?.usableNow)
          deadline[skill] = Math.round((Date.parse(ph.closesAt) - closed) / 60_000);
      }
      await close(g);
    }
    // 行动时限: 守卫 … 关门四十分钟内; 狼群 关门一小时; 女巫 关门后一个半小时.
    // Every window here was closed at once by the director: the deadlines still count from 关门.
    expect(deadline.守护).toBe(40);
    expect(deadline.杀人).toBe(60);
    expect(deadline.毒药).toBe(90);
  });

  it('schedule.timezone changes the offset of closesAt', async () => {
    const g = await newTable({ schedule: { timezone: 'America/New_York' } });
    await start(g, SEATS12);
    const ph = (await game(g)).body.phase;
    expect(ph.closesAt).toMatch(/T\d\d:00:00\.000-0[45]:00$/);
    expect((await game(g)).body.timezone).toBe('America/New_York');
  });

  it('schedule.fixed: every day lasts daySeconds and every night window nightSeconds', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 7200, nightSeconds: 900 } } });
    const t0 = Date.now();
    await start(g, SEATS12);
    const day = (await game(g)).body.phase;
    expect(Date.parse(day.closesAt) - t0).toBeGreaterThanOrEqual(7200_000);
    expect(Date.parse(day.closesAt) - t0).toBeLessThan(7200_000 + 5_000);
    const t1 = Date.now();
    await close(g);
    const night = (await game(g)).body.phase;
    expect(Date.parse(night.closesAt) - t1).toBeGreaterThanOrEqual(900_000);
    expect(Date.parse(night.closesAt) - t1).toBeLessThan(900_000 + 5_000);
  });

  it('an ended game has no deadline and no alarm', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    await endGame(g);
    const r = await game(g);
    expect(r.body.status).toBe('ended');
    expect(r.body.phase.closesAt).toBeUndefined();
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBeNull();
  });
});

describe('the Durable Object’s alarm', () => {
  it('is set at the open window’s closesAt', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const closesAt = Date.parse((await game(g)).body.phase.closesAt);
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBe(closesAt);
  });

  it('closes the window when it fires past the deadline (关门), as system:alarm', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 0.05, nightSeconds: 3600 } } });
    await start(g, SEATS12);
    await sleep(120);
    // it may have fired on its own already; running it now must not close a second window
    await runDurableObjectAlarm(stub(g));
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 1 });
    expect(await closings(g)).toEqual(['day 1 day by alarm']);
    const closed = (await events(g)).find((e) => e.type === 'WindowClosed') as unknown as { actor: string };
    expect(closed.actor).toBe('system:alarm');
  });

  it('firing before the deadline closes nothing and re-arms itself', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = (await events(g)).length;
    expect(await runDurableObjectAlarm(stub(g))).toBe(true);
    expect((await events(g)).length).toBe(n);
    expect((await game(g)).body.phase).toMatchObject({ kind: 'day', day: 1 });
    const closesAt = Date.parse((await game(g)).body.phase.closesAt);
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBe(closesAt);
  });

  it('after a director close the old deadline is gone: the alarm closes nothing more', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    expect((await close(g, { kind: 'day', day: 1 })).status).toBe(200);
    const n = (await events(g)).length;
    await runDurableObjectAlarm(stub(g));
    expect((await events(g)).length).toBe(n);
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 1 });
  });

  it('a ruling extend moves closesAt and the alarm', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const before = Date.parse((await game(g)).body.phase.closesAt);
    const r = await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.directorToken,
      body: { kind: 'extend', seconds: 1800, reason: '延时申请成功' },
    });
    expect(r.status, r.text).toBe(200);
    const after = Date.parse((await game(g)).body.phase.closesAt);
    expect(after - before).toBe(1800_000);
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBe(after);
  });

  it('schedule.fixed: the game runs day → night (each window) → next day with nobody calling close', async () => {
    // nobody votes: the automatic 未投票 yellows are off so the posts are the phases'
    const g = await newTable({
      schedule: { fixed: { daySeconds: 0.1, nightSeconds: 0.05 } },
      options: { autoCards: false },
    });
    running.push(g);
    await start(g, SEATS12);
    let reached = false;
    for (let i = 0; i < 100 && !reached; i++) {
      const ph = (await game(g)).body.phase;
      reached = ph.kind === 'day' && ph.day >= 2;
      if (!reached) await sleep(50);
    }
    await endGame(g); // stop the clock before reading
    expect(reached).toBe(true);
    const closed = await closings(g);
    const nightOne = closed.filter((c) => c.startsWith('night 1 '));
    expect(closed[0]).toBe('day 1 day by alarm');
    expect(nightOne.length).toBeGreaterThan(0);
    expect(closed.slice(1, 1 + nightOne.length)).toEqual(nightOne); // every window of night 1, in turn
    expect(closed.every((c) => c.endsWith(' by alarm'))).toBe(true);
    const posts = await postTexts(g);
    expect(posts[1]).toContain('无人当选警长。');
    expect(posts[2]).toBe('第2天 公示\n昨夜是平安夜。');
  });
});

describe('the cron sweep (a backstop for lost alarms), through the D1 index', () => {
  it('closes an overdue window whose alarm was lost, as system:sweep, via worker.scheduled', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 0.3, nightSeconds: 3600 } } });
    await start(g, SEATS12);
    await runInDurableObject(stub(g), (_i, state) => state.storage.deleteAlarm());
    await sleep(400);
    expect((await game(g)).body.phase.kind).toBe('day'); // nobody closed it
    const ctrl = createScheduledController({ scheduledTime: Date.now(), cron: '* * * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled(ctrl, env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 1 });
    expect(await closings(g)).toEqual(['day 1 day by sweep']);
    // the object re-armed its alarm and the index follows the new deadline
    const closesAt = Date.parse((await game(g)).body.phase.closesAt);
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBe(closesAt);
    const row = await env.DB.prepare('SELECT status, next_deadline AS d FROM games WHERE id = ?')
      .bind(g.id)
      .first();
    expect(row).toEqual({ status: 'running', d: closesAt });
  });

  it('the index only points: a sweep at a future time closes nothing the object finds not yet due', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const n = (await events(g)).length;
    const r = await sweep(env, Date.now() + 10 * 86_400_000);
    expect(r.checked).toBeGreaterThanOrEqual(1);
    expect((await events(g)).length).toBe(n);
    expect((await game(g)).body.phase.kind).toBe('day');
  });
});

describe('exactly once: alarm, sweep and director race for one window', () => {
  it('a director close guarded by the window it saw → 409 WINDOW_MISMATCH once the alarm has closed it', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 0.05, nightSeconds: 3600 } } });
    await start(g, SEATS12);
    await sleep(120);
    await runDurableObjectAlarm(stub(g));
    const n = (await events(g)).length;
    for (const guard of [{ kind: 'day', day: 1 }, { window: 'day' }]) {
      const r = await close(g, guard);
      expect(r.status, r.text).toBe(409);
      expect(r.body.error.code).toBe('WINDOW_MISMATCH');
      expect(r.body.error.phase).toMatchObject({ kind: 'night', day: 1 });
    }
    expect((await events(g)).length).toBe(n);
    expect(await closings(g)).toEqual(['day 1 day by alarm']);
  });

  it('all three at once, past the deadline: the window closes once, the next one stays open', async () => {
    for (let round = 0; round < 3; round++) {
      const g = await newTable({ schedule: { fixed: { daySeconds: 0.05, nightSeconds: 3600 } } });
      await start(g, SEATS12);
      await sleep(80);
      const [director] = await Promise.all([
        close(g, { kind: 'day', day: 1, reason: '导演关门' }),
        sweep(env, Date.now()),
        runDurableObjectAlarm(stub(g)),
      ]);
      expect([200, 409]).toContain(director.status);
      if (director.status === 409) expect(director.body.error.code).toBe('WINDOW_MISMATCH');
      const closed = await closings(g);
      expect(closed).toHaveLength(1);
      expect(closed[0]).toMatch(/^day 1 day by (director|alarm|sweep)$/);
      expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 1 });
    }
  });
});

describe('GET /v1/games (operator): the D1 index', () => {
  it('lists the games with status and next deadline; ?status= filters; only the operator may list', async () => {
    const a = await newTable({ title: '索引局甲' });
    const b = await newTable({ title: '索引局乙' });
    await start(b, SEATS12);
    const all = await api('GET', '/v1/games?limit=500', { token: ADMIN });
    expect(all.status).toBe(200);
    const rowA = all.body.find((x: { id: string }) => x.id === a.id);
    const rowB = all.body.find((x: { id: string }) => x.id === b.id);
    expect(rowA).toMatchObject({ title: '索引局甲', ruleset: '121', status: 'setup', nextDeadline: null });
    expect(rowB).toMatchObject({ title: '索引局乙', status: 'running' });
    expect(Date.parse(rowB.nextDeadline)).toBe(Date.parse((await game(b)).body.phase.closesAt));
    expect(rowB.createdAt).toMatch(ISO_WITH_OFFSET);

    const runningOnly = await api('GET', '/v1/games?status=running', { token: ADMIN });
    expect(runningOnly.body.every((x: { status: string }) => x.status === 'running')).toBe(true);
    expect(runningOnly.body.some((x: { id: string }) => x.id === a.id)).toBe(false);

    await endGame(b);
    const ended = await api('GET', '/v1/games?status=ended', { token: ADMIN });
    expect(ended.body.find((x: { id: string }) => x.id === b.id)).toMatchObject({
      status: 'ended',
      nextDeadline: null,
    });

    expect((await api('GET', '/v1/games')).status).toBe(401);
    expect((await api('GET', '/v1/games', { token: b.directorToken })).status).toBe(403);
  });
});

describe('an object killed before every window of a night (issue 18: a fresh instance from storage each time)', () => {
  it('the deadlines resume: each window closes once, in order, by the alarm (by the sweep where the alarm was lost); every accepted action is resolved once; nothing lost or doubled', async () => {
    const g = await newTable({ schedule: { fixed: { daySeconds: 3600, nightSeconds: 2 } } });
    running.push(g);
    await start(g, SEATS12);
    await close(g); // night 1 opens; every window closes 2 s after it opens, with nobody calling close
    const plan: [string, string, string[]][] = [
      ['守', '守护', ['预']],
      ['狼A', '杀人', ['民A']],
      ['预', '预言', ['狼B']],
    ];
    const accepted = new Set<string>();
    const seen: string[] = [];
    let lost: string | null = null;
    for (let i = 0; i < 30; i++) {
      const ph = (await game(g)).body.phase;
      if (ph.kind !== 'night') break;
      if (seen.at(-1) !== ph.window) seen.push(ph.window);
      // each skill as soon as its window is open (a refusal before that appends nothing)
      for (const [who, skill, targets] of plan)
        if (!accepted.has(who) && (await act(g, who, skill, targets)).status === 202) accepted.add(who);
      // once, the alarm is lost with the object: only the cron sweep can close that window
      const loseIt = lost === null && ph.window === 'n40';
      if (loseIt) {
        lost = ph.window;
        await runInDurableObject(stub(g), (_i, state) => state.storage.deleteAlarm());
      }
      await evictDurableObject(stub(g));
      await sleep(Math.max(0, Date.parse(ph.closesAt) - Date.now()) + 100);
      if (loseIt) await sweep(env, Date.now());
      else await runDurableObjectAlarm(stub(g)); // closes nothing when it has already fired by itself
    }
    const log = await events(g);
    // nothing doubled: one gapless run of seqs, each window closed once, in order, and never by a person
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
    const nights = (await closings(g)).filter((c) => c.startsWith('night 1 '));
    expect(nights.map((c) => c.split(' ')[2])).toEqual(['n10', 'n20', 'n40', 'n60', 'n90', 'fb10']);
    expect(seen).toEqual(['n10', 'n20', 'n40', 'n60', 'n90', 'fb10']);
    expect(nights.filter((c) => c.endsWith('by director'))).toEqual([]);
    expect(nights).toContain('night 1 n40 by sweep');
    // nothing lost: every accepted action is in the log once and resolved once; the morning came once
    expect([...accepted].sort()).toEqual(['守', '狼A', '预'].sort());
    const submitted = log.filter((e) => e.type === 'ActionSubmitted');
    expect(submitted.map((e) => e.data.actor).sort()).toEqual([...accepted].sort());
    const resolved = log.filter((e) => e.type === 'ActionsResolved');
    expect(resolved).toHaveLength(1);
    expect(resolved[0]?.data.actions.map((a: { actor: string }) => a.actor).sort()).toEqual(
      expect.arrayContaining([...accepted].sort()),
    );
    // the kill on 民A (not the one guarded) took effect once, and day 2 opened once, its alarm armed
    expect(log.filter((e) => e.type === 'CharacterOut').map((e) => e.data.name)).toEqual(['民A']);
    const days = log.filter((e) => e.type === 'PhaseStarted' && e.data.kind === 'day');
    expect(days.map((e) => e.data.day)).toEqual([1, 2]);
    const ph = (await game(g)).body.phase;
    expect(ph).toMatchObject({ kind: 'day', day: 2 });
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBe(
      Date.parse(ph.closesAt),
    );
    // the chain verifies and the replayed state is the live one
    const ver = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(ver.body).toMatchObject({ ok: true, stateHash: await stub(g).currentStateHash() });
  }, 90_000);
});
