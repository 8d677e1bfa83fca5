import { OPENING_STEP } from '../engine/opening';
import type {
  DeadlineRow,
  FactionDef,
  NightWindow,
  RoleDef,
  SkillDef,
  StatusDef,
  Templates,
} from '../engine/types';

/**
 * What a ruleset's general rules declare, beside its roles: the shared statuses (the text's 状态 system, [翻牌]),
 * the general texts, the factions every game has, the skills of no role.
 */
export interface GeneralDefs {
  statuses?: Record<string, StatusDef>;
  templates?: Templates;
  factions?: Record<string, FactionDef>;
  extraSkills?: SkillDef[];
}

export interface CollectedRoles {
  roles: Record<string, RoleDef>;
  statuses: Record<string, StatusDef>;
  t: Templates;
  factions: Record<string, FactionDef>;
  extraSkills: SkillDef[];
  /** the roles' rights' skills (the ruleset's general ones go first in its `commonSkills`) */
  commonSkills: SkillDef[];
}

/**
 * A ruleset's one list of roles, merged: each role's statuses, templates, factions, extra skills and the skills a
 * learner gets from it (`learnable`) join the general ones. An id declared twice with different definitions (a status,
 * a template, a faction, a skill — the same object twice is fine) is refused with an error naming both declarers.
 */
export function collectRoles(list: RoleDef[], general: GeneralDefs = {}): CollectedRoles {
  const clash = (kind: string, id: string, a: string, b: string) =>
    new Error(`ruleset: ${kind} id '${id}' is declared twice with different definitions (${a}, ${b})`);
  function merge<T>(
    kind: string,
    into: Record<string, T>,
    from: Record<string, string>,
    id: string,
    def: T,
    by: string,
  ) {
    const had = into[id];
    if (had !== undefined && had !== def) throw clash(kind, id, from[id] as string, by);
    into[id] = def;
    from[id] = by;
  }
  const roles: Record<string, RoleDef> = {};
  const statuses: Record<string, StatusDef> = {};
  const t: Templates = {};
  const factions: Record<string, FactionDef> = {};
  const skills: Record<string, SkillDef> = {};
  const extra: SkillDef[] = [];
  const common: SkillDef[] = [];
  const by = { role: {}, status: {}, template: {}, faction: {}, skill: {} } as Record<
    string,
    Record<string, string>
  >;
  const general_ = 'the ruleset';
  for (const [id, st] of Object.entries(general.statuses ?? {}))
    merge('status', statuses, by.status as Record<string, string>, id, st, general_);
  for (const [id, tpl] of Object.entries(general.templates ?? {}))
    merge('template', t, by.template as Record<string, string>, id, tpl, general_);
  for (const [id, f] of Object.entries(general.factions ?? {}))
    merge('faction', factions, by.faction as Record<string, string>, id, f, general_);
  const addExtra = (sk: SkillDef, who: string) => {
    if (skills[sk.id] === sk) return;
    merge('skill', skills, by.skill as Record<string, string>, sk.id, sk, who);
    extra.push(sk);
  };
  for (const sk of general.extraSkills ?? []) addExtra(sk, general_);
  for (const r of list) {
    merge('role', roles, by.role as Record<string, string>, r.id, r, r.name);
    const who = `${r.name} (${r.id})`;
    for (const sk of r.skills) merge('skill', skills, by.skill as Record<string, string>, sk.id, sk, who);
  }
  for (const r of list) {
    const who = `${r.name} (${r.id})`;
    for (const st of r.statuses ?? [])
      merge('status', statuses, by.status as Record<string, string>, st.id, st, who);
    for (const [id, tpl] of Object.entries(r.templates ?? {}))
      merge('template', t, by.template as Record<string, string>, id, tpl, who);
    for (const f of r.factions ?? [])
      merge('faction', factions, by.faction as Record<string, string>, f.id, f, who);
    for (const sk of [...(r.extraSkills ?? []), ...(r.learnable?.skills ?? [])]) addExtra(sk, who);
    for (const sk of r.commonSkills ?? []) {
      if (skills[sk.id] === sk) continue;
      merge('skill', skills, by.skill as Record<string, string>, sk.id, sk, who);
      common.push(sk);
    }
  }
  return { roles, statuses, t, factions, extraSkills: extra, commonSkills: common };
}

/**
 * 接刀: each group's heirs, in the text's 接刀顺序 (role names: 石像鬼、铁柱、机械狼，幽灵), then the other roles that
 * declare `heir` of the group in the list's order (丘比特 在情侣殉情后接刀).
 */
export function compileInherit(
  text: Record<string, string[]>,
  roles: Record<string, RoleDef>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const heirs = Object.values(roles).filter((r) => r.heir);
  for (const group of new Set([...Object.keys(text), ...heirs.map((r) => r.heir as string)])) {
    const mine = heirs.filter((r) => r.heir === group);
    const rank = (r: RoleDef) => {
      const i = (text[group] ?? []).findIndex((n) => n === r.name || r.aliases?.includes(n));
      return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    out[group] = [...mine].sort((a, b) => rank(a) - rank(b)).map((r) => r.id);
  }
  return out;
}

/**
 * Turns an order table written in the text's words (`角色<技能>`) into skill
 * ids. `*` stands for 其余身份: every known night skill not listed elsewhere.
 */
function lookupAll(entry: string, roles: Record<string, RoleDef>): string[] {
  const m = /^(.+)<(.+)>$/.exec(entry);
  if (!m) return [];
  const [, roleNames, skillName] = m as unknown as [string, string, string];
  // `魔教教主/道教教主<日月合击>`: one entry for several roles; a role or skill may go by another name (皇帝, 复活)
  const out: string[] = [];
  for (const roleName of roleNames.split('/'))
    for (const r of Object.values(roles)) {
      if (r.name !== roleName && !r.aliases?.includes(roleName)) continue;
      // every skill of the role the entry names (药剂师<我有药>: its 回复药 and its 迷魂药)
      for (const sk of r.skills)
        if ((sk.name === skillName || sk.aliases?.includes(skillName)) && !out.includes(sk.id))
          out.push(sk.id);
    }
  return out;
}

export function compileOrder(
  table: [number, string[]][],
  roles: Record<string, RoleDef>,
): { tier: number; skills: string[] }[] {
  const listed = new Set<string>();
  for (const [, entries] of table)
    for (const e of entries) for (const id of lookupAll(e, roles)) listed.add(id);
  return table.map(([tier, entries]) => ({
    tier,
    skills: entries.flatMap((e) => {
      if (e === '*') {
        // 其余身份: every other night skill, except those that take the slot after another (orderAs)
        const rest: string[] = [];
        for (const r of Object.values(roles))
          for (const k of r.skills)
            if (k.kind === 'night' && !k.timing?.orderAs && !listed.has(k.id) && !rest.includes(k.id))
              rest.push(k.id);
        return rest;
      }
      return lookupAll(e, roles);
    }),
  }));
}

/** A list in the text's words (`角色<技能>`) as skill ids, those not implemented left out. */
export function compileList(list: string[], roles: Record<string, RoleDef>): string[] {
  return list.flatMap((e) => lookupAll(e, roles));
}

/**
 * An opening table in the text's words, row by row (211 行动顺序总集, 开局 … 竞选日): an entry `角色<技能>` is the
 * opening skills it names; an entry naming no skill of a role here is a step of the opening (`step:<名>`: 狼人阵营<共群>,
 * 魔教教主/狐狸精/银狼<知晓群内狼> — the roles' `openingSteps` of that name, engine/opening.ts); a row without `<…>`
 * (确定各方具体阵容, 竞选日选择警长) is what the game's start or its first day does.
 */
export function compileOpening(rows: string[][], roles: Record<string, RoleDef>): string[] {
  const out: string[] = [];
  for (const e of rows.flat()) {
    const m = /<(.+)>$/.exec(e);
    if (!m) continue;
    const ids = lookupAll(e, roles);
    for (const id of ids.length ? ids : [`${OPENING_STEP}${m[1]}`]) if (!out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * The settlement list in the text's words, as kill sources. Skills that copy another's
 * (`orderAs`: 机械狼's poison) settle right after it (黑商赌徒圣诞老狼等毒药跟在女巫毒药后).
 */
export function compileSettlement(
  list: string[],
  roles: Record<string, RoleDef>,
  extra: SkillDef[] = [],
): string[] {
  const all = [...Object.values(roles).flatMap((r) => r.skills), ...extra];
  const out: string[] = [];
  // an entry that names no role (211 二次流血) is a kill no role's skill holds: an extra skill of that name
  const named = (e: string) =>
    /<.+>$/.test(e) ? lookupAll(e, roles) : extra.filter((k) => k.name === e).map((k) => k.id);
  for (const e of list)
    for (const id of named(e)) {
      if (out.includes(id)) continue;
      out.push(id);
      for (const k of all) if (k.timing?.orderAs === id && !out.includes(k.id)) out.push(k.id);
    }
  return out;
}

/** Does this night or passive skill need a window (it is submitted, or acts in the night: 通灵, 镜 反射)? */
const needsWindow = (sk: SkillDef): boolean =>
  sk.kind === 'night' ||
  (sk.kind === 'passive' &&
    (sk.hooks?.resolve !== undefined ||
      sk.hooks?.onNightStart !== undefined ||
      sk.hooks?.reveal !== undefined));

/**
 * Turns a text's 行动时限 table into the night's windows (every row but the `day` one, in the
 * text's order) and gives each implemented night or passive skill its row's window: an entry
 * `角色<技能>` first, then `*<技能>` (that skill of any role: 211 狼人阵营与其他身份 杀人), then `角色`, then
 * `*` (其余身份). A skill that names its own window keeps it; a row whose miss is 随机 makes its skills
 * draw on timeout unless they say otherwise. Every skill has a window (211 l.84 该技能只能在对应的时段发动):
 * a night skill, or a passive one that acts by night, left without one is refused here, so the
 * ruleset does not build.
 */
export function compileDeadlines(
  rows: DeadlineRow[],
  roles: Record<string, RoleDef>,
): { windows: NightWindow[]; roles: Record<string, RoleDef> } {
  const windows = rows
    .filter((r) => r.window !== 'day')
    .map(
      (r): NightWindow => ({
        id: r.window,
        minutes: r.minutes,
        from: r.from ?? 'close',
        ...(r.daytime ? { daytime: true } : {}),
      }),
    );
  const names = (role: RoleDef) => [role.name, ...(role.aliases ?? [])];
  const skillNames = (sk: SkillDef) => [sk.name, ...(sk.aliases ?? [])];
  const rowOf = (role: RoleDef, sk: SkillDef): DeadlineRow | undefined =>
    rows.find((r) => names(role).some((n) => skillNames(sk).some((k) => r.who.includes(`${n}<${k}>`)))) ??
    rows.find((r) => skillNames(sk).some((k) => r.who.includes(`*<${k}>`))) ??
    rows.find((r) => names(role).some((n) => r.who.includes(n))) ??
    rows.find((r) => r.who.includes('*'));
  const out: Record<string, RoleDef> = {};
  for (const [id, role] of Object.entries(roles)) {
    out[id] = {
      ...role,
      skills: role.skills.map((sk) => {
        if (sk.kind !== 'night' && sk.kind !== 'passive') return sk;
        if (sk.timing?.window) return sk;
        const row = rowOf(role, sk);
        if (!row || row.window === 'day') {
          if (needsWindow(sk))
            throw new Error(
              `${role.name}<${sk.name}> has no window: no row of the 行动时限 lists it, nor its own tag`,
            );
          return sk;
        }
        return {
          ...sk,
          timing: { ...sk.timing, window: row.window },
          force: {
            ...sk.force,
            ...(row.miss === '随机' && !sk.force?.onTimeout ? { onTimeout: 'random' as const } : {}),
          },
        };
      }),
    };
  }
  return { windows, roles: out };
}
