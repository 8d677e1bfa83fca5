import { describe, expect, it } from 'vitest';
import { PRESETS_CLASSIC } from '../../../src/domain/rulesets/classic/presets';
import { playerView, publicView } from '../../../src/projections';
import { Game } from '../harness';

// [classic] file 003 the tables as presets (篇三 9–14人游戏配置 l.199–209; 篇二 第二部分具体配置 l.100–150): each is dealt by `preset`
// and plays to an end with seeded bots (the pack names one target; the rest choose at random among their legal targets; the
// director closes each window). The same over HTTP: test/api/classic-presets.test.ts.

function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return <T>(xs: T[]): T | undefined => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return xs[Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * xs.length)];
  };
}

function play(preset: string, players: number, seed: string): Game {
  const pick = rng(seed);
  const g = new Game();
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  g.ok({
    type: 'CreateGame',
    id: 'g',
    title: preset,
    ruleset: 'classic',
    players: names.map((name) => ({ name })),
    seed,
    preset,
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  g.start();
  for (let step = 0; step < 150 && g.state.status === 'running'; step++) {
    let pack: string | undefined;
    const pub = publicView(g.state);
    const alive = pub.seats.filter((x) => x.alive).map((x) => x.name);
    for (const n of names) {
      const v = playerView(g.state, g.log, n);
      if (v.rights.includes('last_words')) g.words(n, `我是${v.role}。`);
      for (const sk of v.skills) {
        if (!sk.usableNow || sk.submitted || sk.kind === 'passive' || sk.kind === 'day') continue;
        const min = sk.targetCount?.min ?? 0;
        const want = Math.max(min, sk.targetCount?.max ? 1 : 0);
        let targets: string[] = [];
        if (sk.id === 'kill') {
          const mates = v.group?.members ?? [];
          pack ??= pick(sk.legalTargets.filter((t) => !mates.includes(t)));
          targets = pack ? [pack] : [];
        } else {
          const left = [...sk.legalTargets];
          while (targets.length < want && left.length) {
            const t = pick(left) as string;
            targets.push(t);
            left.splice(left.indexOf(t), 1);
          }
        }
        if (targets.length < min) continue;
        const choice = sk.choices?.length ? (pick(sk.choices) ?? null) : null;
        g.run({ type: 'SubmitAction', actor: n, skill: sk.id, targets, choice }, `player:${n}`);
      }
      if (
        g.state.phase.kind === 'day' &&
        g.state.phase.window === 'day' &&
        g.state.phase.day > 1 &&
        v.vote?.canVote
      ) {
        const t = pick(alive.filter((x) => x !== n));
        if (t) g.run({ type: 'CastVote', voter: n, target: t, proxy: false }, `player:${n}`);
      }
    }
    if (g.state.status === 'running') g.close();
  }
  return g;
}

describe('classic presets play to an end (seeded bots)', () => {
  for (const p of PRESETS_CLASSIC)
    it(`${p.id} (${p.cite}): dealt as the text's table, the game ends with a winner`, () => {
      const g = play(p.id, p.players, `seed-${p.id}`);
      expect(g.state.status).toBe('ended');
      expect(g.state.winner).toBeTruthy();
      // the cards dealt are the table's (less the 盗贼's two undealt ones)
      expect(g.state.chars).toHaveLength(p.players);
    });
});
