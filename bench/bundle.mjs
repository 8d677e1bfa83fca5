#!/usr/bin/env node
// `npm run bench`: bundles bench/run.ts with esbuild the way `wrangler deploy` bundles the Worker (ES module,
// `keep_names` as wrangler.toml sets it), so the domain is measured as it ships rather than as tsx compiles it
// for development, then runs the bundle in Node with the collector exposed. Arguments (`--write`) pass through.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const toml = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8');
// wrangler's default is true; the project sets it in wrangler.toml
const keepNames = !/^keep_names\s*=\s*false\b/m.test(toml);
const dir = `${root}node_modules/.cache/bansha-bench`;
mkdirSync(dir, { recursive: true });
const outfile = `${dir}/run.mjs`;
await build({
  entryPoints: [`${root}bench/run.ts`],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'es2022',
  keepNames,
  logLevel: 'warning',
});
execFileSync(process.execPath, ['--expose-gc', outfile, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, BENCH_ROOT: root },
});
