import { describe, expect, it } from 'vitest';
import { GENDERS211, TABLE211 } from '../domain/211/seats';
import {
  act,
  type Created,
  close,
  closeNight,
  createGame,
  game,
  pastOpening,
  postTexts,
  start,
  vote,
} from './client';

/**
 * [211] a whole game over HTTP to a 诸侯's win, file 001: 妖狐 (l.770–776) and 胜负判定 11、妖狐 (l.1001): 尚未判负的阵营仅有妖狐
 * 阵营和一个其他阵营 — the wolves defeated (狼人阵营 负 4: 0.35 × 11 counted → 4 out, by 皇权 and the votes) leave the village
 * and her faction: the 妖狐阵营 wins, not the village. Her [不死] (化形) keeps her in through the wolves' kill.
 */

const SEATS = Object.keys(TABLE211);

async function table(): Promise<Created> {
  const roles = { ...TABLE211, 嫔: '妖狐' };
  const g = await createGame({
    title: '妖狐测试局',
    ruleset: '211',
    players: SEATS.map((name) => ({ name, gender: GENDERS211[name] })),
    roles,
    seed: 'win-demon-fox',
    options: { autoCards: false, ignoreSetupConstraints: true },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, SEATS)).status).toBe(200);
  // the opening (窥天, 化形与拉小弟) closed: 化形 missed draws nothing, her 小弟 is drawn all the same
  await pastOpening(g);
  return g;
}

async function dayVotes(g: Created, votes: Record<string, string> = {}): Promise<void> {
  const v = (await game(g)).body;
  expect(v.phase.kind).toBe('day');
  for (const s of v.seats)
    if (s.alive) expect((await vote(g, s.name, { target: votes[s.name] ?? '弃权' })).status).toBe(200);
  expect((await close(g)).status).toBe(200);
}

async function nightOf(g: Created, steps: Record<string, [string, string, string[]][]>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const v = (await game(g)).body;
    if (v.status === 'ended' || v.phase.kind !== 'night') return;
    for (const [who, skill, targets] of steps[v.phase.window] ?? [])
      expect((await act(g, who, skill, targets)).status).toBe(202);
    expect((await close(g)).status).toBe(200);
  }
  await closeNight(g);
}

const outs = async (g: Created) =>
  (await game(g)).body.seats.filter((s: { alive: boolean }) => !s.alive).map((s: { name: string }) => s.name);

describe('211 a 诸侯 wins over HTTP: 妖狐', () => {
  it('the wolves defeated with her in: 尚未判负的阵营仅有妖狐阵营和一个其他阵营 — the 妖狐阵营 wins', async () => {
    const g = await table();
    await dayVotes(g);
    const voters = ['帝', '贵', '宫', '娥', '道', '婆', '嫔'];
    const all = (target: string) => Object.fromEntries(voters.map((n) => [n, target]));
    // 妖狐持有…[不死]: the wolves' kill leaves her in
    await nightOf(g, { 黄昏1: [['帝', '临幸', ['雪']]], 深夜2: [['狼A', '杀人', ['嫔']]] });
    expect(await outs(g)).toEqual([]);
    const royal = await act(g, '帝', '皇权', ['狼B']);
    expect(royal.status, royal.text).toBe(202);
    await dayVotes(g, all('狼A'));
    await nightOf(g, { 黄昏1: [['帝', '临幸', ['妃']]], 深夜2: [['妃', '杀人', ['婆']]] });
    await dayVotes(g, all('妃'));
    await nightOf(g, { 黄昏1: [['帝', '临幸', ['娥']]] });
    expect((await game(g)).body.status).toBe('running');
    await dayVotes(g, all('雪'));
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner).toMatchObject({ factionId: 'demon_fox', faction: '妖狐阵营' });
    expect(v.winner.names).toContain('嫔');
    expect(v.winner.names).toHaveLength(2);
    expect((await postTexts(g)).join('\n')).toContain('游戏结束，妖狐阵营胜利。');
  });
});
