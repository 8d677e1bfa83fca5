/**
 * [tieba] file 002: 贵族, 灯塔 and 理发师 are used by the rules (l.16, l.21, l.145, l.153–154) but have no section: the text
 * gives none of them a faction, and 灯塔 and 理发师 no skill. As the occupations' skills (houses.ts), the director declares
 * what the game's rule post gives them, at creation — option `declare`: `角色:阵营[/次数]` separated by `;`, e.g.
 * `贵族:村民阵营/1`. Undeclared: 村民阵营 (as 长老: the text puts them in no faction's list) and no limit of uses (the text
 * states none).
 */

/** The roles the director may declare (the name in the text → the role id). */
export const DECLARABLE: Record<string, string> = { 贵族: 'noble' };

/** The factions a declaration may name. */
const FACTIONS: Record<string, string> = { 村民阵营: 'village', 狼人阵营: 'wolves', 雪狼阵营: 'snow' };

export interface Declared {
  role: string;
  faction: string;
  /** uses in the whole game; null = as the text: no limit */
  limit: number | null;
}

export const DECLARE_DESCRIBE = `格式：角色:阵营[/次数]，以“;”分隔，如 贵族:村民阵营/1；角色：${Object.keys(DECLARABLE).join('、')}；阵营：${Object.keys(FACTIONS).join('、')}；未声明：村民阵营、次数不限`;

/** Reads the option: the declarations, or what is wrong with it. */
export function parseDeclare(v: unknown): Declared[] | string {
  if (typeof v !== 'string') return '须为字符串';
  const parts = v
    .normalize('NFKC')
    .split(/[;；]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return '没有声明';
  const out: Declared[] = [];
  for (const p of parts) {
    const m = /^([^:/]+):([^:/]+)(?:\/(\d+))?$/.exec(p);
    if (!m) return `无法读取“${p}”`;
    const [, name, fac, n] = m as unknown as [string, string, string, string?];
    const role = DECLARABLE[name.trim()];
    if (!role) return `“${name.trim()}”不能声明（可声明：${Object.keys(DECLARABLE).join('、')}）`;
    const faction = FACTIONS[fac.trim()];
    if (!faction) return `没有阵营“${fac.trim()}”`;
    const limit = n === undefined ? null : Number(n);
    if (limit !== null && (limit < 1 || limit > 99)) return `“${p}”的次数须为 1 到 99`;
    if (out.some((d) => d.role === role)) return `${name.trim()} 声明了两次`;
    out.push({ role, faction, limit });
  }
  return out;
}

/** The game's declaration of a role, if the director made one. */
export function declared(options: Record<string, unknown>, role: string): Declared | null {
  if (options.declare === undefined) return null;
  const d = parseDeclare(options.declare);
  return typeof d === 'string' ? null : (d.find((x) => x.role === role) ?? null);
}
