import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** What both adapters share: their storage keys in the game's object and their refusals. */

import type { Principal } from '../api/edge/route';
import { type ApiErrorCode, errorBody, statusOf } from '../api/errors';
import type { Reply } from '../api/reply';
import type { Webhooks } from '../api/webhooks';
import type { GameState } from '../domain/state';

/** The game's OneBot binding (bot, group, QQ ids, bind codes) in the object's key-value storage. */
export const ONEBOT_KEY = 'adapter:onebot';
/** The game's Discourse binding (site, topic, API key, webhook secret, flags). */
export const DISCOURSE_KEY = 'adapter:discourse';

export type AdapterErrorCode = ApiErrorCode;

export const adapterFail = (code: AdapterErrorCode, message: string): Reply => ({
  status: statusOf(code),
  body: errorBody(code, message),
});

/** Random characters from an alphabet without look-alikes (0/O, 1/I/L). */
export function randomCode(length: number): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** base64url of random bytes: access tokens and webhook secrets. */
export function randomSecret(prefix: string, bytes = 32): string {
  let s = '';
  for (const b of crypto.getRandomValues(new Uint8Array(bytes))) s += String.fromCharCode(b);
  return prefix + btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A bot's access token derived from the registration's Idempotency-Key (a repeat answers the same). */
export function deriveBotToken(secret: string, selfId: string, key: string): string {
  let s = '';
  for (const b of hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`bansha-onebot\n${selfId}\n${key}`)))
    s += String.fromCharCode(b);
  return `obt_${btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** A request relayed by a OneBot bot: its id and the QQ user who sent it (null: the bot itself). */
export interface Via {
  onebot: string;
  user: string | null;
}

/** What an adapter reaches of its game. */
export interface AdapterHost {
  kv(): SyncKvStorage;
  state(): GameState;
  webhooks(): Webhooks;
  transaction<T>(fn: () => T): T;
  /** A route of the table run as this caller: the same access check, schema, decide and append as over HTTP. */
  run(
    p: Principal,
    route: string,
    body: Record<string, unknown> | null,
    idempotencyKey: string | null,
  ): Promise<Reply>;
  env(): Env;
}

/** The bot's id for a QQ account. */
export const botIdFor = (selfId: string): string => `ob_${selfId}`;
