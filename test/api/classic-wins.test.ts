import { describe, expect, it } from 'vitest';
import { act, type Created, close, createGame, game, postTexts, start, vote } from './client';

/**
 * classic (file 003) whole games over HTTP, one per faction's win (胜负判定 l.210–220): the good side, the wolves (屠边), and a
 * 人狼恋 (篇三). Each player acts through its own token; the director closes each window.
 */

async function table(roles: Record<string, string>, options: Record<string, string> = {}): Promise<Created> {
  const g = await createGame({
    title: 'classic 胜负',
    ruleset: 'classic',
    players: Object.keys(roles).map((name) => ({ name })),
    roles,
    seed: 'classic-wins',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    options,
  });
  expect((await start(g, Object.keys(roles))).status).toBe(200);
  return g;
}
const ok = async (p: Promise<{ status: number; text: string }>) => {
  const r = await p;
  expect([200, 202], r.text).toContain(r.status); // a night action is accepted with 202
};
/** closes windows until the phase is `kind` (or the game ends) */
async function closeTo(g: Created, kind: 'day' | 'night') {
  for (let i = 0; i < 6; i++) {
    const pub = (await game(g)).body;
    if (pub.status !== 'running' || pub.phase.kind === kind) return;
    await ok(close(g));
  }
}

describe('classic whole games over HTTP: each faction wins', () => {
  it('好人阵营 (l.214–215): the seer finds the wolf, the witch poisons him; all wolves out', async () => {
    const g = await table({ 狼A: '狼人', 预: '预言家', 巫: '女巫', 民A: '村民', 民B: '村民' });
    await ok(close(g)); // day 1: no candidate, no sheriff
    await ok(act(g, '狼A', '杀人', ['民A']));
    await ok(act(g, '预', '查验', ['狼A']));
    await ok(close(g)); // n60 → n90
    await ok(act(g, '巫', '解药', ['民A']));
    await closeTo(g, 'day');
    await ok(vote(g, '预', { target: '狼A' }));
    await ok(vote(g, '巫', { target: '狼A' }));
    await ok(vote(g, '民A', { target: '狼A' }));
    await ok(close(g));
    const end = (await game(g)).body;
    expect(end.status).toBe('ended');
    expect(end.winner.factionId).toBe('village');
    expect((await postTexts(g)).join('\n')).toContain('游戏结束，好人阵营胜利。');
  });

  it('狼人阵营 屠边 (l.216–217): the pack agrees on the last 平民', async () => {
    const g = await table({ 狼A: '狼人', 狼B: '狼人', 预: '预言家', 巫: '女巫', 猎: '猎人', 民A: '村民' });
    await ok(close(g));
    await ok(act(g, '狼A', '杀人', ['民A']));
    await ok(act(g, '狼B', '杀人', ['民A']));
    await closeTo(g, 'day');
    const end = (await game(g)).body;
    expect(end.status).toBe('ended');
    expect(end.winner.factionId).toBe('wolves');
  });

  it('人狼恋 (l.218–220, 篇三): the lovers and one other card are left by day', async () => {
    const g = await table(
      { 狼A: '狼人', 丘: '丘比特', 预: '预言家', 民A: '村民', 民B: '村民' },
      { convention: '篇三' },
    );
    await ok(act(g, '丘', '连情侣', ['民A', '狼A']));
    await ok(close(g)); // the opening
    await ok(close(g)); // day 1's election: nobody stands
    await ok(act(g, '狼A', '杀人', ['预']));
    await closeTo(g, 'day');
    await ok(close(g)); // 篇三: the re-election, nobody stands
    await ok(vote(g, '狼A', { target: '民B' }));
    await ok(vote(g, '民A', { target: '民B' }));
    await ok(close(g));
    const end = (await game(g)).body;
    expect(end.status).toBe('ended');
    expect(end.winner.factionId).toBe('lovers');
    expect(end.winner.names.sort()).toEqual(['民A', '狼A'].sort());
  });

  it('吹笛者阵营 (l.61): the piper charms every other living player (first of the third parties) before the wolves win', async () => {
    const g = await table({ 吹: '吹笛者', 狼A: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    await ok(close(g)); // day 1: no sheriff
    await ok(act(g, '吹', '迷惑', ['民A', '民B']));
    await closeTo(g, 'day');
    expect((await game(g)).body.status).toBe('running');
    await closeTo(g, 'night'); // nobody voted: nobody out
    await ok(act(g, '吹', '迷惑', ['狼A', '预']));
    await closeTo(g, 'day');
    const end = (await game(g)).body;
    expect(end.status).toBe('ended');
    expect(end.winner.factionId).toBe('piper');
    expect(end.winner.names).toEqual(['吹']);
    expect((await postTexts(g)).join('\n')).toContain('吹笛者阵营胜利');
  });
});
