import { disguiseOf, seenFactionNow, seenRoleNow } from '../../../engine/effects';
import type { NightCtx, RoleDef, RulesetDef } from '../../../engine/types';
import { type Character, hasStatus } from '../../../state';

// [211] file 001 【皇帝心腹】4 魔镜少女⑦ (l.216–220; 女 in the role list):
// 问镜[深夜][指定] —— 选择范围：任意数量名角色，并设定一个表面身份检索条件（如：村民阵营，任意身份，不带刀，也可以是任意阵营，赤狼，任意带刀等）
// 结算效果：如果结算目标中有符合检索条件的角色，则反馈[随机一名符合条件的结算目标马甲名]，若没有，则无反馈。
// 怀孕技能[强制] —— [问镜]还会额外反馈[有多少数量的结算目标符合条件]。
// Readings: the condition (choice) has up to three parts, separated by ，、/ or spaces: a faction (村民阵营 / 狼人阵营 / 任意阵营 …),
// a role (a role name or 任意身份), 带刀 / 不带刀 / 任意带刀; a part not given is 任意. All read the surface (表面阵营/身份/带刀: a
// disguise shows). The match is drawn (a seeded draw, an event) among the matching settled targets; 无反馈: nothing is sent.

interface Query {
  faction?: string;
  role?: string;
  armed?: boolean;
}

/** Reads a 检索条件, or says what is wrong with it. */
export function readQuery(rs: RulesetDef, choice: string | null): Query | string {
  const parts = (choice ?? '')
    .split(/[，,、/\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return '请设定表面身份检索条件，如：村民阵营，任意身份，不带刀';
  const q: Query = {};
  for (const p of parts) {
    if (p === '任意阵营' || p === '任意身份' || p === '任意带刀') continue;
    if (p === '带刀' || p === '不带刀') {
      q.armed = p === '带刀';
      continue;
    }
    const f = Object.values(rs.factions).find((x) => x.name === p || x.id === p);
    if (f) {
      q.faction = f.id;
      continue;
    }
    const r = Object.values(rs.roles).find((x) => x.name === p || x.aliases?.includes(p));
    if (r) {
      q.role = r.id;
      continue;
    }
    return `无法识别的检索条件“${p}”：可设阵营（如村民阵营）、身份（如狼人）、带刀/不带刀，或“任意”`;
  }
  return q;
}

/** Does the character match, as seen tonight? */
function matches(ctx: NightCtx, c: Character, q: Query): boolean {
  if (q.faction && seenFactionNow(ctx, c) !== q.faction) return false;
  if (q.role && seenRoleNow(ctx, c) !== q.role) return false;
  if (q.armed !== undefined) {
    const d = disguiseOf(ctx.ruleset, ctx.statuses(c.name));
    const armed = d?.armed ?? ctx.ruleset.roles[c.role]?.skills.some((k) => k.effect?.kill) ?? false;
    if (armed !== q.armed) return false;
  }
  return true;
}

export const mirrorMaiden: RoleDef = {
  id: 'mirror_maiden',
  name: '魔镜少女',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝心腹 4',
  checker: true,
  templates: {
    mirrorHit: ({ name }) => `问镜：${name}。`,
    mirrorCount: ({ n }) => `问镜：符合条件的结算目标有 ${n} 名。`,
  },
  skills: [
    {
      id: 'ask_mirror',
      name: '问镜',
      kind: 'night',
      effect: { feedback: true },
      targets: { min: 1, max: 99, self: true, among: 'alive' },
      choose: {
        parseChoice: (_s, choice, _t, rs) => {
          const q = readQuery(rs, choice);
          return typeof q === 'string' ? q : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          const q = readQuery(ctx.ruleset, a.choice);
          if (typeof q === 'string') return;
          const hits = a.targets.filter((t) => matches(ctx, ctx.char(t), q));
          const t = ctx.ruleset.t;
          // 怀孕技能[强制]: 还会额外反馈[有多少数量的结算目标符合条件]
          if (hasStatus(ctx.char(a.as), 'favoured'))
            ctx.notify(a.actor, t.mirrorCount?.({ n: hits.length }) ?? '', {
              kind: 'feedback',
              skill: 'ask_mirror',
              n: hits.length,
            });
          const one = ctx.draw(`ask_mirror:${a.as}`, hits);
          if (one)
            ctx.notify(a.actor, t.mirrorHit?.({ name: one }) ?? '', {
              kind: 'feedback',
              skill: 'ask_mirror',
              target: one,
            });
        },
      },
    },
  ],
};
