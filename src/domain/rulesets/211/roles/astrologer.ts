import { actualRole, applyStatus } from '../../../engine/effects';
import type { NightCtx, RoleDef, RulesetDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [211] file 001 【诸侯】1 占星师（女）（25）: 占星[早夜][指定] —— 选择范围：一个任意角色和一个已出局任意角色。结算效果：反馈结算目标的[实际身份]，
// 反馈格式为[选择目标1/2是XX身份]，有多次结算效果，则按顺序多次反馈。命运洪流[正午] —— 除竞选日外的游戏日白天，可以提交一份任意数量的马甲和实际身份的
// 对应名单（可以包括已出局角色），若全部正确，则立刻公示[命运洪流不可阻挡]，所有被猜对的角色立刻获得[沉默]状态并收到通知，持续至下一个[正午]阶段开始，
// 以此法获得的[沉默]状态整局游戏只生效一次，不同的命运洪流单独计算获得的[沉默]状态。怀孕技能[深夜][指定] —— 选择范围：任意一名角色。结算效果：反馈
// 结算目标的[实际身份]。 胜负判定 5、占星师：使用[命运洪流]猜对过场上全部马甲（包括已出局）对应身份。
// Readings: 占星 names a living character (the target) and an out one (the choice: its name); 命运洪流's list is the choice
// `马甲=身份，马甲=身份` (= or ：; ， 、 ; or a new line between); 猜对过 counts the characters named in her lists that were all
// right, every one but herself to win; 整局游戏只生效一次 — each character once per 占星师.

const ROLE = 'astrologer';

/** A 命运洪流 list: name → role name, or an error. */
function readList(choice: string | null): Map<string, string> | string {
  const out = new Map<string, string>();
  const parts = (choice ?? '')
    .split(/[，,、;；\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return '须提交“马甲=身份”的名单，以“，”分隔';
  for (const p of parts) {
    const m = /^(.+?)\s*[=＝:：]\s*(.+)$/.exec(p);
    if (!m) return `“${p}”不是“马甲=身份”`;
    out.set((m[1] as string).trim(), (m[2] as string).trim());
  }
  return out;
}

const roleName = (rs: RulesetDef, role: string) => rs.roles[role]?.name ?? role;

function tell(ctx: NightCtx, to: string, shown: string, target: string) {
  const line = ctx.ruleset.t.starRead?.({
    name: shown,
    role: roleName(ctx.ruleset, actualRole(ctx.char(target))),
  });
  if (line) ctx.notify(to, line, { kind: 'feedback', skill: 'star_read', target: shown });
}

/** The characters her all-right lists named so far (one status, its data.names). */
const knownBy = (me: Character): string[] =>
  (me.statuses.find((st) => st.id === 'fate_known')?.data?.names as string[] | undefined) ?? [];

/** 使用[命运洪流]猜对过场上全部马甲: every other character named in one of her all-right lists. */
function fateWins(s: GameState, f: string): boolean {
  for (const me of s.chars.filter((c) => c.role === ROLE && c.faction === f)) {
    const known = new Set(knownBy(me));
    if (s.chars.every((c) => c.name === me.name || known.has(c.name))) return true;
  }
  return false;
}

export const astrologer: RoleDef = {
  id: ROLE,
  name: '占星师',
  gender: '女',
  faction: ROLE,
  cite: '001 诸侯 1',
  // l.969 同时满足胜利和判负条件时，除了利维坦，炸弹，占星师等技能上有写特殊胜利方式的视作胜利: her win stands over her defeat
  factions: [{ id: ROLE, name: '占星师阵营', wins: fateWins, specialWin: true }],
  statuses: [
    // the characters her 命运洪流 named right (data.names), kept for her win and the once-only [沉默]
    { id: 'fate_known', name: '命运洪流' },
  ],
  templates: {
    starRead: ({ name, role }) => `占星：${name}是${role}。`,
    fateFlood: () => '命运洪流不可阻挡。',
  },
  skills: [
    {
      id: 'star_read',
      name: '占星',
      kind: 'night',
      effect: { feedback: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      choose: {
        parseChoice: (s, choice) =>
          s.chars.some((c) => !c.alive && c.name === choice?.trim())
            ? null
            : '须另选一名已出局角色（填其马甲）',
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const [i, t] of a.targets.entries()) tell(ctx, a.actor, a.chosen[i] ?? t, t);
          const out = a.choice?.trim();
          if (out && ctx.state.chars.some((c) => c.name === out)) tell(ctx, a.actor, out, out);
        },
      },
    },
    {
      id: 'fate_flood',
      name: '命运洪流',
      kind: 'day',
      timing: { instant: true, noon: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      limits: { usable: (s) => (s.phase.day === 1 ? err('WRONG_PHASE', '命运洪流：竞选日不可发动') : null) },
      choose: {
        parseChoice: (s, choice, _t, rs) => {
          const list = readList(choice);
          if (typeof list === 'string') return list;
          for (const [n, r] of list) {
            if (!s.chars.some((c) => c.name === n)) return `没有名为“${n}”的角色`;
            if (!Object.values(rs.roles).some((x) => x.name === r)) return `没有“${r}”这个身份`;
          }
          return null;
        },
      },
      hooks: {
        apply: (tx, actor, _t, choice) => {
          const list = readList(choice);
          if (typeof list === 'string') return;
          const right = [...list].every(([n, r]) => {
            const c = tx.state.chars.find((x) => x.name === n);
            return c !== undefined && roleName(tx.rs, actualRole(c)) === r;
          });
          // 若全部正确 — else nothing, and nothing said
          if (!right) return;
          tx.announce(tx.t('fateFlood'), { kind: 'fate_flood' });
          const known = knownBy(actor);
          const fresh = [...list.keys()].filter((n) => !known.includes(n));
          applyStatus(tx, actor.name, 'fate_known', {
            source: actor.name,
            until: null,
            data: { names: [...known, ...fresh] },
          });
          // 所有被猜对的角色立刻获得[沉默]状态并收到通知，持续至下一个[正午]阶段开始 (once each: 整局游戏只生效一次)
          for (const n of fresh)
            if (tx.state.chars.find((c) => c.name === n)?.alive && n !== actor.name)
              applyStatus(tx, n, 'silence', { source: actor.name, until: 'dayStart' });
        },
      },
    },
    {
      id: 'star_read_pregnant',
      name: '怀孕技能',
      kind: 'night',
      timing: { window: '深夜1' },
      effect: { feedback: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const [i, t] of a.targets.entries()) tell(ctx, a.actor, a.chosen[i] ?? t, t);
        },
      },
    },
  ],
};
