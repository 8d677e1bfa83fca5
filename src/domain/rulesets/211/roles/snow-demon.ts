import { neighbours } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, RulesetDef } from '../../../engine/types';

// [211] file 001 【叛皇阵营】21 雪妖（女）⑧: 雪隐[午夜][指定] —— 任意最多2个角色，并决定如何设置目标的表面阵营，表面身份，表面带刀伪装，只选择一个的情况下，
// 还可以选择是否额外对该角色赋予[坚韧]状态。结算目标按照发动者的选择，获得一套伪装身份以及[坚韧]状态，每个角色只能通过此法获得1次[坚韧]状态（不同的雪隐
// 单独计算），全效果持续至下一个夜晚开始。暴风雪[早夜][限定] —— 发动后会于明天白天公示[发生了暴风雪]，下一个夜晚，[实际阵营]为[非狼人阵营]的角色均只能
// 对[去除出局角色后剩余的]电梯楼邻居两个角色以及自己使用[指定]技能。怀孕技能[正午][限定] —— 触发一次[暴风雪]的效果。
// 雪隐's choice, one part a target (；or ;): `身份[/阵营][/带刀|不带刀]`, and `坚韧` with one target: e.g. `预言家`,
// `狼人/村民阵营/不带刀；坚韧`. An unnamed 阵营 or 带刀 is the named role's own.

export interface SnowDisguise {
  role: string;
  faction: string;
  armed: boolean;
}

/** Reads a 雪隐 choice for `n` targets: the disguises and whether 坚韧 is given, or an error. */
export function readSnow(
  rs: RulesetDef,
  choice: string | null,
  n: number,
): { d: SnowDisguise[]; tough: boolean } | string {
  const parts = (choice ?? '')
    .split(/[；;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const tough = parts.at(-1) === '坚韧';
  if (tough) parts.pop();
  if (tough && n !== 1) return '只选择一个目标时才可以附加坚韧';
  if (parts.length !== n) return `每个目标设置一套伪装（共${n}套，以“；”分隔）：身份[/阵营][/带刀|不带刀]`;
  const d: SnowDisguise[] = [];
  for (const p of parts) {
    const [roleName, a, b] = p.split('/').map((x) => x.trim());
    const role = Object.values(rs.roles).find((r) => r.name === roleName);
    if (!role) return `没有“${roleName}”这个身份`;
    let faction = role.faction;
    let armed = role.skills.some((k) => k.effect?.kill);
    for (const x of [a, b]) {
      if (!x) continue;
      if (x === '带刀' || x === '不带刀') armed = x === '带刀';
      else {
        const f = Object.values(rs.factions).find((ff) => ff.name === x || ff.id === x);
        if (!f) return `没有“${x}”这个阵营`;
        faction = f.id;
      }
    }
    d.push({ role: role.id, faction, armed });
  }
  return { d, tough };
}

export const snowDemon: RoleDef = {
  id: 'snow_demon',
  name: '雪妖',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 21',
  statuses: [
    // 雪隐: 一套伪装身份 (表面阵营/身份/带刀) 持续至下一个夜晚开始
    { id: 'snow_disguise', name: '雪隐', holder: { disguise: true }, lifetime: { until: 'nightStart' } },
    // 雪隐's 坚韧 given once per character and 雪妖 (a marker, permanent)
    { id: 'snow_tough_given', name: '雪隐坚韧' },
    // 暴风雪: 下一个夜晚，非狼人阵营只能对电梯楼邻居两个角色以及自己使用[指定]技能 — 夜晚 only: a skill of the night's
    // 黄昏 or 晨曦 slots is daytime (l.85 晨曦/正午/黄昏属于白天) and chooses freely (皇帝 临幸, 殉职)
    {
      id: 'blizzard',
      name: '暴风雪',
      blocks: {
        limitsOthers: ({ state, status, actor, target, skill, atNight }) =>
          atNight &&
          status.data?.night === state.phase.day &&
          actor.faction !== 'wolves' &&
          (skill.effect?.designated ?? skill.targets.max > 0) &&
          target.name !== actor.name &&
          !neighbours(state, actor).includes(target.name),
      },
    },
  ],
  templates: {
    blizzard: () => '发生了暴风雪。',
  },
  skills: [
    {
      id: 'snow_hide',
      name: '雪隐',
      kind: 'night',
      targets: { min: 1, max: 2, self: true, among: 'alive' },
      choose: {
        parseChoice: (_s, choice, targets, rs) => {
          const r = readSnow(rs, choice, targets.length);
          return typeof r === 'string' ? r : null;
        },
      },
      hooks: {
        resolve: (ctx, a) => {
          const r = readSnow(ctx.ruleset, a.choice, a.submitted.length);
          if (typeof r === 'string') return;
          a.targets.forEach((t, i) => {
            // each settled target takes the disguise set for the one it was chosen as
            const d = r.d[a.submitted.indexOf(a.chosen[i] ?? t)] ?? r.d[0];
            if (d) ctx.status(t, 'snow_disguise', { source: a.as, data: { ...d } });
            // 每个角色只能通过此法获得1次[坚韧]状态（不同的雪隐单独计算）
            const given = ctx
              .char(t)
              .statuses.some((st) => st.id === 'snow_tough_given' && st.source === a.as);
            if (r.tough && !given) {
              ctx.status(t, 'tough', { source: a.as, until: 'nightStart' });
              ctx.status(t, 'snow_tough_given', { source: a.as, until: null });
            }
          });
        },
      },
    },
    {
      id: 'blizzard',
      name: '暴风雪',
      kind: 'night',
      limits: { limit: 1 },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const night = ctx.day + 1;
          ctx.later((tx) => {
            applyStatus(tx, a.as, 'blizzard', {
              source: a.as,
              data: { night },
              at: { at: 'nightEnd', day: night },
            });
            tx.news(tx.t('blizzard'), { kind: 'blizzard' });
          });
        },
      },
    },
    {
      id: 'snow_pregnancy',
      name: '怀孕技能',
      kind: 'day',
      timing: { instant: true, noon: true },
      limits: { limit: 1, unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor) => {
          const night = tx.state.phase.day;
          applyStatus(tx, actor.name, 'blizzard', {
            source: `${actor.name}:怀孕`,
            data: { night },
            at: { at: 'nightEnd', day: night },
          });
          tx.announce(tx.t('blizzard'), { kind: 'blizzard' });
        },
      },
    },
  ],
};
