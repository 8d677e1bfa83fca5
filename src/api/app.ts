import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { pages } from '../web/pages';
import { isIndexed } from './d1/index-repo';
import { docsPage } from './docs';
import { anonymousMayCall, DEFAULT_MAX_BODY, parseInput, pathParam, type RouteDef } from './edge/route';
import { ROUTES, type RouteId } from './edge/routes';
import { type ApiErrorCode, errorBody, statusOf } from './errors';
import { gameStub } from './game-object';
import type { Reply } from './reply';
import { ErrorSchema } from './schemas';
import { GAME_TOKEN, gameIdFor, hashToken, isIssuedGameId, sameSecret, tokenSecret } from './tokens';

type AppEnv = { Bindings: Env };
type C = Context<AppEnv>;

export const app = new OpenAPIHono<AppEnv>();

const fail = (c: C, code: ApiErrorCode, message: string) =>
  c.json(errorBody(code, message), statusOf(code) as 400);

app.onError((e, c) => {
  console.error(e);
  return fail(c, 'INTERNAL', '服务器内部错误');
});
app.notFound((c) => fail(c, 'NOT_FOUND', '没有这个接口'));

function bearer(c: C): string | null {
  const h = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m ? (m[1] as string).trim() : null;
}

function toResponse(c: C, r: Reply): Response {
  if (r.text !== undefined)
    return new Response(r.text, {
      status: r.status,
      headers: { 'content-type': r.contentType ?? 'text/plain; charset=utf-8' },
    });
  return c.json(r.body as object, r.status as 200);
}

/**
 * The body's text, read no further than `max` bytes: null when it is larger (a declared length is
 * refused before a byte is read).
 */
async function readCapped(req: Request, max: number): Promise<string | null> {
  const declared = Number(req.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > max) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const ch of chunks) {
    all.set(ch, at);
    at += ch.byteLength;
  }
  return new TextDecoder().decode(all);
}

/** An id this service issued (its HMAC tag), or an older one the D1 index lists. */
async function knownGame(env: Env, id: string): Promise<boolean> {
  if (isIssuedGameId(tokenSecret(env), id)) return true;
  if (!/^[0-9a-f]{24}$/.test(id)) return false;
  try {
    return await isIndexed(env.DB, id);
  } catch (e) {
    console.error('D1 index lookup failed', e);
    return true; // the object itself answers 404 for a game it does not hold
  }
}

/**
 * One route of the table, served: the token is checked first (what the edge can tell alone: no
 * token where one is needed, no token of any game, not the operator where only the operator may
 * call), the body is capped, and the game's object authorises before it parses anything.
 */
async function serve(c: C, id: RouteId, r: RouteDef): Promise<Response> {
  if ('adapter' in r.handler) {
    // an adapter authenticates its caller itself (a game's token in the object, a OneBot access
    // token, a Discourse signature): the edge caps the body and hands the rest over
    const max = r.body?.maxBytes ?? DEFAULT_MAX_BODY;
    const text = r.body ? await readCapped(c.req.raw, max) : null;
    if (r.body && text === null) return fail(c, 'PAYLOAD_TOO_LARGE', `请求体超过 ${max} 字节`);
    return r.handler.adapter(c, {
      params: { ...(c.req.param() as Record<string, string>) },
      query: { ...c.req.query() },
      body: text,
      contentType: c.req.header('content-type') ?? null,
      key: c.req.header('idempotency-key') ?? null,
    });
  }
  const token = bearer(c);
  const admin = c.env.ADMIN_TOKEN ?? '';
  // a game's token (bs_…) is never the operator's unless the operator's has that form too: no hashing then
  const operator =
    token !== null && (!GAME_TOKEN.test(token) || GAME_TOKEN.test(admin)) && sameSecret(token, admin);
  if (token !== null && !operator && !GAME_TOKEN.test(token)) return fail(c, 'UNAUTHENTICATED', '无效的令牌');
  if (token === null && !anonymousMayCall(r.access))
    return fail(c, 'UNAUTHENTICATED', r.access.unauthenticated);
  if (r.object !== 'path' && !operator && !r.access.who.includes('public'))
    return fail(c, 'FORBIDDEN', r.access.forbidden);
  let body: string | null = null;
  if (r.body) {
    const max = r.body.maxBytes ?? DEFAULT_MAX_BODY;
    body = await readCapped(c.req.raw, max);
    if (body === null) return fail(c, 'PAYLOAD_TOO_LARGE', `请求体超过 ${max} 字节`);
  }
  const key = c.req.header('idempotency-key') ?? null;
  const raw = {
    params: { ...(c.req.param() as Record<string, string>) },
    query: { ...c.req.query() },
    body,
    contentType: c.req.header('content-type') ?? null,
    key,
  };
  if ('edge' in r.handler) {
    const parsed = parseInput(r, raw);
    if ('status' in parsed) return toResponse(c, parsed);
    return r.handler.edge(c, parsed.input as never);
  }
  // create: the game's id follows from the Idempotency-Key, so a repeat reaches the same object
  const gameId = r.object === 'new' ? gameIdFor(tokenSecret(c.env), key) : (raw.params.id as string);
  // an id this service never issued is answered here: no Durable Object (and no storage) for it
  if (r.object === 'path' && !(await knownGame(c.env, gameId))) return fail(c, 'NOT_FOUND', 'no such game');
  const reply = await gameStub(c.env, gameId).handle({
    ...raw,
    params: { ...raw.params, id: gameId },
    route: id,
    tokenHash: token && !operator ? hashToken(token) : null,
    operator,
  });
  return toResponse(c, reply);
}

// ---- the OpenAPI document, from the same table ------------------------------------------------
const json = (schema: z.ZodType, description: string, type = 'application/json') => ({
  content: { [type]: { schema } },
  description,
});
const ERROR_TEXT: Record<number, string> = {
  400: 'malformed input',
  401: 'no or bad token',
  403: 'token not allowed here',
  404: 'no such game',
  409: 'not allowed in the current phase or state',
  413: 'the body is too large',
  422: 'against the rules',
};
const idParam = pathParam('id');
const idemHeader = z.object({ 'idempotency-key': z.string().max(200).optional() });
const bearerAuth: Record<string, string[]>[] = [{ bearer: [] }];
/** Anyone may call; a token changes what some routes answer (the log once ended, `?at=`). */
const optionalAuth: Record<string, string[]>[] = [{}, { bearer: [] }];

function openapiOf(r: RouteDef) {
  const errs = r.body ? [...new Set([...r.errors, 413])] : r.errors;
  return createRoute({
    method: r.method,
    path: r.path,
    summary: r.summary,
    security: anonymousMayCall(r.access) ? optionalAuth : bearerAuth,
    request: {
      ...(r.path.includes('{id}')
        ? { params: r.params ? idParam.extend(r.params.shape) : idParam }
        : r.params
          ? { params: r.params }
          : {}),
      ...(r.method === 'post' ? { headers: idemHeader } : {}),
      ...(r.query ? { query: r.query } : {}),
      ...(r.body
        ? {
            body: {
              content: { 'application/json': { schema: r.body.schema } },
              required: r.body.required,
            },
          }
        : {}),
    },
    responses: {
      [r.ok.status]: json(r.ok.schema, r.ok.description, r.ok.contentType),
      ...Object.fromEntries(errs.map((s) => [s, json(ErrorSchema, ERROR_TEXT[s] ?? 'error')])),
    },
  });
}

for (const [id, r] of Object.entries(ROUTES) as [RouteId, RouteDef][]) {
  app.openAPIRegistry.registerPath(openapiOf(r));
  app.on(r.method.toUpperCase(), r.path.replaceAll(/\/{(.+?)}/g, '/:$1'), (c) => serve(c, id, r));
}

app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
app.doc31('/openapi.json', {
  openapi: '3.1.0',
  info: {
    title: 'Bansha',
    version: '1.0.0',
    description:
      'The judge for Chinese forum werewolf games (版杀). The conventions and every endpoint: docs/api.md in the repository.',
  },
});
app.get('/docs', (c) => c.html(docsPage()));
app.get('/', (c) => c.json({ name: 'bansha', docs: '/docs', openapi: '/openapi.json', pages: '/new' }));
app.route('/', pages);
