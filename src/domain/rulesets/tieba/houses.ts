import { seenFaction } from '../../engine/effects';
import type { NightCtx, SkillDef, StatusDef, Templates, Tx } from '../../engine/types';
import { err } from '../../errors';
import { ev } from '../../events';
import { shuffle } from '../../rng';
import type { Character, GameState } from '../../state';
import { normalizeName } from '../../votepost';
import { optionEntries } from '../declare-option';

/**
 * [tieba] file 002 房屋 (l.37–38, l.15): 游戏开始时，每名角色都可能被随机分配到房屋，每个房屋都对应着一个职业，每个职业有不同的
 * 技能…房屋一旦得到，除非出局或被<纵火>或<业炎>，则永久不会失去。每名角色得到或失去房屋时，法官都需要在场上进行公示。
 * 公示 (l.15): 角色得到或失去房屋、居委会、花园、售楼处、电梯、社区医院发动技能、将在游戏日白天，技能发动后立即公示。
 *
 * The text names the occupations but not their skills. The director writes them at creation, option `houses`:
 * `职业:技能[/次数][@角色]` separated by `;`, e.g. `居委会:查验;花园:诽谤/1;售楼处:免票@民A`. Readings (each tested in
 * test/domain/tieba/houses.test.ts, written in docs/rules-coverage.md):
 * - the houses listed are dealt at the start, each to a different character drawn at random (seeded, an event), after
 *   those the director fixed with `@角色`; the others are 租户, whose skill (没有房屋的租户也拥有技能, not given by the text)
 *   the director writes as `租户:技能[/次数]`, or none;
 * - an occupation's skill is a day skill (l.15: 发动技能…将在游戏日白天), used at most once a day (`/次数`: in the
 *   whole game), and announced at once with its user, occupation and target (a 查验's answer is the user's alone);
 * - the skills come from this library: 查验 (the target's 阵营 as 预言家 reads it: <村民阵营>/<非村民阵营>), 诽谤 (两票
 *   more on the target in today's count), 免票 (the target cannot be voted out today), 禁票 (the target cannot vote
 *   today), 加票 (the user's own vote counts two today);
 * - a burnt house (纵火, 业炎) makes its owner a 流浪汉 (no skill); an out character's house leaves the game with it,
 *   announced in the next 公示 (the losses of the day's vote and of the night, as the outs are).
 */

/** The library of occupation skills: the name the director writes → the skill id. */
export const HOUSE_ABILITIES: Record<string, string> = {
  查验: 'house_check',
  诽谤: 'house_slander',
  免票: 'house_spare',
  禁票: 'house_mute',
  加票: 'house_double',
};

export interface HouseSpec {
  occupation: string;
  ability: string;
  /** uses in the whole game; null = once a day for the whole game */
  limit: number | null;
  /** a character the director gave it to (`@角色`), else drawn */
  owner: string | null;
}

export const HOUSES_DESCRIBE =
  '格式：职业:技能[/次数][@角色]，以“;”分隔，如 居委会:查验;花园:诽谤/1；技能：' +
  Object.keys(HOUSE_ABILITIES).join('、');

/** Reads the option: the houses, or what is wrong with it. */
export function parseHouses(v: unknown, players: number, names?: string[]): HouseSpec[] | string {
  const parts = optionEntries(v, '没有房屋');
  if (typeof parts === 'string') return parts;
  const houses = parts.filter((p) => !p.startsWith(`${TENANT}:`)).length;
  if (houses > players) return `房屋（${houses}个）多于玩家（${players}名）`;
  if (parts.length - houses > 1) return '租户的技能只能写一次';
  const out: HouseSpec[] = [];
  for (const p of parts) {
    const m = /^([^:@/]+):([^:@/]+)(?:\/(\d+))?(?:@(.+))?$/.exec(p);
    if (!m) return `无法读取“${p}”`;
    const [, occ, ab, n, who] = m as unknown as [string, string, string, string?, string?];
    const occupation = occ.trim();
    const ability = ab.trim();
    if (!HOUSE_ABILITIES[ability]) return `没有技能“${ability}”`;
    const limit = n === undefined ? null : Number(n);
    if (limit !== null && (limit < 1 || limit > 99)) return `“${p}”的次数须为 1 到 99`;
    const owner = who === undefined ? null : normalizeName(who);
    if (occupation === TENANT && owner !== null) return '租户不能指定角色（没有房屋的角色都是租户）';
    if (owner !== null && names && !names.includes(owner)) return `“${owner}”不是本局玩家`;
    if (owner !== null && out.some((h) => h.owner === owner)) return `${owner} 被指定了两个房屋`;
    out.push({ occupation, ability, limit, owner });
  }
  return out;
}

/** 没有房屋的租户也拥有技能: the option's `租户:技能` entry (no house; every character dealt none is a tenant). */
export const TENANT = '租户';

/** The character's house now (its 职业 and skill), if it has one. */
export function houseOf(c: Character): { occupation: string; ability: string; limit: number | null } | null {
  return occupationOf(c, 'house');
}

/** The character's occupation now: its house's, or (a tenant) the tenants' skill. */
function occupationOf(
  c: Character,
  which: 'house' | 'tenant' | 'any' = 'any',
): { occupation: string; ability: string; limit: number | null } | null {
  const st = c.statuses.find((x) =>
    which === 'any' ? x.id === 'house' || x.id === 'tenant' : x.id === which,
  );
  if (!st?.data) return null;
  return {
    occupation: String(st.data.occupation),
    ability: String(st.data.ability),
    limit: (st.data.limit as number | null) ?? null,
  };
}

/** 游戏开始时…随机分配到房屋: the deal of the houses (a draw, an event), each gain announced. */
export function dealHouses(tx: Tx): void {
  const s = tx.state;
  if (s.options.houses === undefined) return;
  const specs = parseHouses(
    s.options.houses,
    s.chars.length,
    s.chars.map((c) => c.name),
  );
  if (typeof specs === 'string') return; // checked at creation
  const fixed = new Set(specs.map((h) => h.owner).filter((x): x is string => x !== null));
  const free = s.chars.filter((c) => !fixed.has(c.name)).map((c) => c.name);
  const drawn = tx.draw('houses', (r) => shuffle(r, free));
  let i = 0;
  const lines: string[] = [];
  const tenant = specs.find((h) => h.occupation === TENANT);
  for (const h of specs.filter((x) => x !== tenant)) {
    const owner = h.owner ?? drawn[i++];
    if (!owner) continue;
    tx.emit(
      ev('StatusApplied', {
        target: owner,
        status: 'house',
        source: null,
        until: null,
        data: {
          occupation: h.occupation,
          ability: h.ability,
          limit: h.limit,
          skills: [HOUSE_ABILITIES[h.ability]],
        },
      }),
    );
    lines.push(tx.t('houseGained', { name: owner, occupation: h.occupation }));
    tx.notify(owner, tx.t('yourHouse', { occupation: h.occupation, ability: h.ability }), {
      kind: 'house',
      occupation: h.occupation,
      ability: h.ability,
    });
  }
  if (tenant) {
    const skills = [HOUSE_ABILITIES[tenant.ability]];
    for (const c of tx.state.chars.filter((x) => !houseOf(x))) {
      const data = { occupation: TENANT, ability: tenant.ability, limit: tenant.limit, skills };
      tx.emit(ev('StatusApplied', { target: c.name, status: 'tenant', source: null, until: null, data }));
      tx.notify(c.name, tx.t('yourTenancy', { ability: tenant.ability }), {
        kind: 'house',
        occupation: TENANT,
      });
    }
    lines.push(tx.t('tenantsSkill', { ability: tenant.ability }));
  }
  tx.announce(lines.join('\n'), { kind: 'houses' });
}

/** 被烧毁的房屋离开游戏，房主变为流浪汉: the loss, announced (by night in the next 公示). */
export function burnHouse(tx: Tx, owner: string): void {
  const c = tx.state.chars.find((x) => x.name === owner);
  const h = c && houseOf(c);
  if (!c || !h) return;
  tx.emit(ev('StatusRemoved', { target: owner, status: 'house', source: null }));
  tx.emit(ev('StatusApplied', { target: owner, status: 'vagrant', source: null, until: null }));
  const text = tx.t('houseBurnt', { name: owner, occupation: h.occupation });
  const data = { kind: 'house_lost', name: owner, occupation: h.occupation };
  if (tx.state.phase.kind === 'night') tx.news(text, data);
  else tx.announce(text, data);
}

/**
 * 每个游戏日白天开始时，都会公示…存活角色状态与对应的房屋: the houses lost with their owners since the last 公示, then every
 * living character's house (or 流浪汉).
 */
export function houseLines(s: GameState, day: number, t: Templates): string[] {
  // no houses in this game: the living alone (存活角色状态)
  if (s.options.houses === undefined)
    return [
      t.aliveList?.({
        list: s.chars
          .filter((c) => c.alive)
          .map((c) => c.name)
          .join('、'),
      }) ?? '',
    ];
  const lines: string[] = [];
  for (const c of s.chars) {
    const h = houseOf(c);
    const lately =
      !c.alive &&
      ((c.outPhase === 'night' && c.outDay === day - 1) || (c.outPhase === 'day' && c.outDay === day - 1));
    if (h && lately) lines.push(t.houseLostOut?.({ name: c.name, occupation: h.occupation }) ?? '');
  }
  const alive = s.chars
    .filter((c) => c.alive)
    .map((c) => {
      const h = houseOf(c);
      if (h) return `${c.name}【${h.occupation}】`;
      if (c.statuses.some((st) => st.id === 'vagrant')) return `${c.name}【流浪汉】`;
      return `${c.name}【租户】`;
    });
  lines.push(t.houseList?.({ list: alive.join('、') }) ?? '');
  return lines;
}

/** One use a day, and the occupation's count in the game if it has one. */
const usable: NonNullable<SkillDef['limits']>['usable'] = (s, actor) => {
  const h = occupationOf(actor);
  if (!h) return err('SKILL_NOT_USABLE', `${actor.name} 没有房屋`);
  const mine = s.history.filter((x) => x.actor === actor.name && x.skill.startsWith('house_'));
  if (mine.some((x) => x.phase === 'day' && x.day === s.phase.day))
    return err('SKILL_USED_UP', `${h.occupation}的技能今天已经发动过了（每个游戏日白天一次）`);
  if (h.limit !== null && mine.length >= h.limit)
    return err('SKILL_USED_UP', `${h.occupation}的技能只能发动${h.limit}次，次数已用完`);
  return null;
};

/** 技能发动后立即公示: who, which occupation, on whom. */
function announceUse(tx: Tx, actor: Character, skill: string, target: string): void {
  const h = occupationOf(actor);
  tx.announce(tx.t('houseSkillUsed', { occupation: h?.occupation ?? '', name: actor.name, skill, target }), {
    kind: 'house_skill',
    name: actor.name,
    occupation: h?.occupation ?? '',
    skill,
    target,
  });
}

function houseSkill(
  id: string,
  name: string,
  self: boolean,
  effect: (tx: Tx, actor: Character, target: Character) => void,
): SkillDef {
  return {
    id,
    name,
    kind: 'day',
    timing: { instant: true },
    targets: { min: 1, max: 1, self, among: 'alive' },
    limits: { usable },
    hooks: {
      apply: (tx, actor, targets) => {
        const t = targets[0];
        if (!t) return;
        announceUse(tx, actor, name, t.name);
        effect(tx, actor, t);
      },
    },
  };
}

const dayStatus = (tx: Tx, target: string, status: string, source: string) =>
  tx.emit(
    ev('StatusApplied', {
      target,
      status,
      source,
      until: { at: 'dayEnd', day: tx.state.phase.day },
    }),
  );

export const HOUSE_SKILLS: SkillDef[] = [
  houseSkill('house_check', '查验', false, (tx, actor, t) => {
    const answer = seenFaction(tx.state, tx.rs, t) === 'village' ? '<村民阵营>' : '<非村民阵营>';
    tx.notify(actor.name, tx.t('checkResult', { skill: '查验', name: t.name, answer }), {
      kind: 'feedback',
      skill: 'house_check',
      target: t.name,
      answer,
    });
  }),
  houseSkill('house_slander', '诽谤', true, (tx, a, t) => dayStatus(tx, t.name, 'house_slandered', a.name)),
  houseSkill('house_spare', '免票', true, (tx, a, t) => dayStatus(tx, t.name, 'house_spared', a.name)),
  houseSkill('house_mute', '禁票', false, (tx, a, t) => dayStatus(tx, t.name, 'house_muted', a.name)),
  {
    ...houseSkill('house_double', '加票', true, (tx, a) => dayStatus(tx, a.name, 'house_doubled', a.name)),
    targets: { min: 0, max: 0, self: true, among: 'alive' },
    hooks: {
      apply: (tx, actor) => {
        announceUse(tx, actor, '加票', actor.name);
        dayStatus(tx, actor.name, 'house_doubled', actor.name);
      },
    },
  },
];

export const HOUSE_STATUSES: StatusDef[] = [
  // data: occupation, ability, limit, skills (the occupation's skill)
  { id: 'house', name: '房屋', holder: { grantsSkills: true } },
  // 没有房屋的租户也拥有技能 (the option's 租户 entry); a 流浪汉 is no tenant (he had a house)
  { id: 'tenant', name: '租户', holder: { grantsSkills: true } },
  // 房主变为流浪汉
  { id: 'vagrant', name: '流浪汉' },
  { id: 'house_slandered', name: '诽谤', vote: { extraVotes: 2 } },
  { id: 'house_spared', name: '免票', vote: { noVoteOut: true } },
  { id: 'house_muted', name: '禁票', vote: { noVote: true } },
  { id: 'house_doubled', name: '加票', vote: { voteWeight: 2 } },
];

export const HOUSE_TEMPLATES: Templates = {
  houseGained: ({ name, occupation }) => `${name} 得到房屋【${occupation}】。`,
  yourHouse: ({ occupation, ability }) =>
    `你得到房屋【${occupation}】，职业技能<${ability}>（游戏日白天发动，发动后立即公示）。`,
  houseBurnt: ({ name, occupation }) => `${name} 的房屋【${occupation}】被烧毁，${name} 变为流浪汉。`,
  houseLostOut: ({ name, occupation }) => `${name} 出局，失去房屋【${occupation}】。`,
  yourTenancy: ({ ability }) =>
    `你没有房屋，是租户，租户技能<${ability}>（游戏日白天发动，发动后立即公示）。`,
  tenantsSkill: ({ ability }) => `其余角色为租户，租户技能<${ability}>。`,
  houseList: ({ list }) => `存活角色与房屋：${list}。`,
  aliveList: ({ list }) => `存活角色：${list}。`,
  houseSkillUsed: ({ occupation, name, skill, target }) =>
    name === target
      ? `【${occupation}】${name} 发动技能<${skill}>。`
      : `【${occupation}】${name} 对 ${target} 发动技能<${skill}>。`,
};

/**
 * 纵火 / 业炎: 游戏日夜晚…烧毁一个房屋。被烧毁的房屋离开游戏，房主变为流浪汉…一局游戏只能使用一次. The target is a character with a
 * house (himself included: the text names no exception); the house burns when the night resolves, and `mark` says what the
 * burning does to the night's other operations on its owner (the status it gives him tonight, read at the actions' end).
 */
export function burn(o: {
  id: string;
  name: string;
  mark: string;
  onEnd: (ctx: NightCtx, owner: string, by: string) => void;
}): SkillDef {
  const noHouse = (c: Character) => !houseOf(c);
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    targets: { min: 1, max: 1, self: true, among: 'alive' },
    limits: { limit: 1 },
    choose: {
      excludes: ({ target }) => noHouse(target),
      validate: ({ targets }) => {
        const t = targets[0];
        return t && noHouse(t) ? err('ILLEGAL_TARGET', `${t.name} 没有房屋，不能${o.name}`) : null;
      },
    },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) {
          if (noHouse(ctx.char(t))) continue;
          ctx.status(t, o.mark, { source: a.as });
          ctx.atEnd((end) => o.onEnd(end, t, a.as));
          ctx.later((tx) => burnHouse(tx, t));
        }
      },
    },
  };
}

/** Seats of the 电梯贴 (its order is the seating: 电梯贴中玩家的顺序将随机排列). */
export const seatOf = (s: GameState, name: string): number => s.chars.find((c) => c.name === name)?.seat ?? 0;
