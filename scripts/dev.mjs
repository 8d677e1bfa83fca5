#!/usr/bin/env node
// `npm start`: run Bansha locally.
//
//   PORT         port to listen on (default 8787), on 127.0.0.1
//   ADMIN_TOKEN  the operator token (default: the one kept with the local state in
//                .wrangler/bansha-local.json, else a fresh random `local-…` token; printed below)
//   SWEEP_SECONDS  how often the cron sweep runs (default 60: production's `* * * * *`); 0: never
//   BANSHA_STATE   a folder for the local state instead of .wrangler/ (the tests use one of their own)
//
// Applies the D1 migrations to the local database, starts `wrangler dev` with
// ENVIRONMENT=development, waits until the server answers, then prints the URL, the operator
// token and the docs URL, and runs the cron sweep on its own schedule as production does (the
// trigger at /__scheduled, at the start of every minute). Local state (Durable Objects, D1)
// persists under .wrangler/. Ctrl-C stops it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const wranglerBin = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));

const port = Number.parseInt(process.env.PORT ?? '8787', 10);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(2);
}
const sweepSeconds = Number(process.env.SWEEP_SECONDS ?? '60');
if (!Number.isFinite(sweepSeconds) || sweepSeconds < 0) {
  console.error(
    `SWEEP_SECONDS must be a number of seconds, got ${JSON.stringify(process.env.SWEEP_SECONDS)}`,
  );
  process.exit(2);
}
// wrangler's --persist-to when BANSHA_STATE is set; else wrangler's own .wrangler/state
const stateDir = process.env.BANSHA_STATE ? resolve(process.env.BANSHA_STATE) : null;
const persist = stateDir ? ['--persist-to', stateDir] : [];
// The operator token stays with the local state (.wrangler/), so a restart keeps it: the games'
// tokens are derived from it, and scripts and bookmarks keep working.
const localDir = stateDir ?? fileURLToPath(new URL('../.wrangler', import.meta.url));
const localFile = join(localDir, 'bansha-local.json');
function keptToken() {
  if (!existsSync(localFile)) return null;
  try {
    const t = JSON.parse(readFileSync(localFile, 'utf8')).token;
    return typeof t === 'string' && t ? t : null;
  } catch {
    return null;
  }
}
const kept = process.env.ADMIN_TOKEN ? null : keptToken();
const generated = !process.env.ADMIN_TOKEN && !kept;
const adminToken = process.env.ADMIN_TOKEN || kept || `local-${randomBytes(12).toString('hex')}`;
const host = '127.0.0.1';
const baseUrl = `http://${host}:${port}`;

// No metrics, and no fetch of the `Request.cf` sample from the network (a placeholder is used).
const env = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
};

function wrangler(args, options = {}) {
  return [process.execPath, [wranglerBin, ...args], { cwd: root, env, ...options }];
}

// 1. The local D1 index, brought up to date without prompting.
console.log('[bansha] applying D1 migrations to the local database…');
const [cmd, args, opts] = wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], {
  env: { ...env, CI: 'true' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const migrated = spawnSync(cmd, args, opts);
if (migrated.status !== 0) {
  console.error(`[bansha] wrangler d1 migrations apply failed (exit ${migrated.status ?? migrated.signal})`);
  process.exit(migrated.status || 1);
}

// 2. The server.
const devArgs = [
  'dev',
  '--port',
  String(port),
  '--ip',
  host,
  '--var',
  `ADMIN_TOKEN:${adminToken}`,
  '--var',
  'ENVIRONMENT:development',
  '--test-scheduled',
  '--show-interactive-dev-session=false',
  ...persist,
];
const child = spawn(...wrangler(devArgs, { stdio: ['ignore', 'inherit', 'inherit'] }));

let stopping = false;
let sweepTimer = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(sweepTimer);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  if (!ready && !stopping) console.error('[bansha] wrangler dev exited before the server was ready');
  process.exit(code ?? (signal ? 0 : 1));
});

// 3. Wait until it answers, then say how to use it.
let ready = false;
const deadline = Date.now() + 120_000;
while (!ready && !stopping && Date.now() < deadline) {
  try {
    await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) });
    ready = true;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
if (!ready) {
  if (!stopping) {
    console.error(`[bansha] the server did not answer on ${baseUrl} within 120 s`);
    child.kill('SIGTERM');
  }
} else {
  // `npm run demo` reads the URL and token from here (the folder is git-ignored).
  mkdirSync(localDir, { recursive: true });
  writeFileSync(localFile, JSON.stringify({ url: baseUrl, token: adminToken }));
  const line = '─'.repeat(64);
  console.log(
    [
      '',
      line,
      `  Bansha is running at   ${baseUrl}`,
      `  Operator token         ${adminToken}${generated ? `   (generated; kept in ${stateDir ?? '.wrangler/'} for the next start; set ADMIN_TOKEN to choose one)` : kept ? '   (kept from the last start)' : ''}`,
      `  API docs               ${baseUrl}/docs   (OpenAPI: ${baseUrl}/openapi.json)`,
      `  Cron sweep             ${sweepSeconds ? `every ${sweepSeconds} s, as in production (SWEEP_SECONDS)` : 'off (SWEEP_SECONDS=0)'}; by hand: curl "${baseUrl}/__scheduled?cron=*+*+*+*+*"`,
      '',
      `  curl -H "Authorization: Bearer ${adminToken}" -H 'content-type: application/json' \\`,
      `       -d '{"title":"…","ruleset":"121","players":[…],"pool":[…]}' ${baseUrl}/v1/games`,
      `  Demo game              npm run demo   (in another terminal)`,
      '',
      `  Local state persists under ${stateDir ?? '.wrangler/'}. Press Ctrl-C to stop.`,
      line,
      '',
    ].join('\n'),
  );
}

// 4. The cron sweep (src/api/worker.ts: closes the overdue windows whose alarm was lost), on its own
// schedule as production's trigger (wrangler.toml: crons = ["* * * * *"]): at the start of every
// minute, or every SWEEP_SECONDS on the clock's multiples of it.
async function sweep() {
  try {
    const r = await fetch(`${baseUrl}/__scheduled?cron=*+*+*+*+*`, { signal: AbortSignal.timeout(30_000) });
    if (!r.ok) console.error(`[bansha] cron sweep: HTTP ${r.status}`);
  } catch (e) {
    if (!stopping) console.error(`[bansha] cron sweep failed: ${e instanceof Error ? e.message : e}`);
  }
}
function scheduleSweep() {
  if (stopping || !sweepSeconds) return;
  const every = sweepSeconds * 1000;
  sweepTimer = setTimeout(
    () => {
      sweep();
      scheduleSweep();
    },
    every - (Date.now() % every),
  );
}
if (ready) scheduleSweep();
