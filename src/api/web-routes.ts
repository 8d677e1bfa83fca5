import { z } from '@hono/zod-openapi';
import type { CreateGame } from '../domain/commands';
import { decide } from '../domain/decide';
import type { RulesetDef } from '../domain/engine/types';
import { rulesetOf } from '../domain/rulesets';
import { initialState } from '../domain/state';
import { previewDeadlines, rulesetDetail, rulesetList } from '../projections/rulesets';
import { nightTrace } from '../projections/trace';
import { coverage } from './coverage';
import { type Access, type RouteDef, route } from './edge/route';
import { errorBody, statusOf } from './errors';
import { fail } from './reply';
import { CreateGameBody } from './schemas';
import { NightTraceSchema } from './schemas-trace';

/**
 * What the pages (and every adapter) need beyond the game routes: the rulesets' catalogue and the
 * creation checked without creating (the wizard's live check of the setup rules and its deadline
 * preview). Pure: no game object, no token.
 */

export const RulesetSummary = z
  .object({ id: z.string(), name: z.string(), file: z.string(), roles: z.number().int() })
  .openapi('RulesetSummary');

export const RulesetDetail = RulesetSummary.extend({
  factions: z.array(z.object({ id: z.string(), name: z.string() })),
  roles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      faction: z.string(),
      factionId: z.string(),
      cite: z.string().openapi({ description: "the text's reference (file and number)" }),
      state: z
        .string()
        .nullable()
        .openapi({ description: 'docs/rules-coverage.md: done, partial, in progress, not yet' }),
      text: z.string().nullable().openapi({ description: "what the role does (the coverage table's notes)" }),
      skills: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string() })),
      checker: z
        .boolean()
        .optional()
        .openapi({ description: 'counts as a checker (验人) for the setup rules' }),
    }),
  ),
  setup: z.array(z.string()).openapi({ description: "the setup rules in the text's words" }),
  presets: z.array(
    z.object({
      /** `preset` at creation (classic) */
      id: z.string().optional(),
      name: z.string(),
      /** the players the table is for (a 盗贼's table has two cards more than players) */
      players: z.number().int().optional(),
      pool: z.array(z.string()),
      options: z.record(z.string(), z.string()).optional(),
    }),
  ),
  options: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      default: z.unknown(),
      values: z.array(z.string()).optional(),
      text: z.string(),
    }),
  ),
  nightWindows: z.array(z.object({ id: z.string(), minutes: z.number(), from: z.string() })),
  surrender: z
    .enum(['unanimous', 'switches'])
    .optional()
    .openapi({ description: '投降, where the ruleset has it (tieba: unanimous, pku: switches)' }),
}).openapi('RulesetDetail');

export const PreviewResponse = z
  .object({
    ok: z.literal(true),
    players: z.number().int(),
    deadlines: z.array(z.object({ phase: z.string(), window: z.string().optional(), closesAt: z.string() })),
  })
  .openapi('CreatePreview');

/** The command POST /v1/games would decide, from its body (the id and seed of a preview are placeholders). */
export function createCommand(body: z.infer<typeof CreateGameBody>, id: string, seed: string): CreateGame {
  return {
    type: 'CreateGame',
    id,
    title: body.title,
    ruleset: body.ruleset,
    players: body.players.map((p) => ({ name: p.name, gender: p.gender ?? null })),
    seed,
    roles: body.roles ?? null,
    pool: body.pool ?? null,
    preset: body.preset ?? null,
    options: body.options ?? null,
    schedule: body.schedule ?? null,
  };
}

const anyone: Access = { who: ['public'], unauthenticated: '', forbidden: '' };

/** The pages' routes, spread into the route table (./edge/routes.ts). */
export const WEB_ROUTES = {
  rulesets: route({
    method: 'get',
    path: '/v1/rulesets',
    summary: 'The rulesets this judge plays (anyone)',
    access: anyone,
    object: 'none',
    ok: { status: 200, schema: z.array(RulesetSummary), description: 'rulesets' },
    errors: [],
    handler: { edge: async (c) => c.json(rulesetList(coverage()), 200) },
  }),

  ruleset: route({
    method: 'get',
    path: '/v1/rulesets/{ruleset}',
    summary:
      'One ruleset: its roles (faction, text, state), setup rules, presets, options and night windows (anyone)',
    access: anyone,
    object: 'none',
    params: z.object({
      ruleset: z
        .string()
        .max(32)
        .openapi({ param: { name: 'ruleset', in: 'path' }, example: '121' }),
    }),
    ok: { status: 200, schema: RulesetDetail, description: 'the ruleset' },
    errors: [404],
    handler: {
      edge: async (c, { params }) => {
        const rs = rulesetOf(params.ruleset);
        if (!rs) return c.json(errorBody('NOT_FOUND', `没有规则 ${params.ruleset}`), 404);
        const detail = rulesetDetail(rs, coverage()[rs.id]);
        return c.json(rs.surrender ? { ...detail, surrender: rs.surrender.kind } : detail, 200);
      },
    },
  }),

  preview: route({
    method: 'post',
    path: '/v1/games/preview',
    summary:
      'Check a creation without creating (anyone): the same refusals as POST /v1/games (setup rules included), and the first deadlines if started now',
    access: anyone,
    object: 'none',
    body: { schema: CreateGameBody, required: true },
    ok: {
      status: 200,
      schema: PreviewResponse,
      description: 'the game could be created; its first deadlines if started now',
    },
    errors: [400, 409, 422],
    handler: {
      edge: async (c, { body }) => {
        const now = Date.now();
        const r = decide(initialState(), createCommand(body, 'preview', body.seed ?? 'preview'), {
          now,
          actor: 'operator',
        });
        if (!r.ok) return c.json(errorBody(r.error.code, r.error.message), statusOf(r.error.code) as 422);
        const state = r.value.state;
        const rs = rulesetOf(body.ruleset) as RulesetDef;
        return c.json(
          { ok: true as const, players: body.players.length, deadlines: previewDeadlines(state, rs, now) },
          200,
        );
      },
    },
  }),

  trace: route({
    method: 'get',
    path: '/v1/games/{id}/nights/{n}/trace',
    summary:
      '结算过程: how night n resolved, step by step (director and auditors as soon as it closed; anyone once ended)',
    access: {
      who: ['operator', 'director', 'auditor'],
      ended: 'anyone',
      unauthenticated: 'the director or auditor token is required until the game ends',
      forbidden: 'the night’s resolution is for the director and auditors until the game ends',
    },
    object: 'path',
    params: z.object({
      n: z
        .string()
        .regex(/^\d{1,4}$/)
        .openapi({ param: { name: 'n', in: 'path' }, example: '1' }),
    }),
    ok: { status: 200, schema: NightTraceSchema, description: 'the trace, derived from the log' },
    errors: [400, 401, 403, 404],
    handler: {
      read: (g, { params }) => {
        const t = nightTrace(g.log, Number(params.n));
        return t ? { status: 200, body: t } : fail('NOT_FOUND', `第${params.n}夜尚未结算`);
      },
    },
  }),
} satisfies Record<string, RouteDef>;
