/**
 * Property-based tests of every endpoint (issue 18): for each route of the table (src/api/edge/
 * routes.ts — a route added there is fuzzed here without a change), arbitrary bodies, names,
 * numbers, tokens and path parameters. Invariants: never a 5xx; every refusal in the contract's
 * error shape `{error: {code, message}}`; a refusal appends nothing; at the end the chain verifies
 * and the replay of the log equals the object's live state.
 */

import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/api/edge/routes';
import { gameStub } from '../../src/api/game-object';
import { ADMIN, api, type Created, newTable, SEATS12, start } from './client';

const BUILTINS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'then', 'toJSON'];
const FIELDS = [
  'target',
  'targets',
  'skill',
  'post',
  'voter',
  'postedAt',
  'kind',
  'seconds',
  'reason',
  'day',
  'window',
  'seating',
  'request',
  'action',
  'text',
  'counts',
  'url',
  'kinds',
  'players',
  'graceSeconds',
  'status',
  'op',
  'color',
  'choice',
  'pass',
  'title',
  'ruleset',
  'roles',
  'pool',
  'options',
  'schedule',
  'fixed',
  'daySeconds',
  'nightSeconds',
  'keepPrivate',
  'player',
  'name',
  ...BUILTINS,
];

/** Strings a hostile or careless client sends: vests, skills, kinds, built-ins, broken text, huge text. */
const str = fc.oneof(
  fc.constantFrom(
    ...SEATS12,
    '弃权',
    '预言',
    '杀人',
    '守护',
    '毒药',
    'extend',
    'pause',
    'kill',
    'card',
    'red',
    '加速',
    '延时',
    'stand',
    'propose',
    'day',
    'night',
    'n10',
    '121',
    'classic',
    '2026-02-30T12:00:00Z',
    '2026-11-30T12:00:00+08:00',
    '投票对象：预',
    '改票对象：巫',
    'https://example.com/h',
    'http://127.0.0.1/x',
    '\uD800',
    '狼\u200BA',
    '\u202E预',
    '',
    ' ',
    'x'.repeat(70_000),
    ...BUILTINS,
  ),
  fc.string({ maxLength: 12 }),
);
const num = fc.oneof(
  fc.constantFrom(0, -1, 1, 0.5, 1e300, -1e300, 2 ** 53, 30 * 86400, 30 * 86400 + 1, 3600, 1e-300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(str, num, fc.boolean(), fc.constant(null));
const value = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.oneof(str, fc.constantFrom(...FIELDS)), leaf, { maxKeys: 3 }),
);
/** a body: an object of the fields the routes know (often right, often wrong), or any JSON, or not JSON */
const body = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', 'null', '[]', '{"__proto__": {"kind": "extend"}}', 'not json'),
  },
);

type Tok = 'none' | 'garbage' | 'player' | 'director' | 'auditor' | 'operator' | 'otherGame';
const token = fc.constantFrom<Tok>(
  'none',
  'garbage',
  'player',
  'director',
  'auditor',
  'operator',
  'otherGame',
);

function tokenOf(g: Created, other: Created, t: Tok, seat: number): string | null {
  switch (t) {
    case 'none':
      return null;
    case 'garbage':
      return 'bs_p_AAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    case 'player':
      return g.tok[SEATS12[seat % 12] as string] as string;
    case 'director':
      return g.directorToken;
    case 'auditor':
      return g.auditorToken;
    case 'operator':
      return ADMIN;
    case 'otherGame':
      return other.directorToken;
  }
}

/** The object's head seq, read in place (cheaper than the whole log over HTTP). */
const head = (g: Created): Promise<number> =>
  runInDurableObject(
    env.GAME.get(env.GAME.idFromName(g.id)),
    (o) => (o as unknown as { state: { lastSeq: number } }).state.lastSeq,
  );

function pathOf(path: string, id: string, name: string): string {
  return path
    .replace('{id}', encodeURIComponent(id))
    .replace('{wid}', encodeURIComponent(name))
    .replace('{name}', encodeURIComponent(name));
}

describe('every endpoint under arbitrary input (issue 18)', () => {
  let g: Created;
  let other: Created;
  beforeAll(async () => {
    g = await newTable();
    other = await newTable();
    await start(g, SEATS12);
  });

  it.each(Object.entries(ROUTES))(
    '%s: never a 5xx, refusals in the error shape, a refusal appends nothing',
    async (routeId, r) => {
      await fc.assert(
        fc.asyncProperty(
          token,
          fc.nat(11),
          fc.oneof(
            fc.constant(g.id),
            fc.constant(g.id),
            str.map((s) => s || 'x'),
          ),
          fc.oneof(str, fc.constantFrom(...SEATS12)),
          body,
          fc.option(fc.oneof(fc.nat(400).map(String), str), { nil: undefined }),
          async (tok, seat, id, name, raw, at) => {
            const before = await head(g);
            const query = at === undefined ? '' : `?at=${encodeURIComponent(at)}`;
            const res = await api(r.method.toUpperCase(), pathOf(r.path, id, name) + query, {
              token: tokenOf(g, other, tok, seat),
              ...(r.method === 'post' ? { raw } : {}),
            });
            const what = `${routeId} ${r.method} ${r.path} ${tok} ${raw.slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`;
            expect(res.status, what).toBeLessThan(500);
            if (res.status >= 400) {
              expect(typeof res.body?.error?.code, what).toBe('string');
              expect(typeof res.body?.error?.message, what).toBe('string');
              expect(res.text.length, what).toBeLessThan(4000); // input is never echoed unbounded
              expect(await head(g), what).toBe(before);
            }
          },
        ),
        { numRuns: 6, seed: 18 },
      );
    },
  );

  it('after all of it: the chain verifies and the replay of the log equals the live state', async () => {
    const v = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(v.body.ok, v.text).toBe(true);
    expect(v.body.stateHash).toBe(await gameStub(env, g.id).currentStateHash());
  });
});
