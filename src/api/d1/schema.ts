/**
 * The D1 index of games (binding DB). Its SQL lives in migrations/ (applied with
 * `wrangler d1 migrations apply DB`); this drizzle schema must agree with it.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const GAME_STATUSES = ['setup', 'running', 'ended'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const games = sqliteTable(
  'games',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    ruleset: text('ruleset').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull(),
    /** Epoch milliseconds of the current window's deadline; null when nothing is due. */
    nextDeadline: integer('next_deadline'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('games_status_next_deadline').on(t.status, t.nextDeadline)],
);

export type GameRow = typeof games.$inferSelect;
