import { describe, expect, it } from 'vitest';
import {
  act,
  api,
  close,
  closeNight,
  createGame,
  notes,
  postTexts,
  SEATS12,
  start,
  TABLE12,
  vote,
} from './client';

/**
 * [121] over HTTP, two readings of file 000:
 *   l.219 隐狼 伪装<限定> —— 隐狼可自选一张村民阵营身份牌为自己表面身份 — any card of the list's 【村民阵营】 (l.21), implemented
 *   or not; 被通灵则反馈其选择的表面身份.
 *   l.384 炸弹: 所有投票炸弹的角色一起出局 — and l.168 隐者 隐身衣: 投票视为弃票, so a 隐者 who voted the 炸弹 voted for no one.
 */

const ROLES = { ...TABLE12, 狼C: '隐狼', 民A: '隐者', 民B: '通灵师', 民C: '炸弹' };

describe('121 over HTTP: 隐狼’s card, 炸弹’s voters', () => {
  it('伪装 【锈剑骑士】 is read by 通灵; the 隐者 who voted the 炸弹 is not blown up', async () => {
    const g = await createGame({
      title: '读规则局',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      roles: ROLES,
      seed: 'rules-121',
      options: { ignoreSetupConstraints: true, autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, SEATS12)).status).toBe(200);
    const r = await api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok.狼C,
      body: { skill: '伪装', targets: [], choice: '锈剑骑士' },
    });
    expect(r.status).toBe(202);
    expect((await close(g)).status).toBe(200); // the opening
    expect(await notes(g, '狼C')).toContain('伪装：你的表面身份为【锈剑骑士】。');
    expect((await close(g)).status).toBe(200); // 竞选日, no votes
    expect((await act(g, '民B', '通灵', ['狼C'])).status).toBe(202);
    await closeNight(g);
    expect(await notes(g, '民B')).toContain('通灵：狼C 的身份为【锈剑骑士】。');
    for (const n of ['狼A', '狼B', '民A']) expect((await vote(g, n, { target: '民C' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    const posts = await postTexts(g);
    expect(posts.join('\n')).toContain('被炸弹炸死：狼A、狼B。');
    const view = (await api('GET', `/v1/games/${g.id}`)).body;
    const alive = (n: string) => view.seats.find((s: { name: string }) => s.name === n).alive;
    expect([alive('民C'), alive('狼A'), alive('狼B'), alive('民A')]).toEqual([false, false, false, true]);
  });
});
