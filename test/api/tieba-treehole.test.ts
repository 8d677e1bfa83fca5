import { describe, expect, it } from 'vitest';
import { api, type Created, createGame, eventCount, postTexts, start } from './client';

/**
 * [tieba] file 002 树洞 (l.35–36) over HTTP: 无论你发表了任何回复，其他玩家均不能看到…等到版杀结束后，树洞将取消“仅作者可见”.
 * A player posts with its token; its author and the director read the posts, nobody else — not the public view, the
 * 公示, another player's /me, the log without a privileged token; bad input is refused with a stable code and appends
 * nothing; at the end the posts follow the 演员表 and GET /treehole is open to anyone.
 */

const ROLES = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SECRET = '树洞里的秘密：狼A发言很假';

async function table(options: Record<string, unknown> = {}): Promise<Created> {
  const g = await createGame({
    title: '贴吧树洞',
    ruleset: 'tieba',
    players: Object.keys(ROLES).map((name) => ({ name })),
    roles: ROLES,
    seed: 'tieba-treehole',
    options: { autoCards: false, ...options },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, Object.keys(ROLES))).status).toBe(200);
  return g;
}
const write = (g: Created, token: string | null, body: unknown) =>
  api('POST', `/v1/games/${g.id}/treehole`, { token, body });
const read = (g: Created, token: string | null) => api('GET', `/v1/games/${g.id}/treehole`, { token });
const kill = (g: Created, target: string) =>
  api('POST', `/v1/games/${g.id}/rulings`, {
    token: g.directorToken,
    body: { kind: 'kill', target, reason: '测试' },
  });

describe('tieba over HTTP: 树洞', () => {
  it('仅作者可见 until the end: the author and the director read it; the public and the other players never do', async () => {
    const g = await table();
    const r = await write(g, g.tok.民A as string, { text: SECRET });
    expect(r.status, r.text).toBe(201);
    expect(r.body.seq).toBeGreaterThan(0);
    const own = await read(g, g.tok.民A as string);
    expect(own.body).toMatchObject({
      open: true,
      published: false,
      posts: [{ author: '民A', text: SECRET }],
    });
    expect((await read(g, g.tok.民B as string)).body.posts).toEqual([]);
    expect((await read(g, g.directorToken)).body.posts.map((p: { text: string }) => p.text)).toEqual([
      SECRET,
    ]);
    expect((await read(g, g.auditorToken)).body.posts).toHaveLength(1);
    expect((await read(g, null)).status).toBe(401);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民A });
    expect(me.body.treehole).toMatchObject([{ text: SECRET, day: 1, phase: 'day' }]);
    const director = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(director.body.treehole).toHaveLength(1);
    // the secrets check: nothing the public or another player can read carries the post
    for (const [path, token] of [
      [`/v1/games/${g.id}`, null],
      [`/v1/games/${g.id}/announcements`, null],
      [`/v1/games/${g.id}/me`, g.tok.民B],
      [`/v1/games/${g.id}/me`, g.tok.狼A],
      [`/v1/games/${g.id}/events`, g.tok.民B],
      [`/v1/games/${g.id}/events`, null],
      [`/v1/games/${g.id}/notifications`, g.tok.民B],
      [`/v1/games/${g.id}/players/民A`, g.tok.民B],
    ] as const) {
      const res = await api('GET', path, { token });
      expect(res.text, `${path} (${token ? 'a player' : 'public'})`).not.toContain('发言很假');
    }
    const log = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
    expect(log.text).toContain('"type":"TreeholePosted"');
  });

  it('bad input is refused with a stable code and appends nothing', async () => {
    const g = await table();
    const n = await eventCount(g);
    const cases: [string | null, unknown, number, string][] = [
      [g.tok.民A as string, { text: '' }, 400, 'INVALID_INPUT'],
      [g.tok.民A as string, { text: '   ' }, 400, 'INVALID_INPUT'],
      [g.tok.民A as string, { text: '字'.repeat(2001) }, 400, 'INVALID_INPUT'],
      [g.tok.民A as string, { text: 'x', author: '民B' }, 400, 'INVALID_INPUT'],
      [g.tok.民A as string, { text: 42 }, 400, 'INVALID_INPUT'],
      [g.directorToken, { text: '导演也想说' }, 403, 'FORBIDDEN'],
      [null, { text: '路人' }, 401, 'UNAUTHENTICATED'],
    ];
    for (const [token, body, status, code] of cases) {
      const r = await write(g, token, body);
      expect([r.status, r.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const closed = await table({ treehole: false });
    const off = await write(closed, closed.tok.民A as string, { text: '有树洞吗' });
    expect([off.status, off.body.error.code]).toEqual([422, 'TREEHOLE_NOT_OFFERED']);
    expect((await read(closed, closed.tok.民A as string)).body).toMatchObject({ open: false, posts: [] });
    expect(await eventCount(g)).toBe(n);
  });

  it('等到版杀结束后，树洞将取消“仅作者可见”: posted after the 演员表, open to anyone; no post after the end', async () => {
    const g = await table();
    expect((await write(g, g.tok.民A as string, { text: SECRET })).status).toBe(201);
    expect((await kill(g, '民B')).status).toBe(200);
    expect((await write(g, g.tok.民B as string, { text: '出局了也能说' })).status).toBe(201);
    expect((await kill(g, '狼A')).status).toBe(200);
    expect((await kill(g, '狼B')).status).toBe(200);
    const posts = await postTexts(g);
    expect(posts.at(-2)).toMatch(/^演员表：/);
    expect(posts.at(-1)).toBe(
      `树洞公开（游戏结束，取消“仅作者可见”，共2帖）：\n【第1天白天】民A：${SECRET}\n【第1天白天】民B：出局了也能说`,
    );
    const all = await read(g, null);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ published: true });
    expect(all.body.posts.map((p: { author: string }) => p.author)).toEqual(['民A', '民B']);
    const late = await write(g, g.tok.民C as string, { text: '结束了' });
    expect([late.status, late.body.error.code]).toEqual([409, 'GAME_ENDED']);
  });
});
