import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` (scripts/dev.mjs) runs the cron sweep on its own schedule, as production's trigger
 * (wrangler.toml: crons = ["* * * * *"]) does: issue 18. Started on a free port of 127.0.0.1 with
 * its own state folder and a sweep every second (SWEEP_SECONDS), it must call the Worker's
 * scheduled handler by itself, again and again, with nobody calling /__scheduled.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const state = mkdtempSync(join(tmpdir(), 'bansha-dev-'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

let dev: ChildProcess | null = null;
afterAll(async () => {
  const p = dev;
  if (p?.pid !== undefined && p.exitCode === null && p.signalCode === null) {
    const exited = new Promise((r) => p.once('exit', r));
    try {
      process.kill(-p.pid, 'SIGTERM'); // dev.mjs and the wrangler it started (its process group)
    } catch {}
    await Promise.race([exited, sleep(8000)]);
    if (p.exitCode === null && p.signalCode === null)
      try {
        process.kill(-p.pid, 'SIGKILL');
      } catch {}
  }
  rmSync(state, { recursive: true, force: true });
}, 20_000);

describe('npm start (scripts/dev.mjs)', () => {
  it('runs the cron sweep by itself on its schedule: the scheduled handler is called every SWEEP_SECONDS', async () => {
    const port = await freePort();
    let out = '';
    dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        SWEEP_SECONDS: '1',
        BANSHA_STATE: state,
        ADMIN_TOKEN: `dev-test-${process.pid}`,
        CI: 'true',
        NO_COLOR: '1',
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout?.on('data', (d) => {
      out += d;
    });
    dev.stderr?.on('data', (d) => {
      out += d;
    });
    const end = Date.now() + 100_000;
    while (!out.includes('Bansha is running') && Date.now() < end && dev.exitCode === null) await sleep(200);
    expect(out, out.slice(-3000)).toContain(`Bansha is running at   http://127.0.0.1:${port}`);
    expect(out).toContain('Cron sweep             every 1 s, as in production');
    const sweeps = () => out.split('\n').filter((l) => /GET \/__scheduled\S* 200/.test(l)).length;
    const first = sweeps();
    await sleep(4500);
    // nobody but dev.mjs calls /__scheduled: about one sweep a second, each answered 200 by the Worker
    expect(sweeps() - first, out.slice(-2000)).toBeGreaterThanOrEqual(3);
    expect(out).not.toContain('cron sweep failed');
  }, 130_000);
});
