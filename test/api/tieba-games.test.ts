import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  act,
  api,
  audited,
  type Created,
  close,
  createGame,
  game,
  notes,
  postTexts,
  sleep,
  start,
  stub,
  vote,
} from './client';

/**
 * [tieba] whole games over HTTP, one per faction's win (file 002 胜负判定 l.99–120), and a game with houses left to its
 * deadlines (nobody acts: the cards of 行动时限 and 投票规则, merged three to a red by the director's option, send everyone
 * off) to its end; each log audited as
 * `npm run audit` does (the chain, the replay, the winner).
 */

async function table(roles: Record<string, string>, extra: Record<string, unknown> = {}): Promise<Created> {
  const g = await createGame({
    title: '贴吧房屋局',
    ruleset: 'tieba',
    players: Object.keys(roles).map((name) => ({ name })),
    roles,
    seed: 'tieba-http',
    options: { autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    ...extra,
  });
  expect((await start(g, Object.keys(roles))).status).toBeLessThan(300);
  return g;
}

/** Closes windows until `window` of the current night is open. */
async function closeTo(g: Created, window: string): Promise<void> {
  for (let i = 0; i < 8 && (await game(g)).body.phase.window !== window; i++)
    expect((await close(g)).status).toBeLessThan(300);
  expect((await game(g)).body.phase.window).toBe(window);
}

async function electDay(g: Created, sheriff: string): Promise<void> {
  for (const s of (await game(g)).body.seats)
    if (s.alive) expect((await vote(g, s.name, { target: sheriff })).status).toBeLessThan(300);
  expect((await close(g)).status).toBeLessThan(300);
}

describe('tieba over HTTP: each faction’s win', () => {
  it('村民阵营: 狼群内角色全部出局 — the poison and the vote (with houses: the morning lists them)', async () => {
    const roles = {
      狼A: '狼人',
      狼B: '狼人',
      预: '预言家',
      巫: '女巫',
      医: '医生',
      民A: '村民',
      民B: '村民',
      民C: '村民',
    };
    const g = await table(roles, {
      options: { autoCards: false, houses: '居委会:查验@民A;花园:诽谤@民B' },
    });
    expect(await postTexts(g)).toEqual(
      expect.arrayContaining([expect.stringContaining('民A 得到房屋【居委会】。')]),
    );
    // the occupation's skill by day, announced at once
    expect((await act(g, '民A', '查验', ['狼A'])).status).toBeLessThan(300);
    expect(await notes(g, '民A')).toContain('查验：狼A 的查验结果为<非村民阵营>。');
    await electDay(g, '民C');
    await closeTo(g, 'witch');
    expect((await act(g, '巫', '毒药', ['狼A'])).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    const texts = await postTexts(g);
    expect(texts.some((t) => t.includes('昨夜出局：狼A。') && t.includes('存活角色与房屋：'))).toBe(true);
    for (const s of (await game(g)).body.seats)
      if (s.alive)
        expect((await vote(g, s.name, { post: '投票对象：狼B\n投票理由：狼队友' })).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect((await audited(g)).winner?.faction).toBe('village');
  });

  it('狼人阵营: 狼群内角色存活的人数占总存活人数的一半或一半以上', async () => {
    const g = await table({ 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 预: '预言家' });
    await electDay(g, '民A');
    await closeTo(g, 'n90');
    expect((await act(g, '狼A', '杀人', ['民A'])).status).toBeLessThan(300);
    await closeTo(g, 'day');
    for (const w of ['狼A', '狼B'])
      expect((await vote(g, w, { post: '投票对象：民B\n投票理由：可疑' })).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    expect((await audited(g)).winner?.faction).toBe('wolves');
  });

  it('雪狼阵营: the last faction not lost (撕咬 takes the last 村民, the poison the last wolf)', async () => {
    const g = await table({ 狼A: '狼人', 雪: '雪狼', 民A: '村民', 巫: '女巫', 预: '预言家' });
    await electDay(g, '预');
    await closeTo(g, 'n90');
    expect((await act(g, '雪', '撕咬', ['民A'])).status).toBeLessThan(300);
    await closeTo(g, 'witch');
    expect((await act(g, '巫', '毒药', ['狼A'])).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    expect((await audited(g)).winner?.faction).toBe('snow');
  });

  it('黑情侣阵营: a wolf and a villager in love, their own 杀人, the last faction not lost', async () => {
    const g = await table({
      狼A: '狼人',
      狼B: '狼人',
      丘: '丘比特',
      民A: '村民',
      民B: '村民',
      巫: '女巫',
      预: '预言家',
    });
    expect((await act(g, '丘', '丘比特之箭', ['狼A', '民A'])).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    await electDay(g, '预');
    await closeTo(g, 'n90');
    expect((await act(g, '民A', 'lovers_kill', ['民B'])).status).toBeLessThan(300);
    await closeTo(g, 'witch');
    expect((await act(g, '巫', '毒药', ['狼B'])).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    const r = await audited(g);
    expect(r.winner?.faction).toBe('black_lovers');
    expect(r.winner?.names.sort()).toEqual(['丘', '民A', '狼A'].sort());
  });
});

describe('tieba over HTTP: 轮次决胜 (file 002 l.105–110)', () => {
  it('狼人阵营判胜 round by round: each round’s 平安情况 to the pack and the doctor only, the public never told a round is on', async () => {
    const roles = {
      狼A: '狼人',
      狼B: '狼人',
      狼王: '狼王',
      巫: '女巫',
      医: '医生',
      预: '预言家',
      民A: '村民',
      民B: '村民',
      民C: '村民',
    };
    const g = await table(roles);
    const director = async () =>
      (await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken })).body;
    await electDay(g, '民A');
    // 女巫已出局 (l.107): the director's ruling
    const out = await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.directorToken,
      body: { kind: 'kill', target: '巫', reason: '测试' },
    });
    expect(out.status).toBeLessThan(300);
    await closeTo(g, 'n90');
    expect((await act(g, '狼A', '轮次决胜')).status).toBeLessThan(300);
    await closeTo(g, 'witch');
    expect((await close(g)).status).toBeLessThan(300);
    // the first round: a window of the same night the public view does not name; the director's names it
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 1 });
    expect((await game(g)).body.phase.window).toBeUndefined();
    expect((await director()).phase.window).toBe('round');
    expect((await act(g, '狼B', '轮次杀人', ['民A'])).status).toBeLessThan(300);
    expect((await act(g, '医', '轮次救治', ['预'])).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    const first = '轮次决胜第1晚：民A 出局。第2天：狼王 被票出局。请提交第2晚的行动。';
    expect(await notes(g, '狼A')).toContain(first);
    expect(await notes(g, '医')).toContain(first);
    expect((await notes(g, '民B')).some((n) => n.includes('轮次决胜'))).toBe(false);
    expect((await postTexts(g)).some((t) => t.includes('轮次决胜'))).toBe(false);
    expect((await director()).roundDecider).toMatchObject({ round: 1, verdict: null });
    // the second: 民B out and 预's second 空救 — 4 in, 2 of the pack
    expect((await act(g, '狼A', '轮次杀人', ['民B'])).status).toBeLessThan(300);
    expect((await act(g, '医', '轮次救治', ['预'])).status).toBeLessThan(300);
    expect((await close(g)).status).toBeLessThan(300);
    expect(await postTexts(g)).toContain('轮次决胜：狼人阵营第2晚后达成胜利条件，狼人阵营判胜。');
    expect((await audited(g)).winner?.faction).toBe('wolves');
  });
});

describe('tieba over HTTP: a game with houses left to its deadlines', () => {
  it('nobody acts: the alarms close every window, the cards (merged by the director’s option) send everyone off, the game ends; the log audits', async () => {
    const roles = {
      狼A: '狼人',
      狼B: '狼人',
      赤狼: '赤狼',
      预: '预言家',
      巫: '女巫',
      医: '医生',
      火: '纵火者',
      民A: '村民',
      民B: '村民',
      民C: '村民',
    };
    const g = await createGame({
      title: '无人值守局',
      ruleset: 'tieba',
      players: Object.keys(roles).map((name) => ({ name })),
      roles,
      seed: 'tieba-unattended',
      // the text merges no cards; this director merges three yellows into a red (option cardMerge), so silence ends the game
      options: { houses: '居委会:查验;花园:诽谤;售楼处:免票;电梯:禁票;社区医院:加票', cardMerge: 3 },
      schedule: { fixed: { daySeconds: 0.05, nightSeconds: 0.05 } },
    });
    expect((await start(g, Object.keys(roles))).status).toBeLessThan(300);
    for (let i = 0; i < 200 && (await game(g)).body.status !== 'ended'; i++) {
      await sleep(60);
      await runDurableObjectAlarm(stub(g));
    }
    expect((await game(g)).body.status).toBe('ended');
    const texts = await postTexts(g);
    expect(texts.filter((t) => t.includes('得到房屋【')).length).toBeGreaterThan(0);
    const r = await audited(g);
    expect(r.state?.status).toBe('ended');
  });
});
