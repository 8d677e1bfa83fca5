/**
 * The HTTP API as one table: every route's method, path, schemas, who may call it and what it
 * does. `app.ts` registers the Hono routes and `/openapi.json` from it; the game's object runs
 * them through one generic handle (`handle.ts`). How to add a route: docs/edge.md.
 */
import { z } from '@hono/zod-openapi';
import { adapterMe } from '../../adapters/onebot/push';
import { ADAPTER_ROUTES } from '../../adapters/routes';
import { own } from '../../domain/dict';
import { standingCandidates, withdrawnCandidates } from '../../domain/engine/ballot';
import { quote } from '../../domain/errors';
import { type Envelope, parseEvent } from '../../domain/events';
import { replay } from '../../domain/evolve';
import { normalizeName } from '../../domain/votepost';
import {
  allNotifications,
  announcements,
  directorView,
  playerView,
  publicView,
  treeholeView,
} from '../../projections';
import { verifyChain } from '../chain';
import { listGames } from '../d1/index-repo';
import { fail, type Reply } from '../reply';
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
  TreeholeBody,
  TreeholeView,
  VerifyResponse,
  VoteBody,
  VoteResponse,
  WebhookBody,
  WebhookCreated,
  WebhookList,
  WebhookRotateBody,
  WebhookRotated,
} from '../schemas';
import { stateHash } from '../state-hash';
import { deriveToken, hashToken, seedFor } from '../tokens';
import { WEB_ROUTES } from '../web-routes';
import { DEFAULT_GRACE_SECONDS } from '../webhooks';
import { type Access, type GameCtx, type Principal, pathParam, type RouteDef, route } from './route';

// ---- who may call ----------------------------------------------------------------------------
const DIRECTOR = ['operator', 'director'] as const;
const PRIVILEGED = ['operator', 'director', 'auditor'] as const;

const anyone: Access = { who: ['public'], unauthenticated: '', forbidden: '' };
const operator = (what: string): Access => ({
  who: ['operator'],
  unauthenticated: '需要运营方令牌（operator token）',
  forbidden: `只有运营方可以${what}`,
});
const director = (forbidden: string, unauthenticated = '需要有效的令牌（Bearer token）'): Access => ({
  who: DIRECTOR,
  unauthenticated,
  forbidden,
});
const player = (forbidden = '只有玩家令牌可以这样做'): Access => ({
  who: ['player'],
  unauthenticated: '需要有效的令牌（Bearer token）',
  forbidden,
});
/** the director and auditors; anyone once ended (`unlessPrivate`: unless the director keeps notifications closed) */
const record = (ended: 'anyone' | 'unlessPrivate', forbidden: string): Access => ({
  who: PRIVILEGED,
  ended,
  unauthenticated: '游戏结束前需要导演或审计令牌',
  forbidden,
});

const privileged = (p: Principal) => p.kind === 'operator' || p.kind === 'director' || p.kind === 'auditor';
const actorOf = (p: Principal) => (p.kind === 'player' ? `player:${p.name}` : 'director');
const playerName = (p: Principal) => (p.kind === 'player' ? p.name : '');

// ---- shared pieces of the schemas -------------------------------------------------------------
const widParam = pathParam('wid');
const nameParam = pathParam('name');
const WRITE = [400, 401, 403, 404, 409, 422];

/**
 * A view as of `?at=SEQ`: the director and auditors any time, anyone once the game has ended.
 * Returns the state and log to read, or the refusal.
 */
function asOf(g: GameCtx, at: string | undefined, p: Principal): ReturnType<GameCtx['at']> | Reply {
  const seq = at === undefined ? null : Number(at);
  if (seq !== null && !privileged(p) && g.state.status !== 'ended')
    return fail('FORBIDDEN', '游戏结束前只有导演和审计可以使用 ?at=');
  return g.at(seq);
}
const view =
  <I extends { query: { at?: string | undefined } }>(
    fn: (v: ReturnType<GameCtx['at']>, p: Principal, input: I) => Reply,
  ) =>
  (g: GameCtx, input: I, p: Principal): Reply => {
    const v = asOf(g, input.query.at, p);
    return 'status' in v ? v : fn(v, p, input);
  };

// ---- the table ----------------------------------------------------------------------------------
export const ROUTES = {
  create: route({
    method: 'post',
    path: '/v1/games',
    summary: 'Create a game (operator)',
    access: operator('创建游戏'),
    object: 'new',
    body: { schema: CreateGameBody, required: true, maxBytes: 256 * 1024 },
    ok: { status: 201, schema: CreateGameResponse, description: 'created; tokens are returned here only' },
    errors: [400, 401, 403, 409, 422],
    handler: {
      command: (g, { params, body, key }) => {
        if (g.state.created) return fail('GAME_EXISTS', '已经有这个 id 的游戏');
        const id = params.id;
        const names = body.players.map((p) => normalizeName(p.name));
        const hash = (kind: 'director' | 'auditor' | 'player', name = '') =>
          hashToken(deriveToken(g.secret, id, kind, name));
        return {
          cmd: {
            type: 'CreateGame',
            id,
            title: body.title,
            ruleset: body.ruleset,
            players: body.players.map((p) => ({ name: p.name, gender: p.gender ?? null })),
            seed: body.seed ?? seedFor(g.secret, key),
            roles: body.roles ?? null,
            pool: body.pool ?? null,
            preset: body.preset ?? null,
            options: body.options ?? null,
            schedule: body.schedule ?? null,
          },
          actor: 'operator',
          answer: () => ({ status: 201, body: { id } }),
          alongside: (store) => {
            store.putToken(hash('director'), 'director', null);
            store.putToken(hash('auditor'), 'auditor', null);
            for (const n of names) store.putToken(hash('player', n), 'player', n);
          },
        };
      },
    },
    // tokens are derived, never stored: a repeat of the create answers them again
    reveal: (reply, { params, body }, g) => {
      if (reply.status !== 201) return reply;
      const id = params.id;
      return {
        status: 201,
        body: {
          id,
          directorToken: deriveToken(g.secret, id, 'director'),
          auditorToken: deriveToken(g.secret, id, 'auditor'),
          players: body.players.map((p) => {
            const name = normalizeName(p.name);
            return { name, token: deriveToken(g.secret, id, 'player', name) };
          }),
        },
      };
    },
  }),

  list: route({
    method: 'get',
    path: '/v1/games',
    summary: 'List games (operator), from the D1 index',
    access: operator('列出游戏'),
    object: 'none',
    query: z.object({
      status: z.enum(['setup', 'running', 'ended']).optional(),
      limit: z.string().regex(/^\d+$/).optional(),
    }),
    ok: { status: 200, schema: z.array(GameListItem), description: 'games, newest first' },
    errors: [400, 401, 403],
    handler: {
      edge: async (c, { query }) => {
        const rows = await listGames(c.env.DB, {
          ...(query.status ? { status: query.status } : {}),
          limit: Math.min(Number(query.limit ?? 100), 500),
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
    },
  }),

  start: route({
    method: 'post',
    path: '/v1/games/{id}/start',
    summary: 'Deal roles and enter day 1 (director)',
    access: director('只有导演可以这样做'),
    object: 'path',
    body: { schema: StartBody, required: false },
    ok: { status: 200, schema: GameView, description: 'started: the game as it is now' },
    errors: WRITE,
    handler: {
      command: (_g, { body }) => ({
        cmd: { type: 'StartGame', seating: body.seating ?? null },
        actor: 'director',
        answer: (_seq, after) => ({ status: 200, body: publicView(after) }),
      }),
    },
  }),

  game: route({
    method: 'get',
    path: '/v1/games/{id}',
    summary: 'The public view of a game',
    access: anyone,
    object: 'path',
    query: AtQuery,
    ok: { status: 200, schema: GameView, description: 'the game' },
    errors: [400, 401, 403, 404],
    handler: { read: view(({ state }) => ({ status: 200, body: publicView(state) })) },
  }),

  announcements: route({
    method: 'get',
    path: '/v1/games/{id}/announcements',
    summary: 'The public record (公示) in order',
    access: anyone,
    object: 'path',
    query: AtQuery,
    ok: { status: 200, schema: z.array(Announcement), description: 'announcements' },
    errors: [400, 401, 403, 404],
    handler: { read: view(({ log }) => ({ status: 200, body: announcements(log) })) },
  }),

  me: route({
    method: 'get',
    path: '/v1/games/{id}/me',
    summary: "A player's own view",
    access: { ...player('这是玩家本人的视图'), unauthenticated: '需要玩家令牌' },
    object: 'path',
    query: AtQuery,
    ok: { status: 200, schema: MeView, description: 'what this character may know' },
    errors: [400, 401, 403, 404],
    handler: {
      read: (g, input, who) =>
        view(({ state, log }, p) => ({
          status: 200,
          // a game bound to a QQ bot: the code the player sends it (绑定 <code>)
          body: { ...playerView(state, log, playerName(p)), ...adapterMe(g.kv, playerName(p)) },
        }))(g, input, who),
    },
  }),

  actions: route({
    method: 'post',
    path: '/v1/games/{id}/actions',
    summary: 'Submit a skill use (player)',
    access: player(),
    object: 'path',
    body: { schema: ActionBody, required: true },
    ok: { status: 202, schema: Accepted, description: 'accepted' },
    errors: WRITE,
    handler: {
      command: (_g, { body }, p) => ({
        cmd: {
          type: 'SubmitAction',
          actor: playerName(p),
          skill: body.skill,
          targets: body.targets ?? [],
          choice: body.choice ?? null,
          pass: body.pass === true,
        },
        actor: actorOf(p),
        answer: (seq) => ({ status: 202, body: { seq } }),
      }),
    },
  }),

  votes: route({
    method: 'post',
    path: '/v1/games/{id}/votes',
    summary: 'Cast or change a vote (player); 代投 by the director with `voter`',
    access: { ...player(), who: ['player', ...DIRECTOR], forbidden: '审计不能投票' },
    object: 'path',
    body: { schema: VoteBody, required: true },
    ok: { status: 200, schema: VoteResponse, description: 'counted' },
    errors: WRITE,
    handler: {
      command: (_g, { body }, p) => {
        let voter: string;
        const proxy = p.kind !== 'player';
        if (p.kind === 'player') {
          if (body.voter && body.voter !== p.name)
            return fail('FORBIDDEN', '玩家只能为自己投票；代投由导演进行');
          // the forum post's time is an adapter's report (the director's token, or an adapter inside the
          // service relaying as the player): a player's own word for when it posted would date its vote
          // before the change lock
          if (body.postedAt !== undefined && p.via !== 'adapter')
            return fail(
              'FORBIDDEN',
              'postedAt 只能由导演令牌或转帖程序提供：玩家自己的投票以服务器收到的时间为准',
            );
          voter = p.name;
        } else {
          if (!body.voter) return fail('INVALID_INPUT', '代投：导演须写明投票人（voter）');
          voter = body.voter;
        }
        return {
          cmd: {
            type: 'CastVote',
            voter,
            target: body.target ?? null,
            post: body.post ?? null,
            proxy,
            postedAt: body.postedAt === undefined ? null : Date.parse(body.postedAt),
          },
          actor: proxy ? 'director' : `player:${voter}`,
          answer: (seq, s) => {
            // an invalid post is recorded, not refused: the answer says why, and the vote that stands
            const bad = s.invalidVotes?.find((x) => x.seq === seq);
            const name =
              bad?.voter ??
              Object.keys(s.votes).find((n) => n.normalize('NFKC') === voter.normalize('NFKC')) ??
              voter;
            const v = own(s.votes, name);
            const changesLeft = s.voteLog.some((x) => x.voter === name && x.change) ? 0 : 1;
            if (bad)
              return {
                status: 200,
                body: {
                  target: v ? (v.target ?? '弃权') : null,
                  changesLeft,
                  invalid: { code: bad.code, reason: bad.reason },
                },
              };
            return { status: 200, body: { target: v?.target ?? '弃权', changesLeft } };
          },
        };
      },
    },
  }),

  speed: route({
    method: 'post',
    path: '/v1/games/{id}/speed',
    summary: 'Ask for 加速 or 延时 of the discussion day (player)',
    // 未出局角色可在进程帖中申请加速或延时: a player's own request (the director rules `speed` instead)
    access: player('加速、延时由玩家申请；导演请用 ruling（kind: speed）'),
    object: 'path',
    body: { schema: SpeedBody, required: true },
    ok: {
      status: 200,
      schema: SpeedResponse,
      description: 'recorded; `speed` shows the day after it (accelerated, counts, needed)',
    },
    errors: WRITE,
    handler: {
      command: (_g, { body }, p) => {
        const request =
          body.request === 'accelerate' ? '加速' : body.request === 'delay' ? '延时' : body.request;
        return {
          cmd: { type: 'RequestSpeed', actor: playerName(p), request },
          actor: actorOf(p),
          answer: (seq, s) => ({
            status: 200,
            body: { seq, request, speed: publicView(s).phase.speed ?? null },
          }),
        };
      },
    },
  }),

  surrender: route({
    method: 'post',
    path: '/v1/games/{id}/surrender',
    summary: '投降: propose, agree or decline (tieba), or a switch on or off (pku) (player)',
    access: player(),
    object: 'path',
    body: { schema: SurrenderBody, required: true },
    ok: { status: 200, schema: SurrenderResponse, description: 'recorded' },
    errors: WRITE,
    handler: {
      command: (_g, { body }, p) => {
        const name = playerName(p);
        return {
          cmd: { type: 'Surrender', actor: name, action: body.action },
          actor: actorOf(p),
          answer: (seq, s) => ({
            status: 200,
            body: {
              seq,
              ended: s.status === 'ended',
              ...(s.surrenderVote ? { proposal: s.surrenderVote } : {}),
              ...(own(s.surrenderSwitches, name) !== undefined
                ? { switch: own(s.surrenderSwitches, name) }
                : {}),
            },
          }),
        };
      },
    },
  }),

  candidacy: route({
    method: 'post',
    path: '/v1/games/{id}/candidacy',
    summary:
      '上警 or 退选 in the sheriff election (player; classic): only non-candidates vote, only for standing candidates',
    access: player('只有玩家令牌可以上警或退选'),
    object: 'path',
    body: { schema: CandidacyBody, required: true },
    ok: { status: 200, schema: CandidacyResponse, description: 'recorded and announced; the candidates now' },
    errors: WRITE,
    handler: {
      command: (_g, { body }, p) => {
        const action = body.action === '上警' ? 'stand' : body.action === '退选' ? 'withdraw' : body.action;
        return {
          cmd: { type: 'Candidacy', actor: playerName(p), action },
          actor: actorOf(p),
          answer: (seq, s) => ({
            status: 200,
            body: { seq, candidates: standingCandidates(s), withdrawn: withdrawnCandidates(s) },
          }),
        };
      },
    },
  }),

  lastWords: route({
    method: 'post',
    path: '/v1/games/{id}/last-words',
    summary: 'Leave last words (遗言) while holding the right',
    access: player(),
    object: 'path',
    body: { schema: LastWordsBody, required: true },
    ok: { status: 202, schema: Accepted, description: 'accepted' },
    errors: [400, 401, 403, 404, 409],
    handler: {
      command: (_g, { body }, p) => ({
        cmd: { type: 'SubmitLastWords', actor: playerName(p), text: body.text },
        actor: actorOf(p),
        answer: (seq) => ({ status: 202, body: { seq } }),
      }),
    },
  }),

  treeholePost: route({
    method: 'post',
    path: '/v1/games/{id}/treehole',
    summary:
      'Write in the game’s 树洞 (player, in or out): hidden from everyone but you and the director until the end',
    access: player('只有玩家可以在树洞发帖'),
    object: 'path',
    body: { schema: TreeholeBody, required: true },
    ok: { status: 201, schema: Accepted, description: 'posted' },
    errors: WRITE,
    handler: {
      command: (_g, { body }, p) => ({
        cmd: { type: 'PostTreehole', author: playerName(p), text: body.text },
        actor: actorOf(p),
        answer: (seq) => ({ status: 201, body: { seq } }),
      }),
    },
  }),

  treehole: route({
    method: 'get',
    path: '/v1/games/{id}/treehole',
    summary:
      'The 树洞: a player its own posts, the director and auditors all of them; anyone all of them once the game has ended',
    access: {
      who: ['player', ...PRIVILEGED],
      ended: 'anyone',
      unauthenticated: '游戏结束前树洞仅作者可见：需要玩家、导演或审计令牌',
      forbidden: '游戏结束前树洞仅作者可见',
    },
    object: 'path',
    ok: {
      status: 200,
      schema: TreeholeView,
      description: 'the posts this caller may read, in the order written',
    },
    errors: [401, 403, 404],
    handler: {
      read: (g, _input, p) => ({
        status: 200,
        body: treeholeView(
          g.state,
          p.kind === 'player' && g.state.status !== 'ended' ? { author: p.name } : 'all',
        ),
      }),
    },
  }),

  postCounts: route({
    method: 'post',
    path: '/v1/games/{id}/post-counts',
    summary:
      "The open discussion day's post counts by vest (director or its adapter): 潜水 cards at the close where the text sets them",
    // 潜水: the adapter counts the day's posts in the thread; it reports with the director's token
    access: director('发言帖数由导演（或其适配器）报告'),
    object: 'path',
    body: { schema: PostCountsBody, required: true },
    ok: {
      status: 200,
      schema: PostCountsRecorded,
      description: 'recorded; a later report of the same day replaces it',
    },
    errors: WRITE,
    handler: {
      command: (_g, { body }) => ({
        cmd: { type: 'ReportPostCounts', day: body.day, counts: body.counts },
        actor: 'director',
        answer: (seq, s) => ({
          status: 200,
          body: { seq, day: body.day, counts: own(s.postCounts, String(body.day)) ?? {} },
        }),
      }),
    },
  }),

  close: route({
    method: 'post',
    path: '/v1/games/{id}/close',
    summary: 'Close the current window now, exactly as its deadline would (director)',
    access: director('只有导演可以这样做'),
    object: 'path',
    body: { schema: CloseBody, required: false },
    ok: {
      status: 200,
      schema: z.object({ seq: z.number().int(), phase: z.record(z.string(), z.unknown()) }),
      description: 'closed: the phase now open',
    },
    errors: [400, 401, 403, 404, 409],
    handler: {
      command: (g, { body: b }) => {
        const ph = g.state.phase;
        if (
          (b.kind && b.kind !== ph.kind) ||
          (b.day !== undefined && b.day !== ph.day) ||
          (b.window && b.window !== ph.window)
        )
          return fail(
            'WINDOW_MISMATCH',
            `the open window is ${ph.kind} ${ph.day} ${ph.window ?? '-'}; it was closed already`,
            { phase: publicView(g.state).phase },
          );
        return {
          cmd: { type: 'CloseWindow', by: 'director', reason: b.reason ?? null },
          actor: 'director',
          answer: (seq, after) => ({ status: 200, body: { seq, phase: publicView(after).phase } }),
        };
      },
    },
  }),

  rulings: route({
    method: 'post',
    path: '/v1/games/{id}/rulings',
    summary: "A director's ruling, recorded as an event",
    access: director('只有导演可以这样做'),
    object: 'path',
    body: { schema: RulingBody, required: true },
    ok: { status: 200, schema: RulingRecorded, description: 'recorded' },
    errors: WRITE,
    handler: {
      command: (g, { params, body: ruling }) => {
        const plan = {
          cmd: { type: 'MakeRuling', ruling },
          actor: 'director',
          answer: (seq: number) => ({ status: 200, body: { seq } }),
        } as const;
        if (ruling.kind !== 'substitute') return plan;
        // 替补: in the append's transaction the old token stops working and the new one starts
        const name = normalizeName(ruling.target);
        return {
          ...plan,
          alongside: (store) => {
            store.deactivateToken(hashToken(deriveToken(g.secret, params.id, 'player', name, 0)));
            store.putToken(hashToken(deriveToken(g.secret, params.id, 'player', name, 1)), 'player', name);
          },
        };
      },
    },
    // the substitute's token: derived again for every answer, never stored
    reveal: (reply, { params, body }, g) =>
      body.kind === 'substitute' && reply.status === 200
        ? {
            ...reply,
            body: {
              ...(reply.body as object),
              token: deriveToken(g.secret, params.id, 'player', normalizeName(body.target), 1),
            },
          }
        : reply,
  }),

  webhookCreate: route({
    method: 'post',
    path: '/v1/games/{id}/webhooks',
    summary: 'Subscribe a webhook (director)',
    access: director('只有导演可以管理 webhook', '需要导演令牌'),
    object: 'path',
    body: { schema: WebhookBody, required: true },
    ok: {
      status: 201,
      schema: WebhookCreated,
      description:
        'subscribed; deliveries follow the Standard Webhooks spec, signed with `secret` (shown only here and on rotation)',
    },
    errors: WRITE,
    handler: {
      write: (g, { body }) =>
        g.webhooks.subscribe({ url: body.url, kinds: body.kinds, players: body.players ?? null }, g.state),
    },
  }),

  webhookList: route({
    method: 'get',
    path: '/v1/games/{id}/webhooks',
    summary: 'The subscriptions (no secrets) and the delivery log (director)',
    access: director('只有导演可以管理 webhook', '需要导演令牌'),
    object: 'path',
    query: z.object({
      limit: z
        .string()
        .regex(/^\d+$/)
        .optional()
        .openapi({ description: 'attempts to list (default 200, at most 1000)' }),
      webhook: z.string().max(64).optional().openapi({ description: "only this subscription's attempts" }),
    }),
    ok: { status: 200, schema: WebhookList, description: 'subscriptions and attempts' },
    errors: [400, 401, 403, 404],
    handler: {
      read: (g, { query }) =>
        g.webhooks.list(Math.min(Number(query.limit ?? 200), 1000), query.webhook ?? null),
    },
  }),

  webhookDelete: route({
    method: 'delete',
    path: '/v1/games/{id}/webhooks/{wid}',
    summary: 'Unsubscribe; undelivered messages are cancelled (director)',
    access: director('只有导演可以管理 webhook', '需要导演令牌'),
    object: 'path',
    params: widParam,
    ok: {
      status: 200,
      schema: z.object({ id: z.string(), deleted: z.literal(true) }),
      description: 'deleted',
    },
    errors: [401, 403, 404],
    handler: { write: (g, { params }) => g.webhooks.remove(params.wid) },
  }),

  webhookRotate: route({
    method: 'post',
    path: '/v1/games/{id}/webhooks/{wid}/rotate',
    summary: 'A new signing secret; the old one keeps signing beside it for the grace period (director)',
    access: director('只有导演可以管理 webhook', '需要导演令牌'),
    object: 'path',
    params: widParam,
    body: { schema: WebhookRotateBody, required: false },
    ok: { status: 200, schema: WebhookRotated, description: 'rotated' },
    errors: [400, 401, 403, 404],
    handler: {
      write: (g, { params, body }) =>
        g.webhooks.rotate(params.wid, body.graceSeconds ?? DEFAULT_GRACE_SECONDS),
    },
  }),

  director: route({
    method: 'get',
    path: '/v1/games/{id}/director',
    summary: "The director's full view",
    access: director('这是导演视图', '需要导演令牌'),
    object: 'path',
    query: AtQuery,
    ok: { status: 200, schema: z.record(z.string(), z.unknown()), description: 'everything' },
    errors: [400, 401, 403, 404],
    handler: { read: view(({ state }) => ({ status: 200, body: directorView(state) })) },
  }),

  player: route({
    method: 'get',
    path: '/v1/games/{id}/players/{name}',
    summary:
      "One character's view as its player sees it (director, auditor; anyone once ended unless the director keeps notifications closed)",
    // a character's own view, as that player saw it
    access: record(
      'unlessPrivate',
      'another character’s view is the director’s and auditors’ until the game ends',
    ),
    object: 'path',
    params: nameParam,
    query: AtQuery,
    ok: { status: 200, schema: MeView, description: 'what this character knew' },
    errors: [400, 401, 403, 404, 422],
    handler: {
      read: view<{ params: { name: string }; query: { at?: string } }>(({ state, log }, _p, { params }) => {
        const want = normalizeName(params.name);
        const who = state.chars.find((c) => normalizeName(c.name) === want);
        if (!who) return fail('UNKNOWN_PLAYER', `没有名为“${quote(params.name)}”的角色`);
        return { status: 200, body: playerView(state, log, who.name) };
      }),
    },
  }),

  notifications: route({
    method: 'get',
    path: '/v1/games/{id}/notifications',
    summary:
      "Every character's private notifications (director, auditor; anyone once ended unless the director keeps them closed)",
    access: record(
      'unlessPrivate',
      'private notifications are the director’s and auditors’ until the game ends',
    ),
    object: 'path',
    query: AtQuery,
    ok: {
      status: 200,
      schema: z.array(z.object({ name: z.string(), notifications: z.array(Notification) })),
      description: 'by character, in seat order',
    },
    errors: [400, 401, 403, 404],
    handler: { read: view(({ state, log }) => ({ status: 200, body: allNotifications(state, log) })) },
  }),

  events: route({
    method: 'get',
    path: '/v1/games/{id}/events',
    summary: 'The event log as NDJSON (director, auditor; anyone once ended)',
    access: record('anyone', '游戏结束前只有导演和审计可以查看日志'),
    object: 'path',
    ok: {
      status: 200,
      schema: z.string(),
      contentType: 'application/x-ndjson',
      description: 'one event a line, in seq order',
    },
    errors: [401, 403, 404],
    handler: {
      read: (g) => ({
        status: 200,
        text: g.store
          .all()
          .map((e) => `${JSON.stringify(e)}\n`)
          .join(''),
        contentType: 'application/x-ndjson',
      }),
    },
  }),

  verify: route({
    method: 'get',
    path: '/v1/games/{id}/verify',
    summary: 'Walk the hash chain and rebuild the state by replay (director, auditor; anyone once ended)',
    access: record('anyone', '游戏结束前只有导演和审计可以查看日志'),
    object: 'path',
    ok: { status: 200, schema: VerifyResponse, description: 'verdict' },
    errors: [401, 403, 404],
    handler: { read: (g) => ({ status: 200, body: verify(g) }) },
  }),
  // the shipped adapters: a QQ bot over OneBot v11, a Discourse topic (src/adapters, docs/adapters.md)
  ...ADAPTER_ROUTES,
  // the pages' API: the rulesets' catalogue, the creation's live check, 结算过程 (src/api/web-routes.ts)
  ...WEB_ROUTES,
} satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/** Walks the chain, checks each event against its schema and the recorded head, and replays. */
function verify(g: GameCtx): Record<string, unknown> {
  const stored = g.store.all();
  const chain = verifyChain(stored);
  if (!chain.ok) return { ok: false, seq: chain.seq, reason: chain.reason, events: stored.length };
  const envs: Envelope[] = [];
  for (const e of stored) {
    const parsed = parseEvent(e);
    if (!parsed)
      return {
        ok: false,
        seq: e.seq,
        reason: `event ${e.seq} (${e.type}) does not match its schema`,
        events: stored.length,
      };
    envs.push({ ...parsed, seq: e.seq, at: e.at, actor: e.actor } as Envelope);
  }
  // the head recorded at each append, apart from the events: a log cut short, extended or
  // rechained after the fact no longer ends where it did
  const recorded = g.store.recordedHead();
  if (recorded && (recorded.seq !== chain.events || recorded.hash !== chain.head)) {
    const [seq, how] =
      chain.events < recorded.seq
        ? [chain.events + 1, 'cut short']
        : chain.events > recorded.seq
          ? [recorded.seq + 1, 'extended']
          : [recorded.seq, 'rewritten'];
    return {
      ok: false,
      seq,
      reason: `the log was ${how}: it ends at seq ${chain.events}, the recorded head is seq ${recorded.seq} (${recorded.hash.slice(0, 12)})`,
      events: stored.length,
    };
  }
  return { ok: true, head: chain.head, events: chain.events, stateHash: stateHash(replay(envs)) };
}
