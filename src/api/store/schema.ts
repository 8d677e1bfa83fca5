/**
 * The Durable Object's own SQLite tables (one database per game), for drizzle's
 * durable-sqlite driver. Generate migrations with `npm run db:generate` after a change.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The event log: append-only, hash-chained (see src/api/chain.ts). */
export const events = sqliteTable('events', {
  seq: integer('seq').primaryKey(),
  type: text('type').notNull(),
  v: integer('v').notNull(),
  at: text('at').notNull(),
  actor: text('actor').notNull(),
  /** The event's data as JSON text. */
  data: text('data').notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

/** The first answer to each POST carrying an Idempotency-Key. */
export const idempotency = sqliteTable('idempotency', {
  key: text('key').primaryKey(),
  /** Hash of the request (method, path, body) the key was first used with. */
  requestHash: text('request_hash').notNull(),
  status: integer('status').notNull(),
  /** The response body as sent. */
  body: text('body').notNull(),
  createdAt: text('created_at').notNull(),
});

export const TOKEN_KINDS = ['operator', 'director', 'auditor', 'player'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Tokens of this game, stored only as hashes. */
export const tokens = sqliteTable('tokens', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
  /** The player's name for a player token; null for the others. */
  name: text('name'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
});

/** Folded state after event `seq`, so a cold start replays only the tail. */
export const snapshots = sqliteTable('snapshots', {
  seq: integer('seq').primaryKey(),
  state: text('state').notNull(),
});

// ---- webhooks: never in the event log (the log becomes public after the game) -------------

export const WEBHOOK_KINDS = ['announcement', 'notification', 'phase'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** The director's subscriptions and their signing secrets. */
export const webhooks = sqliteTable('webhooks', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  /** JSON array of WebhookKind. */
  kinds: text('kinds').notNull(),
  /** JSON array of the player names this subscription serves; null = every player. */
  players: text('players'),
  /** `whsec_` + base64 of the key. */
  secret: text('secret').notNull(),
  /** The secret before the last rotation, still signing until `previousUntil` (epoch ms). */
  previousSecret: text('previous_secret'),
  previousUntil: integer('previous_until'),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  /** Why deliveries stopped (the receiver answered 410 Gone). */
  disabledReason: text('disabled_reason'),
  createdAt: text('created_at').notNull(),
});

export const OUTBOX_STATES = ['pending', 'delivered', 'failed', 'cancelled'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * One message per (subscription, event), written in the transaction that appends the event.
 * `body` is the exact JSON sent on every attempt; `webhook-id` is `id`.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    state: text('state', { enum: OUTBOX_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Epoch ms of the next attempt while pending (a claim pushes it forward during a send). */
    nextAt: integer('next_at').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('outbox_webhook_seq').on(t.webhookId, t.seq),
    index('outbox_due').on(t.state, t.nextAt),
  ],
);

/** Every delivery attempt, for the director's delivery log. */
export const deliveries = sqliteTable(
  'deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: text('message_id').notNull(),
    webhookId: text('webhook_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    attempt: integer('attempt').notNull(),
    /** ISO time the attempt was made. */
    at: text('at').notNull(),
    /** The receiver's HTTP status, or null when no answer came (see `error`). */
    status: integer('status'),
    error: text('error'),
    outcome: text('outcome', { enum: ['delivered', 'retry', 'failed', 'gone'] }).notNull(),
    /** ISO time of the next attempt after a retryable failure. */
    nextRetry: text('next_retry'),
  },
  (t) => [index('deliveries_webhook').on(t.webhookId, t.id)],
);
