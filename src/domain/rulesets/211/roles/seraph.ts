import { skillsOf } from '../../../engine/skills';
import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';
import type { GameState } from '../../../state';
import { counted } from './ripper';

// [211] file 001 【诸侯】12 炽天使（女）（60） (l.844–853): 巫妖匣与炽天使不会同时出现
// 神血[强制]——炽天使获得[秩序]状态。
// 神佑[午夜][指定]——选择范围：任意2名角色。结算效果：若结算目标不持有[神佑]技能，则结算目标获得[不死]状态，持续至发动者出局或结算目标获得
// 了[神佑]技能为止。
// 神耀[限定][深夜][指定] —— 选择范围：任意一名角色。结算效果：对结算目标造成一次[穿透]。
// 怀孕技能[凌晨][限定]——效果等同[皇城戒严]（灵鹿/禁卫军）
// 胜负判定 【三方阵营】10、炽天使：连续两天两夜没有任何角色出局（红牌罚下不计）。
// Readings: 神佑 takes two different characters (herself allowed, but she holds 神佑: nothing); the [不死] is told with its
// end in the text's words, ends when she goes out (however: a red card too) or when its holder comes to hold 神佑 (by a
// skill inherited from another 炽天使 out: 影武者 附身); 神血's [秩序] is innate (a <强制> skill's status, as 太平道徒 神使).
// 连续两天两夜: two whole days and two whole nights (the 竞选日 and night 1 count from the start) with no out but by a red
// card, counted from the phase of the last such out; judged as a phase opens (宣布胜利…需要结算完当前阶段: the fourth
// phase is whole once the next one opens), so the win is declared when the fifth phase opens. The 怀孕技能 is 禁卫军's
// 皇城戒严 (凌晨1; every character [不死] that night), once, acting just after 禁卫军's in the slot.

/** 神血[强制] (its [秩序]: not while a [遗忘] takes it, l.81 — only [怀孕] reaches an [秩序] holder) */
const holyBlood: SkillDef = {
  id: 'holy_blood',
  name: '神血',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

const ROLE = 'seraph';
const BLESS = 'holy_bless';

/** A phase's place in the game: day d → 2d − 1, night d → 2d. */
const phaseIndex = (day: number, kind: string) => 2 * day - (kind === 'day' ? 1 : 0);

/** 连续两天两夜没有任何角色出局（红牌罚下不计）: whole phases since the last out (or the start) ≥ 4. */
export function seraphWins(s: GameState, _f: string, rs: RulesetDef): boolean {
  if (s.phase.kind !== 'day' && s.phase.kind !== 'night') return false;
  let last = 0;
  for (const c of counted(s, rs))
    if (c.outDay !== null && c.outPhase && c.outCause !== 'redcard')
      last = Math.max(last, phaseIndex(c.outDay, c.outPhase));
  return phaseIndex(s.phase.day, s.phase.kind) - last - 1 >= 4;
}

const holdsBless = (s: GameState, rs: RulesetDef, name: string) => {
  const c = s.chars.find((x) => x.name === name);
  return c ? skillsOf(s, rs, c).some((k) => k.id === BLESS) : false;
};

const martialLaw: SkillDef = {
  id: 'seraph_pregnancy',
  name: '怀孕技能',
  kind: 'night',
  timing: { window: '凌晨1', orderAs: 'martial_law' },
  limits: { limit: 1, unlockedBy: 'favoured' },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const c of ctx.state.chars)
        if (c.alive) ctx.status(c.name, 'undying', { source: a.as, until: 'nightEnd' });
    },
  },
};

export const seraph: RoleDef = {
  id: ROLE,
  name: '炽天使',
  gender: '女',
  faction: ROLE,
  cite: '001 诸侯 12',
  factions: [{ id: ROLE, name: '炽天使阵营', wins: seraphWins }],
  // 神血[强制]——炽天使获得[秩序]状态
  innate: [{ status: 'order', by: holyBlood }],
  statuses: [
    {
      id: 'blessed',
      name: '不死',
      protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'] },
      vote: { noVoteOut: true },
      holder: {
        // 持续至发动者出局或结算目标获得了[神佑]技能为止: data.of names every 炽天使 (an out one may hand 神佑 on)
        onOtherOut: (tx, holder, st, out) => {
          if (out.name === st.source || holdsBless(tx.state, tx.rs, holder.name))
            tx.emit(ev('StatusRemoved', { target: holder.name, status: st.id, source: st.source }));
        },
      },
    },
  ],
  templates: {
    blessed: () => '你获得了[不死]状态，持续至发动者出局或你获得[神佑]技能为止。',
    'cause.holy_light': () => '出局',
  },
  skills: [
    holyBlood,
    {
      id: BLESS,
      name: '神佑',
      kind: 'night',
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const seraphs = ctx.state.chars.filter((c) => c.role === ROLE).map((c) => c.name);
          for (const t of a.targets) {
            if (holdsBless(ctx.state, ctx.ruleset, t)) continue;
            ctx.status(t, 'blessed', { source: a.as, until: null, data: { of: seraphs } });
            ctx.notify(t, ctx.ruleset.t.blessed?.({}) ?? '', { kind: 'status', status: 'blessed' });
          }
        },
      },
    },
    {
      id: 'holy_light',
      name: '神耀',
      kind: 'night',
      limits: { limit: 1 },
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets)
            ctx.kill({ target: t, source: 'holy_light', by: a.as, strength: 'pierce', cause: 'holy_light' });
        },
      },
    },
    martialLaw,
  ],
};
