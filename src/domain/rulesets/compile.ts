import type { DeadlineRow, NightWindow, RoleDef, SkillDef } from '../engine/types';

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
      const sk = r.skills.find((k) => k.name === skillName || k.aliases?.includes(skillName));
      if (sk && !out.includes(sk.id)) out.push(sk.id);
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
            if (k.kind === 'night' && !k.orderAs && !listed.has(k.id) && !rest.includes(k.id))
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
  for (const e of list)
    for (const id of lookupAll(e, roles)) {
      if (out.includes(id)) continue;
      out.push(id);
      for (const k of all) if (k.orderAs === id && !out.includes(k.id)) out.push(k.id);
    }
  return out;
}

/** Does this night or passive skill need a window (it is submitted, or acts in the night: 通灵, 镜 反射)? */
const needsWindow = (sk: SkillDef): boolean =>
  sk.kind === 'night' ||
  (sk.kind === 'passive' &&
    (sk.resolve !== undefined || sk.onNightStart !== undefined || sk.reveal !== undefined));

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
        if (sk.window) return sk;
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
          window: row.window,
          ...(row.miss === '随机' && !sk.onTimeout ? { onTimeout: 'random' as const } : {}),
        };
      }),
    };
  }
  return { windows, roles: out };
}
