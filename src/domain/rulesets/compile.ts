import type { DeadlineRow, NightWindow, RoleDef, SkillDef } from '../engine/types';

/**
 * Turns an order table written in the text's words (`角色<技能>`) into skill
 * ids. `*` stands for 其余身份: every known night skill not listed elsewhere.
 */
function lookup(entry: string, roles: Record<string, RoleDef>): string | null {
  const m = /^(.+)<(.+)>$/.exec(entry);
  if (!m) return null;
  const [, roleName, skillName] = m;
  for (const r of Object.values(roles)) {
    if (r.name !== roleName) continue;
    const sk = r.skills.find((k) => k.name === skillName);
    if (sk) return sk.id;
  }
  return null;
}

export function compileOrder(
  table: [number, string[]][],
  roles: Record<string, RoleDef>,
): { tier: number; skills: string[] }[] {
  const listed = new Set<string>();
  for (const [, entries] of table)
    for (const e of entries) {
      const id = lookup(e, roles);
      if (id) listed.add(id);
    }
  return table.map(([tier, entries]) => ({
    tier,
    skills: entries.flatMap((e) => {
      if (e === '*') {
        const rest: string[] = [];
        for (const r of Object.values(roles))
          for (const k of r.skills)
            if (k.kind === 'night' && !listed.has(k.id) && !rest.includes(k.id)) rest.push(k.id);
        return rest;
      }
      const id = lookup(e, roles);
      return id ? [id] : [];
    }),
  }));
}

export function compileSettlement(list: string[], roles: Record<string, RoleDef>): string[] {
  return list.map((e) => lookup(e, roles)).filter((x): x is string => x !== null);
}

/**
 * Turns a text's 行动时限 table into the night's windows (every row but the `day` one, in the
 * text's order) and gives each implemented night or passive skill its row's window: an entry
 * `角色<技能>` first, then `角色`, then `*` (其余身份). A skill that names its own window keeps it;
 * a row whose miss is 随机 makes its skills draw on timeout unless they say otherwise.
 */
export function compileDeadlines(
  rows: DeadlineRow[],
  roles: Record<string, RoleDef>,
): { windows: NightWindow[]; roles: Record<string, RoleDef> } {
  const windows = rows
    .filter((r) => r.window !== 'day')
    .map((r): NightWindow => ({ id: r.window, minutes: r.minutes, from: r.from ?? 'close' }));
  const rowOf = (role: RoleDef, sk: SkillDef): DeadlineRow | undefined =>
    rows.find((r) => r.who.includes(`${role.name}<${sk.name}>`)) ??
    rows.find((r) => r.who.includes(role.name)) ??
    rows.find((r) => r.who.includes('*'));
  const out: Record<string, RoleDef> = {};
  for (const [id, role] of Object.entries(roles)) {
    out[id] = {
      ...role,
      skills: role.skills.map((sk) => {
        if ((sk.kind !== 'night' && sk.kind !== 'passive') || sk.window) return sk;
        const row = rowOf(role, sk);
        if (!row || row.window === 'day') return sk;
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
