/**
 * Webhook subscriptions, their outbox and the delivery log in the GameObject's SQLite storage,
 * beside the event log but never in it (the log becomes public after the game; secrets must
 * not). Synchronous like EventStore, so the outbox rows of an append are written inside the
 * append's transaction.
 */
import { and, asc, desc, eq, lte, min, sql } from 'drizzle-orm';
import type { DrizzleSqliteDODatabase } from 'drizzle-orm/durable-sqlite';
import type { OutboxState, WebhookKind } from './schema';
import * as schema from './schema';

export interface WebhookRecord {
  id: string;
  url: string;
  kinds: WebhookKind[];
  players: string[] | null;
  secret: string;
  previousSecret: string | null;
  previousUntil: number | null;
  active: boolean;
  disabledReason: string | null;
  createdAt: string;
}

export type OutboxRow = typeof schema.outbox.$inferSelect;
export type DeliveryRow = typeof schema.deliveries.$inferSelect;
export type NewDelivery = Omit<DeliveryRow, 'id'>;

function toRecord(r: typeof schema.webhooks.$inferSelect): WebhookRecord {
  return {
    ...r,
    kinds: JSON.parse(r.kinds) as WebhookKind[],
    players: r.players === null ? null : (JSON.parse(r.players) as string[]),
  };
}

export class WebhookStore {
  constructor(private readonly db: DrizzleSqliteDODatabase<typeof schema>) {}

  // ---- subscriptions ---------------------------------------------------------------------

  insert(w: Omit<WebhookRecord, 'previousSecret' | 'previousUntil' | 'active' | 'disabledReason'>): void {
    this.db
      .insert(schema.webhooks)
      .values({
        ...w,
        kinds: JSON.stringify(w.kinds),
        players: w.players === null ? null : JSON.stringify(w.players),
      })
      .run();
  }

  all(): WebhookRecord[] {
    return this.db.select().from(schema.webhooks).orderBy(asc(schema.webhooks.createdAt)).all().map(toRecord);
  }

  get(id: string): WebhookRecord | undefined {
    const r = this.db.select().from(schema.webhooks).where(eq(schema.webhooks.id, id)).get();
    return r ? toRecord(r) : undefined;
  }

  /** Removes a subscription; its undelivered messages are cancelled (the log keeps its attempts). */
  remove(id: string): boolean {
    const gone = this.db.delete(schema.webhooks).where(eq(schema.webhooks.id, id)).returning().all();
    this.cancelPending(id);
    return gone.length > 0;
  }

  /** The new secret signs from now on; the old one beside it until `previousUntil`. */
  rotate(id: string, secret: string, previousSecret: string, previousUntil: number): void {
    this.db
      .update(schema.webhooks)
      .set({ secret, previousSecret, previousUntil })
      .where(eq(schema.webhooks.id, id))
      .run();
  }

  /** Stops deliveries to a subscription (410 Gone) and cancels its undelivered messages. */
  disable(id: string, reason: string): void {
    this.db
      .update(schema.webhooks)
      .set({ active: false, disabledReason: reason })
      .where(eq(schema.webhooks.id, id))
      .run();
    this.cancelPending(id);
  }

  setKinds(id: string, kinds: WebhookKind[]): void {
    this.db
      .update(schema.webhooks)
      .set({ kinds: JSON.stringify(kinds), active: true, disabledReason: null })
      .where(eq(schema.webhooks.id, id))
      .run();
  }

  count(): number {
    return this.db.select({ n: sql<number>`count(*)` }).from(schema.webhooks).get()?.n ?? 0;
  }

  // ---- outbox ----------------------------------------------------------------------------

  enqueue(rows: readonly Omit<OutboxRow, 'state' | 'attempts'>[]): void {
    for (const r of rows) this.db.insert(schema.outbox).values(r).run();
  }

  /** Pending messages due at `now`, oldest due first, then in event order. */
  due(now: number, limit: number): OutboxRow[] {
    return this.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.state, 'pending'), lte(schema.outbox.nextAt, now)))
      .orderBy(asc(schema.outbox.nextAt), asc(schema.outbox.seq))
      .limit(limit)
      .all();
  }

  /** The earliest time a pending message is due, or null if none is pending. */
  nextDue(): number | null {
    const r = this.db
      .select({ at: min(schema.outbox.nextAt) })
      .from(schema.outbox)
      .where(eq(schema.outbox.state, 'pending'))
      .get();
    return r?.at ?? null;
  }

  /** Moves a pending message's next attempt (a claim while it is being sent, or a retry). */
  reschedule(id: string, nextAt: number, attempts?: number): void {
    this.db
      .update(schema.outbox)
      .set(attempts === undefined ? { nextAt } : { nextAt, attempts })
      .where(and(eq(schema.outbox.id, id), eq(schema.outbox.state, 'pending')))
      .run();
  }

  settle(id: string, state: Exclude<OutboxState, 'pending'>, attempts: number): void {
    this.db.update(schema.outbox).set({ state, attempts }).where(eq(schema.outbox.id, id)).run();
  }

  /** Per subscription: how many messages are in each state. */
  tally(): Map<string, Record<OutboxState, number>> {
    const rows = this.db
      .select({ webhookId: schema.outbox.webhookId, state: schema.outbox.state, n: sql<number>`count(*)` })
      .from(schema.outbox)
      .groupBy(schema.outbox.webhookId, schema.outbox.state)
      .all();
    const out = new Map<string, Record<OutboxState, number>>();
    for (const r of rows) {
      const t = out.get(r.webhookId) ?? { pending: 0, delivered: 0, failed: 0, cancelled: 0 };
      t[r.state] = r.n;
      out.set(r.webhookId, t);
    }
    return out;
  }

  private cancelPending(webhookId: string): void {
    this.db
      .update(schema.outbox)
      .set({ state: 'cancelled' })
      .where(and(eq(schema.outbox.webhookId, webhookId), eq(schema.outbox.state, 'pending')))
      .run();
  }

  // ---- delivery log ----------------------------------------------------------------------

  logAttempt(d: NewDelivery): void {
    this.db.insert(schema.deliveries).values(d).run();
  }

  /** The newest `limit` attempts, returned oldest first; of one subscription if `webhookId`. */
  attempts(limit: number, webhookId?: string): DeliveryRow[] {
    const q = this.db.select().from(schema.deliveries);
    const rows = (webhookId ? q.where(eq(schema.deliveries.webhookId, webhookId)) : q)
      .orderBy(desc(schema.deliveries.id))
      .limit(limit)
      .all();
    return rows.reverse();
  }
}
