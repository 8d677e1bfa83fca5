import { describe, expect, it } from 'vitest';
import { api, newTable, SEATS12 } from './client';

describe('smoke', () => {
  it('creates, starts and plays a day and a night', async () => {
    const g = await newTable();
    const s = await api('POST', `/v1/games/${g.id}/start`, {
      token: g.directorToken,
      body: { seating: SEATS12 },
    });
    expect(s.status, s.text).toBe(200);
    const v = await api('POST', `/v1/games/${g.id}/votes`, { token: g.tok.民A, body: { target: '预' } });
    expect(v.status, v.text).toBe(200);
    const c = await api('POST', `/v1/games/${g.id}/close`, { token: g.directorToken });
    expect(c.status, c.text).toBe(200);
    const k = await api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok.狼B,
      body: { skill: '杀人', targets: ['民C'] },
    });
    expect(k.status, k.text).toBe(202);
    for (let i = 0; i < 3; i++) await api('POST', `/v1/games/${g.id}/close`, { token: g.directorToken });
    const a = await api('GET', `/v1/games/${g.id}/announcements`);
    console.log(a.body.map((x: { text: string }) => x.text).join('\n---\n'));
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.巫 });
    console.log(JSON.stringify(me.body, null, 1).slice(0, 1500));
    const ver = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    console.log(ver.body);
    expect(ver.body.ok).toBe(true);
  });
});
