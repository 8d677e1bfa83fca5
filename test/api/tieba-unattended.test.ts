import { describe, expect, it } from 'vitest';
import {
  alarmPast,
  aliveNames,
  audited,
  botTurn,
  createGame,
  game,
  phaseKey,
  postTexts,
  rng,
  start,
} from './client';

/**
 * Issue 15 (Done when): a seeded tieba game (file 002) with houses plays unattended to an end on a fixed schedule. Dealt at
 * random from a pool of 13 (狼人 2, 狼王, 赤狼, 预言家, 女巫, 医生, 丘比特, 纵火者, 贵族, 村民 3), the director's five
 * occupations and a tenants' skill (房屋, l.37–38) and his declaration of the 贵族 (option declare); seeded bots act through
 * their own tokens: the opening's 丘比特之箭, every night skill and right (the pack one target; 贵族 赦免 the held vote-out),
 * an occupation's day skill, and each day a vote post in the text's format (投票对象 and 投票理由, l.164); the Durable
 * Object's alarms close each window at its deadline. The log then audits as `npm run audit` does (the chain, the replay,
 * the winner).
 */

const SEED = 'tieba-bots';
const POOL = [
  '狼人',
  '狼人',
  '狼王',
  '赤狼',
  '预言家',
  '女巫',
  '医生',
  '丘比特',
  '纵火者',
  '贵族',
  '村民',
  '村民',
  '村民',
];
const players = POOL.map((_, i) => ({ name: `P${i + 1}` }));

describe('tieba: a seeded game with houses plays unattended to an end', () => {
  it('dealt from the pool, houses dealt, the bots act and vote, the alarms close the windows; the log audits', async () => {
    const pick = rng(SEED);
    const g = await createGame({
      title: '贴吧无人值守局',
      ruleset: 'tieba',
      players,
      pool: POOL,
      seed: SEED,
      options: {
        houses: '居委会:查验;花园:诽谤;售楼处:免票;电梯:禁票/1;社区医院:加票;租户:查验/1',
        declare: '贵族:村民阵营/2',
      },
      // windows long enough for 13 bots to act in each (the alarm closes them at their deadline)
      schedule: { fixed: { daySeconds: 1, nightSeconds: 0.5 } },
    });
    expect((await start(g)).status).toBe(200);
    let steps = 0;
    for (; steps < 400; steps++) {
      const pub = (await game(g)).body;
      if (pub.status !== 'running') break;
      const phase = phaseKey(pub.phase);
      const alive = aliveNames(pub);
      const pack: { target?: string } = {};
      for (const p of players.filter((x) => alive.includes(x.name)))
        await botTurn(g, pub, p.name, alive, pick, pack, {
          // an occupation's skill by day (l.15: 将在游戏日白天): one legal target, or none where it takes none
          action: (sk) =>
            sk.kind === 'day' && sk.usableNow && !sk.submitted && pub.phase.day >= 1
              ? {
                  targets: sk.targetCount?.max ? [pick(sk.legalTargets)].filter((t): t is string => !!t) : [],
                }
              : undefined,
          voteFrom: 1,
          voteBody: (t) => ({ post: `投票对象：${t}\n投票理由：发言可疑` }),
        });
      await alarmPast(g, phase, 40);
    }
    const end = (await game(g)).body;
    expect(end.status, `after ${steps} steps`).toBe('ended');
    const texts = await postTexts(g);
    expect(texts.some((t) => t.includes('得到房屋【'))).toBe(true);
    expect(texts.some((t) => t.includes('存活角色与房屋：'))).toBe(true);
    // the vote posts in the text's format were counted (a tally names votes and voters)
    expect(texts.some((t) => /：\d+票（/.test(t))).toBe(true);
    const r = await audited(g);
    expect(r.state?.status).toBe('ended');
    expect(r.winner?.faction).toBe(end.winner.factionId);
  }, 900_000);
});
