import { describe, expect, it } from 'vitest';
import { ADMIN, api, botTurn, close, createGame, game, rng, start } from './client';

/**
 * classic (file 003) presets over HTTP: POST /v1/games with `preset` deals the text's table (篇三 9–14人游戏配置, l.199–209;
 * 篇二's three tables), a table for another number of players is refused unless the director asks for
 * ignoreSetupConstraints, and each table plays to its end unattended on a fixed schedule: seeded bots act through their own
 * tokens (the pack names one target, the rest choose at random among their legal targets), the director closes each window.
 */

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));

/** Plays a preset to its end; returns the public view at the end and the number of steps. */
async function playToEnd(preset: string, n: number, seed: string) {
  const pick = rng(seed);
  const g = await createGame({
    title: `预设 ${preset}`,
    ruleset: 'classic',
    preset,
    players: players(n),
    seed,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g)).status).toBe(200);
  let steps = 0;
  for (; steps < 120; steps++) {
    const pub = (await game(g)).body;
    if (pub.status !== 'running') break;
    const alive: string[] = pub.seats
      .filter((s: { alive: boolean }) => s.alive)
      .map((s: { name: string }) => s.name);
    const pack: { target?: string } = {};
    for (const p of players(n))
      await botTurn(g, pub, p.name, alive, pick, pack, { voteFrom: 2, accepted: [200, 202, 422] });
    // an action may end the game (a 猎人's shot, a 自爆): nothing left to close then
    if ((await game(g)).body.status !== 'running') break;
    const c = await close(g);
    expect(c.status, c.text).toBe(200);
  }
  return { end: (await game(g)).body, steps, g };
}

describe('classic presets: POST /v1/games with preset', () => {
  it('deals the text\u2019s table: 9人 is 三狼 预女猎 三平民, 篇三 and 屠边 its defaults (l.199–200)', async () => {
    const g = await createGame({
      title: '九人',
      ruleset: 'classic',
      preset: '9人',
      players: players(9),
      seed: 's9',
    });
    expect((await start(g)).status).toBe(200);
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    const roles = d.body.characters.map((c: { role: string }) => c.role).sort();
    expect(roles).toEqual(['女巫', '村民', '村民', '村民', '狼人', '狼人', '狼人', '猎人', '预言家'].sort());
    expect(d.body.options).toMatchObject({ convention: '篇三', win: '屠边' });
  });

  it('a table for another number of players is 422 SETUP_CONSTRAINT in Chinese, unless ignoreSetupConstraints', async () => {
    const r = await api('POST', '/v1/games', {
      token: ADMIN,
      body: { title: 't', ruleset: 'classic', preset: '12人', players: players(10) },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('SETUP_CONSTRAINT');
    expect(r.body.error.message).toContain('预设配置「12人局');
    expect(r.body.error.message).toContain('是12人局');
    const ok = await api('POST', '/v1/games', {
      token: ADMIN,
      body: {
        title: 't',
        ruleset: 'classic',
        preset: '12人',
        players: players(10),
        options: { ignoreSetupConstraints: true },
      },
    });
    expect(ok.status, ok.text).toBe(201);
  });

  it('an unknown preset is 422 UNKNOWN_PRESET; preset with pool is 400', async () => {
    const r = await api('POST', '/v1/games', {
      token: ADMIN,
      body: { title: 't', ruleset: 'classic', preset: '8人', players: players(8) },
    });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe('UNKNOWN_PRESET');
    const both = await api('POST', '/v1/games', {
      token: ADMIN,
      body: { title: 't', ruleset: 'classic', preset: '9人', pool: ['狼人'], players: players(9) },
    });
    expect(both.status).toBe(400);
  });

  it('GET /v1/rulesets/classic lists the presets with their players and options', async () => {
    const r = await api('GET', '/v1/rulesets/classic');
    const nine = r.body.presets.find((p: { id?: string }) => p.id === '9人');
    expect(nine).toMatchObject({ players: 9, options: { convention: '篇三', win: '屠边' } });
    expect(nine.pool).toHaveLength(9);
  });
});

describe('classic presets play to an end unattended (seeded bots, fixed schedule)', () => {
  const PLAYABLE: [string, number][] = [
    ['9人', 9],
    ['第三季12人预女猎守白', 12],
  ];
  for (const [preset, n] of PLAYABLE)
    it(`${preset}: the game ends with a winner`, async () => {
      const { end, steps } = await playToEnd(preset, n, `seed-${preset}`);
      expect(end.status, `after ${steps} steps`).toBe('ended');
      expect(end.winner).toBeTruthy();
    }, 300_000); // hundreds of requests in workerd: a busy machine takes a while
});
