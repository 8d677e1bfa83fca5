/**
 * The adapters' rows of the route table (src/api/edge/routes.ts): a QQ bot over OneBot v11 and a
 * Discourse topic. Each authenticates its caller itself (handler `adapter`): the operator token
 * for the bot registry, the game's tokens in the game's object (`GameObject.adapter`: the access
 * check before the body is parsed, as every route), the OneBot access token on the WebSocket, the
 * HMAC signature of a Discourse webhook.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Access, RawInput, RouteDef } from '../api/edge/route';
import { route } from '../api/edge/route';
import { errorBody } from '../api/errors';
import type { Reply } from '../api/reply';
import { hashToken, sameSecret, tokenSecret } from '../api/tokens';
import {
  BotBody,
  BotCreated,
  BotInfo,
  DiscourseBindBody,
  DiscourseBinding,
  DiscourseBound,
  DiscourseHandled,
  OneBotBindBody,
  OneBotBinding,
} from './schemas';
import { botIdFor, deriveBotToken, randomSecret } from './shared';

type C = Context<{ Bindings: Env }>;

const bearer = (c: C): string | null =>
  /^Bearer\s+(.+)$/i.exec((c.req.header('authorization') ?? '').trim())?.[1]?.trim() ?? null;

const answer = (r: Reply): Response => Response.json(r.body, { status: r.status });

const botStub = (env: Env, id: string) => env.ONEBOT.get(env.ONEBOT.idFromName(id));

const OPERATOR: Access = {
  who: ['operator'],
  unauthenticated: 'the operator token is required',
  forbidden: 'only the operator may manage bots',
};
const DIRECTOR: Access = {
  who: ['operator', 'director'],
  unauthenticated: 'a valid bearer token is required',
  forbidden: 'only the director may bind adapters',
};
const ANYONE: Access = { who: ['public'], unauthenticated: '', forbidden: '' };

/** The operator's routes: no token 401, another token 403; then the input parsed. */
function asOperator(c: C): Response | null {
  const token = bearer(c);
  if (!token) return answer({ status: 401, body: errorBody('UNAUTHENTICATED', OPERATOR.unauthenticated) });
  if (!sameSecret(token, c.env.ADMIN_TOKEN ?? ''))
    return answer({ status: 403, body: errorBody('FORBIDDEN', OPERATOR.forbidden) });
  return null;
}

/** A game's adapter route, answered by its object after it has authenticated the caller. */
async function toGame(
  c: C,
  route: string,
  raw: RawInput,
  headers?: Record<string, string>,
): Promise<Response> {
  const token = bearer(c);
  const operator = token !== null && sameSecret(token, c.env.ADMIN_TOKEN ?? '');
  const reply = await c.env.GAME.get(c.env.GAME.idFromName(raw.params.id as string)).adapter({
    ...raw,
    route: route as never,
    tokenHash: token && !operator ? hashToken(token) : null,
    operator,
    ...(headers ? { headers } : {}),
  });
  return answer(reply);
}

const botParam = z.object({
  bot: z
    .string()
    .regex(/^ob_\d{5,12}$/)
    .openapi({ param: { name: 'bot', in: 'path' } }),
});

export const ADAPTER_ROUTES = {
  onebotBots: route({
    method: 'post',
    path: '/v1/onebot/bots',
    summary:
      'Register a QQ bot account (operator); again: a new access token (derived from the Idempotency-Key when sent), the old one stops working',
    access: OPERATOR,
    object: 'none',
    body: { schema: BotBody, required: true },
    ok: {
      status: 201,
      schema: BotCreated,
      description: 'the URL and access token to configure in the OneBot implementation',
    },
    errors: [400, 401, 403],
    handler: {
      adapter: async (c, raw) => {
        const refused = asOperator(c);
        if (refused) return refused;
        let json: unknown;
        try {
          json = JSON.parse(raw.body ?? '');
        } catch {
          return answer({
            status: 400,
            body: errorBody('MALFORMED_JSON', 'the request body is not valid JSON'),
          });
        }
        const body = BotBody.safeParse(json);
        if (!body.success)
          return answer({
            status: 400,
            body: errorBody(
              'INVALID_INPUT',
              body.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
            ),
          });
        const { selfId } = body.data;
        const id = botIdFor(selfId);
        // under an Idempotency-Key the token is derived from it, so a repeat answers the same token
        const accessToken = raw.key
          ? deriveBotToken(tokenSecret(c.env), selfId, raw.key)
          : randomSecret('obt_');
        await botStub(c.env, id).register({
          id,
          selfId,
          tokenHash: hashToken(accessToken),
          createdAt: new Date().toISOString(),
        });
        const u = new URL(c.req.url);
        const url = `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}/v1/onebot/bots/${id}/ws`;
        return Response.json({ id, selfId, accessToken, url }, { status: 201 });
      },
    },
  }),

  onebotBot: route({
    method: 'get',
    path: '/v1/onebot/bots/{bot}',
    summary: 'A registered bot and whether its OneBot implementation is connected (operator)',
    access: OPERATOR,
    object: 'none',
    params: botParam,
    ok: { status: 200, schema: BotInfo, description: 'the bot' },
    errors: [400, 401, 403, 404],
    handler: {
      adapter: async (c, raw) => {
        const refused = asOperator(c);
        if (refused) return refused;
        const p = botParam.safeParse(raw.params);
        const info = p.success ? await botStub(c.env, p.data.bot).info() : null;
        return info
          ? Response.json(info)
          : answer({ status: 404, body: errorBody('BOT_NOT_FOUND', 'no such bot') });
      },
    },
  }),

  onebotSocket: route({
    method: 'get',
    path: '/v1/onebot/bots/{bot}/ws',
    summary:
      'The OneBot v11 reverse WebSocket (universal client) of a bot: `Authorization: Bearer <accessToken>` or `?access_token=`, `X-Self-ID`',
    access: ANYONE,
    object: 'none',
    params: botParam,
    ok: {
      status: 101,
      schema: z.null(),
      description: 'switched to WebSocket: OneBot v11 events in, `{action, params, echo}` calls out',
    },
    errors: [401, 403, 404, 426],
    handler: {
      adapter: async (c, raw) => {
        const p = botParam.safeParse(raw.params);
        if (!p.success) return answer({ status: 404, body: errorBody('BOT_NOT_FOUND', 'no such bot') });
        return botStub(c.env, p.data.bot).fetch(c.req.raw);
      },
    },
  }),

  onebotBind: route({
    method: 'post',
    path: '/v1/games/{id}/onebot',
    summary:
      'Bind the game to a QQ bot and group, players to QQ numbers (director); the others send the bot 绑定 <code>',
    access: DIRECTOR,
    object: 'path',
    body: { schema: OneBotBindBody, required: true },
    ok: {
      status: 200,
      schema: OneBotBinding,
      description: 'bound; the code of each unbound player is on its own /me',
    },
    errors: [400, 401, 403, 404, 422],
    handler: { adapter: (c, raw) => toGame(c, 'onebotBind', raw) },
  }),

  discourseBind: route({
    method: 'post',
    path: '/v1/games/{id}/discourse',
    summary: 'Bind the game to a Discourse topic (director)',
    access: DIRECTOR,
    object: 'path',
    body: { schema: DiscourseBindBody, required: true },
    ok: {
      status: 201,
      schema: DiscourseBound,
      description: 'bound; configure the site’s webhook with `webhookPath` and `secret`',
    },
    errors: [400, 401, 403, 404, 422],
    handler: { adapter: (c, raw) => toGame(c, 'discourseBind', raw) },
  }),

  discourseGet: route({
    method: 'get',
    path: '/v1/games/{id}/discourse',
    summary: 'The Discourse binding (never the key or the secret) and the flagged vote posts (director)',
    access: DIRECTOR,
    object: 'path',
    ok: { status: 200, schema: DiscourseBinding, description: 'the binding' },
    errors: [401, 403, 404, 409],
    handler: { adapter: (c, raw) => toGame(c, 'discourseGet', raw) },
  }),

  discourseWebhook: route({
    method: 'post',
    path: '/v1/games/{id}/discourse/webhook',
    summary:
      'The Discourse webhook (post_created, post_edited), authenticated by `X-Discourse-Event-Signature: sha256=<hex HMAC-SHA256 of the body>`',
    access: ANYONE,
    object: 'path',
    body: { schema: z.object({ post: z.object({}).passthrough().optional() }).passthrough(), required: true },
    ok: { status: 200, schema: DiscourseHandled, description: 'what the event came to' },
    errors: [400, 401, 404, 409],
    handler: {
      adapter: (c, raw) =>
        toGame(c, 'discourseWebhook', raw, {
          'x-discourse-event': c.req.header('x-discourse-event') ?? '',
          'x-discourse-event-signature': c.req.header('x-discourse-event-signature') ?? '',
        }),
    },
  }),
} satisfies Record<string, RouteDef>;
