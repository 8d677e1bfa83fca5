import { describe, expect, it } from 'vitest';
import { hand211 } from '../domain/211/hand40';
import {
  alarmPast,
  aliveNames,
  api,
  audited,
  botTurn,
  createGame,
  game,
  phaseKey,
  rng,
  start,
} from './client';

/**
 * Issue 13 (Done when): a seeded 40-seat 211 game dealt from the whole list of implemented roles (a hand inside the 导言's
 * setup rules: 村民阵营 22, 狼人阵营 14, 三方 2, 不定 2, one 皇帝, the strength sums, 1–3 验人系, the pairs — the domain's
 * own check picks it, test/domain/211/hand40.ts; each role dealt to a vest of its gender) plays unattended to an end on a
 * fixed schedule: seeded bots act through their own tokens (the wolves name one target, every other opening, night skill
 * and right a random legal choice; from day 2 each living player votes), the Durable Object's alarms close each slot at its
 * deadline; the log then audits as `npm run audit` does (the chain, the replay, the winner). (Issue 12's 30-seat game of a
 * fixed pool grew into this one.)
 */

const SEED = '211-forty';
const HAND = hand211(SEED);
const players = HAND.roles.map((_, i) => ({ name: `P${i + 1}`, gender: HAND.genders[i] as string }));

describe('211: a seeded 40-seat game from the whole list plays unattended to an end', () => {
  it('dealt from the pool, the bots act, the alarms close the slots; the game ends and its log audits', async () => {
    const pick = rng(SEED);
    const g = await createGame({
      title: '四十人无人值守局',
      ruleset: '211',
      players,
      pool: HAND.roles,
      seed: SEED,
      // l.69: the 皇帝 card (the hand's first, hand40.ts) goes to 雍正, here P1
      options: { autoCards: false, yongzheng: 'P1' },
      schedule: { fixed: { daySeconds: 0.05, nightSeconds: 0.05 } },
    });
    expect((await start(g)).status).toBe(200);
    const G = `/v1/games/${g.id}`;
    const dealt = (await api('GET', `${G}/director`, { token: g.directorToken })).body.characters;
    expect(dealt.map((c: { role: string }) => c.role).sort()).toEqual([...HAND.roles].sort());
    let steps = 0;
    for (; steps < 600; steps++) {
      const pub = (await game(g)).body;
      if (pub.status !== 'running') break;
      const phase = phaseKey(pub.phase);
      const alive = aliveNames(pub);
      const pack: { target?: string } = {};
      // the living act and vote (an out player's last words and rights lapse unattended)
      for (const p of players.filter((x) => alive.includes(x.name)))
        await botTurn(g, pub, p.name, alive, pick, pack);
      // the deadline passes: the alarm closes the slot (an action may have ended the game)
      await alarmPast(g, phase, 20);
    }
    const end = (await game(g)).body;
    expect(end.status, `after ${steps} steps`).toBe('ended');
    expect(end.winner).toBeTruthy();
    const r = await audited(g);
    expect(r.state?.status).toBe('ended');
    expect(r.winner?.faction).toBe(end.winner.factionId);
  }, 900_000);
});
