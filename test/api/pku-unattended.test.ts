import { describe, expect, it } from 'vitest';
import {
  alarmPast,
  aliveNames,
  api,
  audited,
  botTurn,
  createGame,
  game,
  notes,
  phaseKey,
  postTexts,
  rng,
  start,
} from './client';

/**
 * Issue 15 (Done when): a seeded pku game (file 004) with pools and cards plays unattended to an end on a fixed schedule.
 * Dealt at random from a pool of 16 (群狼 2, 野狼, 狼预, 狼禁, 狼替, 预言家, 女巫, 守卫, 猎人, 长老, 神替, 狙击手, 三方, 民 2);
 * the director adds points to both 白给池 each night as 入夜 opens (白给池, l.85–91); seeded bots act through their own tokens:
 * every night skill and right (the pack one knife; 申领 a card drawn from those their view offers, l.107–111; 上工 …), the
 * 投降开关 left off, and each day a vote; the Durable Object's alarms close each window (入夜 / 夜间 / 凌晨 / 破晓, 警情后 and
 * the day) at its deadline. The game opens with night 0 (l.207); the log then audits as `npm run audit` does.
 */

const SEED = 'pku-bots';
const POOL = [
  '狼人',
  '狼人',
  '野狼',
  '狼预',
  '狼禁',
  '狼替',
  '预言家',
  '女巫',
  '守卫',
  '猎人',
  '长老',
  '神替',
  '狙击手',
  '三方',
  '村民',
  '村民',
];
const CARDS = ['皇牌飞刀', '鸭苗指刀', '纸条兴邦', '二龙戏珠', '三人成虎', '五体投地'];
const players = POOL.map((_, i) => ({ name: `P${i + 1}` }));

describe('pku: a seeded game with pools and cards plays unattended to an end', () => {
  it('dealt from the pool, the director feeds both pools, the bots act, buy cards and vote; the alarms close every window; the log audits', async () => {
    const pick = rng(SEED);
    const g = await createGame({
      title: 'pku 无人值守局（机器人）',
      ruleset: 'pku',
      players,
      pool: POOL,
      seed: SEED,
      options: { cardPrices: '皇牌飞刀:2,二龙戏珠:2,纸条兴邦:1,五体投地:2' },
      // windows long enough for 16 bots to act in each (the alarm closes them at their deadline)
      schedule: { fixed: { daySeconds: 1, nightSeconds: 0.5 } },
    });
    expect((await start(g)).status).toBe(200);
    const G = `/v1/games/${g.id}`;
    const fed = new Set<number>();
    let steps = 0;
    for (; steps < 400; steps++) {
      const pub = (await game(g)).body;
      if (pub.status !== 'running') break;
      const phase = phaseKey(pub.phase);
      // as each night opens the director adds to both pools (白给池: the director's points, l.85–87)
      if (pub.phase.kind === 'night' && pub.phase.window === '入夜' && !fed.has(pub.phase.day)) {
        fed.add(pub.phase.day);
        for (const pool of ['wolves', 'village']) {
          const r = await api('POST', `${G}/rulings`, {
            token: g.directorToken,
            body: { kind: 'pool', pool, points: 2, reason: '白给' },
          });
          expect(r.status, r.text).toBe(200);
        }
      }
      const alive = aliveNames(pub);
      const pack: { target?: string } = {};
      for (const p of players.filter((x) => alive.includes(x.name)))
        await botTurn(g, pub, p.name, alive, pick, pack, {
          // 申领 takes the cards' names (its choice is free text): a card drawn from the FAQ's list; one of another
          // role's is refused at once (NOT_YOUR_SKILL), a 4xx the bot shrugs off
          action: (sk) =>
            sk.name === '申领' && sk.usableNow && !sk.submitted
              ? { targets: [], choice: pick(CARDS) }
              : undefined,
        });
      await alarmPast(g, phase, 40);
    }
    const end = (await game(g)).body;
    expect(end.status, `after ${steps} steps`).toBe('ended');
    expect(end.winner).toBeTruthy();
    const texts = await postTexts(g);
    // night 0 opens the game (游戏的首夜为第零夜, l.207), the 警情 of day 1 follows it
    expect(texts.some((t) => t.includes('第0夜开始'))).toBe(true);
    expect(texts.some((t) => t.startsWith('第1天 警情'))).toBe(true);
    // the good pool is announced (l.89) and some wolf was told the wolves' balance at 入夜 (l.87)
    expect(texts.some((t) => t.includes('好人白给池：'))).toBe(true);
    const told = await Promise.all(players.map((p) => notes(g, p.name)));
    expect(told.some((n) => n.some((x) => x.startsWith('狼队白给池余额：')))).toBe(true);
    // the bots bought cards: a 兑换 succeeded or failed, each told (卡片兑换成功情况通知, l.13)
    expect(told.some((n) => n.some((x) => /【.+】兑换(成功|失败)/.test(x) || /卡兑换失败/.test(x)))).toBe(
      true,
    );
    const r = await audited(g);
    expect(r.state?.status).toBe('ended');
    expect(r.winner?.faction).toBe(end.winner.factionId);
  }, 900_000);
});
