import { own, put } from '../dict';
import { type DomainError, err } from '../errors';
import { nextInt, type RngState, shuffle } from '../rng';
import { normalizeName } from '../votepost';
import type { RoleDef, RulesetDef } from './types';

/**
 * The ruleset's setup rules (121 导言: 验人, 狼人数量, 纯村民阵营底牌) over a deal: checked when the game is
 * created, so a table that cannot start is refused before its tokens are handed out, and again at the
 * deal. A pool is searched exactly as the start will draw from it (the same seeded shuffles).
 */

export const POOL_ATTEMPTS = 500;

const rolesOf = (rs: RulesetDef, ids: string[]): RoleDef[] => ids.map((id) => rs.roles[id] as RoleDef);

/** What a hand of role ids breaks, or null. */
export function setupProblem(rs: RulesetDef, ids: string[], players: number): DomainError | null {
  const roles = rolesOf(rs, ids);
  // 有X必有Y: a role dealt only with the roles it names (121 女巫学徒: 有学徒必有女巫)
  for (const r of roles)
    for (const need of r.dealtWith ?? [])
      if (!ids.includes(need)) {
        const other = rs.roles[need]?.name ?? need;
        return err('SETUP_CONSTRAINT', `发出了${r.name}但没有${other}；规则：有${r.name}必有${other}`);
      }
  return rs.validateSetup(roles, players);
}

/** What a pool's whole card set breaks (classic 盗贼: 两张底牌), or null; most rulesets check only the hands. */
export function poolProblem(rs: RulesetDef, ids: string[], players: number): DomainError | null {
  return rs.validatePool?.(rolesOf(rs, ids), players) ?? null;
}

/**
 * A hand of `players` roles drawn from the pool that meets the setup rules (any first draw when
 * `ignore`), with the PRNG after the draws; or the refusal naming the pool and the rule it breaks.
 */
export function dealFromPool(
  rs: RulesetDef,
  pool: string[],
  players: number,
  rng: RngState,
  ignore: boolean,
  sexes: Record<string, Sex | null> = {},
  holder: string | null = null,
): { hand: string[]; rng: RngState } | DomainError {
  // a pool of exactly the table's size deals itself: its problem is the hand's
  if (pool.length === players && !ignore) {
    const problem = setupProblem(rs, pool, players);
    if (problem) return problem;
  }
  // the vests' genders are never waived (ignoreSetupConstraints waives the 导言's numbers only)
  if (pool.length === players && !fitsVests(rs, pool, sexes, holder)) return sexProblem(rs, pool, sexes);
  let r = rng;
  let unfit: string[] | null = null;
  // the ruleset's odds of the cast (211 l.64–67, l.74): drawn first from the same PRNG, then the hands searched for one
  // that has what was drawn; a pool that cannot give it within the attempts deals as without the odds
  let wanted: ((hand: RoleDef[]) => boolean) | null = null;
  if (!ignore && pool.length > players && rs.poolOdds) {
    const draw = (n: number): number => {
      const [v, next] = nextInt(r, n);
      r = next;
      return v;
    };
    wanted = rs.poolOdds(rolesOf(rs, pool), players, draw);
  }
  for (let attempt = 0; attempt < POOL_ATTEMPTS * (wanted ? 2 : 1); attempt++) {
    if (wanted && attempt === POOL_ATTEMPTS) wanted = null;
    const [mixed, next] = shuffle(r, pool);
    r = next;
    const hand = mixed.slice(0, players);
    if (!ignore && setupProblem(rs, hand, players)) continue;
    if (wanted && !wanted(rolesOf(rs, hand))) continue;
    if (fitsVests(rs, hand, sexes, holder)) return { hand, rng: r };
    unfit = hand;
  }
  if (unfit) return sexProblem(rs, unfit, sexes);
  const first = setupProblem(rs, pool.slice(0, players), players);
  return err(
    'SETUP_CONSTRAINT',
    `身份池 ${pool.length} 张抽 ${players} 张，抽${POOL_ATTEMPTS}次都不满足开局规则${first ? `（如：${first.message}）` : ''}`,
  );
}

/** A vest's gender as given at creation: 男, 女 or none (any role). */
export type Sex = '男' | '女';

const SEXES: Record<string, Sex> = { 男: '男', m: '男', male: '男', 女: '女', f: '女', female: '女' };

/** The gender a player gave (男/女, m/f, male/female in any case), null when none; undefined when unreadable. */
export function sexOf(given: string | null | undefined): Sex | null | undefined {
  if (given === null || given === undefined || given.trim() === '') return null;
  return SEXES[given.trim().toLowerCase()];
}

/** May a vest of this gender be dealt this role? (211: 马甲的男女会决定可获取身份的不同; a vest with none takes any) */
export const sexFits = (rs: RulesetDef, role: string, sex: Sex | null): boolean => {
  const want = rs.roles[role]?.gender;
  return !want || !sex || want === sex;
};

/**
 * Can the hand be dealt to these vests with every gendered role on a vest of its gender? (Hall's condition for the
 * three kinds of vest — 男, 女, none — and of role — 男, 女, either.)
 */
export function sexesAdmit(rs: RulesetDef, hand: string[], sexes: (Sex | null)[]): boolean {
  const roles = (g: Sex) => hand.filter((id) => rs.roles[id]?.gender === g).length;
  const vests = (g: Sex) => sexes.filter((s) => s === g || s === null).length;
  return roles('女') <= vests('女') && roles('男') <= vests('男');
}

/**
 * The hand dealt to the vests in `order`: each vest takes the first role left in the hand that its gender allows and
 * leaves a deal of the rest possible — so a shuffle that already fits deals exactly as it falls (hand[i] → order[i]).
 * Null when the hand cannot be dealt to these vests.
 */
export function dealBySex(
  rs: RulesetDef,
  order: string[],
  hand: string[],
  sexes: Record<string, Sex | null>,
): Record<string, string> | null {
  const left = [...hand];
  const dealt: Record<string, string> = {};
  order.forEach((name, i) => {
    const rest = order.slice(i + 1).map((n) => own(sexes, n) ?? null);
    const k = left.findIndex(
      (id, j) =>
        sexFits(rs, id, own(sexes, name) ?? null) &&
        sexesAdmit(
          rs,
          left.filter((_, x) => x !== j),
          rest,
        ),
    );
    if (k < 0) return;
    put(dealt, name, left[k] as string);
    left.splice(k, 1);
  });
  return Object.keys(dealt).length === order.length ? dealt : null;
}

/** The first vest of a hand deal given a role of the other gender, as a refusal (GENDER_MISMATCH), or null. */
export function handSexProblem(
  rs: RulesetDef,
  roles: Record<string, string>,
  sexes: Record<string, Sex | null>,
): DomainError | null {
  for (const [name, id] of Object.entries(roles)) {
    const sex = sexes[name] ?? null;
    if (!sexFits(rs, id, sex))
      return err(
        'GENDER_MISMATCH',
        `${name} 的马甲为${sex}性，不能获得${rs.roles[id]?.gender}性身份“${rs.roles[id]?.name}”（马甲的男女决定可获取的身份）`,
        { player: name, role: rs.roles[id]?.name },
      );
  }
  return null;
}

/** A hand the vests' genders cannot take, as a refusal naming the counts (GENDER_MISMATCH). */
function sexProblem(rs: RulesetDef, hand: string[], sexes: Record<string, Sex | null>): DomainError {
  const n = (g: Sex) => hand.filter((id) => rs.roles[id]?.gender === g).length;
  const v = (g: Sex) => Object.values(sexes).filter((s) => s === g || s === null).length;
  return err(
    'GENDER_MISMATCH',
    `身份池有女性身份 ${n('女')} 张、男性身份 ${n('男')} 张，可获得女性身份的马甲 ${v('女')} 名、可获得男性身份的马甲 ${v('男')} 名：女性身份不能发给男性马甲，反之亦然`,
  );
}

// 211 l.69 本局游戏，三个皇帝身份必然且只会出现一个，且只会被雍正获取: a kind of card one vest only is dealt (RulesetDef.reservedCard).
// Readings (docs/rules-coverage.md, rule_setup of 211): 雍正 is the player the creation option names, else the player called
// 雍正; a hand deal with no 雍正 known is the director's own (the vest he deals the 皇帝 card is his 雍正); a pool with a 皇帝
// card needs a 雍正 known. ignoreSetupConstraints waives these refusals as it waives the count of 皇帝 cards (the same
// sentence), but a pool deal with a 雍正 known still gives him the 皇帝 card its hand holds.

/** Is this role of the ruleset's reserved kind of card (211: 皇帝)? */
const isReserved = (rs: RulesetDef, id: string): boolean =>
  !!rs.reservedCard && rs.roles[id]?.card === rs.reservedCard.card;

/**
 * The player the ruleset's reserved card goes to in this game (211: 雍正): the one the creation option names, else the
 * player called by the vest's name (NFKC, as names are compared everywhere); null when none is known or the ruleset has none.
 */
export function reservedHolder(
  rs: RulesetDef,
  options: Readonly<Record<string, unknown>> | null | undefined,
  names: readonly string[],
): string | null {
  const rc = rs.reservedCard;
  if (!rc) return null;
  const named = own(options, rc.option);
  const who = normalizeName(typeof named === 'string' ? named : rc.vest);
  return names.includes(who) ? who : null;
}

/**
 * A hand deal giving the holder a card not of the reserved kind, or the reserved card to another vest, as a refusal naming
 * both; null without a holder (the director's own deal).
 */
export function handReservedProblem(
  rs: RulesetDef,
  roles: Readonly<Record<string, string>>,
  holder: string | null,
): DomainError | null {
  const rc = rs.reservedCard;
  if (!rc || holder === null) return null;
  const name = (id: string) => rs.roles[id]?.name ?? id;
  const mine = own(roles, holder);
  const other = Object.entries(roles).find(([who, id]) => who !== holder && isReserved(rs, id));
  if (mine !== undefined && !isReserved(rs, mine))
    return err(
      'SETUP_CONSTRAINT',
      `${holder} 是本局的${rc.vest}，须获得${rc.card}身份，却发了“${name(mine)}”${other ? `（${rc.card}身份“${name(other[1])}”发给了 ${other[0]}）` : ''}；规则：${rc.rule}`,
      { player: holder, role: name(mine) },
    );
  if (!other) return null;
  return err(
    'SETUP_CONSTRAINT',
    `${other[0]} 不是本局的${rc.vest}（${rc.vest}：${holder}），不能获得${rc.card}身份“${name(other[1])}”；规则：${rc.rule}`,
    { player: other[0], role: name(other[1]) },
  );
}

/** A pool holding the reserved card with no holder known, as a refusal (211: 本局须有雍正马甲). */
export function poolReservedProblem(
  rs: RulesetDef,
  pool: string[],
  holder: string | null,
): DomainError | null {
  const rc = rs.reservedCard;
  if (!rc || holder !== null || !pool.some((id) => isReserved(rs, id))) return null;
  return err(
    'SETUP_CONSTRAINT',
    `本局须有${rc.vest}马甲（名为“${rc.vest}”的玩家，或以 options.${rc.option} 指定一名玩家）：身份池有${rc.card}身份，规则：${rc.rule}`,
  );
}

/** The hand's reserved card the holder takes (its first), as an index, or -1 (no holder, or no such card in the hand). */
const reservedAt = (rs: RulesetDef, hand: string[], holder: string | null): number =>
  holder === null ? -1 : hand.findIndex((id) => isReserved(rs, id));

/** The vests' genders but the holder's. */
const othersSexes = (sexes: Record<string, Sex | null>, holder: string): (Sex | null)[] =>
  Object.entries(sexes)
    .filter(([n]) => n !== holder)
    .map(([, s]) => s);

/** Can the hand go to these vests: its reserved card to the holder, every gendered role to a vest of its gender? */
function fitsVests(
  rs: RulesetDef,
  hand: string[],
  sexes: Record<string, Sex | null>,
  holder: string | null,
): boolean {
  const k = reservedAt(rs, hand, holder);
  if (holder === null || k < 0) return sexesAdmit(rs, hand, Object.values(sexes));
  return (
    sexFits(rs, hand[k] as string, own(sexes, holder) ?? null) &&
    sexesAdmit(
      rs,
      hand.filter((_, i) => i !== k),
      othersSexes(sexes, holder),
    )
  );
}

/**
 * A drawn hand dealt to the vests in `order`: the reserved card the hand holds (211: its one 皇帝 card, whichever the pool
 * drew) to the holder (雍正), the rest by the vests' genders (dealBySex); null when it cannot be.
 */
export function dealToVests(
  rs: RulesetDef,
  order: string[],
  hand: string[],
  sexes: Record<string, Sex | null>,
  holder: string | null,
): Record<string, string> | null {
  const k = reservedAt(rs, hand, holder);
  if (holder === null || k < 0) return dealBySex(rs, order, hand, sexes);
  const card = hand[k] as string;
  if (!sexFits(rs, card, own(sexes, holder) ?? null)) return null;
  const rest = dealBySex(
    rs,
    order.filter((n) => n !== holder),
    hand.filter((_, i) => i !== k),
    sexes,
  );
  if (!rest) return null;
  const dealt: Record<string, string> = {};
  for (const n of order) put(dealt, n, n === holder ? card : (own(rest, n) as string));
  return dealt;
}
