import { canonicalize, sha256Hex, verifyChain } from '../api/chain';
import { type Envelope, parseEvent } from '../domain/events';
import { replay } from '../domain/evolve';
import type { GameState } from '../domain/state';
import { announcements, castList } from '../projections';

/**
 * The audit of one game's log, with nothing but the NDJSON: every hash link,
 * then a replay with the same domain code. Pure, so it runs offline in Node.
 */
export interface AuditReport {
  ok: boolean;
  events: number;
  head: string | null;
  /** where the chain or the replay breaks */
  brokenAt?: { seq: number; reason: string };
  stateHash?: string;
  state?: GameState;
  winner?: { faction: string | null; names: string[] } | null;
  record?: { seq: number; day: number; phase: string; text: string }[];
  cast?: ReturnType<typeof castList>;
}

export function parseNdjson(text: string): { lines: object[]; error?: { line: number; reason: string } } {
  const lines: object[] = [];
  const raw = text.split('\n');
  for (let i = 0; i < raw.length; i++) {
    const l = (raw[i] as string).trim();
    if (!l) continue;
    try {
      lines.push(JSON.parse(l));
    } catch {
      return { lines, error: { line: i + 1, reason: 'not JSON' } };
    }
  }
  return { lines };
}

export function stateHashOf(s: GameState): string {
  return sha256Hex(canonicalize(s));
}

export function audit(lines: object[], expect: { head?: string; events?: number } = {}): AuditReport {
  const chain = verifyChain(lines);
  if (!chain.ok)
    return {
      ok: false,
      events: lines.length,
      head: null,
      brokenAt: { seq: chain.seq, reason: chain.reason },
    };
  const envs: Envelope[] = [];
  for (const line of lines as {
    seq: number;
    type: string;
    v: number;
    at: string;
    actor: string;
    data: unknown;
  }[]) {
    const parsed = parseEvent(line);
    if (!parsed)
      return {
        ok: false,
        events: lines.length,
        head: chain.head,
        brokenAt: { seq: line.seq, reason: `${line.type} v${line.v} does not match its schema` },
      };
    envs.push({
      ...parsed,
      seq: line.seq,
      at: line.at,
      actor: line.actor,
      hash: (line as { hash?: string }).hash,
    } as Envelope);
  }
  if (expect.events !== undefined && expect.events !== chain.events)
    return {
      ok: false,
      events: chain.events,
      head: chain.head,
      brokenAt: {
        seq: Math.min(expect.events, chain.events) + 1,
        reason: `expected ${expect.events} events, the log has ${chain.events} (truncated or extended)`,
      },
    };
  if (expect.head !== undefined && expect.head !== chain.head)
    return {
      ok: false,
      events: chain.events,
      head: chain.head,
      brokenAt: { seq: chain.events, reason: 'the last hash is not the published head (truncated?)' },
    };
  const state = replay(envs);
  return {
    ok: true,
    events: chain.events,
    head: chain.head,
    stateHash: stateHashOf(state),
    state,
    winner: state.winner,
    record: announcements(envs).map((a) => ({ seq: a.seq, day: a.day, phase: a.phase, text: a.text })),
    cast: castList(state),
  };
}
