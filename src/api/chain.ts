/**
 * The event log's hash chain, as the HTTP contract ("The event log") states it:
 *
 *   hash = hex(SHA-256(UTF-8(prevHash + "\n" + JCS(line without `hash`))))
 *
 * with JCS the RFC 8785 canonical JSON and the first `prevHash` 64 zeros.
 *
 * Pure TypeScript with no Cloudflare import: the Durable Object uses it when it
 * appends, and an auditor's command-line tool can use it in Node on the NDJSON.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import jcs from 'canonicalize';

/** The `prevHash` of the first event, and the head of an empty log. */
export const ZERO_HASH = '0'.repeat(64);

/**
 * RFC 8785 (JSON Canonicalization Scheme) serialization of a JSON value, by the npm package
 * `canonicalize` (by the RFC's author): members sorted by their names' UTF-16 code units, no
 * whitespace, numbers in ECMAScript Number-to-String form (`1e+21`, `-0` as `0`), strings escaped as
 * JSON.stringify escapes them; NaN and the infinities are refused.
 *
 * Like JSON.stringify, members whose value is `undefined` are left out and `toJSON()` is honoured, so
 * canonicalize(x) equals canonicalize(JSON.parse(JSON.stringify(x))): a hash taken before storing equals
 * the hash recomputed from the stored JSON. A value with no JSON form at all throws.
 */
export function canonicalize(value: unknown): string {
  const out = jcs(value);
  if (out === undefined) throw new TypeError('canonicalize: value has no JSON form');
  return out;
}

/** Lowercase hex SHA-256 of the UTF-8 bytes of `text`. Synchronous. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** A stored event as it appears on one NDJSON line. */
export interface ChainedEvent {
  seq: number;
  type: string;
  v: number;
  at: string;
  actor: string;
  data: unknown;
  prevHash: string;
  hash: string;
}

/**
 * The hash of one event: SHA-256 hex of `prevHash + "\n" + JCS(event without its hash field)`.
 * `event` is the whole line object (it carries `prevHash` itself); a `hash` member, if present,
 * is ignored.
 */
export function eventHash(prevHash: string, event: object): string {
  const { hash: _ignored, ...rest } = event as Record<string, unknown>;
  return sha256Hex(`${prevHash}\n${canonicalize(rest)}`);
}

export type ChainVerdict =
  | { ok: true; head: string; events: number }
  | { ok: false; seq: number; reason: string };

/**
 * Walks every link of a log given in order: `seq` runs 1, 2, 3, …; each `prevHash` is the
 * previous `hash` (64 zeros for the first); each `hash` is recomputed. The first broken link
 * is reported with the `seq` where it breaks (the position it should have for a gap).
 *
 * A log cut short after a valid prefix still verifies: compare `head` with the head published
 * by `/verify` to detect truncation.
 */
export function verifyChain(events: Iterable<object>): ChainVerdict {
  let prev = ZERO_HASH;
  let n = 0;
  for (const line of events) {
    const event = line as Partial<ChainedEvent>;
    const expectedSeq = n + 1;
    const seq = event.seq;
    if (seq !== expectedSeq) {
      return { ok: false, seq: expectedSeq, reason: `expected seq ${expectedSeq}, found ${String(seq)}` };
    }
    if (event.prevHash !== prev) {
      return { ok: false, seq: expectedSeq, reason: 'prevHash does not match the previous hash' };
    }
    let computed: string;
    try {
      computed = eventHash(prev, line);
    } catch (error) {
      return { ok: false, seq: expectedSeq, reason: `not canonicalizable: ${(error as Error).message}` };
    }
    if (event.hash !== computed) {
      return { ok: false, seq: expectedSeq, reason: 'hash does not match the content' };
    }
    prev = computed;
    n = expectedSeq;
  }
  return { ok: true, head: prev, events: n };
}
