import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  api,
  type Created,
  close,
  closeNight,
  createGame,
  game,
  notes,
  postTexts,
  start,
  stub,
  vote,
} from './client';

/**
 * classic (file 003) over HTTP, as a bot would play it: 上警/退选 (POST /candidacy), who votes and for whom,
 * the PK rounds (a window `pk` with its own deadline and alarm), 撕毁警徽, and 篇三's weight and re-election.
 * The convention is the game option `convention` (篇二, the default, or 篇三).
 */
const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);

async function table(convention?: string): Promise<Created> {
  const g = await createGame({
    title: 'classic 测试局',
    ruleset: 'classic',
    players: SEATS.map((name) => ({ name })),
    roles: TABLE,
    seed: 'classic-seed',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    ...(convention ? { options: { convention } } : {}),
  });
  expect((await start(g, SEATS)).status).toBe(200);
  return g;
}
const candidacy = (g: Created, who: string, action: string) =>
  api('POST', `/v1/games/${g.id}/candidacy`, { token: g.tok[who], body: { action } });
const ruling = (g: Created, body: Record<string, unknown>) =>
  api('POST', `/v1/games/${g.id}/rulings`, { token: g.directorToken, body });
const all = async (g: Created) => (await postTexts(g)).join('\n');

/** 民A stands and is elected on day 1; the night passes: day 2's vote is open. */
async function toDay2(g: Created) {
  expect((await candidacy(g, '民A', 'stand')).status).toBe(200);
  await vote(g, '民B', { target: '民A' });
  await vote(g, '民C', { target: '民A' });
  await close(g);
  await closeNight(g);
  expect((await game(g)).body.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
}

describe('classic over HTTP: options.convention', () => {
  it('an unknown convention is 400 INVALID_OPTION; the default 篇二 is stored (director view)', async () => {
    const bad = await api('POST', '/v1/games', {
      token: ADMIN,
      body: {
        title: 't',
        ruleset: 'classic',
        players: SEATS.map((name) => ({ name })),
        options: { convention: '篇四' },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_OPTION');
    const g = await table();
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.options.convention).toBe('篇二');
  });
});

describe('classic 篇二 1、警长规则 (file 003 lines 68-73) over POST /candidacy', () => {
  it('(2) 警长竞选后可以退选 (3) 只有未竞选者可以投票，竞选后退选不能投票', async () => {
    const g = await table();
    const s = await candidacy(g, '民A', '上警');
    expect(s.status, s.text).toBe(200);
    expect(s.body).toMatchObject({ candidates: ['民A'], withdrawn: [] });
    await candidacy(g, '民B', 'stand');
    expect((await candidacy(g, '民B', 'withdraw')).body).toMatchObject({
      candidates: ['民A'],
      withdrawn: ['民B'],
    });
    const again = await candidacy(g, '民B', 'stand');
    expect([again.status, again.body.error.code]).toEqual([422, 'ALREADY_WITHDRAWN']);
    const dir = await api('POST', `/v1/games/${g.id}/candidacy`, {
      token: g.directorToken,
      body: { action: 'stand' },
    });
    expect(dir.status).toBe(403);
    expect((await api('POST', `/v1/games/${g.id}/candidacy`, { body: { action: 'stand' } })).status).toBe(
      401,
    );
    expect((await candidacy(g, '民C', 'sit')).status).toBe(400);
    // the vote: candidates (standing or withdrawn) do not vote; votes go to standing candidates only
    for (const [who, target, code] of [
      ['民A', '民A', 'CANDIDATE_CANNOT_VOTE'],
      ['民B', '民A', 'CANDIDATE_CANNOT_VOTE'],
      ['民C', '民B', 'NOT_A_CANDIDATE'],
      ['民C', '民D', 'NOT_A_CANDIDATE'],
    ] as const) {
      const r = await vote(g, who, { target });
      expect([who, target, r.status, r.body.error?.code]).toEqual([who, target, 422, code]);
    }
    expect((await game(g)).body.phase.ballot).toEqual({
      purpose: 'sheriff',
      round: 'vote',
      candidates: ['民A'],
      withdrawn: ['民B'],
    });
    expect((await vote(g, '民C', { target: '民A' })).status).toBe(200);
    await close(g);
    const text = await all(g);
    expect(text).toContain('民A 上警，竞选警长。');
    expect(text).toContain('民B 退选。');
    expect(text).toContain('竞选者：民A。\n退选：民B。');
    expect(text).toContain('民A 当选警长。');
    const late = await candidacy(g, '民D', 'stand');
    expect([late.status, late.body.error.code]).toEqual([409, 'CANDIDACY_CLOSED']);
  });

  it('(4) 平票 → a PK window with its own deadline and alarm; 如果再次平票则没有警长', async () => {
    const g = await table();
    await candidacy(g, '民A', 'stand');
    await candidacy(g, '民B', 'stand');
    await vote(g, '民D', { target: '民A' });
    await vote(g, '民E', { target: '民B' });
    const before = Date.now();
    await close(g);
    const v = (await game(g)).body;
    expect(v.phase).toMatchObject({
      kind: 'day',
      day: 1,
      window: 'pk',
      ballot: { purpose: 'sheriff', round: 'pk', tied: ['民A', '民B'] },
    });
    const closesAt = Date.parse(v.phase.closesAt);
    expect(closesAt).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(closesAt).toBeLessThan(Date.now() + 60 * 60_000 + 1000);
    expect(await runInDurableObject(stub(g), (_i, state) => state.storage.getAlarm())).toBe(closesAt);
    expect((await vote(g, '民A', { target: '民B' })).body.error.code).toBe('CANDIDATE_CANNOT_VOTE');
    await vote(g, '民D', { target: '民A' });
    await vote(g, '民E', { target: '民B' });
    expect((await close(g, { window: 'pk' })).status).toBe(200);
    const text = await all(g);
    expect(text).toContain('平票：民A、民B 进入PK');
    expect(text).toContain('再次平票（民A、民B），没有警长。');
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 1 });
    expect((await game(g)).body.seats.some((x: { sheriff?: boolean }) => x.sheriff)).toBe(false);
  });
});

describe('classic 篇二 4、投票规则 (3) (line 89) the PK台 over HTTP', () => {
  it('嫌疑人不能投票（包括嫌疑人为警长亦不能投票），其余玩家只能投票给嫌疑人; the PK decides', async () => {
    const g = await table();
    await toDay2(g);
    await vote(g, '民B', { target: '民A' });
    await vote(g, '民C', { post: '投票对象：狼A 投票理由：可疑' });
    await close(g);
    expect((await game(g)).body.phase).toMatchObject({
      window: 'pk',
      ballot: { purpose: 'out', tied: ['狼A', '民A'] },
    });
    const sheriff = await vote(g, '民A', { target: '狼A' });
    expect([sheriff.status, sheriff.body.error.code]).toEqual([422, 'SUSPECT_CANNOT_VOTE']);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民A });
    expect(me.body.vote.canVote).toBe(false);
    const other = await vote(g, '民B', { target: '民D' });
    expect([other.status, other.body.error.code]).toEqual([422, 'NOT_A_SUSPECT']);
    // a vote post naming one not on the PK is recorded as invalid, and the player told
    const post = await vote(g, '民D', { post: '投票对象：民E 投票理由：乱投' });
    expect(post.body.invalid.code).toBe('NOT_A_SUSPECT');
    await vote(g, '民B', { target: '狼A' });
    await vote(g, '民C', { target: '狼A' });
    await close(g);
    const text = await all(g);
    expect(text).toContain('第2天 放逐PK投票结果：\n狼A：2票（民B、民C）');
    expect(text).toContain('未投票：狼B、民D、民E。');
    expect((await game(g)).body.seats.find((x: { name: string }) => x.name === '狼A').alive).toBe(false);
  });

  it('若再次平票则无人被处决，直接进入黑夜', async () => {
    const g = await table();
    await toDay2(g);
    await vote(g, '民B', { target: '民C' });
    await vote(g, '民D', { target: '狼A' });
    await close(g);
    await vote(g, '民B', { target: '民C' });
    await vote(g, '民D', { target: '狼A' });
    await close(g);
    expect(await all(g)).toContain('再次平票（狼A、民C），无人被处决，直接进入黑夜。');
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 2 });
  });
});

describe('classic 篇二 5、警徽规则 (3) (line 93) 撕毁警徽 over POST /actions', () => {
  it('警长因为任何原因死亡时，可以撕毁警徽，警徽撕毁后，本局将没有警长', async () => {
    const g = await table();
    await toDay2(g);
    await ruling(g, { kind: 'kill', target: '民A', reason: '测试' });
    expect(await notes(g, '民A')).toContain(
      '你是警长，须选择一名未出局的角色移交警徽（<殉职>），或撕毁警徽（choice：撕毁），撕毁后本局将没有警长。',
    );
    const torn = await api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok.民A,
      body: { skill: '殉职', targets: [], choice: '撕毁' },
    });
    expect(torn.status, torn.text).toBe(202);
    expect(await all(g)).toContain('警长 民A 撕毁了警徽，本局将没有警长。');
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.sheriff).toBeNull();
  });
});

describe('classic 篇三 2．警长 (lines 192-196) over HTTP', () => {
  it('4）在场上玩家人数大于6人时，警长投票视为2票，在场上玩家人数小于等于6人时，警长投票视为1.5票', async () => {
    const g = await table('篇三');
    await toDay2(g);
    // seven alive: 2 votes
    await vote(g, '民A', { target: '狼A' });
    await vote(g, '民B', { target: '狼B' });
    await close(g);
    expect(await all(g)).toContain('狼A：2票（民A[警长]）');
    await closeNight(g);
    // six alive: 1.5
    await vote(g, '民A', { target: '狼B' });
    await vote(g, '民B', { target: '民C' });
    await close(g);
    expect(await all(g)).toContain('狼B：1.5票（民A[警长]）');
  });

  it('2）警长死亡后必须移警徽给后任警长: tearing is 422 BADGE_TEAR_NOT_ALLOWED', async () => {
    const g = await table('篇三');
    await toDay2(g);
    await ruling(g, { kind: 'kill', target: '民A', reason: '测试' });
    const torn = await api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok.民A,
      body: { skill: '殉职', targets: [], choice: '撕毁' },
    });
    expect([torn.status, torn.body.error.code]).toEqual([422, 'BADGE_TEAR_NOT_ALLOWED']);
  });

  it('1）若竞选时出现平票，则当天白天没有警长，必须等待到下一个白天重新选举', async () => {
    const g = await table('篇三');
    await candidacy(g, '民A', 'stand');
    await candidacy(g, '民B', 'stand');
    await vote(g, '民D', { target: '民A' });
    await vote(g, '民E', { target: '民B' });
    await close(g);
    expect(await all(g)).toContain('平票（民A、民B），当天白天没有警长。\n下一个白天重新选举警长。');
    await closeNight(g);
    const v = (await game(g)).body;
    expect(v.phase).toMatchObject({
      kind: 'day',
      day: 2,
      window: 'election',
      ballot: { purpose: 'sheriff' },
    });
    expect(Date.parse(v.phase.closesAt) - Date.now()).toBeGreaterThan(119 * 60_000);
    expect((await candidacy(g, '民C', 'stand')).status).toBe(200);
    await vote(g, '民D', { target: '民C' });
    await close(g);
    const day = (await game(g)).body;
    expect(day.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
    expect(day.phase.ballot).toBeUndefined();
    expect(day.seats.find((x: { name: string }) => x.name === '民C').sheriff).toBe(true);
    expect(await all(g)).toContain('第2天 警长竞选结束，放逐投票开始。');
  });
});

describe('rulesets without 上警', () => {
  it('121: POST /candidacy is 422 CANDIDACY_NOT_OFFERED', async () => {
    const g = await createGame({
      title: '121',
      ruleset: '121',
      players: SEATS.map((name) => ({ name })),
      roles: { ...TABLE, 民E: '预言家' },
      seed: 's',
      options: { ignoreSetupConstraints: true },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    await start(g, SEATS);
    const r = await candidacy(g, '民A', 'stand');
    expect([r.status, r.body.error.code]).toEqual([422, 'CANDIDACY_NOT_OFFERED']);
  });
});
