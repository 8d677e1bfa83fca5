import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  act,
  api,
  type Created,
  close,
  closeNight,
  closePast,
  eventCount,
  events,
  newTable,
  type Res,
  SEATS12,
  start,
  TABLE12,
  vote,
} from './client';

/**
 * Contract, Conventions — Errors: "a 4xx or 5xx status with body {"error": {"code", "message"}}
 * … A rejected request appends no event." Every case below checks the status, the code, a
 * message, and that the log did not grow.
 */

async function rejected(
  g: Created,
  call: () => Promise<Res>,
  status: number,
  code: string,
  message?: RegExp,
): Promise<Res> {
  const before = await eventCount(g);
  const r = (await call()) as Res<{ error: { code: string; message: string } }>;
  expect(r.status, r.text).toBe(status);
  expect(r.body.error?.code, r.text).toBe(code);
  expect(typeof r.body.error.message).toBe('string');
  expect(r.body.error.message.length).toBeGreaterThan(0);
  if (message) expect(r.body.error.message).toMatch(message);
  expect(await eventCount(g)).toBe(before);
  return r;
}

const path = (g: Created, p = '') => `/v1/games/${g.id}${p}`;

describe('400 malformed input', () => {
  let g: Created;
  beforeAll(async () => {
    g = await newTable();
    await start(g, SEATS12);
  });

  it('malformed JSON → 400 MALFORMED_JSON, on game routes and on create', async () => {
    await rejected(
      g,
      () => api('POST', path(g, '/actions'), { token: g.tok.狼A, raw: '{"skill": "杀人", "targets": [' }),
      400,
      'MALFORMED_JSON',
    );
    await rejected(
      g,
      () => api('POST', path(g, '/votes'), { token: g.tok.民A, raw: "{target:'预'}" }),
      400,
      'MALFORMED_JSON',
    );
    const c = await api('POST', '/v1/games', { token: ADMIN, raw: '{"title": "x", ' });
    expect(c.status).toBe(400);
    expect(c.body.error.code).toBe('MALFORMED_JSON');
  });

  it('schema violations → 400 INVALID_INPUT', async () => {
    const cases: [string, unknown][] = [
      ['/actions', { skill: 42, targets: ['民A'] }],
      ['/actions', { skill: '杀人' }], // neither targets nor pass
      ['/actions', { skill: '杀人', targets: '民A' }],
      ['/votes', { target: '预', post: '投票对象：预' }], // exactly one of target and post
      ['/votes', {}],
      ['/last-words', { text: '' }],
      ['/close', { kind: 'dusk' }],
      ['/rulings', { kind: 'kill', target: '民A' }], // a ruling needs a reason
      ['/rulings', { kind: 'teleport', target: '民A', reason: 'x' }],
    ];
    for (const [p, body] of cases) {
      const token =
        p === '/close' || p === '/rulings' ? g.directorToken : p === '/votes' ? g.tok.民A : g.tok.狼A;
      await rejected(g, () => api('POST', path(g, p), { token, body }), 400, 'INVALID_INPUT');
    }
  });

  it('a JSON body sent without Content-Type: application/json → 400 INVALID_INPUT, never a 5xx', async () => {
    const kinds: Record<string, string>[] = [
      {},
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ];
    for (const headers of kinds) {
      await rejected(
        g,
        async () => {
          const r = await SELF.fetch(`https://bansha.test${path(g, '/votes')}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${g.tok.民A}`, ...headers },
            body: JSON.stringify({ target: '预' }),
          });
          const text = await r.text();
          return { status: r.status, body: JSON.parse(text), text, headers: r.headers };
        },
        400,
        'INVALID_INPUT',
        /Content-Type/,
      );
    }
  });

  it('create: schema violations → 400 INVALID_INPUT (no players, unknown ruleset id, bad schedule)', async () => {
    for (const body of [
      { title: 't', ruleset: '121' },
      { title: 't', ruleset: 'mafia', players: [{ name: 'a' }] },
      {
        title: 't',
        ruleset: '121',
        players: [{ name: 'a' }],
        schedule: { fixed: { daySeconds: -1, nightSeconds: 1 } },
      },
    ]) {
      const r = await api('POST', '/v1/games', { token: ADMIN, body });
      expect(r.status, r.text).toBe(400);
      expect(r.body.error.code).toBe('INVALID_INPUT');
    }
  });

  it('a vote post not in the 投票格式 is recorded as invalid, not refused: 200 with invalid.code INVALID_VOTE_POST', async () => {
    const before = await eventCount(g);
    const r = await vote(g, '民A', { post: '我投预言家' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ target: null, invalid: { code: 'INVALID_VOTE_POST' } });
    expect(r.body.invalid.reason).toMatch(/投票格式/);
    expect(await eventCount(g)).toBe(before + 2); // VotePostInvalid and the player's notice
  });
});

describe('401 / 403: tokens', () => {
  let g: Created;
  let other: Created;
  beforeAll(async () => {
    g = await newTable();
    other = await newTable();
    await start(g, SEATS12);
    await start(other, SEATS12);
  });

  it('no token → 401 UNAUTHENTICATED wherever a token is needed', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/actions', { skill: '杀人', targets: ['民A'] }],
      ['POST', '/votes', { target: '预' }],
      ['POST', '/last-words', { text: '再见' }],
      ['POST', '/close'],
      ['POST', '/rulings', { kind: 'kill', target: '民A', reason: 'x' }],
      ['GET', '/me'],
      ['GET', '/director'],
      ['GET', '/events'],
      ['GET', '/verify'],
    ];
    for (const [method, p, body] of calls)
      await rejected(
        g,
        () => api(method, path(g, p), body === undefined ? {} : { body }),
        401,
        'UNAUTHENTICATED',
      );
    const c = await api('POST', '/v1/games', {
      body: { title: 't', ruleset: '121', players: [{ name: 'a' }] },
    });
    expect(c.status).toBe(401);
    expect(c.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('a token of another game is not a token of this one → 401', async () => {
    await rejected(g, () => api('GET', path(g, '/me'), { token: other.tok.民A }), 401, 'UNAUTHENTICATED');
    await rejected(
      g,
      () => api('POST', path(g, '/votes'), { token: other.tok.民A, body: { target: '预' } }),
      401,
      'UNAUTHENTICATED',
    );
    await rejected(
      g,
      () => api('POST', path(g, '/close'), { token: other.directorToken }),
      401,
      'UNAUTHENTICATED',
    );
    await rejected(
      g,
      () => api('GET', path(g, '/events'), { token: other.auditorToken }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('a token that is no token at all → 401', async () => {
    await rejected(g, () => api('GET', path(g, '/me'), { token: 'not-a-token' }), 401, 'UNAUTHENTICATED');
  });

  it('a player token on director endpoints → 403 FORBIDDEN', async () => {
    const t = g.tok.预;
    await rejected(g, () => api('POST', path(g, '/close'), { token: t }), 403, 'FORBIDDEN');
    await rejected(g, () => api('POST', path(g, '/start'), { token: t }), 403, 'FORBIDDEN');
    await rejected(
      g,
      () =>
        api('POST', path(g, '/rulings'), {
          token: t,
          body: { kind: 'kill', target: '狼A', reason: '我说的' },
        }),
      403,
      'FORBIDDEN',
    );
    for (const p of ['/director', '/events', '/verify'])
      await rejected(g, () => api('GET', path(g, p), { token: t }), 403, 'FORBIDDEN');
  });

  it('the director and the auditor are not players: /me and /actions → 403; the auditor cannot vote', async () => {
    await rejected(g, () => api('GET', path(g, '/me'), { token: g.directorToken }), 403, 'FORBIDDEN');
    await rejected(
      g,
      () =>
        api('POST', path(g, '/actions'), {
          token: g.directorToken,
          body: { skill: '杀人', targets: ['预'] },
        }),
      403,
      'FORBIDDEN',
    );
    await rejected(
      g,
      () => api('POST', path(g, '/votes'), { token: g.auditorToken, body: { target: '预', voter: '民A' } }),
      403,
      'FORBIDDEN',
    );
    await rejected(g, () => api('GET', path(g, '/director'), { token: g.auditorToken }), 403, 'FORBIDDEN');
  });

  it('代投: a player may not vote for another → 403; the director must name the voter → 400', async () => {
    await rejected(
      g,
      () => api('POST', path(g, '/votes'), { token: g.tok.民A, body: { target: '预', voter: '民B' } }),
      403,
      'FORBIDDEN',
    );
    await rejected(
      g,
      () => api('POST', path(g, '/votes'), { token: g.directorToken, body: { target: '预' } }),
      400,
      'INVALID_INPUT',
    );
  });

  it('only the operator creates games: a director token → 403', async () => {
    const r = await api('POST', '/v1/games', {
      token: g.directorToken,
      body: { title: 't', ruleset: '121', players: [{ name: 'a' }] },
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('FORBIDDEN');
  });
});

describe('404 no such game', () => {
  it('GET, announcements and writes on an unknown id → 404 NOT_FOUND', async () => {
    for (const [method, p, token] of [
      ['GET', '', null],
      ['GET', '/announcements', null],
      ['GET', '/verify', ADMIN],
      ['POST', '/start', ADMIN],
      ['POST', '/close', ADMIN],
    ] as const) {
      const r = await api(method, `/v1/games/no-such-game${p}`, { token });
      expect(r.status, `${method} ${p} ${r.text}`).toBe(404);
      expect(r.body.error.code).toBe('NOT_FOUND');
    }
    const r = await api('POST', '/v1/games/no-such-game/actions', {
      token: 'bs_p_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      body: { skill: '杀人', targets: ['x'] },
    });
    expect(r.status).toBe(404);
  });
});

describe('409 / 422 against the phase, the state and the rules', () => {
  let g: Created;
  beforeAll(async () => {
    g = await newTable();
  });

  it('actions, votes, last words and close before start → 409 GAME_NOT_STARTED', async () => {
    await rejected(g, () => act(g, '狼A', '杀人', ['民A']), 409, 'GAME_NOT_STARTED');
    await rejected(g, () => vote(g, '民A', { target: '预' }), 409, 'GAME_NOT_STARTED');
    await rejected(
      g,
      () => api('POST', path(g, '/last-words'), { token: g.tok.民A, body: { text: '…' } }),
      409,
      'GAME_NOT_STARTED',
    );
    await rejected(g, () => close(g), 409, 'GAME_NOT_STARTED');
  });

  it('start: a seating that does not list every player once → 400, nothing dealt', async () => {
    await rejected(g, () => start(g, SEATS12.slice(1)), 400, 'INVALID_INPUT');
    await rejected(g, () => start(g, [...SEATS12.slice(1), '狼B']), 400, 'INVALID_INPUT');
  });

  it('start twice → 409 GAME_ALREADY_STARTED', async () => {
    expect((await start(g, SEATS12)).status).toBe(200);
    await rejected(g, () => start(g, SEATS12), 409, 'GAME_ALREADY_STARTED');
  });

  it('a skill not theirs → 422 NOT_YOUR_SKILL (a villager 预言, the seer 杀人, the guard 毒药)', async () => {
    await rejected(g, () => act(g, '民A', '预言', ['狼A']), 422, 'NOT_YOUR_SKILL');
    await rejected(g, () => act(g, '预', '杀人', ['民A']), 422, 'NOT_YOUR_SKILL');
    await rejected(g, () => act(g, '守', 'poison', ['民A']), 422, 'NOT_YOUR_SKILL');
  });

  it('a night skill in the day → 409 WRONG_PHASE', async () => {
    await rejected(g, () => act(g, '狼A', '杀人', ['民A']), 409, 'WRONG_PHASE');
    await rejected(g, () => act(g, '守', '守护', ['民A']), 409, 'WRONG_PHASE');
  });

  it('改票只允许进行一次: a second change → 422 NO_CHANGES_LEFT', async () => {
    expect((await vote(g, '民A', { target: '预' })).body).toEqual({ target: '预', changesLeft: 1 });
    expect((await vote(g, '民A', { post: '改票对象：猎\n改票理由：换个人' })).body).toEqual({
      target: '猎',
      changesLeft: 0,
    });
    await rejected(g, () => vote(g, '民A', { target: '守' }), 422, 'NO_CHANGES_LEFT', /改票只允许进行一次/);
  });

  it('a vote for nobody at the table → 422 UNKNOWN_PLAYER; a 改票 post without a vote is recorded as invalid', async () => {
    await rejected(g, () => vote(g, '民B', { target: '路人甲' }), 422, 'UNKNOWN_PLAYER');
    const r = await vote(g, '民B', { post: '改票对象：预' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ target: null, changesLeft: 1, invalid: { code: 'INVALID_VOTE_POST' } });
  });

  it('last words without the right → 409 NO_LAST_WORDS_RIGHT', async () => {
    await rejected(
      g,
      () => api('POST', path(g, '/last-words'), { token: g.tok.民B, body: { text: '我还活着' } }),
      409,
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('a right not held → 422 (殉职 by one who is not an out sheriff)', async () => {
    const r = await act(g, '民B', '殉职', ['预']);
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('NOT_YOUR_SKILL');
  });

  it('votes at night → 409 WRONG_PHASE; a skill whose window has closed → 409 WRONG_PHASE', async () => {
    expect((await close(g)).status).toBe(200); // day 1 → night 1
    await rejected(g, () => vote(g, '民B', { target: '预' }), 409, 'WRONG_PHASE');
    expect((await act(g, '守', '守护', ['民A'])).status).toBe(202);
    await closePast(g, '守', '守护'); // 守卫: 关门四十分钟内
    await rejected(g, () => act(g, '守', '守护', ['民B']), 409, 'WRONG_PHASE', /行动时限已过/);
  });

  it('an unknown target → 422 UNKNOWN_PLAYER; too many targets → 422 TARGET_COUNT', async () => {
    await rejected(g, () => act(g, '狼A', '杀人', ['路人甲']), 422, 'UNKNOWN_PLAYER');
    await rejected(g, () => act(g, '狼A', '杀人', ['民B', '民C']), 422, 'TARGET_COUNT');
    await rejected(g, () => act(g, '预', '预言', ['预']), 422, 'ILLEGAL_TARGET'); // not oneself
  });

  it('冲锋<限定> is accepted once on night 1 (the two 指杀 put 民C and 民B out)', async () => {
    expect((await act(g, '狼B', '杀人', ['民C'])).status).toBe(202);
    expect((await act(g, '狼A', '冲锋', ['民B'])).status).toBe(202);
    await closeNight(g); // day 2: 民C, 民B out
    const pub = await api('GET', path(g));
    expect(
      pub.body.seats.filter((s: { alive: boolean }) => !s.alive).map((s: { name: string }) => s.name),
    ).toEqual(['民B', '民C']);
  });

  it('出局 characters: voting when out → 409 NOT_ALIVE; voting for one out → 422 ILLEGAL_TARGET', async () => {
    await rejected(g, () => vote(g, '民C', { target: '预' }), 409, 'NOT_ALIVE');
    await rejected(g, () => vote(g, '民A', { target: '民C' }), 422, 'ILLEGAL_TARGET');
  });

  it('已经公示的出局角色不允许被选为技能的目标: a dead target → 422 ILLEGAL_TARGET', async () => {
    expect((await close(g, { kind: 'day', day: 2 })).status).toBe(200); // nobody voted: nobody out
    await rejected(g, () => act(g, '守', '守护', ['民C']), 422, 'ILLEGAL_TARGET');
    await rejected(g, () => act(g, '狼B', '杀人', ['民B']), 422, 'ILLEGAL_TARGET');
  });

  it('一名角色不可连续被<守护>两次 → 422 SAME_TARGET_AS_LAST_NIGHT; /me leaves that target out', async () => {
    await rejected(g, () => act(g, '守', '守护', ['民A']), 422, 'SAME_TARGET_AS_LAST_NIGHT');
    const me = await api('GET', path(g, '/me'), { token: g.tok.守 });
    const guard = me.body.skills.find((s: { name: string }) => s.name === '守护');
    expect(guard.usableNow).toBe(true);
    expect(guard.legalTargets).not.toContain('民A');
    expect(guard.legalTargets).toContain('守');
  });

  it('<限定>: 冲锋 a second time → 422 SKILL_USED_UP', async () => {
    await rejected(g, () => act(g, '狼A', '冲锋', ['预']), 422, 'SKILL_USED_UP');
  });

  it('<救药>发动后，在该夜晚不可发动<毒药> (and the other way) → 422 SKILL_CONFLICT', async () => {
    expect((await act(g, '巫', '救药', ['巫'])).status).toBe(202);
    await rejected(g, () => act(g, '巫', '毒药', ['狼A']), 422, 'SKILL_CONFLICT');
  });

  it('the game’s own player list: a create whose roles name a stranger → 422 UNKNOWN_PLAYER', async () => {
    const r = await api('POST', '/v1/games', {
      token: ADMIN,
      body: {
        title: 't',
        ruleset: '121',
        players: SEATS12.map((name) => ({ name })),
        roles: { ...TABLE12, 路人甲: '村民' },
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('UNKNOWN_PLAYER');
  });
});

// rulings of kind card and substitute are implemented: their errors are in cards.test.ts; webhooks' in webhooks.test.ts

describe('Idempotency-Key: "a repeat with the same key and body returns the first answer and appends nothing"', () => {
  const body = {
    title: '幂等局',
    ruleset: '121',
    players: SEATS12.map((name) => ({ name })),
    roles: TABLE12,
  };

  it('create: the same key and body → the same game id and the same tokens, one game', async () => {
    const headers = { 'idempotency-key': 'create-once-1' };
    const a = await api('POST', '/v1/games', { token: ADMIN, body, headers });
    expect(a.status, a.text).toBe(201);
    const g = { ...a.body, tok: {} } as Created;
    const n = await eventCount(g);
    const b = await api('POST', '/v1/games', { token: ADMIN, body, headers });
    expect(b.status, b.text).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(await eventCount(g)).toBe(n);
  });

  it('create: the same key with another body → 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const headers = { 'idempotency-key': 'create-once-2' };
    const a = await api('POST', '/v1/games', { token: ADMIN, body, headers });
    expect(a.status).toBe(201);
    const b = await api('POST', '/v1/games', { token: ADMIN, body: { ...body, title: '另一局' }, headers });
    expect(b.status).toBe(409);
    expect(b.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const g = { ...a.body, tok: {} } as Created;
    expect((await api('GET', path(g))).body.title).toBe('幂等局');
  });

  it('vote: a repeat returns the first answer, appends nothing and spends no 改票', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const headers = { 'idempotency-key': 'vote-1' };
    const send = () => api('POST', path(g, '/votes'), { token: g.tok.民A, body: { target: '预' }, headers });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ target: '预', changesLeft: 1 });
    const n = await eventCount(g);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await eventCount(g)).toBe(n);
    // the change is still there to use
    expect((await vote(g, '民A', { target: '猎' })).body).toEqual({ target: '猎', changesLeft: 0 });
  });

  it('keys belong to their sender: two players using the same key each get their own answer', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const headers = { 'idempotency-key': 'my-vote' };
    const b = await api('POST', path(g, '/votes'), { token: g.tok.民B, body: { target: '预' }, headers });
    const c = await api('POST', path(g, '/votes'), { token: g.tok.民C, body: { target: '猎' }, headers });
    expect(b.status, b.text).toBe(200);
    expect(c.status, c.text).toBe(200);
    expect(c.body).toEqual({ target: '猎', changesLeft: 1 });
    // an unauthenticated try under a key does not spoil the key for the real sender
    const anon = await api('POST', path(g, '/votes'), {
      body: { target: '预' },
      headers: { 'idempotency-key': 'k2' },
    });
    expect(anon.status).toBe(401);
    const real = await api('POST', path(g, '/votes'), {
      token: g.tok.民A,
      body: { target: '预' },
      headers: { 'idempotency-key': 'k2' },
    });
    expect(real.status, real.text).toBe(200);
  });

  it('action: the same key with another body → 409 IDEMPOTENCY_KEY_REUSED; a rejection repeats as itself', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    await close(g);
    const headers = { 'idempotency-key': 'guard-1' };
    const first = await api('POST', path(g, '/actions'), {
      token: g.tok.守,
      body: { skill: '守护', targets: ['民A'] },
      headers,
    });
    expect(first.status).toBe(202);
    const n = await eventCount(g);
    const again = await api('POST', path(g, '/actions'), {
      token: g.tok.守,
      body: { skill: '守护', targets: ['民A'] },
      headers,
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    await rejected(
      g,
      () =>
        api('POST', path(g, '/actions'), {
          token: g.tok.守,
          body: { skill: '守护', targets: ['民B'] },
          headers,
        }),
      409,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await eventCount(g)).toBe(n);
    // a rejected request under a key: the repeat answers the same rejection
    const bad = {
      token: g.tok.民A,
      body: { skill: '预言', targets: ['狼A'] },
      headers: { 'idempotency-key': 'bad-1' },
    };
    const r1 = await api('POST', path(g, '/actions'), bad);
    const r2 = await api('POST', path(g, '/actions'), bad);
    expect(r1.status).toBe(422);
    expect(r2.status).toBe(422);
    expect(r2.body).toEqual(r1.body);
  });

  it('close: a retried close with the same key closes one window, not two', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    const headers = { 'idempotency-key': 'close-day-1' };
    const a = await api('POST', path(g, '/close'), { token: g.directorToken, headers });
    const b = await api('POST', path(g, '/close'), { token: g.directorToken, headers });
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const pub = await api('GET', path(g));
    expect(pub.body.phase).toMatchObject({ kind: 'night', day: 1 });
    const closed = (await events(g)).filter((e) => e.type === 'WindowClosed');
    expect(closed).toHaveLength(1);
  });
});
