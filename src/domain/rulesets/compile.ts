import type { RoleDef } from '../engine/types';

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
