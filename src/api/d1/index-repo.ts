/**
 * Reads and writes of the D1 games index. The Durable Object of a game is the source of
 * truth; the index is written after each change so games can be listed and overdue
 * deadlines found by the cron sweep without waking every object.
 */
import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { type GameRow, type GameStatus, games } from './schema';

export type { GameRow, GameStatus } from './schema';

function orm(db: D1Database) {
  return drizzle(db);
}

/** Inserts the game's row, or updates every field but `createdAt` if it exists. */
export async function upsertGame(db: D1Database, row: GameRow): Promise<void> {
  await orm(db)
    .insert(games)
    .values(row)
    .onConflictDoUpdate({
      target: games.id,
      set: {
        title: row.title,
        ruleset: row.ruleset,
        status: row.status,
        nextDeadline: row.nextDeadline,
        updatedAt: row.updatedAt,
      },
    })
    .run();
}

/** Games, newest first, optionally of one status. */
export async function listGames(
  db: D1Database,
  opts: { status?: GameStatus; limit: number },
): Promise<GameRow[]> {
  const query = orm(db).select().from(games);
  const filtered = opts.status === undefined ? query : query.where(eq(games.status, opts.status));
  return filtered.orderBy(desc(games.createdAt), asc(games.id)).limit(opts.limit).all();
}

/** Running games whose deadline is at or before `nowMs`, most overdue first. */
export async function overdueGames(db: D1Database, nowMs: number, limit: number): Promise<GameRow[]> {
  return orm(db)
    .select()
    .from(games)
    .where(and(eq(games.status, 'running'), isNotNull(games.nextDeadline), lte(games.nextDeadline, nowMs)))
    .orderBy(asc(games.nextDeadline), asc(games.id))
    .limit(limit)
    .all();
}

/** Whether the index lists a game with this id (the edge's check for ids issued before the tag). */
export async function isIndexed(db: D1Database, id: string): Promise<boolean> {
  const row = await orm(db).select({ id: games.id }).from(games).where(eq(games.id, id)).limit(1).get();
  return row !== undefined;
}
