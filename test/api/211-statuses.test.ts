import { describe, expect, it } from 'vitest';
import { MeView } from '../../src/api/schemas';
import { api, game, pastOpening, postTexts, start, table211 } from './client';

/**
 * [211] file 001 l.156 获得[角色会得知]的任何状态时，该角色会得知此状态的结束时间，也会随时得知这些状态是否还存在 — over HTTP:
 * `GET /me` lists the statuses its holder was told of (`statuses: [{id, name, until, ends, source?}]`); l.103 [遗忘]
 * 仅在角色持有[强制]技能时会得知: one not told is not listed. Nobody else, nor the public, sees them.
 */

const me = (g: { id: string; tok: Record<string, string> }, who: string) =>
  api('GET', `/v1/games/${g.id}/me`, { token: g.tok[who] });

describe('211 GET /me statuses', () => {
  it('lists a status told to its holder, with its end; never one untold; never to others or the public', async () => {
    const g = await table211();
    expect((await start(g)).status).toBe(200);
    await pastOpening(g);
    for (const [target, status] of [
      ['嫔', '冰冻'],
      ['嫔', '遗忘'],
    ]) {
      const r = await api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'status', target, status, op: 'apply', reason: '测试' },
      });
      expect(r.status).toBe(200);
    }
    const mine = await me(g, '嫔');
    expect(mine.status).toBe(200);
    expect(MeView.parse(mine.body).statuses).toEqual([
      { id: 'freeze', name: '冰冻', until: null, ends: '永久有效' },
    ]);
    expect((await me(g, '宫')).body.statuses).toEqual([]);
    expect(JSON.stringify((await game(g)).body)).not.toMatch(/冰冻|遗忘/);
    expect((await postTexts(g)).join('\n')).not.toMatch(/冰冻|遗忘/);
  });

  it('/openapi.json describes it (PlayerView.statuses)', async () => {
    const doc = (await api('GET', '/openapi.json')).body;
    expect(doc.components.schemas.PlayerView.properties.statuses.type).toBe('array');
    expect(doc.components.schemas.PlayerView.required).toContain('statuses');
  });
});
