import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import table12 from '../domain/121/table12.json';

/**
 * The reference adapter (examples/forum-adapter) against the local server: `wrangler dev` on a
 * free port with its own state folder, the adapter subscribing itself, a short game played over
 * HTTP, and the forum posts it wrote checked against the server's own views.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
const adapterMain = join(root, 'examples/forum-adapter/adapter.mjs');
const ADMIN = `adapter-test-${process.pid}`;
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  CI: 'true',
  NO_COLOR: '1',
};

const tmp = mkdtempSync(join(tmpdir(), 'bansha-adapter-'));
const forum = join(tmp, 'forum');
const procs: ChildProcess[] = [];
let base = '';
let serverOutput = '';
let adapterOutput = '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Polls until `done` answers a value, at most `ms`. */
async function until<T>(what: string, done: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await done().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON bodies
async function call(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await r.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {}
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return json;
}

/** Stops a process we started, and everything it started (its process group). */
async function stop(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null || p.pid === undefined) return;
  const exited = new Promise((r) => p.once('exit', r));
  try {
    process.kill(-p.pid, 'SIGTERM');
  } catch {}
  await Promise.race([exited, sleep(5000)]);
  if (p.exitCode === null && p.signalCode === null)
    try {
      process.kill(-p.pid, 'SIGKILL');
    } catch {}
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const persist = join(tmp, 'state');
  const migrated = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist],
    { cwd: root, env, encoding: 'utf8', timeout: 30_000 },
  );
  if (migrated.status !== 0) throw new Error(`d1 migrations failed: ${migrated.stderr}${migrated.stdout}`);
  const server = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persist,
      '--var',
      `ADMIN_TOKEN:${ADMIN}`,
      '--var',
      'ENVIRONMENT:development',
      '--show-interactive-dev-session=false',
    ],
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  procs.push(server);
  server.stdout?.on('data', (d) => {
    serverOutput += d;
  });
  server.stderr?.on('data', (d) => {
    serverOutput += d;
  });
  await until(
    'wrangler dev to answer',
    async () => {
      if (server.exitCode !== null) throw new Error(`wrangler dev exited: ${serverOutput}`);
      const r = await fetch(`${base}/`, { signal: AbortSignal.timeout(2000) });
      return r.ok ? true : undefined;
    },
    40_000,
  ).catch((e) => {
    throw new Error(`${(e as Error).message}\n${serverOutput.slice(-3000)}`);
  });
}, 60_000);

afterAll(async () => {
  for (const p of procs.reverse()) await stop(p);
  rmSync(tmp, { recursive: true, force: true });
}, 20_000);

const TABLE: Record<string, string> = table12;
const SEATS = Object.keys(TABLE);

describe('the reference forum adapter against the local server', () => {
  it('subscribes itself, verifies every delivery with standardwebhooks and writes the 公示 thread, the private messages and the phase log', async () => {
    const g = await call('POST', '/v1/games', ADMIN, {
      title: '适配器测试局',
      ruleset: '121',
      players: SEATS.map((name) => ({ name })),
      roles: TABLE,
      seed: 'adapter-seed',
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    const tok: Record<string, string> = Object.fromEntries(
      g.players.map((p: { name: string; token: string }) => [p.name, p.token]),
    );

    const adapter = spawn(
      process.execPath,
      [
        adapterMain,
        '--bansha',
        base,
        '--game',
        g.id,
        '--token',
        g.directorToken,
        '--port',
        '0',
        '--out',
        forum,
      ],
      { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    procs.push(adapter);
    adapter.stdout?.on('data', (d) => {
      adapterOutput += d;
    });
    adapter.stderr?.on('data', (d) => {
      adapterOutput += d;
    });
    const hookUrl = await until(
      'the adapter to subscribe',
      async () => {
        if (adapter.exitCode !== null) throw new Error(`the adapter exited: ${adapterOutput}`);
        return adapterOutput.includes('subscribed ')
          ? /listening on (\S+)/.exec(adapterOutput)?.[1]
          : undefined;
      },
      10_000,
    );

    // a short game: day 1, night 1 (the wolves kill 民A, the seer checks 狼B), day 2
    const id = g.id as string;
    await call('POST', `/v1/games/${id}/start`, g.directorToken, { seating: SEATS });
    for (const who of ['民B', '民C']) await call('POST', `/v1/games/${id}/votes`, tok[who], { target: '预' });
    await call('POST', `/v1/games/${id}/close`, g.directorToken);
    await call('POST', `/v1/games/${id}/actions`, tok.狼A, { skill: '杀人', targets: ['民A'] });
    await call('POST', `/v1/games/${id}/actions`, tok.预, { skill: '预言', targets: ['狼B'] });
    for (let i = 0; i < 10 && (await call('GET', `/v1/games/${id}`)).phase.kind === 'night'; i++)
      await call('POST', `/v1/games/${id}/close`, g.directorToken);
    expect((await call('GET', `/v1/games/${id}`)).phase).toMatchObject({ kind: 'day', day: 2 });

    // every message delivered: the adapter acknowledged each (it answers 2xx only once verified)
    const log = await until(
      'every delivery',
      async () => {
        const l = await call('GET', `/v1/games/${id}/webhooks`, g.directorToken);
        const m = l.webhooks[0]?.messages;
        return m && m.pending === 0 && m.delivered > 0 ? l : undefined;
      },
      20_000,
    ).catch((e) => {
      throw new Error(
        `${(e as Error).message}\nadapter:\n${adapterOutput}\nserver:\n${serverOutput.slice(-3000)}`,
      );
    });
    expect(log.webhooks[0].messages).toMatchObject({ failed: 0, cancelled: 0 });
    expect(log.deliveries.every((d: { outcome: string }) => d.outcome === 'delivered')).toBe(true);
    expect(log.webhooks[0].url).toBe(hookUrl);

    // the 公示: one file per announcement, in seq order, and the thread, as /announcements shows them
    const ann: { seq: number; text: string }[] = await call('GET', `/v1/games/${id}/announcements`);
    expect(ann.length).toBeGreaterThan(1);
    const posts = readdirSync(join(forum, '公示')).sort();
    expect(posts).toEqual(ann.map((a) => `${String(a.seq).padStart(6, '0')}.txt`));
    for (const a of ann)
      expect(readFileSync(join(forum, '公示', `${String(a.seq).padStart(6, '0')}.txt`), 'utf8')).toBe(
        `${a.text}\n`,
      );
    expect(readFileSync(join(forum, '公示.txt'), 'utf8')).toBe(ann.map((a) => `${a.text}\n`).join('\n'));

    // private messages: each player's folder holds what /me shows that player, and no one else's
    for (const who of ['预', '巫', '狼A']) {
      const me = await call('GET', `/v1/games/${id}/me`, tok[who]);
      const dir = join(forum, '私信', who);
      const files = existsSync(dir) ? readdirSync(dir).sort() : [];
      expect(files, who).toEqual(
        me.notifications.map((n: { seq: number }) => `${String(n.seq).padStart(6, '0')}.txt`),
      );
      for (const n of me.notifications)
        expect(readFileSync(join(dir, `${String(n.seq).padStart(6, '0')}.txt`), 'utf8')).toBe(`${n.text}\n`);
    }
    const seer = readdirSync(join(forum, '私信', '预')).map((f) =>
      readFileSync(join(forum, '私信', '预', f), 'utf8'),
    );
    expect(seer.join('')).toContain('预言：狼B 的查验结果为<狼人阵营>。');

    // the phase log: one line per phase, with its seq
    const events = (
      await (
        await fetch(`${base}/v1/games/${id}/events`, {
          headers: { authorization: `Bearer ${g.directorToken}` },
        })
      ).text()
    )
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    const phases = readFileSync(join(forum, 'phases.log'), 'utf8').trim().split('\n');
    expect(phases.map((l) => Number(l.split('\t')[0])).sort((a, b) => a - b)).toEqual(
      events.filter((e) => e.type === 'PhaseStarted').map((e) => e.seq),
    );
    expect(phases[0]).toMatch(/^\d+\tday\t1\tday\t\S+\+08:00$/);

    // a forged delivery is refused and writes nothing; a repeat of a handled webhook-id is ignored
    const { secrets } = JSON.parse(readFileSync(join(forum, '.adapter.json'), 'utf8'));
    const forgedBody = JSON.stringify({
      type: 'announcement.created',
      timestamp: new Date().toISOString(),
      data: { gameId: id, seq: 9999, text: '伪造的公示' },
    });
    const ts = new Date();
    const headers = (msgId: string, signature: string) => ({
      'content-type': 'application/json',
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(ts.getTime() / 1000)),
      'webhook-signature': signature,
    });
    const foreign = new Webhook(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`);
    const forged = await fetch(hookUrl, {
      method: 'POST',
      headers: headers('msg_forged', foreign.sign('msg_forged', ts, forgedBody)),
      body: forgedBody,
    });
    expect(forged.status).toBe(401);
    const handled = log.deliveries[0].messageId;
    const repeat = await fetch(hookUrl, {
      method: 'POST',
      headers: headers(handled, new Webhook(secrets[0]).sign(handled, ts, forgedBody)),
      body: forgedBody,
    });
    expect(repeat.status).toBe(200);
    expect(existsSync(join(forum, '公示', '009999.txt'))).toBe(false);
    expect(readdirSync(join(forum, '公示'))).toHaveLength(ann.length);
    expect(adapterOutput).toContain('rejected: bad signature');
  }, 45_000);
});
