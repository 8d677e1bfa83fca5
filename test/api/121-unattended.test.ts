import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { audit, parseNdjson } from '../../src/audit/audit';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { api, createGame, game, sleep, start, stub } from './client';

/**
 * [121] issue 11's "Done when": a 40-seat game dealt at random from the full list (`pool`, seeded: every card of the
 * ruleset once, with plain 村民 and 狼人 cards enough for the 导言's numbers — 纯村民阵营 ≥ 20, 狼人 12–19 of 40) that plays
 * to an end unattended on a fixed schedule: nobody acts, each window closes by its Durable Object alarm, every deadline
 * takes its default (视为放弃, or a draw for the skills that say so: 摄梦, the opening's choices), the 未投票 yellow cards
 * merge into reds (121's 判罚) until the game ends; its log verifies as `npm run audit` checks it (the chain, the replay,
 * the winner).
 */

const POOL = [
  ...Object.values(ruleset121.roles).map((r) => r.name),
  ...Array.from({ length: 24 }, () => '村民'),
  ...Array.from({ length: 8 }, () => '狼人'),
];

describe('121: a 40-seat game from the full list, unattended over HTTP', () => {
  it('deals 40 from the pool, plays to its end by its deadlines alone, and its log audits', async () => {
    const players = Array.from({ length: 40 }, (_, i) => ({ name: `P${i + 1}` }));
    const g = await createGame({
      title: '四十人局',
      ruleset: '121',
      players,
      pool: POOL,
      seed: '121-forty',
      schedule: { fixed: { daySeconds: 0.05, nightSeconds: 0.05 } },
    });
    expect((await start(g)).status).toBeLessThan(300);
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    const dealt: string[] = d.body.characters.map((c: { role: string }) => c.role);
    expect(dealt).toHaveLength(40);
    // dealt from the whole list: more kinds of card than any hand-made table
    expect(new Set(dealt).size).toBeGreaterThan(15);
    for (let i = 0; i < 400 && (await game(g)).body.status !== 'ended'; i++) {
      await sleep(60);
      await runDurableObjectAlarm(stub(g));
    }
    expect((await game(g)).body.status).toBe('ended');
    const r = await api('GET', `/v1/games/${g.id}/events`, { token: g.auditorToken });
    expect(r.status).toBeLessThan(300);
    const parsed = parseNdjson(r.text);
    expect(parsed.error).toBeUndefined();
    const verify = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    const report = audit(parsed.lines, { head: verify.body.head });
    expect(report.ok).toBe(true);
    expect(report.state?.status).toBe('ended');
  }, 300_000);
});
