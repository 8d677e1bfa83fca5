import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Ruling } from '../domain/commands';
import { normalizeName } from '../domain/votepost';
import { listGames } from './d1/index-repo';
import { docsPage } from './docs';
import { type ApiErrorCode, errorBody, statusOf } from './errors';
import { gameStub, type Op, type Reply } from './game-object';
import {
  Accepted,
  ActionBody,
  Announcement,
  AtQuery,
  CandidacyBody,
  CandidacyResponse,
  CloseBody,
  CreateGameBody,
  CreateGameResponse,
  ErrorSchema,
  GameListItem,
  GameView,
  LastWordsBody,
  MeView,
  Notification,
  PostCountsBody,
  PostCountsRecorded,
  RulingBody,
  RulingRecorded,
  SpeedBody,
  SpeedResponse,
  StartBody,
  SurrenderBody,
  SurrenderResponse,
  VerifyResponse,
  VoteBody,
  VoteResponse,
  WebhookBody,
  WebhookCreated,
  WebhookList,
  WebhookRotateBody,
  WebhookRotated,
} from './schemas';
import { deriveToken, gameIdFor, hashToken, sameSecret, seedFor } from './tokens';

type AppEnv = { Bindings: Env };
type C = Context<AppEnv>;

export const app = new OpenAPIHono<AppEnv>({
  defaultHook: (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return c.json(
        errorBody('INVALID_INPUT', issues.map((i) => `${i.path || 'body'}: ${i.message}`).join('; '), {
          issues,
        }),
        400,
      );
    }
  },
});

const fail = (c: C, code: ApiErrorCode, message: string) =>
  c.json(errorBody(code, message), statusOf(code) as 400);

// Malformed JSON gets its own code before any schema runs.
app.use('/v1/*', async (c, next) => {
  if (c.req.method === 'POST') {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        return fail(c, 'MALFORMED_JSON', 'the request body is not valid JSON');
      }
    }
  }
  await next();
});

app.onError((e, c) => {
  const status = (e as { status?: number }).status;
  if (status === 400) return fail(c, 'MALFORMED_JSON', e.message || 'malformed request');
  // the OpenAPI validator's 415 for a body not sent as JSON: malformed input, not a server error
  if (status === 415)
    return fail(c, 'INVALID_INPUT', 'send the body as JSON with Content-Type: application/json');
  console.error(e);
  return fail(c, 'INTERNAL', 'internal error');
});
app.notFound((c) => fail(c, 'NOT_FOUND', 'no such endpoint'));

function bearer(c: C): string | null {
  const h = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m ? (m[1] as string).trim() : null;
}

function secret(c: C): string {
  return (
    (c.env as Env & { TOKEN_SECRET?: string }).TOKEN_SECRET || c.env.ADMIN_TOKEN || 'bansha-insecure-default'
  );
}

function toResponse(c: C, r: Reply): Response {
  if (r.text !== undefined)
    return new Response(r.text, {
      status: r.status,
      headers: { 'content-type': r.contentType ?? 'text/plain; charset=utf-8' },
    });
  return c.json(r.body as object, r.status as 200);
}

async function call(c: C, id: string, op: Op): Promise<Reply> {
  const token = bearer(c);
  const operator = token !== null && sameSecret(token, c.env.ADMIN_TOKEN ?? '');
  if (
    token !== null &&
    !operator &&
    !/^bs_[a-z]_[A-Za-z0-9_-]{20,}$/.test(token) &&
    op.op !== 'public' &&
    op.op !== 'announcements'
  )
    return { status: 401, body: errorBody('UNAUTHENTICATED', 'unknown token') };
  const reply = await gameStub(c.env, id).dispatch({
    op,
    tokenHash: token && !operator ? hashToken(token) : null,
    operator,
    idempotencyKey: c.req.header('idempotency-key') ?? null,
  });
  // a token that matched nothing in this game reads as public; say so when it was needed
  return reply;
}

const json = <T extends z.ZodTypeAny>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const errors = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((s) => [
      s,
      json(
        ErrorSchema,
        {
          400: 'malformed input',
          401: 'no or bad token',
          403: 'token not allowed here',
          404: 'no such game',
          409: 'not allowed in the current phase or state',
          422: 'against the rules',
        }[s] ?? 'error',
      ),
    ]),
  );
const idParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const bearerAuth: Record<string, string[]>[] = [{ bearer: [] }];
/** Anyone may call; a token changes what some routes answer (the log once ended, `?at=`). */
const optionalAuth: Record<string, string[]>[] = [{}, { bearer: [] }];
const idemHeader = z.object({ 'idempotency-key': z.string().max(200).optional() });

// ---- create / list --------------------------------------------------------------------------
app.openapi(
  createRoute({
    method: 'post',
    path: '/v1/games',
    summary: 'Create a game (operator)',
    security: bearerAuth,
    request: {
      headers: idemHeader,
      body: { content: { 'application/json': { schema: CreateGameBody } }, required: true },
    },
    responses: {
      201: json(CreateGameResponse, 'created; tokens are returned here only'),
      ...errors(400, 401, 403, 409, 422),
    },
  }),
  async (c) => {
    const token = bearer(c);
    if (!token) return fail(c, 'UNAUTHENTICATED', 'the operator token is required') as never;
    if (!sameSecret(token, c.env.ADMIN_TOKEN ?? ''))
      return fail(c, 'FORBIDDEN', 'only the operator may create games') as never;
    const body = c.req.valid('json');
    const sec = secret(c);
    const key = c.req.header('idempotency-key') ?? null;
    const id = gameIdFor(sec, key);
    const names = body.players.map((p) => normalizeName(p.name));
    const seed = body.seed ?? seedFor(sec, key);
    const tokens = {
      director: deriveToken(sec, id, 'director'),
      auditor: deriveToken(sec, id, 'auditor'),
      players: Object.fromEntries(names.map((n) => [n, deriveToken(sec, id, 'player', n)])),
    };
    const reply = await gameStub(c.env, id).dispatch({
      op: {
        op: 'create',
        cmd: {
          type: 'CreateGame',
          id,
          title: body.title,
          ruleset: body.ruleset,
          players: body.players.map((p) => ({ name: p.name, gender: p.gender ?? null })),
          seed,
          roles: body.roles ?? null,
          pool: body.pool ?? null,
          options: body.options ?? null,
          schedule: body.schedule ?? null,
        },
        tokens: {
          director: hashToken(tokens.director),
          auditor: hashToken(tokens.auditor),
          players: Object.fromEntries(Object.entries(tokens.players).map(([n, t]) => [n, hashToken(t)])),
        },
      },
      tokenHash: null,
      operator: true,
      // the key is scoped to this game's object, whose id the key itself chose
      idempotencyKey: key ? `create:${key}` : null,
    });
    if (reply.status !== 201) return toResponse(c, reply) as never;
    return c.json(
      {
        id,
        directorToken: tokens.director,
        auditorToken: tokens.auditor,
        players: names.map((name) => ({ name, token: tokens.players[name] as string })),
      },
      201,
    );
  },
);

app.openapi(
  createRoute({
    method: 'get',
    path: '/v1/games',
    summary: 'List games (operator), from the D1 index',
    security: bearerAuth,
    request: {
      query: z.object({
        status: z.enum(['setup', 'running', 'ended']).optional(),
        limit: z.string().regex(/^\d+$/).optional(),
      }),
    },
    responses: { 200: json(z.array(GameListItem), 'games, newest first'), ...errors(401, 403) },
  }),
  async (c) => {
    const token = bearer(c);
    if (!token) return fail(c, 'UNAUTHENTICATED', 'the operator token is required') as never;
    if (!sameSecret(token, c.env.ADMIN_TOKEN ?? ''))
      return fail(c, 'FORBIDDEN', 'only the operator may list games') as never;
    const q = c.req.valid('query');
    const rows = await listGames(c.env.DB, {
      ...(q.status ? { status: q.status } : {}),
      limit: Math.min(Number(q.limit ?? 100), 500),
    });
    return c.json(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        ruleset: r.ruleset,
        status: r.status,
        nextDeadline: r.nextDeadline === null ? null : new Date(r.nextDeadline).toISOString(),
        createdAt: r.createdAt,
      })),
      200,
    );
  },
);

// ---- game routes ----------------------------------------------------------------------------
const gameRoute = (
  method: 'get' | 'post' | 'delete',
  path: string,
  summary: string,
  opts: {
    body?: z.ZodTypeAny;
    bodyRequired?: boolean;
    query?: z.ZodObject;
    /** path parameters beyond the game's `id` */
    params?: z.ZodObject;
    ok: Record<number, { content: Record<string, { schema: z.ZodTypeAny }>; description: string }>;
    errs: number[];
    /** the contract's "anyone" routes */
    open?: boolean;
  },
) =>
  createRoute({
    method,
    path: `/v1/games/{id}${path}`,
    summary,
    security: opts.open ? optionalAuth : bearerAuth,
    request: {
      params: opts.params ? idParam.extend(opts.params.shape) : idParam,
      ...(method === 'post' ? { headers: idemHeader } : {}),
      ...(opts.query ? { query: opts.query } : {}),
      ...(opts.body
        ? {
            body: {
              content: { 'application/json': { schema: opts.body } },
              required: opts.bodyRequired ?? true,
            },
          }
        : {}),
    },
    responses: { ...opts.ok, ...errors(...opts.errs) },
  });

/** The body as validated by the route's schema (the generic route helper loses its type). */
const validJson = <T>(c: C): T => (c.req as unknown as { valid: (t: 'json') => T }).valid('json');

const atOf = (c: C): number | null => {
  const at = c.req.query('at');
  return at === undefined ? null : Number(at);
};

app.openapi(
  gameRoute('post', '/start', 'Deal roles and enter day 1 (director)', {
    body: StartBody,
    bodyRequired: false,
    ok: { 200: json(GameView, 'started') },
    errs: [400, 401, 403, 404, 409, 422],
  }),
  async (c) => {
    let seating: string[] | null = null;
    const text = await c.req.text();
    if (text.trim()) {
      const parsed = StartBody.safeParse(JSON.parse(text));
      if (!parsed.success)
        return fail(c, 'INVALID_INPUT', parsed.error.issues.map((i) => i.message).join('; ')) as never;
      seating = parsed.data.seating ?? null;
    }
    return toResponse(c, await call(c, c.req.param('id'), { op: 'start', seating })) as never;
  },
);

app.openapi(
  gameRoute('get', '', 'The public view of a game', {
    query: AtQuery,
    ok: { 200: json(GameView, 'the game') },
    errs: [403, 404],
    open: true,
  }),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'public', at: atOf(c) })) as never,
);

app.openapi(
  gameRoute('get', '/announcements', 'The public record (公示) in order', {
    query: AtQuery,
    open: true,
    ok: { 200: json(z.array(Announcement), 'announcements') },
    errs: [403, 404],
  }),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'announcements', at: atOf(c) })) as never,
);

app.openapi(
  gameRoute('get', '/me', "A player's own view", {
    query: AtQuery,
    ok: { 200: json(MeView, 'what this character may know') },
    errs: [401, 403, 404],
  }),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'me', at: atOf(c) })) as never,
);

app.openapi(
  gameRoute('post', '/actions', 'Submit a skill use (player)', {
    body: ActionBody,
    ok: { 202: json(Accepted, 'accepted') },
    errs: [400, 401, 403, 404, 409, 422],
  }),
  async (c) => {
    const b = validJson<z.infer<typeof ActionBody>>(c);
    return toResponse(
      c,
      await call(c, c.req.param('id'), {
        op: 'action',
        skill: b.skill,
        targets: b.targets ?? [],
        choice: b.choice ?? null,
        pass: b.pass === true,
      }),
    ) as never;
  },
);

app.openapi(
  gameRoute('post', '/votes', 'Cast or change a vote (player); 代投 by the director with `voter`', {
    body: VoteBody,
    ok: { 200: json(VoteResponse, 'counted') },
    errs: [400, 401, 403, 404, 409, 422],
  }),
  async (c) => {
    const b = validJson<z.infer<typeof VoteBody>>(c);
    return toResponse(
      c,
      await call(c, c.req.param('id'), {
        op: 'vote',
        target: b.target ?? null,
        post: b.post ?? null,
        voter: b.voter ?? null,
        postedAt: b.postedAt === undefined ? null : Date.parse(b.postedAt),
      }),
    ) as never;
  },
);

app.openapi(
  gameRoute('post', '/speed', 'Ask for 加速 or 延时 of the discussion day (player)', {
    body: SpeedBody,
    ok: {
      200: json(SpeedResponse, 'recorded; `speed` shows the day after it (accelerated, counts, needed)'),
    },
    errs: [400, 401, 403, 404, 409, 422],
  }),
  async (c) => {
    const b = validJson<z.infer<typeof SpeedBody>>(c);
    const request = b.request === 'accelerate' ? '加速' : b.request === 'delay' ? '延时' : b.request;
    return toResponse(c, await call(c, c.req.param('id'), { op: 'speed', request })) as never;
  },
);

app.openapi(
  gameRoute(
    'post',
    '/surrender',
    '投降: propose, agree or decline (tieba), or a switch on or off (pku) (player)',
    {
      body: SurrenderBody,
      ok: { 200: json(SurrenderResponse, 'recorded') },
      errs: [400, 401, 403, 404, 409, 422],
    },
  ),
  async (c) => {
    const b = validJson<z.infer<typeof SurrenderBody>>(c);
    return toResponse(c, await call(c, c.req.param('id'), { op: 'surrender', action: b.action })) as never;
  },
);

app.openapi(
  gameRoute(
    'post',
    '/candidacy',
    '上警 or 退选 in the sheriff election (player; classic): only non-candidates vote, only for standing candidates',
    {
      body: CandidacyBody,
      ok: { 200: json(CandidacyResponse, 'recorded and announced; the candidates now') },
      errs: [400, 401, 403, 404, 409, 422],
    },
  ),
  async (c) => {
    const b = validJson<z.infer<typeof CandidacyBody>>(c);
    const action = b.action === '上警' ? 'stand' : b.action === '退选' ? 'withdraw' : b.action;
    return toResponse(c, await call(c, c.req.param('id'), { op: 'candidacy', action })) as never;
  },
);

app.openapi(
  gameRoute('post', '/last-words', 'Leave last words (遗言) while holding the right', {
    body: LastWordsBody,
    ok: { 202: json(Accepted, 'accepted') },
    errs: [400, 401, 403, 404, 409],
  }),
  async (c) => {
    const b = validJson<{ text: string }>(c);
    return toResponse(c, await call(c, c.req.param('id'), { op: 'lastWords', text: b.text })) as never;
  },
);

app.openapi(
  gameRoute(
    'post',
    '/post-counts',
    "The open discussion day's post counts by vest (director or its adapter): 潜水 cards at the close where the text sets them",
    {
      body: PostCountsBody,
      ok: { 200: json(PostCountsRecorded, 'recorded; a later report of the same day replaces it') },
      errs: [400, 401, 403, 404, 409, 422],
    },
  ),
  async (c) => {
    const b = validJson<z.infer<typeof PostCountsBody>>(c);
    return toResponse(
      c,
      await call(c, c.req.param('id'), { op: 'postCounts', day: b.day, counts: b.counts }),
    ) as never;
  },
);

app.openapi(
  gameRoute('post', '/close', 'Close the current window now, exactly as its deadline would (director)', {
    body: CloseBody,
    bodyRequired: false,
    ok: {
      200: json(z.object({ seq: z.number().int(), phase: z.record(z.string(), z.unknown()) }), 'closed'),
    },
    errs: [400, 401, 403, 404, 409],
  }),
  async (c) => {
    const text = await c.req.text();
    let b: z.infer<typeof CloseBody> = {};
    if (text.trim()) {
      const parsed = CloseBody.safeParse(JSON.parse(text));
      if (!parsed.success)
        return fail(c, 'INVALID_INPUT', parsed.error.issues.map((i) => i.message).join('; ')) as never;
      b = parsed.data;
    }
    const expect =
      b.kind || b.day !== undefined || b.window
        ? {
            ...(b.kind ? { kind: b.kind } : {}),
            ...(b.day !== undefined ? { day: b.day } : {}),
            ...(b.window ? { window: b.window } : {}),
          }
        : null;
    return toResponse(
      c,
      await call(c, c.req.param('id'), { op: 'close', reason: b.reason ?? null, expect }),
    ) as never;
  },
);

app.openapi(
  gameRoute('post', '/rulings', "A director's ruling, recorded as an event", {
    body: RulingBody,
    ok: { 200: json(RulingRecorded, 'recorded') },
    errs: [400, 401, 403, 404, 409, 422],
  }),
  async (c) => {
    const id = c.req.param('id');
    const ruling = validJson<Ruling>(c);
    if (ruling.kind !== 'substitute')
      return toResponse(c, await call(c, id, { op: 'ruling', ruling })) as never;
    // 替补: the character's token moves to its next generation; the object swaps the hashes as it records it
    const name = normalizeName(ruling.target);
    const sec = secret(c);
    const token = deriveToken(sec, id, 'player', name, 1);
    const tokens = { name, old: hashToken(deriveToken(sec, id, 'player', name, 0)), new: hashToken(token) };
    const r = await call(c, id, { op: 'ruling', ruling, tokens });
    if (r.status === 200) r.body = { ...(r.body as object), token };
    return toResponse(c, r) as never;
  },
);

// ---- webhooks (Standard Webhooks deliveries; README "For adapter authors") -----------------
const widParam = z.object({
  wid: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'wid', in: 'path' } }),
});

app.openapi(
  gameRoute('post', '/webhooks', 'Subscribe a webhook (director)', {
    body: WebhookBody,
    ok: {
      201: json(
        WebhookCreated,
        'subscribed; deliveries follow the Standard Webhooks spec, signed with `secret` (shown only here and on rotation)',
      ),
    },
    errs: [400, 401, 403, 404, 409, 422],
  }),
  async (c) => {
    const b = validJson<z.infer<typeof WebhookBody>>(c);
    return toResponse(
      c,
      await call(c, c.req.param('id'), {
        op: 'webhookCreate',
        url: b.url,
        kinds: b.kinds,
        players: b.players ?? null,
      }),
    ) as never;
  },
);

app.openapi(
  gameRoute('get', '/webhooks', 'The subscriptions (no secrets) and the delivery log (director)', {
    query: z.object({
      limit: z
        .string()
        .regex(/^\d+$/)
        .optional()
        .openapi({ description: 'attempts to list (default 200, at most 1000)' }),
      webhook: z.string().max(64).optional().openapi({ description: "only this subscription's attempts" }),
    }),
    ok: { 200: json(WebhookList, 'subscriptions and attempts') },
    errs: [400, 401, 403, 404],
  }),
  async (c) => {
    const limit = Math.min(Number(c.req.query('limit') ?? 200), 1000);
    return toResponse(
      c,
      await call(c, c.req.param('id'), { op: 'webhookList', limit, webhook: c.req.query('webhook') ?? null }),
    ) as never;
  },
);

app.openapi(
  gameRoute('delete', '/webhooks/{wid}', 'Unsubscribe; undelivered messages are cancelled (director)', {
    params: widParam,
    ok: { 200: json(z.object({ id: z.string(), deleted: z.literal(true) }), 'deleted') },
    errs: [401, 403, 404],
  }),
  async (c) =>
    toResponse(
      c,
      await call(c, c.req.param('id'), { op: 'webhookDelete', webhook: c.req.param('wid') as string }),
    ) as never,
);

app.openapi(
  gameRoute(
    'post',
    '/webhooks/{wid}/rotate',
    'A new signing secret; the old one keeps signing beside it for the grace period (director)',
    {
      params: widParam,
      body: WebhookRotateBody,
      bodyRequired: false,
      ok: { 200: json(WebhookRotated, 'rotated') },
      errs: [400, 401, 403, 404],
    },
  ),
  async (c) => {
    const text = await c.req.text();
    let graceSeconds: number | null = null;
    if (text.trim()) {
      const parsed = WebhookRotateBody.safeParse(JSON.parse(text));
      if (!parsed.success)
        return fail(c, 'INVALID_INPUT', parsed.error.issues.map((i) => i.message).join('; ')) as never;
      graceSeconds = parsed.data.graceSeconds ?? null;
    }
    return toResponse(
      c,
      await call(c, c.req.param('id'), {
        op: 'webhookRotate',
        webhook: c.req.param('wid') as string,
        graceSeconds,
      }),
    ) as never;
  },
);

app.openapi(
  gameRoute('get', '/director', "The director's full view", {
    query: AtQuery,
    ok: { 200: json(z.record(z.string(), z.unknown()), 'everything') },
    errs: [401, 403, 404],
  }),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'director', at: atOf(c) })) as never,
);

app.openapi(
  createRoute({
    method: 'get',
    path: '/v1/games/{id}/players/{name}',
    summary:
      "One character's view as its player sees it (director, auditor; anyone once ended unless the director keeps notifications closed)",
    security: optionalAuth,
    request: {
      params: z.object({
        id: z
          .string()
          .min(1)
          .max(64)
          .openapi({ param: { name: 'id', in: 'path' } }),
        name: z
          .string()
          .min(1)
          .max(64)
          .openapi({ param: { name: 'name', in: 'path' } }),
      }),
      query: AtQuery,
    },
    responses: { 200: json(MeView, 'what this character knew'), ...errors(401, 403, 404, 422) },
  }),
  async (c) =>
    toResponse(
      c,
      await call(c, c.req.param('id'), {
        op: 'player',
        name: c.req.param('name'),
        at: atOf(c),
      }),
    ) as never,
);

app.openapi(
  gameRoute(
    'get',
    '/notifications',
    "Every character's private notifications (director, auditor; anyone once ended unless the director keeps them closed)",
    {
      open: true,
      query: AtQuery,
      ok: {
        200: json(
          z.array(z.object({ name: z.string(), notifications: z.array(Notification) })),
          'by character, in seat order',
        ),
      },
      errs: [401, 403, 404],
    },
  ),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'notifications', at: atOf(c) })) as never,
);

app.openapi(
  gameRoute('get', '/events', 'The event log as NDJSON (director, auditor; anyone once ended)', {
    open: true,
    ok: {
      200: {
        content: { 'application/x-ndjson': { schema: z.string() } },
        description: 'one event a line, in seq order',
      },
    },
    errs: [401, 403, 404],
  }),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'events' })) as never,
);

app.openapi(
  gameRoute(
    'get',
    '/verify',
    'Walk the hash chain and rebuild the state by replay (director, auditor; anyone once ended)',
    {
      open: true,
      ok: { 200: json(VerifyResponse, 'verdict') },
      errs: [401, 403, 404],
    },
  ),
  async (c) => toResponse(c, await call(c, c.req.param('id'), { op: 'verify' })) as never,
);

app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
app.doc31('/openapi.json', {
  openapi: '3.1.0',
  info: {
    title: 'Bansha',
    version: '1.0.0',
    description:
      'The judge for Chinese forum werewolf games (版杀). See shared/contract.md for the conventions.',
  },
});
app.get('/docs', (c) => c.html(docsPage()));
app.get('/', (c) => c.json({ name: 'bansha', docs: '/docs', openapi: '/openapi.json' }));
