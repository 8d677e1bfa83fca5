import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type GameRow, listGames, overdueGames, upsertGame } from '../../src/api/d1/index-repo';

const T0 = Date.parse('2026-05-01T12:00:00.000Z');

function game(id: string, fields: Partial<GameRow> = {}): GameRow {
  return {
    id,
    title: `局 ${id}`,
    ruleset: 'classic',
    status: 'running',
    nextDeadline: null,
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
    ...fields,
  };
}

describe('the D1 games index', () => {
  // Storage is isolated per test file, not per test.
  beforeEach(async () => {
    await env.DB.prepare('DELETE FROM games').run();
  });

  it('upserts: a second write updates everything but createdAt', async () => {
    await upsertGame(env.DB, game('g1', { status: 'setup' }));
    await upsertGame(
      env.DB,
      game('g1', {
        title: 'renamed',
        nextDeadline: T0,
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2026-05-01T13:00:00.000Z',
      }),
    );
    expect(await listGames(env.DB, { limit: 10 })).toEqual([
      game('g1', { title: 'renamed', nextDeadline: T0, updatedAt: '2026-05-01T13:00:00.000Z' }),
    ]);
  });

  it('lists newest first, filtered by status, up to the limit', async () => {
    await upsertGame(env.DB, game('a', { status: 'setup', createdAt: '2026-05-01T10:00:00.000Z' }));
    await upsertGame(env.DB, game('b', { status: 'running', createdAt: '2026-05-01T11:00:00.000Z' }));
    await upsertGame(env.DB, game('c', { status: 'ended', createdAt: '2026-05-01T12:00:00.000Z' }));
    expect((await listGames(env.DB, { limit: 10 })).map((g) => g.id)).toEqual(['c', 'b', 'a']);
    expect((await listGames(env.DB, { limit: 2 })).map((g) => g.id)).toEqual(['c', 'b']);
    expect((await listGames(env.DB, { status: 'setup', limit: 10 })).map((g) => g.id)).toEqual(['a']);
  });

  it('finds running games whose deadline has passed, most overdue first', async () => {
    await upsertGame(env.DB, game('late', { nextDeadline: T0 - 60_000 }));
    await upsertGame(env.DB, game('now', { nextDeadline: T0 }));
    await upsertGame(env.DB, game('later', { nextDeadline: T0 + 1 }));
    await upsertGame(env.DB, game('no-deadline'));
    await upsertGame(env.DB, game('ended', { status: 'ended', nextDeadline: T0 - 120_000 }));
    expect((await overdueGames(env.DB, T0, 10)).map((g) => g.id)).toEqual(['late', 'now']);
    expect((await overdueGames(env.DB, T0, 1)).map((g) => g.id)).toEqual(['late']);
  });
});
