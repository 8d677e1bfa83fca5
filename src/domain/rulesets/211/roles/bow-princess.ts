import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { type Character, type GameState, hasStatus } from '../../../state';
import { onlyAgainst, UNDYING } from './intuition';
import { judgedFaction } from './judged';

// [211] file 001 【能臣异士】28 弓腰姬（女）⑧ (l.408–413):
// 灵巧[强制] —— 游戏日夜晚，弓腰姬获得仅针对[叛皇阵营]的[不死]状态。
// 枭姬[深夜][指定][限定] —— 选择范围：任意一名角色，发动后失去[灵巧]技能。结算效果：若结算目标的[实际阵营]是叛皇阵营，目标角色受到[穿透]，否则无效果。
// 怀孕技能[强制] —— [灵巧][枭姬]技能刷新，且发动[枭姬]不会导致失去[灵巧]。
// Readings: 叛皇阵营 is 狼人阵营 (the win rules' name): kills dealt by a character of it; 发动后 — from the night it is used
// (that night's kills already meet her without 灵巧); 刷新 at the 临幸: a 枭姬 used before it may be used once more, a
// 灵巧 lost comes back, and from then on 枭姬 leaves 灵巧.

/** The day of her 临幸 (the 皇帝's 临幸 on her), if any. */
const favouredOn = (s: GameState, c: Character): number | null =>
  hasStatus(c, 'favoured')
    ? (s.history.find((h) => h.skill === 'favour' && (h.settled ?? h.targets).includes(c.name))?.day ?? 0)
    : null;

/** Her uses of 枭姬 (`skill`) since the skill was last at its start (the 临幸 refreshes it). */
const usedSince = (s: GameState, c: Character, skill: string): number => {
  const from = favouredOn(s, c);
  return s.history.filter((h) => h.actor === c.name && h.skill === skill && (from === null || h.day >= from))
    .length;
};

/** 灵巧 is held: never lost by 枭姬 (`skill`; before a 临幸), or refreshed by one (a [遗忘] lifts it: `by`, l.81). */
const nimbleBy =
  (skill: string) =>
  (s: GameState, c: Character): boolean =>
    favouredOn(s, c) !== null || !s.history.some((h) => h.actor === c.name && h.skill === skill);

/** 枭姬: [穿透] on a target of actual faction `foe`. */
const owlStrikeOf = (id: string, foe: string): SkillDef => ({
  id,
  name: '枭姬',
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  effect: { lethal: true },
  limits: {
    // [限定], refreshed by the 临幸
    usable: (s, c) => (usedSince(s, c, id) >= 1 ? err('SKILL_USED_UP', '枭姬：[限定]技能已发动') : null),
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets)
        if (judgedFaction(ctx.char(t), ctx.char(a.as)) === foe)
          ctx.kill({ target: t, source: id, by: a.as, strength: 'pierce' });
    },
  },
});

const nimble: SkillDef = {
  id: 'nimble',
  name: '灵巧',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const bowPrincess: RoleDef = {
  id: 'bow_princess',
  name: '弓腰姬',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 28',
  statuses: [
    // 灵巧: 仅针对[叛皇阵营]的[不死] (by night)
    {
      id: 'nimble_undying',
      name: '不死',
      protection: { protectsFrom: onlyAgainst(['wolves'], UNDYING) },
    },
    // 机械狼版本: against 村民阵营
    {
      id: 'nimble_undying_mech',
      name: '不死',
      protection: { protectsFrom: onlyAgainst(['village'], UNDYING) },
    },
  ],
  innate: [{ status: 'nimble_undying', phase: 'night', while: nimbleBy('owl_strike'), by: nimble }],
  skills: [nimble, owlStrikeOf('owl_strike', 'wolves')],
  // 美女画皮 (l.721): the factions swapped — 灵巧 [不死] against 村民阵营, 枭姬's [穿透] on 村民阵营 (in its slot, just after it)
  learnable: {
    skills: [
      nimble,
      { ...owlStrikeOf('mech_owl_strike', 'village'), timing: { window: '深夜2', orderAs: 'owl_strike' } },
    ],
    innate: [
      { status: 'nimble_undying_mech', phase: 'night', while: nimbleBy('mech_owl_strike'), by: nimble },
    ],
  },
};
