/**
 * The Durable Object's own SQLite tables (one database per game), for drizzle's
 * durable-sqlite driver. Generate migrations with `npm run db:generate` after a change.
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
