import type { RoleDef, SkillDef, TargetSpec } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [211] file 001 【能臣异士】29 菩萨（女）⑧ (l.415–421):
// 神恩[强制] —— 流光伯爵永久获得[秩序]状态。
// 流光庇护[早夜][指定] —— 选择范围：任意一个其他角色，不能连续两晚选择同一个角色。结算效果：结算目标当晚获得[不死][秩序]状态。
// 怀孕技能[限定][早夜] —— 游戏日夜晚可发动此技能，当晚自己的[流光庇护]可以额外庇护2个目标。
// Readings: 流光伯爵 is 菩萨 (a name left from the older text); 神恩's [秩序] is hers for good (innate: [秩序] keeps off every
// negative status, 遗忘 included, so nothing takes it); 流光庇护 [早夜2] (菩萨<流光庇护>): 当晚 = until the night ends, both
// statuses told; 不能连续两晚 — any of last night's targets; 怀孕技能: submitted before 流光庇护 that night, which then takes
// up to three others.

const PREG = 'shelter_pregnancy';
const ONE: TargetSpec = { min: 1, max: 1, self: false, among: 'alive' };

const boosted = (s: GameState, c: Character) =>
  s.actions.some((a) => a.actor === c.name && a.skill === PREG && !a.pass);

const grace: SkillDef = {
  id: 'grace',
  name: '神恩',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
};

export const bodhisattva: RoleDef = {
  id: 'bodhisattva',
  name: '菩萨',
  aliases: ['流光伯爵'],
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 29',
  // 神恩's [秩序]: not while a [遗忘] takes 神恩 (l.81 — only [怀孕] reaches an [秩序] holder)
  innate: [{ status: 'order', by: grace }],
  skills: [
    grace,
    {
      id: 'shelter',
      name: '流光庇护',
      kind: 'night',
      targets: ONE,
      limits: { notTwiceRunning: 'actor' },
      choose: { targetsFor: (s, c) => (boosted(s, c) ? { ...ONE, max: 3 } : ONE) },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            ctx.status(t, 'undying', { source: a.as, until: 'nightEnd' });
            ctx.status(t, 'order', { source: a.as, until: 'nightEnd' });
          }
        },
      },
    },
    {
      id: PREG,
      name: '怀孕技能',
      kind: 'night',
      timing: { window: '早夜2' },
      limits: { limit: 1, unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
