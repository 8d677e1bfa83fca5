import { describe, expect, it } from 'vitest';
import { ADMIN, act, api, close, closeNight, createGame, newTable, SEATS12, start, vote } from './client';

/**
 * What the pages need of the API (issue 16): 结算过程 over HTTP with its audience, the rulesets'
 * catalogue, the creation checked live and refused on the setup rules (121 导言 l.27–28), the
 * director's open window, and the pages' shells.
 */

async function throughNight1() {
  const g = await newTable();
  expect((await start(g, SEATS12)).status).toBe(200);
  await close(g); // 竞选日, no vote
  for (const who of ['守']) await act(g, who, '守护', ['民A']);
  await act(g, '狼B', '杀人', ['民A']);
  await act(g, '巫', '毒药', ['民B']);
  await closeNight(g);
  return g;
}

describe('GET /v1/games/:id/nights/:n/trace (结算过程)', () => {
  it('the director reads night 1 as soon as it closed: 守护 stops the kill, the poison puts 民B out', async () => {
    const g = await throughNight1();
    const r = await api('GET', `/v1/games/${g.id}/nights/1/trace`, { token: g.directorToken });
    expect(r.status).toBe(200);
    const round = r.body.rounds[0];
    expect(round.steps.map((s: { skill: string }) => s.skill)).toEqual(['守护', '杀人', '毒药']);
    expect(round.settlement[0]).toMatchObject({
      target: '民A',
      outcome: 'stopped',
      stoppedBy: ['守护（守）'],
    });
    expect(round.outs).toEqual([{ name: '民B', cause: 'poisoned', causeName: '夜晚死亡' }]);
    // the auditor too; the same trace
    const a = await api('GET', `/v1/games/${g.id}/nights/1/trace`, { token: g.auditorToken });
    expect(a.body).toEqual(r.body);
  });

  it('the public and players only after the end (401 / 403); a night not yet resolved is 404', async () => {
    const g = await throughNight1();
    expect((await api('GET', `/v1/games/${g.id}/nights/1/trace`)).status).toBe(401);
    expect((await api('GET', `/v1/games/${g.id}/nights/1/trace`, { token: g.tok.狼A })).status).toBe(403);
    expect((await api('GET', `/v1/games/${g.id}/nights/2/trace`, { token: g.directorToken })).status).toBe(
      404,
    );
    for (const w of ['狼A', '狼B', '狼C'])
      await api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'kill', target: w, reason: '测试' },
      });
    expect((await api('GET', `/v1/games/${g.id}`)).body.status).toBe('ended');
    expect((await api('GET', `/v1/games/${g.id}/nights/1/trace`)).status).toBe(200);
  });
});

describe('GET /v1/rulesets', () => {
  it('lists the five rulesets; 121 gives its roles with faction and state, the 导言, presets and options', async () => {
    const list = await api('GET', '/v1/rulesets');
    expect(list.body.map((r: { id: string }) => r.id)).toEqual(['121', '211', 'tieba', 'classic', 'pku']);
    const r = await api('GET', '/v1/rulesets/121');
    expect(r.status).toBe(200);
    const guard = r.body.roles.find((x: { name: string }) => x.name === '守卫');
    expect(guard).toMatchObject({ faction: '村民阵营', state: 'done' });
    expect(guard.text).toContain('守护');
    expect(r.body.setup[0]).toContain('本局游戏内至少有1个验人功能的身份在场');
    expect(r.body.presets[0].pool).toHaveLength(12);
    expect(r.body.options.map((o: { name: string }) => o.name)).toContain('ignoreSetupConstraints');
    expect((await api('GET', '/v1/rulesets/nope')).status).toBe(404);
  });

  it('every preset of every ruleset can be created (its pool meets the setup rules)', async () => {
    for (const id of ['121', '211', 'tieba', 'classic', 'pku']) {
      const r = await api('GET', `/v1/rulesets/${id}`);
      for (const p of r.body.presets) {
        // a 盗贼's table (classic) has two cards more than players; vests without a gender take any role (211 deals a
        // gendered role only to a vest of its gender or none)
        // 211 l.69: a pool with a 皇帝 card needs its 雍正 (the player called 雍正)
        const players = Array.from({ length: p.players ?? p.pool.length }, (_, i) => ({
          name: id === '211' && i === 0 ? '雍正' : `P${i + 1}`,
        }));
        const res = await api('POST', '/v1/games/preview', {
          body: { title: p.name, ruleset: id, players, pool: p.pool, seed: 's', options: p.options },
        });
        expect(res.status, `${id} ${p.name}: ${res.text}`).toBe(200);
      }
    }
  });
});

describe('setup rules at creation (121 导言 l.27–28)', () => {
  const players = SEATS12.map((name) => ({ name }));
  const sixWolves = Object.fromEntries(
    SEATS12.map((n, i) => [n, i < 6 ? '狼人' : i === 6 ? '预言家' : '村民']),
  );

  it('a table that cannot start is refused at creation, saying what was dealt and what the rule allows', async () => {
    const r = await api('POST', '/v1/games', {
      token: ADMIN,
      body: { title: '六狼', ruleset: '121', players, roles: sixWolves },
    });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({
      code: 'SETUP_CONSTRAINT',
      message: '发出狼人阵营 6 张；规则：12 人局狼人数量不可多于 5（开局总人数÷2-1，向下取整）',
    });
    // the live check answers the same, without creating
    const p = await api('POST', '/v1/games/preview', {
      body: { title: '六狼', ruleset: '121', players, roles: sixWolves },
    });
    expect(p.status).toBe(422);
    expect(p.body.error.message).toBe(r.body.error.message);
  });

  it('the preview of a valid table gives the first deadlines of its schedule', async () => {
    const p = await api('POST', '/v1/games/preview', {
      body: {
        title: '试玩',
        ruleset: '121',
        players,
        roles: Object.fromEntries(SEATS12.map((n, i) => [n, i < 3 ? '狼人' : i === 3 ? '预言家' : '村民'])),
        schedule: { fixed: { daySeconds: 600, nightSeconds: 60 } },
      },
    });
    expect(p.status).toBe(200);
    const d = p.body.deadlines;
    expect(d[0].phase).toBe('第1天');
    expect(d.map((x: { window?: string }) => x.window).filter(Boolean)).toEqual([
      'n10',
      'n20',
      'n40',
      'n60',
      'n90',
      'fb10',
    ]);
    expect(Date.parse(d[1].closesAt) - Date.parse(d[0].closesAt)).toBe(60_000);
  });
});

describe("the director's open window", () => {
  it('lists who has acted and who still owes an action by day (the vote) and by night (due in this window or later)', async () => {
    const g = await newTable();
    await start(g, SEATS12);
    await vote(g, '民A', { target: '预' });
    const d = (await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken })).body.openWindow;
    expect(d.acted).toContainEqual(expect.objectContaining({ name: '民A', what: '投票', targets: ['预'] }));
    expect(d.owing.filter((x: { what: string }) => x.what === '投票')).toHaveLength(11);
    await close(g);
    await act(g, '狼B', '杀人', ['民A']);
    const n = (await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken })).body.openWindow;
    expect(n.window).toBe('n10');
    expect(n.acted).toContainEqual(
      expect.objectContaining({ what: '杀人', targets: ['民A'], window: 'n60' }),
    );
    expect(n.owing).toContainEqual(
      expect.objectContaining({ name: '守', what: '守护', window: 'n40', dueNow: false }),
    );
    // a group's skill is owed once, not by each wolf
    expect(n.owing.filter((x: { what: string }) => x.what === '杀人')).toHaveLength(0);
  });
});

describe('the pages', () => {
  it('serves the shells of the board, the player page, the console and the wizard, in Chinese, with no token', async () => {
    const g = await createGame({
      title: '页面',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      // the catalogue's 12-seat preset
      pool: (await api('GET', '/v1/rulesets/121')).body.presets[0].pool,
    });
    for (const [path, page] of [
      [`/g/${g.id}`, 'board'],
      [`/g/${g.id}/me`, 'player'],
      [`/g/${g.id}/director`, 'director'],
      ['/new', 'wizard'],
    ]) {
      const r = await api('GET', path as string);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.text).toContain(`data-page="${page}"`);
      expect(r.text).toContain('lang="zh-CN"');
      expect(r.text).not.toContain(g.directorToken);
    }
  });
});
