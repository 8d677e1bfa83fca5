#!/usr/bin/env node
// `npm run bench:http`: a player's accepted action over HTTP against a bare Durable Object doing
// one SQLite insert per request, in the same run.
//
// Starts `wrangler dev` on 127.0.0.1 (a free port, fresh state in a temporary folder) with
// bench/http/wrangler.toml, creates a 12-seat 121 game and enters night 1, then drives
// CONNECTIONS keep-alive connections in alternating rounds: the bare object (`POST /bare/b`),
// then the wolf resubmitting its kill (`POST /v1/games/:id/actions`, one event per request).
// Each round stops after ROUND_REQUESTS requests or ROUND_SECONDS, whichever comes first.
// Prints requests per second, p50 and p95 latency of each, and the ratio game / bare.
//
//   ROUNDS (default 6), ROUND_SECONDS (5), ROUND_REQUESTS (3000), CONNECTIONS (10)
// `npm run bench:http -- --write` also rewrites the HTTP section of docs/benchmarks.md.
//
// `npm run bench:http -- --closes` measures closes instead (issue 18: many games at one deadline):
// GAMES (default 100) games on day 1; each day closed by the director one after another, then every
// game's first night window closed at once (the burst of a shared deadline); each close's latency and
// the wall time of the D1 index update inside it (bench/http/worker.ts times the object's D1 statements).
// With --write it rewrites its own section of docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const ROUND_SECONDS = Number(process.env.ROUND_SECONDS ?? 5);
const ROUND_REQUESTS = Number(process.env.ROUND_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const GAMES = Number(process.env.GAMES ?? 100);
const CLOSES = process.argv.includes('--closes');

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = fileURLToPath(new URL('./wrangler.toml', import.meta.url));
const wranglerBin = fileURLToPath(new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url));
const state = mkdtempSync(join(tmpdir(), 'bansha-bench-'));
const ADMIN = 'bench-admin-token';
const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  CI: 'true',
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const migrated = spawnSync(
  process.execPath,
  [wranglerBin, 'd1', 'migrations', 'apply', 'DB', '--local', '--config', config, '--persist-to', state],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (migrated.status !== 0) {
  console.error('wrangler d1 migrations apply failed');
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// its own process group, so that stopping it stops its workerd too
const server = spawn(
  process.execPath,
  [
    wranglerBin,
    'dev',
    '--config',
    config,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--var',
    `ADMIN_TOKEN:${ADMIN}`,
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
  ],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(state, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CLOSES ? GAMES : CONNECTIONS });

function request(method, path, body, token) {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = text;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, body: json });
        });
      },
    );
    req.on('error', reject);
    if (data) req.write(data);
    req.end();
  });
}

/** The p-th percentile of `xs`. */
function pct(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

const roles = JSON.parse(
  readFileSync(new URL('../../test/domain/121/table12.json', import.meta.url), 'utf8'),
);

async function main() {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await request('GET', '/')).status === 200) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  if (CLOSES) return closes();
  const g = await startedGame('bench', 'bench');
  const wolf = g.players.find((p) => p.name === '狼A').token;
  const close = await request('POST', `/v1/games/${g.id}/close`, {}, g.directorToken);
  if (close.status !== 200) throw new Error(`close: ${close.status} ${JSON.stringify(close.body)}`);
  const kinds = {
    bare: () => request('POST', '/bare/b', { skill: '杀人', targets: ['民A'] }),
    game: () => request('POST', `/v1/games/${g.id}/actions`, { skill: '杀人', targets: ['民A'] }, wolf),
  };
  const check = await kinds.game();
  if (check.status !== 202) throw new Error(`action: ${check.status} ${JSON.stringify(check.body)}`);

  const totals = { bare: { n: 0, ms: 0, lat: [] }, game: { n: 0, ms: 0, lat: [] } };
  async function round(kind, record) {
    const t0 = performance.now();
    const until = t0 + ROUND_SECONDS * 1000;
    let sent = 0;
    const lat = [];
    async function conn() {
      while (sent < ROUND_REQUESTS && performance.now() < until) {
        sent++;
        const s = performance.now();
        const r = await kinds[kind]();
        if (r.status !== 202) throw new Error(`${kind}: ${r.status} ${JSON.stringify(r.body)}`);
        lat.push(performance.now() - s);
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, conn));
    const ms = performance.now() - t0;
    if (record) {
      totals[kind].n += lat.length;
      totals[kind].ms += ms;
      totals[kind].lat.push(...lat);
    }
    return (lat.length / ms) * 1000;
  }
  // warm-up (not counted), then alternating rounds
  await round('bare', false);
  await round('game', false);
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? ['bare', 'game'] : ['game', 'bare'];
    const rates = [];
    for (const k of order) rates.push(`${k} ${(await round(k, true)).toFixed(0)}/s`);
    console.error(`round ${i + 1}: ${rates.join(', ')}`);
  }
  const rate = (k) => (totals[k].n / totals[k].ms) * 1000;
  const row = (k, what) =>
    `| ${what} | ${totals[k].n} | ${rate(k).toFixed(0)} | ${pct(totals[k].lat, 50).toFixed(1)} | ${pct(totals[k].lat, 95).toFixed(1)} |`;
  const table = [
    `${ROUNDS} alternating rounds of at most ${ROUND_REQUESTS} requests or ${ROUND_SECONDS} s, ${CONNECTIONS} connections, 127.0.0.1; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}`,
    '',
    '| path | requests | per second | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- |',
    row('bare', 'bare Durable Object, one SQLite insert'),
    row('game', 'a wolf resubmits its kill (`POST /actions`, 202, one event)'),
    '',
    `ratio game / bare: **${(rate('game') / rate('bare')).toFixed(2)}**`,
  ].join('\n');
  console.log(table);
  if (process.argv.includes('--write')) writeDoc(table);
}

/** A 12-seat 121 game, started (its day and every night window a day long, so that only closes move it). */
async function startedGame(title, seed) {
  const created = await request(
    'POST',
    '/v1/games',
    {
      title,
      ruleset: '121',
      seed,
      players: Object.keys(roles).map((name) => ({ name })),
      roles,
      schedule: { fixed: { daySeconds: 86_400, nightSeconds: 86_400 } },
    },
    ADMIN,
  );
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const g = created.body;
  const r = await request('POST', `/v1/games/${g.id}/start`, {}, g.directorToken);
  if (r.status !== 200) throw new Error(`start: ${r.status} ${JSON.stringify(r.body)}`);
  return g;
}

/** A game on day 1, the D1 times of its create and start forgotten. */
async function dayOne(i) {
  const g = await startedGame(`closes ${i}`, `closes-${i}`);
  await request('GET', `/bench/d1/${g.id}`);
  return g;
}

/** One close by the director: its latency over HTTP and the D1 time inside it. */
async function closeOne(g) {
  const t = performance.now();
  const r = await request('POST', `/v1/games/${g.id}/close`, {}, g.directorToken);
  const ms = performance.now() - t;
  if (r.status !== 200) throw new Error(`close: ${r.status} ${JSON.stringify(r.body)}`);
  const d1 = (await request('GET', `/bench/d1/${g.id}`)).body;
  return { ms, d1: d1.reduce((a, b) => a + b, 0), statements: d1.length };
}

async function closes() {
  const games = [];
  for (let i = 0; i < GAMES; i++) games.push(await dayOne(i));
  console.error(`${GAMES} games on day 1`);
  // warm: the first close of a fresh isolate is not the steady state
  for (const g of games.slice(0, 3)) await request('GET', `/v1/games/${g.id}`);
  const one = [];
  for (const g of games) one.push(await closeOne(g)); // day 1 → night 1, one after another
  const t0 = performance.now();
  const burst = await Promise.all(games.map(closeOne)); // every game's first night window at once
  const burstMs = performance.now() - t0;
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const row = (what, xs) =>
    `| ${what} | ${xs.length} | ${pct(
      xs.map((x) => x.ms),
      50,
    ).toFixed(1)} | ${pct(
      xs.map((x) => x.ms),
      95,
    ).toFixed(1)} | ${pct(
      xs.map((x) => x.d1),
      50,
    ).toFixed(1)} | ${pct(
      xs.map((x) => x.d1),
      95,
    ).toFixed(1)} | ${((100 * sum(xs.map((x) => x.d1))) / sum(xs.map((x) => x.ms))).toFixed(0)} % |`;
  const table = [
    `${GAMES} games of 12 seats (121), 127.0.0.1; ${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}`,
    '',
    '| closes | n | close p50 ms | close p95 ms | D1 index p50 ms | D1 index p95 ms | D1 share of the close time |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row('day 1 → night, one game after another', one),
    row(`every game's first night window at once`, burst),
    '',
    `The burst: ${GAMES} closes answered in ${(burstMs / 1000).toFixed(2)} s (${((GAMES / burstMs) * 1000).toFixed(0)} a second); every close wrote the index row (${burst.filter((x) => x.statements > 0).length} of ${GAMES}).`,
  ].join('\n');
  console.log(table);
  if (process.argv.includes('--write')) writeDoc(table, CLOSES_MARKER, closesSection);
}

const HTTP_MARKER = '<!-- bench:http -->';
const CLOSES_MARKER = '<!-- bench:closes -->';

const closesSection = (table) =>
  [
    CLOSES_MARKER,
    '## Closes, and the D1 index update in each',
    '',
    'Measured by `npm run bench:http -- --closes`: the same `wrangler dev`, the game objects timing their',
    'D1 statements (`bench/http/worker.ts`: inside workerd the clock moves across I/O, so these are the index',
    "update's round trips). A close's time is its latency over HTTP (the director's `POST /close`); the share",
    'is the D1 time summed over the closes against their latencies summed. Locally D1 is a SQLite file in',
    'the same process; in production it is one database in one location that every close of every game',
    'writes to, reached over the network from wherever the object runs, so read the local share as a floor:',
    'what it means for many games at one deadline is in [hardening.md](hardening.md#many-games-at-one-deadline).',
    '',
    table,
    '',
  ].join('\n');

/**
 * docs/benchmarks.md: `npm run bench`'s part above HTTP_MARKER, then this script's two sections, each
 * from its marker to the next (or the end); `section` replaces the one at `marker`.
 */
function writeDoc(table, marker = HTTP_MARKER, build = appendSection) {
  const file = new URL('../../docs/benchmarks.md', import.meta.url);
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const cut = (m) => {
    const at = old.indexOf(m);
    if (at < 0) return null;
    const next = [HTTP_MARKER, CLOSES_MARKER].map((x) => old.indexOf(x, at + 1)).filter((x) => x > at);
    return old.slice(at, next.length ? Math.min(...next) : old.length);
  };
  const head =
    old.indexOf(HTTP_MARKER) >= 0 ? old.slice(0, old.indexOf(HTTP_MARKER)) : `${old.trimEnd()}\n\n`;
  const parts = {
    [HTTP_MARKER]: cut(HTTP_MARKER) ?? '',
    [CLOSES_MARKER]: cut(CLOSES_MARKER) ?? '',
  };
  parts[marker] = build(table);
  writeFileSync(
    file,
    `${head}${parts[HTTP_MARKER].trimEnd()}\n\n${parts[CLOSES_MARKER]}`.replace(/\n{3,}/g, '\n\n'),
  );
  console.log('docs/benchmarks.md written');
}

function appendSection(table) {
  return [
    HTTP_MARKER,
    '## The append path over HTTP',
    '',
    'Measured by `npm run bench:http` (`bench/http/run.mjs`): `wrangler dev` on 127.0.0.1 serving',
    "production's Worker plus a bare Durable Object that does one SQLite insert per request",
    '(`bench/http/worker.ts`, bound only in `bench/http/wrangler.toml`). The same run alternates rounds',
    "of the bare object and of a player's accepted action (a wolf resubmitting its kill at night: one",
    '`ActionSubmitted` per request, through authentication, validation, decide, the hash-chained append,',
    'the outbox and the alarm), so both see the same machine. The goal (issue 18) is a ratio of at least 0.8.',
    '',
    'Taken off the path after profiling it (the first run of this bench, on the route table, gave 0.40): the',
    'D1 index upsert on every command (now only when the status, title or next deadline change, so an action',
    'leaves the row alone), the second fold of the events into another clone (decide returns its state),',
    "structuredClone of the state (a hand copy of the JSON-shaped state), drizzle's query building on the",
    'insert and the head read (plain SQL), and storage reads of the token, the alarm, the webhook',
    'subscriptions and the outbox on every command (kept in memory, forgotten when written).',
    '',
    table,
    '',
    `Node ${process.version}, ${cpus()[0]?.model ?? 'CPU'}; the machine is shared, so absolute rates move with its load; the ratio is the figure to read.`,
    '',
  ].join('\n');
}

try {
  await main();
} catch (e) {
  console.error(e);
  process.exitCode = 1;
} finally {
  agent.destroy();
  stop();
}
