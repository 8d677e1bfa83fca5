/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): `whsec_` secrets, and the
 * `webhook-signature` header, `v1,<base64 HMAC-SHA256>` of `${id}.${timestamp}.${body}` keyed
 * with the secret's base64-decoded bytes; several signatures are separated by spaces.
 */

const PREFIX = 'whsec_';
/** Key length in bytes: the spec asks for 24 to 64. */
const KEY_BYTES = 32;

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** A fresh secret: `whsec_` + base64 of 32 random bytes. */
export function newSecret(random: (n: number) => Uint8Array = randomBytes): string {
  return PREFIX + toBase64(random(KEY_BYTES));
}

export function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** `prefix` + 32 hex digits of randomness: ids of subscriptions (`wh_`) and messages (`msg_`). */
export function randomId(prefix: string, random: (n: number) => Uint8Array = randomBytes): string {
  return prefix + [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** One `v1,<base64>` signature of a message with one secret. */
export async function sign(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const raw = fromBase64(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret);
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The `webhook-signature` header: one signature per secret still valid, space-separated. */
export async function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const sigs = await Promise.all(secrets.map((s) => sign(s, id, timestamp, body)));
  return sigs.join(' ');
}
