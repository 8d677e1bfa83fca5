import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { api, audited, type Created, createGame, game, rng, type SkillView, sleep, start } from './client';

/**
 * Issue 12 (Done when): a seeded 30-seat 211 game dealt from the implemented roles (a pool inside the 导言's setup rules:
 * 村民阵营 18 = round(0.6 × 30), 狼人阵营 12 = round(0.4 × 30), one 皇帝, 贼兄 with 贼弟; 15 男 and 15 女 vests, each role
 * dealt to a vest of its gender) plays unattended to an end on a fixed schedule: seeded bots act through their own tokens
 * (the wolves name one target, every other night skill and right a random legal choice), the Durable Object's alarms close
 * each slot at its deadline; the log then audits as `npm run audit` does (the chain, the replay, the winner).
 */

const POOL = [
  // 皇帝阵营 (18)
  '贤明之君',
  '锦衣卫',
  '通天国师',
  '太子',
  '老将',
  '官员',
  '义勇军',
  '死士',
  '大将军',
  '窦娥',
  '嫦娥',
  '厨娘',
  '才女',
  '修女',
  '女侠',
  '皇后',
  '千金',
  '宫令',
  // 叛皇阵营 (12)
  '地头蛇',
  '贼兄',
  '贼弟',
  '蒙古铁骑',
  '落魄亲王',
  '噬时狼妃',
  '雪妖',
  '毒后',
  '狼人',
  '狼人',
  '狼人',
  '狼人',
];

const players = Array.from({ length: 30 }, (_, i) => ({ name: `P${i + 1}`, gender: i % 2 ? '女' : '男' }));

const stub = (g: Created) => env.GAME.get(env.GAME.idFromName(g.id));

describe('211: a seeded 30-seat game plays unattended to an end', () => {
  it('dealt from the pool, the bots act, the alarms close the slots; the game ends and its log audits', async () => {
    const seed = '211-thirty';
    const pick = rng(seed);
    const g = await createGame({
      title: '三十人无人值守局',
      ruleset: '211',
      players,
      pool: POOL,
      seed,
      options: { autoCards: false },
      schedule: { fixed: { daySeconds: 0.05, nightSeconds: 0.05 } },
    });
    expect((await start(g)).status).toBe(200);
    const G = `/v1/games/${g.id}`;
    const dealt = (await api('GET', `${G}/director`, { token: g.directorToken })).body.characters;
    expect(dealt.map((c: { role: string }) => c.role).sort()).toEqual([...POOL].sort());
    let steps = 0;
    for (; steps < 400; steps++) {
      const pub = (await game(g)).body;
      if (pub.status !== 'running') break;
      const phase = `${pub.phase.kind}:${pub.phase.day}:${pub.phase.window}:${pub.phase.round ?? 0}`;
      const alive: string[] = pub.seats
        .filter((s: { alive: boolean }) => s.alive)
        .map((s: { name: string }) => s.name);
      let packTarget: string | undefined;
      // the living act and vote (an out player's last words and rights lapse unattended)
      for (const p of players.filter((x) => alive.includes(x.name))) {
        const v = (await api('GET', `${G}/me`, { token: g.tok[p.name] })).body;
        if (v.rights?.includes('last_words'))
          await api('POST', `${G}/last-words`, { token: g.tok[p.name], body: { text: `我是${v.role}。` } });
        for (const sk of (v.skills ?? []) as SkillView[]) {
          if (!sk.usableNow || sk.submitted || sk.kind === 'passive' || sk.kind === 'day') continue;
          const want = Math.max(sk.targetCount?.min ?? 0, sk.targetCount?.max ? 1 : 0);
          let targets: string[] = [];
          if (sk.id === 'kill') {
            const mates: string[] = v.group?.members ?? [];
            packTarget ??= pick(sk.legalTargets.filter((t) => !mates.includes(t)));
            targets = packTarget ? [packTarget] : [];
          } else {
            const pool = [...sk.legalTargets];
            while (targets.length < want && pool.length) {
              const t = pick(pool) as string;
              targets.push(t);
              pool.splice(pool.indexOf(t), 1);
            }
          }
          if (targets.length < (sk.targetCount?.min ?? 0)) continue;
          const r = await api('POST', `${G}/actions`, {
            token: g.tok[p.name],
            body: { skill: sk.name, targets, ...(sk.choices?.length ? { choice: pick(sk.choices) } : {}) },
          });
          // a night action is accepted with 202 (a right or day one with 200); a pick the rules refuse is 4xx
          expect(r.status, `${p.name} ${sk.name}: ${r.text}`).toBeLessThan(500);
        }
        if (pub.phase.kind === 'day' && v.vote?.canVote) {
          const t = pick(alive.filter((x) => x !== p.name));
          if (t) await api('POST', `${G}/votes`, { token: g.tok[p.name], body: { target: t } });
        }
      }
      // the deadline passes: the alarm closes the slot (an action may have ended the game)
      for (let i = 0; i < 20; i++) {
        const now = (await game(g)).body;
        if (now.status !== 'running') break;
        if (`${now.phase.kind}:${now.phase.day}:${now.phase.window}:${now.phase.round ?? 0}` !== phase) break;
        await sleep(60);
        await runDurableObjectAlarm(stub(g));
      }
    }
    const end = (await game(g)).body;
    expect(end.status, `after ${steps} steps`).toBe('ended');
    expect(end.winner).toBeTruthy();
    const r = await audited(g);
    expect(r.state?.status).toBe('ended');
    expect(r.winner?.faction).toBe(end.winner.factionId);
  }, 900_000);
});
