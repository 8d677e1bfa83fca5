import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventHash } from '../../src/api/chain';
import { audit, parseNdjson } from '../../src/audit/audit';
import { chainLines } from '../chain/digests';
import { Game, SEATS12, TABLE12 } from '../domain/harness';

/** A short finished game of 121, chained exactly as the Durable Object stores it. */
function chainedLog(): Record<string, unknown>[] {
  const g = Game.create(TABLE12);
  g.start(SEATS12);
  g.votes({ 民A: '预', 民B: '预' });
  g.closePhase(); // day 1: 预 elected
  g.act('狼A', '杀人', ['民C']);
  g.closePhase(); // night 1
  g.votes({ 预: '狼A', 巫: '狼A', 猎: '狼A' });
  g.closePhase();
  return chainLines(g.log);
}

const ndjson = (lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n');

describe('audit: checks every link, replays, rebuilds the public record', () => {
  it('an untouched log verifies, and the rebuilt record has the 公示 the game posted', () => {
    const lines = chainedLog();
    const r = audit(parseNdjson(ndjson(lines)).lines);
    expect(r.ok).toBe(true);
    expect(r.events).toBe(lines.length);
    expect(r.head).toBe(lines.at(-1)?.hash);
    expect(r.stateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.record?.map((a) => a.text).join('\n')).toContain('预 当选警长。');
    expect(r.record?.map((a) => a.text).join('\n')).toContain('昨夜出局：民C。');
  });

  it('the same log always gives the same state hash (replay is exact)', () => {
    expect(audit(chainedLog()).stateHash).toBe(audit(chainedLog()).stateHash);
  });

  it('an edited event breaks the chain at its seq', () => {
    const lines = chainedLog();
    (lines[9] as { data: Record<string, unknown> }).data = { ...(lines[9]?.data as object), tampered: true };
    const r = audit(lines);
    expect(r.ok).toBe(false);
    expect(r.brokenAt?.seq).toBe(10);
  });

  it('an edit with a recomputed hash breaks the next link', () => {
    const lines = chainedLog();
    const l = lines[4] as Record<string, unknown>;
    l.actor = 'player:狼A';
    l.hash = eventHash(l.prevHash as string, l);
    const r = audit(lines);
    expect(r.brokenAt?.seq).toBe(6);
  });

  it('a deleted event is caught where the gap is', () => {
    const lines = chainedLog();
    lines.splice(7, 1);
    expect(audit(lines).brokenAt?.seq).toBe(8);
  });

  it('reordered events are caught', () => {
    const lines = chainedLog();
    const [a, b] = [lines[3], lines[4]] as Record<string, unknown>[];
    lines[3] = b as Record<string, unknown>;
    lines[4] = a as Record<string, unknown>;
    expect(audit(lines).brokenAt?.seq).toBe(4);
  });

  it('a truncated log is caught against the published head or event count', () => {
    const lines = chainedLog();
    const head = lines.at(-1)?.hash as string;
    const cut = lines.slice(0, -3);
    expect(audit(cut).ok).toBe(true); // a valid prefix alone cannot tell
    expect(audit(cut, { head }).ok).toBe(false);
    const r = audit(cut, { events: lines.length });
    expect(r.ok).toBe(false);
    expect(r.brokenAt?.seq).toBe(cut.length + 1);
  });

  it('npm run audit exits 0 on a good file and 1 naming the seq of a broken one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bansha-audit-'));
    const lines = chainedLog();
    const good = join(dir, 'good.ndjson');
    writeFileSync(good, ndjson(lines));
    const ok = spawnSync('npx', ['tsx', 'src/audit/cli.ts', good], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain(`chain ok: ${lines.length} events`);
    expect(ok.stdout).toContain('预 当选警长。');
    (lines[2] as Record<string, unknown>).at = '2020-01-01T00:00:00.000Z';
    const bad = join(dir, 'bad.ndjson');
    writeFileSync(bad, ndjson(lines));
    const broken = spawnSync('npx', ['tsx', 'src/audit/cli.ts', bad], { encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('BROKEN at seq 3');
  }, 60_000);
});
