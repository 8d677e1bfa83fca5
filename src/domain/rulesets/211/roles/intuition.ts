import type { Kill, RoleDef, SettleEnv, SkillDef, StatusDef, Strength } from '../../../engine/types';

// [211] file 001 【能臣异士】22 大将军 and 34 舞姬 — 直感<强制> —— 游戏日夜晚，获得仅针对[实际阵营]为[村民阵营]的[坚韧]状态。
// A night-only innate [坚韧] that stops 指杀/穿透/毒 dealt by a character whose actual faction is 村民阵营 (not the
// wolves'); <强制>: not while a [遗忘] takes it (l.81: the innate entry's `by`).

/** [坚韧] stops 指杀, 穿透 and 毒; [不死] every kill. */
export const TOUGH: Strength[] = ['zhisha', 'pierce', 'poison'];
export const UNDYING: Strength[] = ['zhisha', 'pierce', 'poison', 'lethal'];

/**
 * 仅针对[实际阵营]为X的[坚韧]/[不死] (直感, 灵巧, 版杀守护): a protection (the engine's `protectsFrom`) against the kills of
 * these strengths dealt by a character of these actual factions only.
 */
export const onlyAgainst =
  (factions: string[], strengths: Strength[]) =>
  (env: SettleEnv, k: Kill): boolean =>
    strengths.includes(k.strength) &&
    factions.includes(env.state.chars.find((c) => c.name === k.by)?.faction ?? '');

export const intuitionTough: StatusDef = {
  id: 'intuition_tough',
  name: '坚韧',
  protection: { protectsFrom: onlyAgainst(['village'], TOUGH) },
};

/** 直感's 机械狼版本 (美女画皮 l.721, 大将军): [坚韧] only against 狼人阵营 (the faction swapped). */
export const intuitionToughMech: StatusDef = {
  id: 'intuition_tough_mech',
  name: '坚韧',
  protection: { protectsFrom: onlyAgainst(['wolves'], TOUGH) },
};

export const intuition: SkillDef = {
  id: 'intuition',
  name: '直感',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const intuitionInnate: NonNullable<RoleDef['innate']> = [
  { status: 'intuition_tough', phase: 'night', by: intuition },
];

export const intuitionInnateMech: NonNullable<RoleDef['innate']> = [
  { status: 'intuition_tough_mech', phase: 'night', by: intuition },
];
