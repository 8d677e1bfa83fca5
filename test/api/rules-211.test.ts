import { describe, expect, it } from 'vitest';
import { GENDERS211, TABLE211 } from '../domain/211/seats';
import {
  act,
  api,
  type Created,
  close,
  createGame,
  eventCount,
  game,
  pastOpening,
  start,
  vote,
} from './client';

/**
 * [211] over HTTP, the shared rules of file 001 用语定义:
 *   l.84 标明[开局/晨曦/正午/黄昏/夜晚]的，该技能只能在对应的时段发动 — every skill has its slot (深夜2: 狼人阵营与其他身份 杀人).
 *   l.85 其中，晨曦/正午/黄昏属于白天，其他属于夜晚 — a night-only limit (雪妖 暴风雪: 下一个夜晚…只能对…邻居…使用[指定]技能)
 *   does not bind a 黄昏 skill.
 */

const SEATS = Object.keys(TABLE211);

async function table(): Promise<Created> {
  const g = await createGame({
    title: '时段测试局',
    ruleset: '211',
    players: SEATS.map((name) => ({ name, gender: GENDERS211[name] })),
    roles: TABLE211,
    seed: 'slots-211',
    options: { autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, SEATS)).status).toBe(200);
  await pastOpening(g);
  return g;
}

/** Every living character abstains; the day closes. */
async function abstainDay(g: Created): Promise<void> {
  const v = (await game(g)).body;
  for (const s of v.seats) if (s.alive) expect((await vote(g, s.name, { target: '弃权' })).status).toBe(200);
  expect((await close(g)).status).toBe(200);
}

async function closeTo(g: Created, window: string): Promise<void> {
  for (let i = 0; i < 12 && (await game(g)).body.phase.window !== window; i++)
    expect((await close(g)).status).toBe(200);
  expect((await game(g)).body.phase.window).toBe(window);
}

describe('211 over HTTP: each skill in its slot', () => {
  it('噬时狼妃’s 杀人 after 深夜2 closed is refused as a 狼人’s is (409 WRONG_PHASE), nothing appended', async () => {
    const g = await table();
    await abstainDay(g);
    await closeTo(g, '凌晨1');
    const before = await eventCount(g);
    for (const who of ['妃', '狼A']) {
      const r = await act(g, who, '杀人', ['宫']);
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('WRONG_PHASE');
    }
    expect(await eventCount(g)).toBe(before);
  });

  it('黄昏 is daytime: under 暴风雪, 皇帝’s 临幸 in 黄昏1 names a woman who is not his neighbour', async () => {
    const g = await table();
    await abstainDay(g);
    expect((await act(g, '帝', '临幸', ['贵'])).status).toBe(202);
    await closeTo(g, '早夜2');
    expect((await act(g, '雪', '暴风雪')).status).toBe(202);
    for (let i = 0; i < 12 && (await game(g)).body.phase.kind === 'night'; i++) await close(g);
    await abstainDay(g);
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 2, window: '黄昏1' });
    // 帝 (seat 1) neighbours 狼B and 贵; 娥 is seat 4
    expect((await act(g, '帝', '临幸', ['娥'])).status).toBe(202);
    await closeTo(g, '午夜');
    const r = await act(g, '宫', '调令', ['狼A']);
    expect(r.body.error?.code).toBe('ILLEGAL_TARGET');
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.宫 });
    const order = me.body.skills.find((k: { name: string }) => k.name === '调令');
    expect(order.legalTargets).toEqual(expect.arrayContaining(['贵', '娥', '宫']));
    expect(order.legalTargets).not.toContain('狼A');
  });
});
