import { rulesetOf } from '../../../src/domain/rulesets';
import { Game } from '../harness';
import { GENDERS211, SEATS211, TABLE211 } from './seats';

export { GENDERS211, SEATS211, TABLE211 };

type Window =
  | '黄昏1'
  | '早夜1'
  | '早夜2'
  | '午夜'
  | '深夜1'
  | '深夜2'
  | '凌晨1'
  | '凌晨2'
  | '晨曦1'
  | '晨曦2';

/**
 * The table without its 皇帝 (贤明之君 dealt 村民, the setup constraints waived): his 临幸[强制] would make a drawn
 * woman pregnant every night. For the tests of the other roles.
 */
/**
 * The vests' genders for a table: a gendered role's own (马甲的男女会决定可获取身份的不同: the deal refuses a role of the
 * other gender), else the seat's in GENDERS211.
 */
export function gendersOf(table: Record<string, string>): Record<string, string> {
  const roles = Object.values(rulesetOf('211')?.roles ?? {});
  return Object.fromEntries(
    Object.entries(table).map(([seat, role]) => [
      seat,
      roles.find((r) => r.name === role || r.id === role || r.aliases?.includes(role))?.gender ??
        GENDERS211[seat] ??
        '男',
    ]),
  );
}

export const NO_EMPEROR: Record<string, string> = { 帝: '村民' };

/** A game of `cast` dealt at `seed` (the setup rules waived, no automatic cards), started in SEATS211's order: the opening open. */
export function opened211(cast: Record<string, string>, seed: string): Game {
  return started211(cast, seed);
}

/** 盗贼 偷换 (file 001 l.928): the two cards the opening offers the 盗贼 (seat `thief`), read from his notice. */
export function thiefCards(g: Game, thief = '嫔'): string[] {
  const line = g.notes(thief).find((n) => n.startsWith('偷换：你获得的两张身份为')) ?? '';
  return (line.match(/为 (.+)，请选择/)?.[1] ?? '').split('、');
}

/**
 * The opening of `cast` at the first of `seeds` whose deal offers the 盗贼 (嫔) `role` (the draw depends on the role list,
 * which grows: searched, not fixed).
 */
export function offering211(
  cast: Record<string, string>,
  role: string,
  seeds: string[] = Array.from({ length: 499 }, (_, i) => `seed-${i + 1}`),
): Game {
  for (const seed of seeds) {
    const g = opened211(cast, seed);
    if (thiefCards(g).includes(role)) return g;
  }
  throw new Error(`no seed offers ${role}`);
}

/** A cast (vest → role) dealt by hand and started on the 211 seating, the setup rules waived, no automatic cards. */
export function started211(cast: Record<string, string>, seed?: string): Game {
  const g = Game.create(cast, {
    ruleset: '211',
    ...(seed === undefined ? {} : { seed }),
    genders: gendersOf(cast),
    options: { autoCards: false, ignoreSetupConstraints: true },
  });
  g.start(SEATS211);
  return g;
}

/**
 * The table started, day 1 (竞选日) closed with everyone abstaining (or `votes`, which may elect a sheriff): night 1
 * is open (黄昏1).
 */
export function table211(
  swap: Record<string, string> = {},
  opts: { constraints?: boolean; votes?: Record<string, string>; ruleset?: string } = {},
): Game {
  if (swap.帝 && swap.帝 !== '贤明之君') opts = { ...opts, constraints: false };
  // the 道教教主 swapped for another role while the 魔教教主 stays: 有魔教教主必有道教教主 (l.588) waived for the other roles' tests
  if (swap.道 && swap.道 !== '道教教主' && (swap.魔 ?? '魔教教主') === '魔教教主')
    opts = { ...opts, constraints: false };
  const g = Game.create(
    { ...TABLE211, ...swap },
    {
      ruleset: opts.ruleset ?? '211',
      genders: gendersOf({ ...TABLE211, ...swap }),
      ...(opts.constraints === false
        ? { options: { ignoreSetupConstraints: true, autoCards: false } }
        : { options: { autoCards: false } }),
    },
  );
  g.start(SEATS211);
  day(g, opts.votes);
  return g;
}

/** Closes the day: the given votes, every other living character 弃权. */
export function day(g: Game, votes: Record<string, string> = {}): void {
  // the opening (行动顺序总集 开局: the [群内]'s 窥天 at least) closed first, unused
  if (g.state.phase.kind === 'day' && g.state.phase.day === 0) g.close();
  if (g.state.phase.kind !== 'day') throw new Error('day(): not a day');
  for (const c of g.state.chars) if (c.alive) g.vote(c.name, votes[c.name] ?? '弃权');
  g.close();
}

/** One night (and any extra rounds of it), slot by slot, each step run while its slot is open. */
export function night(
  g: Game,
  steps: Partial<Record<Window, () => void>> = {},
  round2: Partial<Record<Window, () => void>> = {},
): void {
  const { day: d } = g.state.phase;
  if (g.state.phase.kind !== 'night') throw new Error('night(): not a night');
  while (g.state.status === 'running' && g.state.phase.kind === 'night' && g.state.phase.day === d) {
    const w = g.state.phase.window as Window;
    ((g.state.phase.round ?? 0) > 0 ? round2 : steps)[w]?.();
    if (g.state.status !== 'running' || g.state.phase.kind !== 'night') break;
    g.close();
  }
}

/** From the night to the next night's 黄昏1, through a day where everyone abstains. */
export function nextNight(g: Game, votes: Record<string, string> = {}): void {
  if (g.state.phase.kind === 'night') night(g);
  day(g, votes);
}

/** The 公示 that opened day `d`. */
export function morningOf(g: Game, d: number): string {
  const e = g.log.find(
    (x) =>
      x.type === 'AnnouncementMade' &&
      (x.data as { data: { kind?: string } }).data.kind === 'morning' &&
      (x.data as { day: number }).day === d,
  );
  return e ? (e.data as { text: string }).text : '';
}

export { Game };

/**
 * The day's count as the log keeps it (VotesCounted: the director's and, after the end, everyone's): 211's 公示
 * names only the top (投票计数隐藏). Name → votes.
 */
export function tallyOf(g: Game, d: number): Record<string, number> {
  const e = g.log.find((x) => x.type === 'VotesCounted' && (x.data as { day: number }).day === d);
  const rows = (e?.data as { tally: { name: string; votes: number }[] } | undefined)?.tally ?? [];
  return Object.fromEntries(rows.map((r) => [r.name, r.votes]));
}

/** The windows whose close ends a phase (l.970 宣布胜利或失败需要结算完当前阶段): 黄昏, the night's settlement, 晨曦. */
const PHASE_ENDS: string[] = ['黄昏1', '凌晨2', '晨曦2'];

/**
 * Closes the phase now open, for a win judged at its end (file 001 l.970): a day (everyone 弃权 unless `votes` says
 * otherwise: the end is judged as the vote closes, before the count), or the night's windows up to the next phase's
 * end (黄昏1, the settlement after 凌晨2, the morning after 晨曦2).
 */
export function endPhase(g: Game, votes: Record<string, string> = {}): void {
  if (g.state.status !== 'running') return;
  if (g.state.phase.kind === 'day') {
    day(g, votes);
    return;
  }
  while (g.state.status === 'running' && g.state.phase.kind === 'night') {
    const w = g.state.phase.window ?? '';
    g.close();
    if (PHASE_ENDS.includes(w)) return;
  }
}
