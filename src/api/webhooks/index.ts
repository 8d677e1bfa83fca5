/**
 * A game's webhooks: the director's subscriptions, the outbox written with the events, and the
 * deliveries the object's alarm drives. Deliveries follow the Standard Webhooks spec:
 * `webhook-id` (the message's id, the same on every attempt), `webhook-timestamp` (the
 * attempt's time, seconds) and `webhook-signature` (`v1,<base64>` per valid secret).
 */
import type { Envelope } from '../../domain/events';
import type { GameState } from '../../domain/state';
import { isoAt } from '../../domain/time';
import { normalizeName } from '../../domain/votepost';
import { fail, type Reply } from '../reply';
import type { WebhookKind } from '../store/schema';
import type { OutboxRow, WebhookRecord, WebhookStore } from '../store/webhook-store';
import { KIND_OF, type Message, type MessageType, messagesFor } from './messages';
import { DEFAULT_POLICY, judge, type RetryPolicy } from './policy';
import { newSecret, randomId, signatureHeader } from './signing';
import { checkWebhookUrl } from './url-guard';

/** Subscriptions per game. */
export const MAX_WEBHOOKS = 20;
/** How long a rotated-out secret keeps signing, unless the rotation says otherwise. */
export const DEFAULT_GRACE_SECONDS = 24 * 3600;
/** Messages sent per alarm run; the alarm comes back at once for the rest. */
const BATCH = 50;
/** A message being sent is held this much past the attempt's timeout, so no other run sends it. */
const CLAIM_MARGIN_MS = 30_000;

export interface WebhookOptions {
  fetch: typeof fetch;
  policy: RetryPolicy;
  random: () => number;
  now: () => number;
  /** `ENVIRONMENT`: loopback receivers are allowed in `development` and `test`. */
  environment: string | undefined;
  /**
   * Deliveries to subscriptions whose URL has one of these schemes (`onebot:`, `discourse:`) go
   * through the function instead of a signed POST: the adapters of src/adapters reuse the outbox,
   * its retries and its delivery log. The answer is read as a receiver's HTTP status would be.
   */
  transports?: Record<string, Transport>;
}

/** An adapter's delivery of one outbox message: a status read as a receiver's (2xx delivered, 410 stop). */
export type Transport = (m: { id: string; seq: number; type: string; body: string }) => Promise<{
  status: number;
  retryAfter?: string | null;
}>;

const iso = (ms: number) => isoAt(ms);

/** The retry policy with the `WEBHOOK_RETRY` var's overrides (JSON, for tests and local runs). */
export function policyFrom(json: string | undefined): RetryPolicy {
  if (!json) return DEFAULT_POLICY;
  try {
    const o = JSON.parse(json) as Partial<Record<keyof RetryPolicy, unknown>>;
    const out = { ...DEFAULT_POLICY };
    for (const k of Object.keys(DEFAULT_POLICY) as (keyof RetryPolicy)[]) {
      const v = o[k];
      if (typeof v === 'number' && Number.isFinite(v) && v > 0) out[k] = v;
    }
    return out;
  } catch {
    console.error('WEBHOOK_RETRY is not JSON; using the default retry policy');
    return DEFAULT_POLICY;
  }
}

export class Webhooks {
  constructor(
    private readonly store: WebhookStore,
    private readonly transaction: <T>(fn: () => T) => T,
    private readonly opts: WebhookOptions,
  ) {}

  /** The active subscriptions, read once and kept until one of this class's writes changes them. */
  private active: WebhookRecord[] | null = null;
  /** The outbox's next due time as last read; undefined once one of this class's writes may have moved it. */
  private due: number | null | undefined = undefined;
  /** deliverDue runs under way */
  private delivering = 0;

  // ---- the director's endpoints ----------------------------------------------------------

  subscribe(input: { url: string; kinds: WebhookKind[]; players: string[] | null }, game: GameState): Reply {
    const checked = checkWebhookUrl(input.url, this.opts.environment);
    if (!checked.ok) return fail('WEBHOOK_URL_NOT_ALLOWED', `webhook 地址不可用：${checked.reason}`);
    let players: string[] | null = null;
    if (input.players !== null) {
      const known = new Map(game.entrants.map((p) => [normalizeName(p.name), p.name]));
      players = [];
      for (const p of input.players) {
        const name = known.get(normalizeName(p));
        if (name === undefined) return fail('UNKNOWN_PLAYER', `${p} 不是本局玩家`, { player: p });
        if (!players.includes(name)) players.push(name);
      }
    }
    if (this.store.count() >= MAX_WEBHOOKS)
      return fail('TOO_MANY_WEBHOOKS', `每局游戏最多 ${MAX_WEBHOOKS} 个 webhook 订阅`);
    const kinds = [...new Set(input.kinds)];
    const id = randomId('wh_');
    const secret = newSecret();
    this.active = null;
    this.store.insert({
      id,
      url: checked.url,
      kinds,
      players,
      secret,
      createdAt: iso(this.opts.now()),
    });
    return { status: 201, body: { id, secret, url: checked.url, kinds, players } };
  }

  /**
   * An adapter's own subscription (src/adapters): its URL names the adapter (`onebot:<bot>`,
   * `discourse:<topic>`), delivered by `transports`. One per URL: binding again keeps it.
   */
  subscribeInternal(url: string, kinds: WebhookKind[]): string {
    this.active = null;
    const existing = this.store.all().find((w) => w.url === url);
    if (existing) {
      if (existing.kinds.join() !== kinds.join() || !existing.active) this.store.setKinds(existing.id, kinds);
      return existing.id;
    }
    const id = randomId('wh_');
    this.store.insert({
      id,
      url,
      kinds,
      players: null,
      secret: newSecret(),
      createdAt: iso(this.opts.now()),
    });
    return id;
  }

  /** The subscriptions (never a secret) and the newest `limit` delivery attempts. */
  list(limit: number, webhookId: string | null): Reply {
    if (webhookId !== null && !this.store.get(webhookId))
      return fail('WEBHOOK_NOT_FOUND', `本局没有 webhook ${webhookId}`);
    const now = this.opts.now();
    const tally = this.store.tally();
    const subscriptions = this.store.all().map((w) => ({
      id: w.id,
      url: w.url,
      kinds: w.kinds,
      players: w.players,
      active: w.active,
      ...(w.disabledReason ? { disabledReason: w.disabledReason } : {}),
      createdAt: w.createdAt,
      ...(w.previousUntil !== null && w.previousUntil > now
        ? { previousSecretUntil: iso(w.previousUntil) }
        : {}),
      messages: tally.get(w.id) ?? { pending: 0, delivered: 0, failed: 0, cancelled: 0 },
    }));
    const deliveries = this.store.attempts(limit, webhookId ?? undefined).map((d) => ({
      messageId: d.messageId,
      webhookId: d.webhookId,
      seq: d.seq,
      kind: KIND_OF[d.type as MessageType],
      type: d.type,
      attempt: d.attempt,
      at: d.at,
      status: d.status,
      ...(d.error !== null ? { error: d.error } : {}),
      outcome: d.outcome,
      ...(d.nextRetry !== null ? { nextRetry: d.nextRetry } : {}),
    }));
    return { status: 200, body: { webhooks: subscriptions, deliveries } };
  }

  remove(webhookId: string): Reply {
    this.active = null;
    this.due = undefined;
    if (!this.transaction(() => this.store.remove(webhookId)))
      return fail('WEBHOOK_NOT_FOUND', `本局没有 webhook ${webhookId}`);
    return { status: 200, body: { id: webhookId, deleted: true } };
  }

  /** A new secret; the old one signs beside it for `graceSeconds` (rotation without downtime). */
  rotate(webhookId: string, graceSeconds: number): Reply {
    this.active = null;
    const w = this.store.get(webhookId);
    if (!w) return fail('WEBHOOK_NOT_FOUND', `本局没有 webhook ${webhookId}`);
    const secret = newSecret();
    const until = this.opts.now() + graceSeconds * 1000;
    this.store.rotate(webhookId, secret, w.secret, until);
    return {
      status: 200,
      body: { id: webhookId, secret, previousSecretUntil: iso(until) },
    };
  }

  // ---- the outbox ------------------------------------------------------------------------

  /**
   * Writes the messages these just-appended events cause. Call it inside the transaction that
   * appends them: a message exists if and only if its event was committed.
   */
  enqueue(events: readonly Envelope[], state: GameState): Message[] {
    this.active ??= this.store.all().filter((w) => w.active);
    const subs = this.active;
    if (subs.length === 0) return [];
    const messages = messagesFor(events, state, subs);
    this.due = undefined;
    const now = this.opts.now();
    const createdAt = iso(now);
    this.store.enqueue(
      messages.map((m) => ({
        id: randomId('msg_'),
        webhookId: m.webhookId,
        seq: m.seq,
        type: m.type,
        body: m.body,
        nextAt: now,
        createdAt,
      })),
    );
    return messages;
  }

  /** When the alarm must come back for a delivery, or null if nothing is pending. */
  nextDue(): number | null {
    // while deliveries are in flight the outbox moves under us: read it
    if (this.delivering > 0) return this.store.nextDue();
    if (this.due === undefined) this.due = this.store.nextDue();
    return this.due;
  }

  /** Sends every due message once (one attempt each). Never throws. */
  async deliverDue(): Promise<number> {
    this.due = undefined;
    this.delivering++;
    try {
      return await this.deliverBatch();
    } finally {
      this.delivering--;
      this.due = undefined;
    }
  }

  private async deliverBatch(): Promise<number> {
    const now = this.opts.now();
    const due = this.store.due(now, BATCH);
    if (due.length === 0) return 0;
    // claim first, synchronously: no other run picks these up while they are in flight
    const claimUntil = now + this.opts.policy.timeoutMs + CLAIM_MARGIN_MS;
    this.transaction(() => {
      for (const m of due) this.store.reschedule(m.id, claimUntil);
    });
    const subs = new Map(this.store.all().map((w) => [w.id, w]));
    // one subscription's messages in event order; subscriptions side by side
    const byHook = new Map<string, OutboxRow[]>();
    for (const m of due) byHook.set(m.webhookId, [...(byHook.get(m.webhookId) ?? []), m]);
    await Promise.all(
      [...byHook].map(async ([id, msgs]) => {
        const queue = msgs.sort((a, b) => a.seq - b.seq);
        while (queue.length > 0) {
          const m = queue.shift() as OutboxRow;
          const w = subs.get(id);
          if (!w?.active) return; // removed or disabled meanwhile: its messages were cancelled
          let delivered = false;
          try {
            delivered = await this.attempt(m, w);
          } catch (e) {
            console.error('webhook delivery bookkeeping failed', m.id, e);
          }
          if (!delivered) {
            // the receiver is failing: give back the rest of its messages to the next run, so one
            // run never waits out a timeout per message (and the deadline is never held up long)
            this.transaction(() => {
              for (const rest of queue) this.store.reschedule(rest.id, now);
            });
            return;
          }
        }
      }),
    );
    return due.length;
  }

  /** One attempt at one message; answers whether it was delivered. */
  private async attempt(m: OutboxRow, w: WebhookRecord): Promise<boolean> {
    const sentAt = this.opts.now();
    const timestamp = Math.floor(sentAt / 1000);
    const secrets = [w.secret];
    if (w.previousSecret && w.previousUntil !== null && w.previousUntil > sentAt)
      secrets.push(w.previousSecret);
    const answer: { status: number | null; retryAfter: string | null; error: string | null } = {
      status: null,
      retryAfter: null,
      error: null,
    };
    const transport = this.opts.transports?.[w.url.slice(0, w.url.indexOf(':'))];
    if (transport)
      try {
        const r = await transport(m);
        answer.status = r.status;
        answer.retryAfter = r.retryAfter ?? null;
      } catch (e) {
        answer.error = `adapter delivery failed: ${(e as Error).message ?? String(e)}`;
      }
    else
      try {
        const res = await this.opts.fetch(w.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(this.opts.policy.timeoutMs),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Bansha-Webhooks/1',
            'webhook-id': m.id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': await signatureHeader(secrets, m.id, timestamp, m.body),
          },
          body: m.body,
        });
        answer.status = res.status;
        answer.retryAfter = res.headers.get('retry-after');
        await res.body?.cancel();
      } catch (e) {
        const name = (e as { name?: string }).name;
        answer.error =
          name === 'TimeoutError' || name === 'AbortError'
            ? `no answer within ${this.opts.policy.timeoutMs} ms`
            : `request failed: ${(e as Error).message ?? String(e)}`;
      }
    const attempt = m.attempts + 1;
    const now = this.opts.now();
    const verdict = judge(attempt, answer, now, this.opts.policy, this.opts.random);
    this.transaction(() => {
      if (verdict.outcome === 'retry') this.store.reschedule(m.id, verdict.nextAt, attempt);
      else if (verdict.outcome === 'delivered') this.store.settle(m.id, 'delivered', attempt);
      else {
        this.store.settle(m.id, 'failed', attempt);
        if (verdict.outcome === 'gone') {
          this.store.disable(w.id, `the receiver answered 410 Gone at ${iso(now)}`);
          this.active = null;
        }
      }
      this.store.logAttempt({
        messageId: m.id,
        webhookId: w.id,
        seq: m.seq,
        type: m.type,
        attempt,
        at: iso(sentAt),
        status: answer.status,
        error: answer.error,
        outcome: verdict.outcome,
        nextRetry: verdict.outcome === 'retry' ? iso(verdict.nextAt) : null,
      });
    });
    return verdict.outcome === 'delivered';
  }
}
