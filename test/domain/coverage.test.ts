import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The brief: keep docs/rules-coverage.md (every role of every ruleset: done, partial, not yet) true. Its Summary
// table is derived from the rows; scripts/coverage-summary.mjs recounts it (without --check it rewrites the table).
describe('docs/rules-coverage.md', () => {
  it('the Summary table agrees with the rows below it', () => {
    const script = fileURLToPath(new URL('../../scripts/coverage-summary.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    // when this fails after editing rows: run `node scripts/coverage-summary.mjs` to recount the table
    expect(run.stderr, 'run `node scripts/coverage-summary.mjs` to recount the Summary table').toBe('');
    expect(run.status).toBe(0);
  });

  it('holds no merge-conflict markers (a rebase that kept both sides of a row by hand)', () => {
    const text = readFileSync(new URL('../../docs/rules-coverage.md', import.meta.url), 'utf8');
    const markers = text.split('\n').filter((l) => /^(<{7}|={7}|>{7})( |$)/.test(l));
    expect(markers).toEqual([]);
  });
});
