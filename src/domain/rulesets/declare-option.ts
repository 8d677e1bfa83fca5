/**
 * A director's declarations written at creation, for what a ruleset's text leaves to the game's own rule post (tieba's
 * houses and `declare`, pku's `declare`): one option string of entries `名:值[:值][/次数]` separated by `;` (full- or
 * half-width), each name at most once. The rulesets read each entry's fields against their own small libraries.
 */

/** The entries of a director's option string (`a;b；c`, full- or half-width), or what is wrong with it. */
export function optionEntries(v: unknown, none: string): string[] | string {
  if (typeof v !== 'string') return '须为字符串';
  const parts = v
    .normalize('NFKC')
    .split(/[;；]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length ? parts : none;
}

/** One entry: its name, its one or two values, its uses (`/次数`, 1–99; null when not written) and its text. */
export interface Entry {
  name: string;
  values: string[];
  limit: number | null;
  text: string;
}

/**
 * Reads a declaration option: each entry `名:值[:值][/次数]` through `read` (the ruleset's library: the declaration, or
 * what is wrong with it), each name once.
 */
export function parseDeclarations<T>(v: unknown, none: string, read: (e: Entry) => T | string): T[] | string {
  const parts = optionEntries(v, none);
  if (typeof parts === 'string') return parts;
  const out: T[] = [];
  const seen = new Set<string>();
  for (const p of parts) {
    const m = /^([^:/]+):([^:/]+)(?::([^:/]+))?(?:\/(\d+))?$/.exec(p);
    if (!m) return `无法读取“${p}”`;
    const [, n, a, b, k] = m as unknown as [string, string, string, string?, string?];
    const name = n.trim();
    const limit = k === undefined ? null : Number(k);
    if (limit !== null && (limit < 1 || limit > 99)) return `“${p}”的次数须为 1 到 99`;
    if (seen.has(name)) return `${name} 声明了两次`;
    seen.add(name);
    const d = read({ name, values: b === undefined ? [a.trim()] : [a.trim(), b.trim()], limit, text: p });
    if (typeof d === 'string') return d;
    out.push(d);
  }
  return out;
}
