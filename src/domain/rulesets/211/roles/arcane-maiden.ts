import { applyStatus, groupsOf } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import { skillsOf } from '../../../engine/skills';
import type { NightCtx, RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, type GameState, hasStatus } from '../../../state';
import { forgetting } from './forgetting';

// [211] file 001 【能臣异士】24 秘术玄女⑦ (l.374–382; 女 in the list), 有秘术玄女必有巫蛊术女:
// 术法增幅[早夜][限定][指定] —— 选择范围：任意一名角色，发动后不可发动削弱。结算效果：结算目标将收到通知，指定一个自己的技能，当晚可以额外发动一次且不计入次数
// 限制，若是[群内]或者可以使用杀人的角色，则可以指定[杀人]技能额外发动。
// 术法削弱[早夜][限定][指定] —— 选择范围：任意一名角色，发动后不可发动增幅。结算效果：结算目标获得[恐惧]，持续至下一个[正午]阶段开始。
// 术法混乱[凌晨][强制] —— 游戏日夜晚，若有角色当晚获得过不止一次[术法增幅]或[术法削弱]效果，这些效果全部无效，所有持有该技能的角色对目标角色造成一次[致死伤害]
// （所有群内视为一个角色，触发时当晚随机到的杀人来源暴毙）。
// 怀孕技能[强制] —— 增幅和削弱现在去除[限定]，但是不能连续两晚使用同样的技能。
// 行动顺序总集: 早夜1 秘术玄女/巫蛊术女<术法增幅><术法削弱>; 凌晨1 <时波混乱> (术法混乱); the tally's 秘术/巫蛊术法混乱.
// Readings: 增幅 and 削弱 are one choice for the game (either, once: the other SKILL_NOT_USABLE, the same SKILL_USED_UP);
// the 增幅's target is told when 早夜1 closes and may name one of its night skills (<术法指定>, the skill's name; a [群内]
// member or a holder of the 杀人 may name 杀人) before the night ends: that skill takes one more set of targets tonight in
// the same submission, no count spent (a group's 杀人 for the group: two kills). 混乱: a character (the [群内] wolves
// counting as one) reached by two or more of tonight's 增幅/削弱 (as submitted: 早夜1 comes before any redirection of the
// 早夜2 slot) gets none of them, and each living holder of 术法混乱 deals it a [致死伤害] in the out tally — to the group,
// the 杀人's source drawn tonight (a seeded draw among the living [群内], an event). 怀孕技能: once 临幸'd, both usable
// again and again, never the same one two nights running (SKILL_NOT_USABLE).

export const BOOST = 'arcane_boost';
export const WEAKEN = 'arcane_weaken';
const PICK = 'arcane_pick';
const PREGNANCY = 'arcane_pregnancy';
const ARCANE = [BOOST, WEAKEN];

/** The [群内] wolves count as one character (所有群内视为一个角色). */
const keyOf = (s: GameState, ctx: NightCtx, name: string): string =>
  groupsOf(s, ctx.ruleset, ctx.char(name)).includes('wolves') ? 'group:wolves' : name;

/** How many of tonight's 增幅/削弱 reach the character (or its group). */
function hits(ctx: NightCtx, name: string): number {
  const s = ctx.state;
  const key = keyOf(s, ctx, name);
  return s.actions
    .filter((a) => ARCANE.includes(a.skill) && !a.pass)
    .flatMap((a) => a.targets)
    .filter((t) => keyOf(s, ctx, t) === key).length;
}

const pregnant = (c: Character): boolean => hasStatus(c, 'favoured') && !forgetting(c);

/** 怀孕技能's 但是不能连续两晚使用同样的技能: 秘术玄女's (her 怀孕技能 `arcane_pregnancy`), not 巫蛊术女's. */
const alternates = (rs: RulesetDef, c: Character): boolean =>
  rs.roles[c.role]?.skills.some((k) => k.id === PREGNANCY) ?? false;

/** [限定] and 发动后不可发动削弱/增幅, or (怀孕技能) not the same one two nights running where her 怀孕技能 says so. */
function usable(id: string, name: string) {
  return (s: GameState, c: Character, rs: RulesetDef) => {
    const alternate = alternates(rs, c);
    const used = ARCANE.reduce((n, k) => n + (c.uses[k] ?? 0), 0);
    if (pregnant(c)) {
      const last = s.history.some(
        (h) => h.phase === 'night' && h.day === s.phase.day - 1 && h.actor === c.name && h.skill === id,
      );
      return alternate && last ? err('SKILL_NOT_USABLE', `${name}：不能连续两晚使用同样的技能`) : null;
    }
    if (!used) return null;
    return (c.uses[id] ?? 0) > 0
      ? err('SKILL_USED_UP', `<${name}>只能发动一次，已经发动过了`)
      : err('SKILL_NOT_USABLE', `${name}：已发动过另一种术法，不可再发动`);
  };
}

function arcane(
  id: string,
  name: string,
  effect: (ctx: NightCtx, actor: string, t: string) => void,
): SkillDef {
  return {
    id,
    name,
    kind: 'night',
    timing: { window: '早夜1' },
    effect: { designated: true },
    targets: { min: 1, max: 1, self: true, among: 'alive' },
    limits: { usable: usable(id, name) },
    choose: {
      validate: ({ state, actor }) =>
        state.actions.some(
          (a) => a.actor === actor.name && ARCANE.includes(a.skill) && a.skill !== id && !a.pass,
        )
          ? err('SKILL_CONFLICT', '每晚只能发动一种术法')
          : null,
    },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) if (hits(ctx, t) <= 1) effect(ctx, a.as, t);
      },
    },
  };
}

/** The night skills the 增幅's target may name: its own, and the 杀人 it holds or shares. */
const boostable = (s: GameState, c: Character, rs: Parameters<typeof skillsOf>[1]): SkillDef[] =>
  skillsOf(s, rs, c).filter((k) => k.kind === 'night' && k.targets.max > 0 && k.id !== PICK);

/** 术法增幅, 术法削弱, 术法混乱: one definition, held by 秘术玄女 and 巫蛊术女 alike. */
export const arcaneSkills: SkillDef[] = [
  arcane(BOOST, '术法增幅', (ctx, actor, t) =>
    ctx.now((tx) => {
      grantRight(tx, t, PICK, 'phaseEnd');
      tx.notify(t, tx.t('arcaneBoost'), { kind: 'right', right: PICK, by: actor });
    }),
  ),
  arcane(WEAKEN, '术法削弱', (ctx, actor, t) => ctx.status(t, 'fear', { source: actor, until: 'dayStart' })),
  {
    id: 'arcane_chaos',
    name: '术法混乱',
    aliases: ['时波混乱'],
    kind: 'passive',
    force: { mandatory: true },
    effect: { lethal: true },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    hooks: {
      onNightStart: (ctx, holder) =>
        ctx.atEnd((c) => {
          const times = new Map<string, string[]>();
          for (const op of c.ops)
            if (ARCANE.includes(op.skill))
              for (const t of op.targets) {
                const k = keyOf(c.state, c, t);
                times.set(k, [...(times.get(k) ?? []), t]);
              }
          for (const [k, names] of times) {
            if (names.length < 2) continue;
            const target =
              k === 'group:wolves'
                ? c.draw(
                    'kill_source',
                    c.state.chars
                      .filter((x) => x.alive && groupsOf(c.state, c.ruleset, x).includes('wolves'))
                      .map((x) => x.name),
                  )
                : names[0];
            if (target)
              c.kill({
                target,
                source: 'arcane_chaos',
                by: holder.name,
                strength: 'lethal',
                cause: 'arcane_chaos',
              });
          }
        }),
    },
  },
];

/** <术法指定>: the 增幅's target names one of its night skills; tonight it takes one more use. */
export const arcanePick: SkillDef = {
  id: PICK,
  name: '术法指定',
  kind: 'right',
  right: PICK,
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { choicesFor: (s, c, rs) => boostable(s, c, rs).map((k) => k.name) },
  hooks: {
    apply: (tx, actor, _t, picked) => {
      const sk = boostable(tx.state, actor, tx.rs).find((k) => k.name === picked);
      if (!sk) return;
      applyStatus(tx, actor.name, 'arcane_boosted', {
        source: actor.name,
        until: 'nightEnd',
        data: { moreUses: sk.id, ...(sk.group ? { group: sk.group } : {}) },
      });
      tx.notify(actor.name, tx.t('arcaneBoosted', { skill: sk.name }), { kind: 'skill', skill: sk.id });
    },
  },
};

export const arcaneShared = {
  statuses: [{ id: 'arcane_boosted', name: '术法增幅' }],
  templates: {
    arcaneBoost: () =>
      '术法增幅：你可以指定自己的一个技能，今晚可以额外发动一次且不计入次数限制（<术法指定>）。',
    arcaneBoosted: ({ skill }) => `术法增幅：今晚你的<${skill}>可以额外发动一次。`,
    'cause.arcane_chaos': () => '术法混乱',
  },
  commonSkills: [arcanePick],
} satisfies Partial<RoleDef>;

export const arcaneMaiden: RoleDef = {
  ...arcaneShared,
  id: 'arcane_maiden',
  name: '秘术玄女',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 24',
  dealtWith: ['gu_sorceress'],
  skills: [
    ...arcaneSkills,
    {
      id: PREGNANCY,
      name: '怀孕技能',
      kind: 'passive',
      force: { mandatory: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
