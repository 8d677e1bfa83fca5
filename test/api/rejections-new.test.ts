import { describe, expect, it } from 'vitest';
import { GENDERS211, TABLE211 } from '../domain/211/seats';
import {
  ADMIN,
  act,
  api,
  type Created,
  close,
  closeNight,
  closePast,
  createGame,
  eventCount,
  pastOpening,
  start,
  TABLE12,
  vote,
} from './client';

/**
 * Contract: "Bad input gets a clear error with a stable code and changes nothing." For each command that landed with
 * the classic ballot (POST /candidacy, the PK), 211's 任职宣言 and 121's 骑士 决斗 / 上帝使徒 询问 / 隐者 脱下隐身衣: the
 * refusal's status and code, and the stored log has not grown by a single event.
 */

type Reply = { status: number; body: { error?: { code: string } } };

/** Runs a refused request: its status and code as expected, and no event appended. */
async function refused(g: Created, req: () => Promise<Reply>, status: number, code?: string): Promise<void> {
  const before = await eventCount(g);
  const r = await req();
  expect(r.status).toBe(status);
  // a stable code always; the one expected where the test names it
  expect(r.body.error?.code).toMatch(/^[A-Z_]+$/);
  if (code) expect(r.body.error?.code).toBe(code);
  expect(await eventCount(g)).toBe(before);
}

const post = (g: Created, path: string, token: string | null, body: Record<string, unknown>) =>
  api('POST', `/v1/games/${g.id}${path}`, { token, body });
const candidacy = (g: Created, who: string, action: string) =>
  post(g, '/candidacy', g.tok[who] as string, { action });
const choose = (g: Created, who: string, skill: string, choice: string, targets: string[] = []) =>
  post(g, '/actions', g.tok[who] as string, { skill, targets, choice });

const CLASSIC = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
async function classic(convention = '篇二'): Promise<Created> {
  const g = await createGame({
    title: 'classic 拒绝',
    ruleset: 'classic',
    players: Object.keys(CLASSIC).map((name) => ({ name })),
    roles: CLASSIC,
    seed: 'classic-refusals',
    options: { convention },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, Object.keys(CLASSIC))).status).toBe(200);
  return g;
}

describe('classic: refused 上警/退选, ballot votes and 撕毁 append nothing', () => {
  it('POST /candidacy and the election vote', async () => {
    const g = await classic();
    await refused(g, () => candidacy(g, '民A', 'sit'), 400);
    await refused(g, () => post(g, '/candidacy', null, { action: 'stand' }), 401);
    await refused(g, () => post(g, '/candidacy', g.directorToken, { action: 'stand' }), 403);
    await refused(g, () => candidacy(g, '民A', 'withdraw'), 422, 'NOT_A_CANDIDATE');
    expect((await candidacy(g, '民A', 'stand')).status).toBe(200);
    await refused(g, () => candidacy(g, '民A', 'stand'), 422, 'ALREADY_CANDIDATE');
    expect((await candidacy(g, '民B', 'stand')).status).toBe(200);
    expect((await candidacy(g, '民B', 'withdraw')).status).toBe(200);
    await refused(g, () => candidacy(g, '民B', 'stand'), 422, 'ALREADY_WITHDRAWN');
    await refused(g, () => candidacy(g, '民B', 'withdraw'), 422, 'ALREADY_WITHDRAWN');
    // 只有未竞选者可以投票，竞选后退选不能投票; votes go to standing candidates only
    await refused(g, () => vote(g, '民A', { target: '民C' }), 422, 'CANDIDATE_CANNOT_VOTE');
    await refused(g, () => vote(g, '民B', { target: '民A' }), 422, 'CANDIDATE_CANNOT_VOTE');
    await refused(g, () => vote(g, '民C', { target: '民B' }), 422, 'NOT_A_CANDIDATE');
    await refused(g, () => vote(g, '民C', { target: '无名' }), 422, 'UNKNOWN_PLAYER');
    expect((await candidacy(g, '民C', 'stand')).status).toBe(200);
    await vote(g, '民D', { target: '民A' });
    await vote(g, '民E', { target: '民C' });
    expect((await close(g)).status).toBe(200); // tie: the PK between 民A and 民C
    await refused(g, () => candidacy(g, '民D', 'stand'), 409, 'CANDIDACY_CLOSED');
    await refused(g, () => vote(g, '民A', { target: '民C' }), 422, 'CANDIDATE_CANNOT_VOTE');
    await refused(g, () => vote(g, '民D', { target: '民B' }), 422, 'NOT_A_CANDIDATE');
    await refused(g, () => post(g, '/speed', g.tok.民D as string, { request: '加速' }), 409, 'WRONG_PHASE');
    await vote(g, '民D', { target: '民A' });
    expect((await close(g)).status).toBe(200);
    await refused(g, () => candidacy(g, '民E', 'stand'), 409, 'CANDIDACY_CLOSED');
  });

  it('the out vote’s PK, and 撕毁 where 篇三 forbids it', async () => {
    const g = await classic('篇三');
    expect((await candidacy(g, '民A', 'stand')).status).toBe(200);
    await vote(g, '民B', { target: '民A' });
    await close(g);
    await closeNight(g);
    await vote(g, '民B', { target: '狼A' });
    await vote(g, '民C', { target: '狼B' });
    await close(g); // tie: 狼A and 狼B on the PK台
    await refused(g, () => vote(g, '狼A', { target: '民C' }), 422, 'SUSPECT_CANNOT_VOTE');
    await refused(g, () => vote(g, '民C', { target: '民D' }), 422, 'NOT_A_SUSPECT');
    await refused(g, () => candidacy(g, '民C', 'stand'), 409, 'CANDIDACY_CLOSED');
    await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.directorToken,
      body: { kind: 'kill', target: '民A', reason: '测试' },
    });
    await refused(g, () => choose(g, '民A', '殉职', '撕毁'), 422, 'BADGE_TEAR_NOT_ALLOWED');
  });

  it('121 has no 上警: CANDIDACY_NOT_OFFERED', async () => {
    const g = await createGame({
      title: '121',
      ruleset: '121',
      players: Object.keys(TABLE12).map((name) => ({ name })),
      roles: TABLE12,
      seed: 's',
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    await start(g, Object.keys(TABLE12));
    await refused(g, () => candidacy(g, '民A', 'stand'), 422, 'CANDIDACY_NOT_OFFERED');
  });
});

describe('211 任职宣言: refused choices append nothing', () => {
  it('a choice outside 独裁/自由/秩序, a pass (<强制>), another player’s declaration', async () => {
    const ROLES = { ...TABLE211, 帝: '村民' };
    const seats = Object.keys(ROLES);
    const g = await createGame({
      title: '211 拒绝',
      ruleset: '211',
      players: seats.map((name) => ({
        name,
        gender: GENDERS211[name] as string,
      })),
      roles: ROLES,
      seed: 'refusals-211',
      options: { autoCards: false, ignoreSetupConstraints: true },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    await start(g, seats);
    await pastOpening(g);
    await vote(g, '贵', { target: '宫' });
    await vote(g, '娥', { target: '宫' });
    await close(g); // 宫 elected: 任职宣言 due in 黄昏1
    await refused(g, () => choose(g, '宫', '任职宣言', '民主'), 400);
    await refused(g, () => choose(g, '贵', '任职宣言', '自由'), 422);
    await refused(
      g,
      () => post(g, '/actions', g.tok.宫 as string, { skill: '任职宣言', targets: [], pass: true }),
      422,
      'SKILL_NOT_USABLE',
    );
    await refused(g, () => choose(g, '宫', '任职宣言', '自由', ['贵']), 422);
    expect((await choose(g, '宫', '任职宣言', '自由')).status).toBe(202);
    await refused(g, () => choose(g, '宫', '任职宣言', '独裁'), 422);
  });
});

describe('121 骑士 / 上帝使徒 / 隐者: refused uses append nothing', () => {
  const table = async () => {
    const roles = { ...TABLE12, 民A: '隐者', 民B: '骑士', 民C: '上帝使徒' };
    const g = await createGame({
      title: '121 拒绝',
      ruleset: '121',
      players: Object.keys(roles).map((name) => ({ name })),
      roles,
      seed: 'refusals-121',
      options: { ignoreSetupConstraints: true },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    await start(g, Object.keys(roles));
    return g;
  };

  it('决斗: not on the 竞选日 nor by night, one target, a living player; once only (<限定>)', async () => {
    const g = await table();
    await refused(g, () => act(g, '民B', '决斗', ['狼A']), 409, 'WRONG_PHASE');
    await close(g); // night 1
    await refused(g, () => act(g, '民B', '决斗', ['狼A']), 409, 'WRONG_PHASE');
    await closeNight(g); // day 2
    await refused(g, () => act(g, '民B', '决斗', []), 422, 'TARGET_COUNT');
    await refused(g, () => act(g, '民B', '决斗', ['狼A', '狼B']), 422, 'TARGET_COUNT');
    await refused(g, () => act(g, '民B', '决斗', ['无名']), 422, 'UNKNOWN_PLAYER');
    await refused(g, () => act(g, '预', '决斗', ['狼A']), 422);
    expect((await act(g, '民B', '决斗', ['民A'])).status).toBe(202); // 隐者: the duel is void, the day goes on
    await refused(g, () => act(g, '民B', '决斗', ['狼A']), 422);
  });

  it('询问: a card not on the role list, by day, or after its window; 脱下隐身衣 on himself or by day', async () => {
    const g = await table();
    await refused(g, () => choose(g, '民C', '询问', '女巫'), 409, 'WRONG_PHASE');
    await refused(g, () => act(g, '民A', '脱下隐身衣', ['预']), 409, 'WRONG_PHASE');
    await close(g); // night 1, n20 open
    await refused(g, () => choose(g, '民C', '询问', '法官'), 400, 'INVALID_INPUT');
    await refused(g, () => act(g, '民A', '脱下隐身衣', ['民A']), 422);
    await refused(g, () => act(g, '民A', '脱下隐身衣', []), 422, 'TARGET_COUNT');
    await closePast(g, '民C', '询问');
    await refused(g, () => choose(g, '民C', '询问', '女巫'), 409, 'WRONG_PHASE');
  });
});

describe('211 deal by gender over HTTP (file 001 l.16 马甲的男女会决定可获取身份的不同)', () => {
  const body = (roles: Record<string, string>, gender: (n: string) => string | undefined) => ({
    title: '性别',
    ruleset: '211',
    players: Object.keys(roles).map((name) => ({ name, ...(gender(name) ? { gender: gender(name) } : {}) })),
    roles,
    seed: 'gender-211',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });

  it('a 女 role dealt by hand to a 男 vest: 422 GENDER_MISMATCH with a Chinese message', async () => {
    const r = await api<{ error: { code: string; message: string } }>('POST', '/v1/games', {
      token: ADMIN,
      body: body({ ...TABLE211, 道: '宫令' }, (n) => GENDERS211[n]),
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('GENDER_MISMATCH');
    expect(r.body.error.message).toContain('道 的马甲为男性，不能获得女性身份“宫令”');
  });

  it('an unreadable gender: 400 INVALID_INPUT', async () => {
    const r = await api<{ error: { code: string } }>('POST', '/v1/games', {
      token: ADMIN,
      body: body(TABLE211, (n) => (n === '道' ? '？' : GENDERS211[n])),
    });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('INVALID_INPUT');
  });
});

describe('211 雍正 over HTTP (file 001 l.69 三个皇帝身份…只会被雍正获取)', () => {
  const body = (options: Record<string, unknown> | undefined) => ({
    title: '雍正',
    ruleset: '211',
    players: Object.keys(TABLE211).map((name) => ({ name })),
    pool: Object.values(TABLE211),
    seed: 'yongzheng-211',
    ...(options ? { options } : {}),
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });

  it('a pool with the 皇帝 card and no 雍正: 422 SETUP_CONSTRAINT; options.yongzheng naming no player: 400 INVALID_OPTION; naming 帝: 帝 is dealt the 皇帝 card', async () => {
    const none = await api<{ error: { code: string; message: string } }>('POST', '/v1/games', {
      token: ADMIN,
      body: body(undefined),
    });
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe('SETUP_CONSTRAINT');
    expect(none.body.error.message).toContain('本局须有雍正马甲');
    const unknown = await api<{ error: { code: string; message: string } }>('POST', '/v1/games', {
      token: ADMIN,
      body: body({ yongzheng: '年羹尧' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('INVALID_OPTION');
    expect(unknown.body.error.message).toContain('“年羹尧”不是本局玩家');
    const g = await createGame(body({ yongzheng: '帝' }));
    expect((await start(g)).status).toBe(200);
    const chars = (await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken })).body
      .characters as { name: string; role: string }[];
    expect(chars.filter((c) => c.role === '贤明之君').map((c) => c.name)).toEqual(['帝']);
  });
});
