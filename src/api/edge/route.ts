/**
 * One route of the HTTP edge, as data: method, path, schemas, who may call, and what it does.
 * The Worker generates its Hono routes and `/openapi.json` from the table (./routes.ts); the
 * game's Durable Object authorises a request and only then reads its body (./handle.ts).
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Command } from '../../domain/commands';
import type { Envelope } from '../../domain/events';
import type { GameState } from '../../domain/state';
import { fail, type Reply } from '../reply';
import type { EventStore } from '../store/event-store';
import type { Webhooks } from '../webhooks';

export type Principal =
  | { kind: 'operator' }
  | { kind: 'director' }
  | { kind: 'auditor' }
  /** `via: 'adapter'`: an adapter inside the service relaying the player's forum post (it may report `postedAt`) */
  | { kind: 'player'; name: string; via?: 'adapter' }
  | { kind: 'public' };

export type Role = Principal['kind'];

/** Who may call a route: checked before anything of the request's body or query is read. */
export interface Access {
  /** who may call while the game runs (`public`: anyone) */
  who: readonly Role[];
  /** who else once the game has ended: anyone, or anyone unless the director keeps the notifications closed */
  ended?: 'anyone' | 'unlessPrivate';
  /** the 401 text, for a caller without a (known) token */
  unauthenticated: string;
  /** the 403 text, for a known token of the wrong kind */
  forbidden: string;
}

/** A game's object, as a route's handler sees it. */
export interface GameCtx {
  readonly state: GameState;
  readonly log: readonly Envelope[];
  /** state and log as of event `seq` (time travel), or now */
  at(seq: number | null): { state: GameState; log: Envelope[] };
  readonly store: EventStore;
  readonly webhooks: Webhooks;
  /** the secret tokens are derived from */
  readonly secret: string;
  /** the object's key-value storage: the adapters' bindings (src/adapters), beside the log */
  readonly kv: SyncKvStorage;
}

/** A write turned into a domain command: decide → append → outbox, then `answer`. */
export interface Plan {
  cmd: Command;
  /** the events' `actor` */
  actor: string;
  /** the answer, from the first appended event's seq and the state after the command */
  answer: (seq: number, after: GameState) => Reply;
  /** storage beside the log, written in the append's transaction (token hashes) */
  alongside?: (store: EventStore) => void;
}

export interface Input<P, Q, B> {
  /** the path's parameters (`id` included) */
  params: P;
  query: Q;
  body: B;
  /** the Idempotency-Key, if any */
  key: string | null;
}

export type Handler<P, Q, B> =
  /** a view: no write, no Idempotency-Key */
  | { read: (g: GameCtx, input: Input<P, Q, B>, who: Principal) => Reply }
  /** a domain command */
  | { command: (g: GameCtx, input: Input<P, Q, B>, who: Principal) => Plan | Reply }
  /** a write beside the log (webhook subscriptions), its answer kept with the Idempotency-Key */
  | { write: (g: GameCtx, input: Input<P, Q, B>, who: Principal) => Reply }
  /** answered by the Worker alone (the D1 index), after the edge's operator check */
  | { edge: (c: Context<{ Bindings: Env }>, input: Input<P, Q, B>) => Promise<Response> }
  /**
   * an adapter's route (src/adapters): it authenticates its caller itself — a game's token in the
   * game's object (`GameObject.adapter`, auth before validation as `handle`), a OneBot access
   * token, a Discourse webhook signature — so the edge only caps the body and hands it the raw input
   */
  | { adapter: (c: Context<{ Bindings: Env }>, raw: RawInput) => Promise<Response> };

export interface Ok {
  status: number;
  schema: z.ZodType;
  description: string;
  /** default application/json */
  contentType?: string;
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown> {
  method: 'get' | 'post' | 'delete';
  /** the OpenAPI path (`/v1/games/{id}/actions`) */
  path: string;
  summary: string;
  access: Access;
  /** which game's object answers: the path's `{id}`, or a new one named from the Idempotency-Key (create), or none */
  object: 'path' | 'new' | 'none';
  /** path parameters beyond `id` */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: {
    schema: z.ZodType;
    required: boolean;
    /** bytes; larger bodies are refused (413) before they are read */
    maxBytes?: number;
  };
  ok: Ok;
  /** the error statuses it documents */
  errors: number[];
  /** secrets added to the answer each time it is given (a repeat under an Idempotency-Key included), never stored */
  reveal?: (reply: Reply, input: Input<P, Q, B>, g: GameCtx) => Reply;
  handler: Handler<P, Q, B>;
}

type Out<T> = T extends z.ZodType ? z.infer<T> : Record<string, never>;

/** A route with its handler typed from its schemas (the table erases the types). */
export function route<
  PS extends z.ZodObject | undefined = undefined,
  QS extends z.ZodObject | undefined = undefined,
  BS extends z.ZodType | undefined = undefined,
>(
  def: Omit<RouteDef, 'params' | 'query' | 'body' | 'handler' | 'reveal'> & {
    params?: PS;
    query?: QS;
    body?: { schema: BS; required: boolean; maxBytes?: number };
    reveal?: RouteDef<{ id: string } & Out<PS>, Out<QS>, Out<BS>>['reveal'];
    handler: Handler<{ id: string } & Out<PS>, Out<QS>, Out<BS>>;
  },
): RouteDef {
  return def as unknown as RouteDef;
}

/** A path parameter `{name}`: 1 to 64 characters. */
export const pathParam = <N extends string>(name: N) =>
  z.object({
    [name]: z
      .string()
      .min(1)
      .max(64)
      .openapi({ param: { name, in: 'path' } }),
  } as Record<N, z.ZodString>);

/** Default cap of a request body (bytes). */
export const DEFAULT_MAX_BODY = 64 * 1024;

/** Whether a caller may use a route: null, or the refusal (401 or 403). */
export function denied(a: Access, p: Principal, s: GameState): Reply | null {
  if (a.who.includes(p.kind) || a.who.includes('public')) return null;
  if (s.status === 'ended' && a.ended) {
    if (a.ended === 'anyone' || !s.notificationsPrivate) return null;
    return fail('FORBIDDEN', '导演设置私信在赛后不公开');
  }
  return p.kind === 'public' ? fail('UNAUTHENTICATED', a.unauthenticated) : fail('FORBIDDEN', a.forbidden);
}

/** A request as the edge forwards it: nothing of it has been parsed yet. */
export interface RawInput {
  params: Record<string, string>;
  query: Record<string, string>;
  /** the body's text, read within the route's cap */
  body: string | null;
  contentType: string | null;
  key: string | null;
}

const issuesOf = (e: z.ZodError) => e.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
const invalid = (issues: { path: string; message: string }[], what: string): Reply =>
  fail('INVALID_INPUT', issues.map((i) => `${i.path || what}：${i.message}`).join('；'), { issues });

/** Parses and validates a request against its route's schemas: the input, or a 400. Run after `denied`. */
export function parseInput(r: RouteDef, raw: RawInput): { input: Input<unknown, unknown, unknown> } | Reply {
  const params = r.params ? r.params.safeParse(raw.params) : null;
  if (params && !params.success) return invalid(issuesOf(params.error), 'path');
  const query = r.query ? r.query.safeParse(raw.query) : null;
  if (query && !query.success) return invalid(issuesOf(query.error), 'query');
  let body: unknown = {};
  if (r.body) {
    const text = raw.body ?? '';
    let json: unknown = {};
    if (text.trim() !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        return fail('MALFORMED_JSON', '请求体不是有效的 JSON');
      }
    } else if (r.body.required) return invalid([{ path: '', message: '需要 JSON 请求体' }], 'body');
    if (r.body.required && !/^application\/([a-z0-9.+-]*\+)?json\b/i.test(raw.contentType ?? ''))
      return fail('INVALID_INPUT', '请以 JSON 发送请求体（Content-Type: application/json）');
    const parsed = r.body.schema.safeParse(json);
    if (!parsed.success) return invalid(issuesOf(parsed.error), 'body');
    body = parsed.data;
  }
  return {
    input: {
      params: { ...raw.params, ...(params?.data ?? {}) },
      query: query?.data ?? {},
      body,
      key: raw.key,
    },
  };
}

/** May anyone call it without a token, at least once the game has ended? (OpenAPI `security`) */
export const anonymousMayCall = (a: Access): boolean => a.who.includes('public') || a.ended !== undefined;
