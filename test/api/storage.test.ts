/**
 * Storage only on purpose (issue 18): a request for a game id this service never issued is
 * answered 404 at the edge — no Durable Object is instantiated, so none writes its schema.
 */
import { listDurableObjectIds } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { upsertGame } from '../../src/api/d1/index-repo';
import { ADMIN, api, newTable } from './client';

const objects = async () => (await listDurableObjectIds(env.GAME)).length;

describe('unknown game ids create no storage', () => {
  it('GET, POST and the log on ids never issued → 404 NOT_FOUND, and no object is created', async () => {
    await newTable(); // at least one real game
    const before = await objects();
    const forged = [
      '0123456789abcdef01234567',
      'nope',
      '__proto__',
      'a'.repeat(64),
      '0123456789abcdefffffffff',
    ];
    for (const id of forged) {
      for (const [method, path, token] of [
        ['GET', '', null],
        ['GET', '/announcements', null],
        ['GET', '/events', ADMIN],
        ['POST', '/close', ADMIN],
        ['POST', '/votes', 'bs_p_AAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ] as const) {
        const r = await api(method, `/v1/games/${id}${path}`, {
          token,
          ...(method === 'POST' ? { body: {} } : {}),
        });
        expect([r.status, r.body.error.code], `${method} ${id}${path}`).toEqual([404, 'NOT_FOUND']);
      }
    }
    expect(await objects()).toBe(before);
  });

  it('a game created here is found (its id carries the tag); an older id is found through the D1 index', async () => {
    const g = await newTable();
    expect(g.id).toMatch(/^[0-9a-f]{24}$/);
    expect((await api('GET', `/v1/games/${g.id}`)).status).toBe(200);
    // an id issued before the tag: the index lists it, so the request reaches its object
    const legacy = 'fedcba9876543210fedcba98';
    await upsertGame(env.DB, {
      id: legacy,
      title: 'old',
      ruleset: '121',
      status: 'running',
      nextDeadline: null,
      createdAt: new Date(0).toISOString(),
      updatedAt: new Date(0).toISOString(),
    });
    const before = await objects();
    const r = await api('GET', `/v1/games/${legacy}`);
    expect(r.status).toBe(404); // its object holds no game here, but it was asked
    expect(await objects()).toBe(before + 1);
  });
});
