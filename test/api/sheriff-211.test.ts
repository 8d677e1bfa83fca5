import { describe, expect, it } from 'vitest';
import { GENDERS211, TABLE211 } from '../domain/211/seats';
import {
  api,
  type Created,
  close,
  closeNight,
  createGame,
  events,
  game,
  notes,
  pastOpening,
  postTexts,
  start,
  vote,
} from './client';
import type { Received } from './receiver';

/**
 * [211] over HTTP, as a forum adapter sees it:
 *   投票: 每天的投票内容公开，但投票计数隐藏，将只宣布当天谁是最高票 — no public post, view, player view or webhook payload
 *   carries a count while the game runs; the director's log keeps it, public once ended.
 *   警长 任职宣言<强制>: 当选警长或被移交警长的角色需立刻从以下宣言中选择一个执行…并于白天或黄昏公示警长的选择 —
 *   `POST /actions {skill: '任职宣言', choice}`; 自由 shows in `GET /v1/games/:id` (`seats[].freeSpeech`).
 */

const ROLES = { ...TABLE211, 帝: '村民' };
const SEATS = Object.keys(ROLES);
const GENDER = (n: string) => GENDERS211[n] as string;
const HOOK = 'http://127.0.0.1:9';
/** A count as the full 公示 writes it (狼A：2票（…）) or a tally field. */
const COUNT = /\d+票|"tally"|"votes":\s*\d/;

async function table(): Promise<{ g: Created; box: () => Promise<Received[]> }> {
  const g = await createGame({
    title: '警长测试局',
    ruleset: '211',
    players: SEATS.map((name) => ({ name, gender: GENDER(name) })),
    roles: ROLES,
    seed: 'sheriff-211',
    options: { autoCards: false, ignoreSetupConstraints: true },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  const name = crypto.randomUUID();
  const hook = await api('POST', `/v1/games/${g.id}/webhooks`, {
    token: g.directorToken,
    body: { url: `${HOOK}/hook/${name}/204`, kinds: ['announcement', 'notification', 'phase'] },
  });
  expect(hook.status).toBe(201);
  expect((await start(g, SEATS)).status).toBe(200);
  await pastOpening(g);
  return { g, box: async () => (await fetch(`${HOOK}/__received/${name}`)).json() };
}

const declare = (g: Created, who: string, choice: string) =>
  api('POST', `/v1/games/${g.id}/actions`, {
    token: g.tok[who],
    body: { skill: '任职宣言', targets: [], choice },
  });

describe('211 over HTTP: 任职宣言 and the hidden count', () => {
  it('elected, declares 自由 in 黄昏 (announced at once, seats[].freeSpeech); the counts stay hidden until the end', async () => {
    const { g, box } = await table();
    // 竞选日: 贵 and 娥 vote 宫 (a forum post and a target), the rest abstain
    expect((await vote(g, '贵', { post: '投票对象：宫\n投票理由：稳重' })).status).toBe(200);
    expect((await vote(g, '娥', { target: '宫' })).status).toBe(200);
    for (const n of SEATS.filter((x) => x !== '贵' && x !== '娥'))
      expect((await vote(g, n, { target: '弃权' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    expect((await postTexts(g)).at(-1)).toBe('第1天（竞选日）投票结果：\n最高票：宫。\n宫 当选警长。');

    // the new sheriff is told and holds the right (a <强制> skill with a choice)
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.宫 });
    expect(me.body.sheriff).toBe(true);
    expect(me.body.rights).toContain('declaration');
    expect(me.body.skills).toContainEqual(
      expect.objectContaining({ id: 'declaration', name: '任职宣言', usableNow: true, mandatory: true }),
    );
    expect(await notes(g, '宫')).toContain(
      '你成为了警长，须立刻从以下宣言中选择一个执行：独裁 / 自由 / 秩序（<任职宣言>）。',
    );
    // a wrong choice: 422-class refusal, nothing appended; someone else: not theirs
    expect((await declare(g, '宫', '民主')).status).toBe(400);
    expect((await declare(g, '贵', '自由')).status).toBe(422);
    expect((await declare(g, '宫', '自由')).status).toBe(202);
    expect((await postTexts(g)).at(-1)).toBe('警长 宫 的任职宣言：自由。');
    const view = (await api('GET', `/v1/games/${g.id}`)).body;
    expect(
      view.seats.filter((s: { freeSpeech?: boolean }) => s.freeSpeech).map((s: { name: string }) => s.name),
    ).toEqual(['宫']);

    // day 2: 宫 and 贵 vote 狼A, 娥 votes 狼B; only the top is announced
    await closeNight(g);
    for (const [v, t] of [
      ['宫', '狼A'],
      ['贵', '狼A'],
      ['娥', '狼B'],
    ] as const)
      expect((await vote(g, v, { target: t })).status).toBe(200);
    for (const n of SEATS.filter((x) => !['宫', '贵', '娥'].includes(x)))
      expect((await vote(g, n, { target: '弃权' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    const posts = await postTexts(g);
    expect(posts.find((p) => p.startsWith('第2天 投票结果'))).toBe(
      '第2天 投票结果：\n最高票：狼A。\n狼A 被投票出局。',
    );

    // nothing public or private carries a count while the game runs
    expect((await api('GET', `/v1/games/${g.id}`)).body.status).toBe('running');
    expect((await api('GET', `/v1/games/${g.id}/announcements`)).text).not.toMatch(COUNT);
    for (const n of SEATS) {
      const mine = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok[n] });
      expect(mine.text, n).not.toMatch(COUNT);
    }
    const deliveries = await box();
    expect(deliveries.some((d) => d.body.includes('最高票：狼A。'))).toBe(true);
    for (const d of deliveries) expect(d.body).not.toMatch(COUNT);
    // the director's log keeps the count
    const counted = (await events(g)).filter((e) => e.type === 'VotesCounted');
    expect(counted.at(-1)?.data.tally).toEqual([
      { name: '狼A', votes: 2, voters: ['贵', '宫'] },
      { name: '狼B', votes: 1, voters: ['娥'] },
    ]);
    expect((await api('GET', `/v1/games/${g.id}/events`)).status).toBe(401);

    // after the end the log (and its counts) is public
    for (const t of ['狼B', '妃', '雪', '魔'])
      await api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'kill', target: t, reason: '测试：结束游戏' },
      });
    expect((await api('GET', `/v1/games/${g.id}`)).body.status).toBe('ended');
    const open = await api('GET', `/v1/games/${g.id}/events`);
    expect(open.status).toBe(200);
    expect(open.text).toContain('"VotesCounted"');
    expect(open.text).toMatch(/"votes":2/);
  });

  it('判罚: two reds in one faction (同一阵营的角色累计获得两张或以上红牌时，阵营判负), defeatFaction only with a red (400)', async () => {
    const { g } = await table();
    const card = (body: Record<string, unknown>) =>
      api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'card', reason: '违规', ...body },
      });
    expect((await card({ target: '宫', color: 'yellow', defeatFaction: true })).status).toBe(400);
    expect((await card({ target: '狼A', color: 'red' })).status).toBe(200);
    expect((await game(g)).body.status).toBe('running');
    expect((await card({ target: '狼B', color: 'red' })).status).toBe(200);
    const view = (await game(g)).body;
    expect(view.status).toBe('ended');
    expect(view.winner.factionId).toBe('village');
    // 阵营被判负后，不予公示
    expect((await postTexts(g)).some((p) => p.includes('判负'))).toBe(false);
    const defeated = (await events(g)).filter((e) => e.type === 'FactionDefeated');
    expect(defeated.map((e) => e.data)).toEqual([{ faction: 'wolves', reason: 'redcards' }]);
  });
});
