// Plain data and a pure function (no harness): the domain tests, the API tests in workerd and the bench share it.
import { setupProblem } from '../../../src/domain/engine/setup';
import { rulesetOf } from '../../../src/domain/rulesets';

/**
 * [211] A seeded 40-seat hand dealt from the whole list of implemented roles (the ruleset's one list, the contract's plain
 * 村民 and 狼人 left out: they are not in the text), inside the 导言's setup rules (file 001 l.27–74) as the deal checks
 * them: 村民阵营 22 (20–24), 狼人阵营 14 (12–16), 三方 2 and 不定 2 (三方与不定阵营数量不可多于 8), exactly one 皇帝 card, the
 * strength sums (皇帝阵营 1.1–1.2 × 叛贼, 三方 ≤ 狼人), 1–3 验人系, the pairs (有X必有Y, 巫妖匣 ✕ 炽天使). Each draw is a
 * seeded shuffle of each side; the first hand the ruleset's own `setupProblem` accepts is the hand. Also each seat's
 * gender: the role's (a vest of the role's gender). `include`: roles (by name) the hand must hold.
 */
export function hand211(
  seed: string,
  n = 40,
  include: string[] = [],
): { roles: string[]; genders: ('男' | '女')[] } {
  const rs = rulesetOf('211');
  if (!rs) throw new Error('no ruleset 211');
  const all = Object.values(rs.roles).filter(
    (r) => r.id !== 'villager' && r.id !== 'werewolf' && r.name !== '村民',
  );
  const side = (f: (faction: string, card?: string) => boolean) =>
    all.filter((r) => f(r.faction, r.card) && r.name !== '狼人').map((r) => r.id);
  const emperors = side((_f, card) => card === '皇帝');
  const village = side((f, card) => f === 'village' && card !== '皇帝');
  const wolves = side((f, card) => f === 'wolves' && card !== '皇帝');
  const undetermined = side((f) => f === 'undetermined');
  const third = side((f) => f !== 'village' && f !== 'wolves' && f !== 'undetermined');
  const next = seeded(seed);
  const shuffled = (xs: string[]) => {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [a[i], a[j]] = [a[j] as string, a[i] as string];
    }
    return a;
  };
  const [v, w, t, u] = [Math.round(n * 0.55), Math.round(n * 0.35), 2, 2];
  for (let attempt = 0; attempt < 20000; attempt++) {
    const emperor = shuffled(emperors)[0] as string;
    const emperorSide = rs.roles[emperor]?.faction === 'wolves' ? 'wolves' : 'village';
    const ids = [
      emperor,
      ...shuffled(village).slice(0, v - (emperorSide === 'village' ? 1 : 0)),
      ...shuffled(wolves).slice(0, w - (emperorSide === 'wolves' ? 1 : 0)),
      ...shuffled(third).slice(0, t),
      ...shuffled(undetermined).slice(0, u),
    ];
    if (ids.length !== n || setupProblem(rs, ids, n)) continue;
    if (include.some((name) => !ids.some((id) => rs.roles[id]?.name === name))) continue;
    const roles = ids.map((id) => rs.roles[id]?.name as string);
    const genders = ids.map((id) => (rs.roles[id]?.gender === '女' ? '女' : '男') as '男' | '女');
    return { roles, genders };
  }
  throw new Error(`hand211: no ${n}-seat hand within the setup rules (seed ${seed})`);
}

/** A small seeded generator in [0, 1). */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let x = h;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
