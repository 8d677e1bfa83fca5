import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * vitest globalSetup of the browser tests: `wrangler dev` on a free port of 127.0.0.1 (never 8787),
 * with its own state folder and D1 migrations applied, stopped when the run ends. The tests get
 * its URL, the operator token and Debian's Chromium (`chromium`, which .ci/run installs).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
export const ADMIN = 'browser-admin-token';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | null = null;
let state: string | null = null;

export default async function setup(project: TestProject) {
  const chromium = process.env.CHROMIUM_PATH ?? CHROMIUM.find((p) => existsSync(p)) ?? null;
  project.provide('chromium', chromium);
  if (!chromium) return; // the tests say why they skip (and fail under CI)
  const port = await freePort();
  state = mkdtempSync(join(tmpdir(), 'bansha-browser-'));
  const env = {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
  const migrated = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (migrated.status !== 0) throw new Error(`d1 migrations failed: ${migrated.stderr}`);
  child = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      state,
      '--var',
      `ADMIN_TOKEN:${ADMIN}`,
      '--var',
      'ENVIRONMENT:development',
      '--show-interactive-dev-session=false',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log}`);
    try {
      const r = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) break;
    } catch {}
    if (Date.now() > until) throw new Error(`wrangler dev did not answer within 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', url);
  project.provide('admin', ADMIN);
  return async () => {
    if (child && child.exitCode === null) {
      const done = new Promise((r) => child?.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (state) rmSync(state, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string | null;
    baseUrl: string;
    admin: string;
  }
}
