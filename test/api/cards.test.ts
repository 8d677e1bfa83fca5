import { describe, expect, it } from 'vitest';
import { SEATS211 } from '../domain/211/table';
import {
  api,
  type Created,
  close,
  closeNight,
  eventCount,
  newTable,
  notes,
  pastOpening,
  postTexts,
  SEATS12,
  start,
  table211,
  vote,
} from './client';

/**
 * Penalty cards and substitutes over HTTP (issue 5), as the contract gives them:
 * `POST /rulings {kind:'card', target, color, reason}` and `{kind:'substitute', target, player, reason}`
 * (answers the new player's token).
 * [121] 出局: 红牌罚下出局的角色没有遗言权利，不能发动技能。白天红牌罚下导致的出局结算在投票结算之后执行。
 * [121] 投票规则: 讨论结束时，未回复投票帖者将被判罚黄牌。
 * [121] 替补: 替补玩家将收到该玩家的角色、身份、行动及账号、密码…每名角色仅限更换一次替补。无法继续进行游戏的角色无法
 *   更换替补时红牌罚下。
 */

const ruling = (g: Created, body: Record<string, unknown>) =>
  api('POST', `/v1/games/${g.id}/rulings`, { token: g.directorToken, body });

async function started(extra: Record<string, unknown> = {}): Promise<Created> {
  const g = await newTable(extra);
  expect((await start(g, SEATS12)).status).toBe(200);
  return g;
}

describe('POST /rulings kind card', () => {
  it('a yellow card is recorded and shown in the thread and to the player', async () => {
    const g = await started();
    const r = await ruling(g, { kind: 'card', target: '民A', color: 'yellow', reason: '场外交流' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.seq).toBeGreaterThan(0);
    expect((await postTexts(g)).at(-1)).toBe('民A 被判罚黄牌（理由：场外交流）。');
    expect(await notes(g, '民A')).toContain('民A 被判罚黄牌（理由：场外交流）。');
  });

  it('a red card in the day: the character goes out at the close, after the vote, without last words', async () => {
    const g = await started();
    expect((await ruling(g, { kind: 'card', target: '民C', color: 'red', reason: '辱骂' })).status).toBe(200);
    for (const who of ['狼A', '狼B', '狼C']) expect((await vote(g, who, { target: '预' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民C });
    expect(me.body.alive).toBe(false);
    const mine = await notes(g, '民C');
    expect(mine).toContain('你已出局（红牌罚下）。');
    expect(mine).not.toContainEqual(expect.stringMatching(/^你可以留下遗言/));
    const words = await api('POST', `/v1/games/${g.id}/last-words`, {
      token: g.tok.民C,
      body: { text: '冤枉' },
    });
    expect(words.status).toBe(409);
    expect(words.body.error.code).toBe('NO_LAST_WORDS_RIGHT');
  });

  it('讨论结束时，未回复投票帖者将被判罚黄牌: by default the close cards each non-voter', async () => {
    const g = await started();
    for (const who of SEATS12.filter((n) => n !== '民B')) await vote(g, who, { target: '预' });
    await close(g);
    expect(await postTexts(g)).toContain('民B 被判罚黄牌（理由：第1天讨论结束时未回复投票帖）。');
  });

  it('option autoCards: false leaves the cards to the director: the close gives none', async () => {
    const g = await started({ options: { autoCards: false } });
    for (const who of SEATS12.filter((n) => n !== '民B')) await vote(g, who, { target: '预' });
    await close(g);
    expect((await postTexts(g)).some((t) => t.includes('被判罚黄牌'))).toBe(false);
  });

  it('op remove takes a card back (an automatic one included): the thread and the player are told', async () => {
    const g = await started();
    for (const who of SEATS12.filter((n) => n !== '民B')) await vote(g, who, { target: '预' });
    await close(g);
    const r = await ruling(g, {
      kind: 'card',
      target: '民B',
      color: 'yellow',
      op: 'remove',
      reason: '已私信代投',
    });
    expect(r.status, r.text).toBe(200);
    expect(await notes(g, '民B')).toContain('导演撤销 民B 的一张黄牌（理由：已私信代投）。');
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.cards.民B).toEqual({ blue: 0, yellow: 0, red: 0 });
    const again = await ruling(g, {
      kind: 'card',
      target: '民B',
      color: 'yellow',
      op: 'remove',
      reason: 'x',
    });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('RULING_NOT_APPLICABLE');
  });

  it('bad cards get a stable code and append nothing', async () => {
    const g = await started();
    const before = await eventCount(g);
    const cases: [Record<string, unknown>, string | null, number][] = [
      [{ kind: 'card', target: '路人', color: 'red', reason: 'x' }, 'UNKNOWN_PLAYER', 422],
      [{ kind: 'card', target: '民A', color: 'green', reason: 'x' }, 'INVALID_INPUT', 400],
      [{ kind: 'card', target: '民A', color: 'red' }, 'INVALID_INPUT', 400],
    ];
    for (const [body, code, status] of cases) {
      const r = await ruling(g, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.code).toBe(code);
    }
    const player = await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.tok.民A,
      body: { kind: 'card', target: '民B', color: 'red', reason: 'x' },
    });
    expect(player.status).toBe(403);
    expect(await eventCount(g)).toBe(before);
  });
});

describe('POST /post-counts (潜水: 211 判罚 5 (1) 在未执行加速的讨论日发言不足五帖 (2) 连续三个…均不足十帖)', () => {
  const report = (g: Created, body: unknown, token: string | null = g.directorToken, key?: string) =>
    api('POST', `/v1/games/${g.id}/post-counts`, {
      token,
      body,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  it('the director (or its adapter) reports; a later report replaces the earlier; the director view shows it', async () => {
    const g = await started();
    const r = await report(g, { day: 1, counts: { 民A: 3, 民B: 12 } });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ day: 1, counts: { 民A: 3, 民B: 12 } });
    const again = await report(g, { day: 1, counts: { 民A: 7 } });
    expect(again.body.counts).toEqual({ 民A: 7 });
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.postCounts).toEqual({ '1': { 民A: 7 } });
    // not in the public view
    expect(JSON.stringify((await api('GET', `/v1/games/${g.id}`)).body)).not.toContain('postCounts');
  });

  it('a repeat with the same Idempotency-Key answers the first time and appends nothing', async () => {
    const g = await started();
    const first = await report(g, { day: 1, counts: { 民A: 3 } }, g.directorToken, 'pc-1');
    const before = await eventCount(g);
    const second = await report(g, { day: 1, counts: { 民A: 3 } }, g.directorToken, 'pc-1');
    expect(second.body).toEqual(first.body);
    expect(await eventCount(g)).toBe(before);
  });

  it('bad reports: a stable code each, nothing appended', async () => {
    const g = await started();
    const before = await eventCount(g);
    const cases: [unknown, string | null, string, number][] = [
      [{ day: 1, counts: { 路人: 3 } }, g.directorToken, 'UNKNOWN_PLAYER', 422],
      [{ day: 2, counts: { 民A: 3 } }, g.directorToken, 'WRONG_PHASE', 409],
      [{ day: 1, counts: { 民A: -1 } }, g.directorToken, 'INVALID_INPUT', 400],
      [{ day: 1, counts: { 民A: 2.5 } }, g.directorToken, 'INVALID_INPUT', 400],
      [{ day: 1, counts: {} }, g.directorToken, 'INVALID_INPUT', 400],
      [{ counts: { 民A: 3 } }, g.directorToken, 'INVALID_INPUT', 400],
      [{ day: 1, counts: { 民A: 3 } }, g.tok.民A as string, 'FORBIDDEN', 403],
      [{ day: 1, counts: { 民A: 3 } }, null, 'UNAUTHENTICATED', 401],
    ];
    for (const [body, token, code, status] of cases) {
      const r = await report(g, body, token);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.error.code, JSON.stringify(body)).toBe(code);
    }
    expect(await eventCount(g)).toBe(before);
  });

  it('211: fewer than five posts on a day not accelerated → a yellow at the close; a day with no report → none, said in the 公示', async () => {
    const g = await table211();
    expect((await start(g, SEATS211)).status).toBe(200);
    await pastOpening(g); // the [群内] 窥天 opens the game (file 001 开局顺序)
    for (const who of SEATS211) await vote(g, who, { target: '弃权' });
    const counts = Object.fromEntries(SEATS211.map((v) => [v, v === '妃' ? 4 : 20]));
    expect((await report(g, { day: 1, counts })).status).toBe(200);
    await close(g);
    const posts = await postTexts(g);
    expect(posts).toContain('妃 被判罚黄牌（理由：潜水：第1天发言4帖，不足5帖）。');
    expect(posts.filter((t) => t.includes('被判罚黄牌'))).toHaveLength(1);
    await closeNight(g);
    for (const who of SEATS211) await vote(g, who, { target: '弃权' });
    await close(g);
    expect(await postTexts(g)).toContain('第2天未收到发言帖数统计：本日不因发言不足判罚。');
  });
});

describe('POST /rulings kind excuse (tieba 提前与法官说明自己的在线情况)', () => {
  it('recorded as a ruling; the director view lists the excused up to the night', async () => {
    const g = await started();
    const r = await ruling(g, { kind: 'excuse', target: '民A', reason: '今晚不在线，已私信说明' });
    expect(r.status, r.text).toBe(200);
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.excused).toEqual({ 民A: 1 });
    const bad = await ruling(g, { kind: 'excuse', target: '路人', reason: 'x' });
    expect(bad.body.error.code).toBe('UNKNOWN_PLAYER');
  });
});

describe('POST /rulings kind substitute (替补)', () => {
  it('answers the new token: it reads the whole private history, the old token stops working', async () => {
    const g = await started();
    const old = g.tok.预 as string;
    const history = await notes(g, '预');
    expect(history[0]).toContain('预言家');
    const r = await ruling(g, {
      kind: 'substitute',
      target: '预',
      player: '新玩家',
      reason: '原玩家无法继续',
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.token).toMatch(/^bs_p_/);
    expect(r.body.token).not.toBe(old);
    const mine = await api('GET', `/v1/games/${g.id}/me`, { token: r.body.token });
    expect(mine.status).toBe(200);
    const texts = (mine.body.notifications as { text: string }[]).map((n) => n.text);
    expect(texts.slice(0, history.length)).toEqual(history);
    expect(texts).toContain('你已作为替补接替 预，此前的通知均可查看。');
    expect((await api('GET', `/v1/games/${g.id}/me`, { token: old })).status).toBe(401);
    const v = await api('POST', `/v1/games/${g.id}/votes`, { token: r.body.token, body: { target: '民A' } });
    expect(v.status).toBe(200);
    expect(
      (await api('POST', `/v1/games/${g.id}/votes`, { token: old, body: { target: '民A' } })).status,
    ).toBe(401);
    expect((await postTexts(g)).at(-1)).toBe('预 更换替补。');
  });

  it('每名角色仅限更换一次替补: a second substitute is refused (SUBSTITUTE_USED) and the token stays; a red card instead', async () => {
    const g = await started();
    const first = await ruling(g, { kind: 'substitute', target: '民A', player: '甲', reason: '离开' });
    expect(first.status).toBe(200);
    const before = await eventCount(g);
    const again = await ruling(g, { kind: 'substitute', target: '民A', player: '乙', reason: '又离开' });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('SUBSTITUTE_USED');
    expect(await eventCount(g)).toBe(before);
    expect((await api('GET', `/v1/games/${g.id}/me`, { token: first.body.token })).status).toBe(200);
    const red = await ruling(g, {
      kind: 'card',
      target: '民A',
      color: 'red',
      reason: '无法继续进行游戏且无法更换替补',
    });
    expect(red.status).toBe(200);
  });

  it('an unknown character or no player: a stable code, nothing appended, no token changes', async () => {
    const g = await started();
    const before = await eventCount(g);
    const unknown = await ruling(g, { kind: 'substitute', target: '路人', player: '甲', reason: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_PLAYER');
    const empty = await ruling(g, { kind: 'substitute', target: '民A', player: '', reason: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('INVALID_INPUT');
    expect(await eventCount(g)).toBe(before);
    expect((await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民A })).status).toBe(200);
  });
});
