import coverageMd from '../../docs/rules-coverage.md';
import type { CoverageRow } from '../projections/rulesets';

/**
 * docs/rules-coverage.md, bundled as text (wrangler.toml's Text rule), read into each ruleset's role
 * states and notes for GET /v1/rulesets: the file stays the one place they are written.
 */
export function parseCoverage(md: string): Record<string, Record<string, CoverageRow>> {
  const out: Record<string, Record<string, CoverageRow>> = {};
  let current: Record<string, CoverageRow> | null = null;
  for (const line of md.split('\n')) {
    const head = /^## `?([a-z0-9]+)`? — /.exec(line);
    if (head) {
      current = {};
      out[head[1] as string] = current;
      continue;
    }
    if (line.startsWith('## ')) current = null;
    if (!current || !line.startsWith('| ')) continue;
    // | # | role | id | faction | state | notes |
    const cells = line.split('|').map((c) => c.trim());
    const id = /^`([^`]+)`$/.exec(cells[3] ?? '')?.[1];
    if (!id || id.startsWith('rule_')) continue;
    current[id] = { state: cells[5] ?? '', notes: cells.slice(6, -1).join('|').trim() };
  }
  return out;
}

let parsed: Record<string, Record<string, CoverageRow>> | null = null;
export const coverage = () => {
  parsed ??= parseCoverage(coverageMd);
  return parsed;
};
