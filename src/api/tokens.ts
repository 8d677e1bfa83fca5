import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { sha256Hex } from './chain';

/**
 * Tokens are derived, not stored: HMAC(secret, game id, kind, name). The game's
 * Durable Object keeps only their SHA-256 hashes; an idempotent repeat of a
 * create answers the same tokens by deriving them again.
 */
function b64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function deriveToken(
  secret: string,
  gameId: string,
  kind: 'director' | 'auditor' | 'player',
  name = '',
  generation = 0,
): string {
  const mac = hmac(
    sha256,
    utf8ToBytes(secret),
    utf8ToBytes(`bansha-token\n${gameId}\n${kind}\n${name}\n${generation}`),
  );
  return `bs_${kind[0]}_${b64url(mac).slice(0, 40)}`;
}

/**
 * A game id: 16 hex digits (from the Idempotency-Key when there is one, so a repeat finds the same
 * game; else random) and an 8-hex tag, HMAC(secret, those 16). The edge tells an id it issued from
 * any other without touching storage (`isIssuedGameId`), so a request for an unknown id never
 * instantiates a Durable Object. Ids issued before the tag (24 random hex digits) are found in the
 * D1 index instead.
 */
export function gameIdFor(secret: string, idempotencyKey: string | null): string {
  let base: string;
  if (idempotencyKey) {
    const mac = hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`bansha-game\n${idempotencyKey}`));
    base = bytesToHex(mac).slice(0, 16);
  } else {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    base = bytesToHex(bytes);
  }
  return `${base}${idTag(secret, base)}`;
}

const idTag = (secret: string, base: string): string =>
  bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`bansha-id\n${base}`))).slice(0, 8);

/** Whether this service issued `id` (its tag matches), compared in constant time. */
export function isIssuedGameId(secret: string, id: string): boolean {
  if (!/^[0-9a-f]{24}$/.test(id)) return false;
  return sameSecret(idTag(secret, id.slice(0, 16)), id.slice(16));
}

/**
 * The PRNG seed of a game created without one. Under an Idempotency-Key it is derived from
 * the key, so a repeated create is the same request (and answers the same game); else random.
 */
export function seedFor(secret: string, idempotencyKey: string | null): string {
  if (idempotencyKey) {
    const mac = hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`bansha-seed\n${idempotencyKey}`));
    return bytesToHex(mac).slice(0, 32);
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

export const hashToken = (token: string): string => sha256Hex(token);

/** Constant-time comparison for the operator token. */
export function sameSecret(a: string, b: string): boolean {
  const x = sha256(utf8ToBytes(a));
  const y = sha256(utf8ToBytes(b));
  let d = 0;
  for (let i = 0; i < x.length; i++) d |= (x[i] as number) ^ (y[i] as number);
  return d === 0 && a.length > 0;
}

/** The secret tokens, game ids and seeds are derived from: `TOKEN_SECRET`, else the operator token. */
export function tokenSecret(env: Env): string {
  return (
    (env as Env & { TOKEN_SECRET?: string }).TOKEN_SECRET || env.ADMIN_TOKEN || 'bansha-insecure-default'
  );
}

/** The form of a game's tokens (`bs_<kind>_…`); anything else that is not the operator's is no token. */
export const GAME_TOKEN = /^bs_[a-z]_[A-Za-z0-9_-]{20,}$/;
