import { factionCheck } from '../../abilities';
import type { SkillDef } from '../../engine/types';
import { err } from '../../errors';
import { parseDeclarations } from '../declare-option';

/**
 * [tieba] file 002: 贵族, 灯塔 and 理发师 are used by the rules (l.16, l.21, l.145, l.153–154) but have no section: the text
 * gives none of them a faction, and 灯塔 and 理发师 no skill. 长老 (l.23, l.146: <长寿之命>) and 白痴 (l.116: in the village's
 * loss) are used too, with no section: what the text gives them stays, the rest of the role is the declaration — a faction,
 * and a night skill beside (长老: beyond <长寿之命>). Reading: their library is 查验 only — 出局有以下几种情况 (l.21) lists
 * 因理发师的技能 among the ways out, not a skill of 长老 or 白痴. As the occupations' skills (houses.ts), the director declares
 * what the game's rule post gives them, at creation — option `declare`: `角色:阵营[:技能][/次数]` separated by `;`, e.g.
 * `贵族:村民阵营/1;灯塔:村民阵营:查验;理发师:狼人阵营:出局/1`. Undeclared: 村民阵营 (as 长老: the text puts them in no
 * faction's list) and no limit of uses (the text states none); 灯塔 and 理发师 with no skill declared have none.
 */

/** The roles the director may declare (the name in the text → the role id). */
export const DECLARABLE: Record<string, string> = {
  贵族: 'noble',
  灯塔: 'lighthouse',
  理发师: 'barber',
  长老: 'elder',
  白痴: 'idiot',
};

/**
 * The library of declared night skills: 查验 (the target's 阵营 as 预言家 reads it: <村民阵营>/<非村民阵营>), 出局 (the target
 * goes out at the night's end, cause the role's skill: 因理发师的技能, l.21; no 指杀, so 救治 and 救药 do not stop it; 拥抱
 * does, as any skill on the hugged).
 */
export const DECLARED_SKILLS = ['查验', '出局'];

/** The roles whose night skill the director picks, and from what (贵族's 赦免 is the text's; 长老, 白痴: l.21, above). */
const WITH_SKILL: Record<string, string[]> = {
  lighthouse: DECLARED_SKILLS,
  barber: DECLARED_SKILLS,
  elder: ['查验'],
  idiot: ['查验'],
};

/** The factions a declaration may name. */
const FACTIONS: Record<string, string> = { 村民阵营: 'village', 狼人阵营: 'wolves', 雪狼阵营: 'snow' };

export interface Declared {
  role: string;
  faction: string;
  /** 灯塔, 理发师: the night skill from the library, or null */
  skill: string | null;
  /** uses in the whole game; null = as the text: no limit */
  limit: number | null;
}

export const DECLARE_DESCRIBE = `格式：角色:阵营[:技能][/次数]，以“;”分隔，如 贵族:村民阵营/1;灯塔:村民阵营:查验；角色：${Object.keys(DECLARABLE).join('、')}；阵营：${Object.keys(FACTIONS).join('、')}；灯塔、理发师的技能：${DECLARED_SKILLS.join('、')}；长老、白痴的技能：查验；未声明：村民阵营、次数不限、无技能`;

/** Reads the option: the declarations, or what is wrong with it. */
export function parseDeclare(v: unknown): Declared[] | string {
  return parseDeclarations(v, '没有声明', ({ name, values: [fac, sk], limit }): Declared | string => {
    const role = DECLARABLE[name];
    if (!role) return `“${name}”不能声明（可声明：${Object.keys(DECLARABLE).join('、')}）`;
    const skill = sk ?? null;
    const library = WITH_SKILL[role];
    if (skill !== null && !library) return `${name} 的技能由规则给出，不能声明`;
    if (skill !== null && library && !library.includes(skill))
      return `${name} 没有可声明的技能“${skill}”（可用：${library.join('、')}）`;
    const faction = FACTIONS[fac ?? ''];
    if (!faction) return `没有阵营“${fac}”`;
    return { role, faction, skill, limit };
  });
}

/** The game's declaration of a role, if the director made one. */
export function declared(options: Record<string, unknown>, role: string): Declared | null {
  if (options.declare === undefined) return null;
  const d = parseDeclare(options.declare);
  return typeof d === 'string' ? null : (d.find((x) => x.role === role) ?? null);
}

/**
 * The declared night skill of 灯塔 or 理发师: each skill of the library, usable only when the director declared it for the
 * role (else SKILL_NOT_USABLE, so an undeclared one is never due), within the declared number of uses. `cause`: the out
 * cause of 出局. The 行动时限 gives them no row: 其余身份's (n90); 灯塔 acts at step (11) (灯塔<技能>), 理发师 with 其余身份.
 */
export function declaredSkills(
  role: string,
  roleName: string,
  cause: string,
  library: string[] = DECLARED_SKILLS,
): SkillDef[] {
  const usable =
    (name: string): NonNullable<SkillDef['limits']>['usable'] =>
    (s, actor) => {
      const d = declared(s.options, role);
      if (d?.skill !== name) return err('SKILL_NOT_USABLE', `导演没有声明${roleName}的技能<${name}>`);
      const used = s.history.filter((x) => x.actor === actor.name && x.skill.startsWith(`${role}_`)).length;
      if (d.limit !== null && used >= d.limit)
        return err('SKILL_USED_UP', `${roleName}的技能<${name}>只能发动${d.limit}次，次数已用完`);
      return null;
    };
  const check = factionCheck({
    id: `${role}_check`,
    name: '查验',
    answer: (f) => (f === 'village' ? '<村民阵营>' : '<非村民阵营>'),
  });
  const out: SkillDef = {
    id: `${role}_out`,
    name: '出局',
    kind: 'night',
    effect: { lethal: true },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets)
          ctx.kill({ target: t, source: `${role}_out`, by: a.as, strength: 'poison', cause });
      },
    },
  };
  return [check, out]
    .filter((k) => library.includes(k.name))
    .map((k) => ({
      ...k,
      aliases: ['技能'],
      limits: { ...k.limits, usable: usable(k.name) },
    }));
}
