import { beforeAll, describe, expect, it } from 'vitest';
import { eventHash } from '../../src/api/chain';
import { act, api, type Created, close, closeNight, events, newTable, SEATS12, start, vote } from './client';

/**
 * Issue 6: each announcement carries the chain head at that moment (short form in the text, the
 * full hash in data); after the game each character's private notifications become readable to
 * all, unless the director keeps them closed.
 */
async function playToEnd(g: Created) {
  await start(g, SEATS12);
  await vote(g, '民A', { target: '预' });
  await close(g); // 竞选日
  await act(g, '狼A', '杀人', ['民C']);
  await closeNight(g);
  for (const v of ['预', '巫', '猎', '守', '痴', '羊', '民A', '民B']) await vote(g, v, { target: '狼A' });
  await close(g);
  await closeNight(g);
  for (const v of ['预', '巫', '猎', '守', '痴', '羊', '民A', '民B']) await vote(g, v, { target: '狼B' });
  await close(g);
  await closeNight(g);
  for (const v of ['预', '巫', '猎', '守', '痴', '羊', '民A', '民B']) await vote(g, v, { target: '狼C' });
  await close(g);
}

describe('chain head in public', () => {
  let g: Created;
  beforeAll(async () => {
    g = await newTable();
    await start(g, SEATS12);
    await vote(g, '民A', { target: '预' });
    await close(g);
  });

  it('each 公示 ends with 〔链 …〕, the first 12 hex of its own event hash, and carries the full hash in data', async () => {
    const posts = (await api('GET', `/v1/games/${g.id}/announcements`)).body as {
      seq: number;
      text: string;
      data: { chainHead: string };
    }[];
    const log = await events(g);
    expect(posts.length).toBeGreaterThan(1);
    for (const p of posts) {
      const e = log.find((x) => x.seq === p.seq) as unknown as { hash: string; prevHash: string };
      expect(p.data.chainHead).toBe(e.hash);
      expect(p.text.endsWith(`\n〔链 ${e.hash.slice(0, 12)}〕`)).toBe(true);
      // a player holding only the post can check it against the log handed out later
      expect(eventHash(e.prevHash, e)).toBe(p.data.chainHead);
    }
  });
});

describe('after the game: private notifications', () => {
  let open: Created;
  let closed: Created;
  beforeAll(async () => {
    open = await newTable();
    closed = await newTable({ seed: 'closed-seed' });
    await playToEnd(open);
    await api('POST', `/v1/games/${closed.id}/rulings`, {
      token: closed.directorToken,
      body: { kind: 'privacy', keepPrivate: true, reason: '本局私信不公开' },
    });
    await playToEnd(closed);
  });

  it('before the end only the director and auditors read every character’s notifications', async () => {
    const g = await newTable({ seed: 'running' });
    await start(g, SEATS12);
    expect((await api('GET', `/v1/games/${g.id}/notifications`)).status).toBe(401);
    expect((await api('GET', `/v1/games/${g.id}/notifications`, { token: g.tok.预 })).status).toBe(403);
    const d = await api('GET', `/v1/games/${g.id}/notifications`, { token: g.auditorToken });
    expect(d.status).toBe(200);
    expect(d.body.find((x: { name: string }) => x.name === '巫').notifications[0].text).toBe(
      '你的身份是【女巫】，属于村民阵营。',
    );
  });

  it('once ended they become readable to all, each character’s in order', async () => {
    expect((await api('GET', `/v1/games/${open.id}`)).body.status).toBe('ended');
    const r = await api('GET', `/v1/games/${open.id}/notifications`);
    expect(r.status).toBe(200);
    const seer = r.body.find((x: { name: string }) => x.name === '预');
    expect(seer.notifications[0].text).toBe('你的身份是【预言家】，属于村民阵营。');
    const witch = r.body.find((x: { name: string }) => x.name === '巫');
    expect(witch.notifications.map((n: { text: string }) => n.text)).toContain(
      '通灵：今晚被指杀的角色是 民C。',
    );
  });

  it('unless the director keeps them closed (a ruling, logged with its reason)', async () => {
    expect((await api('GET', `/v1/games/${closed.id}`)).body.status).toBe('ended');
    const r = await api('GET', `/v1/games/${closed.id}/notifications`);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('FORBIDDEN');
    expect(
      (await api('GET', `/v1/games/${closed.id}/notifications`, { token: closed.auditorToken })).status,
    ).toBe(200);
    const ruling = (await events(closed)).find((e) => e.type === 'RulingMade');
    expect(ruling?.data).toEqual({
      kind: 'privacy',
      reason: '本局私信不公开',
      detail: { keepPrivate: true },
    });
  });

  it('the director may open them again after the end', async () => {
    const before = (await events(closed)).length;
    const r = await api('POST', `/v1/games/${closed.id}/rulings`, {
      token: closed.directorToken,
      body: { kind: 'privacy', keepPrivate: false, reason: '赛后公开' },
    });
    expect(r.status, r.text).toBe(200);
    expect((await events(closed)).length).toBe(before + 1);
    expect((await api('GET', `/v1/games/${closed.id}/notifications`)).status).toBe(200);
  });

  it('a ruling that changes nothing is refused and appends nothing', async () => {
    const before = (await events(open)).length;
    const r = await api('POST', `/v1/games/${open.id}/rulings`, {
      token: open.directorToken,
      body: { kind: 'privacy', keepPrivate: false, reason: 'x' },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('RULING_NOT_APPLICABLE');
    expect((await events(open)).length).toBe(before);
  });
});

describe("time travel: a character's own view as of any seq", () => {
  let g: Created;
  beforeAll(async () => {
    g = await newTable({ seed: 'travel' });
    await playToEnd(g);
  });

  it('the director reads a player’s view as it stood at an earlier seq; the role notice is there, later feedback is not', async () => {
    const running = await newTable({ seed: 'travel-running' });
    await start(running, SEATS12);
    await vote(running, '民A', { target: '预' });
    await close(running);
    const log = await events(running);
    const dealt = log.find((e) => e.type === 'GameStarted')?.seq as number;
    const now = await api('GET', `/v1/games/${running.id}/players/${encodeURIComponent('预')}`, {
      token: running.directorToken,
    });
    expect(now.status, now.text).toBe(200);
    expect(now.body.sheriff).toBe(true);
    const then = await api('GET', `/v1/games/${running.id}/players/${encodeURIComponent('预')}?at=${dealt}`, {
      token: running.auditorToken,
    });
    expect(then.status).toBe(200);
    expect(then.body.sheriff).toBe(false);
    expect(then.body.notifications).toEqual([]);
    // before the end, neither the public nor another player may read it
    expect((await api('GET', `/v1/games/${running.id}/players/${encodeURIComponent('预')}`)).status).toBe(
      401,
    );
    expect(
      (
        await api('GET', `/v1/games/${running.id}/players/${encodeURIComponent('预')}`, {
          token: running.tok.巫,
        })
      ).status,
    ).toBe(403);
  });

  it('once ended anyone reads any character’s view, at any seq', async () => {
    const r = await api('GET', `/v1/games/${g.id}/players/${encodeURIComponent('巫')}`);
    expect(r.status).toBe(200);
    expect(r.body.role).toBe('女巫');
    expect(r.body.notifications.map((n: { text: string }) => n.text)).toContain(
      '通灵：今晚被指杀的角色是 民C。',
    );
    const early = await api('GET', `/v1/games/${g.id}/players/${encodeURIComponent('巫')}?at=5`);
    expect(early.status).toBe(200);
    expect(early.body.notifications).toEqual([]);
    const unknown = await api('GET', `/v1/games/${g.id}/players/${encodeURIComponent('路人')}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_PLAYER');
  });
});
