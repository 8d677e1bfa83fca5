/**
 * The game's event log and its companions (idempotency records, tokens, snapshots) in the
 * GameObject Durable Object's SQLite storage. Every method is synchronous: drizzle's
 * durable-sqlite queries run in-process, so a request handler can read, decide and append
 * without an `await` in between and no other request can interleave.
 */
import { asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { type DrizzleSqliteDODatabase, drizzle } from 'drizzle-orm/durable-sqlite';
import { migrate } from 'drizzle-orm/durable-sqlite/migrator';
import migrations from '../../../drizzle/migrations.js';
import { type ChainedEvent, eventHash, ZERO_HASH } from '../chain';
import type { TokenKind } from './schema';
import * as schema from './schema';

export type { TokenKind } from './schema';

/** An event as stored and served on the NDJSON log, `data` parsed. */
export type StoredEvent = ChainedEvent;

/** What the caller supplies; the store assigns `seq`, `prevHash` and `hash`. */
export interface NewEvent {
  type: string;
  v: number;
  at: string;
  actor: string;
  data: unknown;
}

export interface Head {
  seq: number;
  hash: string;
}

export interface IdempotencyRecord {
  key: string;
  /** A hash of the request the key was first used with, to tell a repeat from a misuse. */
  requestHash: string;
  status: number;
  /** The response body exactly as it was sent. */
  body: string;
  /** ISO time; defaults to the time of storing. */
  createdAt?: string;
}

export interface StoredIdempotency extends IdempotencyRecord {
  createdAt: string;
}

export interface TokenRecord {
  hash: string;
  kind: TokenKind;
  name: string | null;
  active: boolean;
}

export interface Snapshot {
  seq: number;
  /** The folded state as JSON text. */
  state: string;
}

export interface AppendOptions {
  /** Optimistic concurrency: the head seq the caller decided against. */
  expectedSeq?: number;
  /** The answer to store under an Idempotency-Key, in the same transaction as the events. */
  idempotency?: IdempotencyRecord;
}

/** The log moved on since the caller read it: nothing was appended. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly expectedSeq: number,
    readonly actualSeq: number,
  ) {
    super(`expected head seq ${expectedSeq}, found ${actualSeq}`);
  }
}

/** An idempotency record already exists under this key: nothing was appended. */
export class IdempotencyKeyTakenError extends Error {
  override readonly name = 'IdempotencyKeyTakenError';
  constructor(readonly key: string) {
    super(`idempotency key already used: ${key}`);
  }
}

type Storage = DurableObjectState['storage'];

const HEAD_KEY = 'bansha:head';

export class EventStore {
  readonly db: DrizzleSqliteDODatabase<typeof schema>;
  /**
   * Settles once the schema migrations have run. drizzle's migrator does its work synchronously
   * inside the constructor; await this (e.g. in `ctx.blockConcurrencyWhile`) to surface a failure.
   */
  readonly ready: Promise<void>;
  private migrationError: unknown;

  constructor(private readonly storage: Storage) {
    this.db = drizzle(storage, { schema });
    this.ready = migrate(this.db, migrations).catch((error: unknown) => {
      this.migrationError = error;
      throw error;
    });
    // Marked handled here; whoever awaits `ready` still sees the rejection.
    this.ready.catch(() => {});
  }

  /** Runs `fn` in one SQLite transaction (nestable): all its writes land, or none. */
  transaction<T>(fn: () => T): T {
    this.assertReady();
    return this.storage.transactionSync(fn);
  }

  // ---- events ----------------------------------------------------------------------------

  /** Every event, in seq order. */
  all(): StoredEvent[] {
    this.assertReady();
    return this.db.select().from(schema.events).orderBy(asc(schema.events.seq)).all().map(toStored);
  }

  /** The events after `seq` (exclusive), in seq order. */
  since(seq: number): StoredEvent[] {
    this.assertReady();
    return this.db
      .select()
      .from(schema.events)
      .where(gt(schema.events.seq, seq))
      .orderBy(asc(schema.events.seq))
      .all()
      .map(toStored);
  }

  /** The events up to and including `seq`, in seq order (for views `?at=SEQ`). */
  upTo(seq: number): StoredEvent[] {
    this.assertReady();
    return this.db
      .select()
      .from(schema.events)
      .where(lte(schema.events.seq, seq))
      .orderBy(asc(schema.events.seq))
      .all()
      .map(toStored);
  }

  /** The last event's seq and hash; `{seq: 0, hash: ZERO_HASH}` for an empty log. */
  /** The head recorded at the last append (kept apart from the events), if any. */
  recordedHead(): Head | undefined {
    this.assertReady();
    return this.storage.kv.get<Head>(HEAD_KEY);
  }

  head(): Head {
    this.assertReady();
    // plain SQL on the append path (drizzle's query building costs more than the query)
    const last = this.storage.sql
      .exec<{ seq: number; hash: string }>('SELECT seq, hash FROM events ORDER BY seq DESC LIMIT 1')
      .toArray()[0];
    return last ? { seq: last.seq, hash: last.hash } : { seq: 0, hash: ZERO_HASH };
  }

  /**
   * Appends `events` after the head, chaining their hashes, and stores `opts.idempotency` in the
   * same transaction. Throws ConcurrencyError (appending nothing) if `opts.expectedSeq` is given
   * and the head has moved, IdempotencyKeyTakenError if the key is already stored.
   */
  append(events: readonly NewEvent[], opts: AppendOptions = {}): StoredEvent[] {
    this.assertReady();
    return this.storage.transactionSync(() => {
      let { seq, hash: prevHash } = this.head();
      if (opts.expectedSeq !== undefined && opts.expectedSeq !== seq) {
        throw new ConcurrencyError(opts.expectedSeq, seq);
      }
      const stored: StoredEvent[] = [];
      for (const event of events) {
        seq += 1;
        // Hash what will be read back: the data after its JSON round trip.
        const dataJson = JSON.stringify(event.data ?? null);
        const line = {
          seq,
          type: event.type,
          v: event.v,
          at: event.at,
          actor: event.actor,
          data: JSON.parse(dataJson) as unknown,
          prevHash,
        };
        const hash = eventHash(prevHash, line);
        this.storage.sql.exec(
          'INSERT INTO events (seq, type, v, at, actor, data, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          seq,
          line.type,
          line.v,
          line.at,
          line.actor,
          dataJson,
          prevHash,
          hash,
        );
        stored.push({ ...line, hash });
        prevHash = hash;
      }
      // the head is also kept apart from the events table, in the same transaction, so that a log
      // cut short (its last events deleted) no longer matches it: /verify reports where it was cut
      if (stored.length) this.storage.kv.put(HEAD_KEY, { seq, hash: prevHash });
      if (opts.idempotency) this.insertIdempotency(opts.idempotency);
      return stored;
    });
  }

  // ---- idempotency -----------------------------------------------------------------------

  idempotencyGet(key: string): StoredIdempotency | undefined {
    this.assertReady();
    return this.db.select().from(schema.idempotency).where(eq(schema.idempotency.key, key)).get();
  }

  /** Stores an answer that appended nothing (a rejection, a read-only result). */
  idempotencyPut(record: IdempotencyRecord): void {
    this.assertReady();
    this.storage.transactionSync(() => this.insertIdempotency(record));
  }

  private insertIdempotency(record: IdempotencyRecord): void {
    if (this.idempotencyGet(record.key)) throw new IdempotencyKeyTakenError(record.key);
    this.db
      .insert(schema.idempotency)
      .values({ ...record, createdAt: record.createdAt ?? new Date().toISOString() })
      .run();
  }

  // ---- tokens ----------------------------------------------------------------------------

  /** Stores a token hash (replacing any record under the same hash), active. */
  putToken(hash: string, kind: TokenKind, name: string | null = null): void {
    this.assertReady();
    this.db
      .insert(schema.tokens)
      .values({ hash, kind, name, active: true })
      .onConflictDoUpdate({ target: schema.tokens.hash, set: { kind, name, active: true } })
      .run();
  }

  /** The active token with this hash; inactive ones only with `includeInactive`. */
  findToken(hash: string, opts: { includeInactive?: boolean } = {}): TokenRecord | undefined {
    this.assertReady();
    const token = this.db.select().from(schema.tokens).where(eq(schema.tokens.hash, hash)).get();
    if (!token || (!token.active && !opts.includeInactive)) return undefined;
    return token;
  }

  /** Revokes a token (e.g. a substituted player's). Returns whether an active token was revoked. */
  deactivateToken(hash: string): boolean {
    this.assertReady();
    const changed = this.db
      .update(schema.tokens)
      .set({ active: false })
      .where(sql`${schema.tokens.hash} = ${hash} AND ${schema.tokens.active} = 1`)
      .returning({ hash: schema.tokens.hash })
      .all();
    return changed.length > 0;
  }

  // ---- snapshots -------------------------------------------------------------------------

  /** Stores the folded state after event `seq` (replacing one at the same seq). */
  putSnapshot(seq: number, state: string): void {
    this.assertReady();
    this.db
      .insert(schema.snapshots)
      .values({ seq, state })
      .onConflictDoUpdate({ target: schema.snapshots.seq, set: { state } })
      .run();
  }

  /** The newest snapshot, or the newest at or before `atOrBefore`. */
  latestSnapshot(atOrBefore?: number): Snapshot | undefined {
    this.assertReady();
    const query = this.db.select().from(schema.snapshots);
    const filtered = atOrBefore === undefined ? query : query.where(lte(schema.snapshots.seq, atOrBefore));
    return filtered.orderBy(desc(schema.snapshots.seq)).limit(1).get();
  }

  private assertReady(): void {
    if (this.migrationError !== undefined) throw this.migrationError;
  }
}

function toStored(row: typeof schema.events.$inferSelect): StoredEvent {
  return {
    seq: row.seq,
    type: row.type,
    v: row.v,
    at: row.at,
    actor: row.actor,
    data: JSON.parse(row.data) as unknown,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}
