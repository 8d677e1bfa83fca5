import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { judgedFaction } from './judged';

// [211] file 001 【能臣异士】17 女侠（女）⑤ (l.341–345):
// 惩奸除恶[午夜][指定][限定] —— 选择范围：任意一名角色。结算效果：若目标角色的[实际身份]为[叛皇阵营]，目标角色获得[冰冻]，持续一晚，否则无效果。
// 怀孕技能[午夜][限定] —— 游戏日夜晚，女侠可以刷新自己的[惩奸除恶]技能。
// Readings: [实际身份]为[叛皇阵营] is the actual faction 狼人阵营 (叛皇阵营; a role is no faction); 持续一晚 — until that night
// ends (the kills of 深夜2 after 午夜: a frozen [群内] wolf stops the group's 杀人); 刷新 gives back the uses spent so far (an
// unused 惩奸除恶 gains nothing), that night's included (the 怀孕技能 acts just after it).

/** 惩奸除恶: [冰冻] for the night on a target of actual faction `foe`. */
const punishOf = (id: string, foe: string): SkillDef => ({
  id,
  name: '惩奸除恶',
  kind: 'night',
  limits: { limit: 1 },
  effect: { blocking: true },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets)
        if (judgedFaction(ctx.char(t), ctx.char(a.as)) === foe)
          ctx.status(t, 'freeze', { source: a.as, until: 'nightEnd' });
    },
  },
});

export const swordswoman: RoleDef = {
  id: 'swordswoman',
  name: '女侠',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 17',
  statuses: [{ id: 'punish_refresh', name: '惩奸除恶刷新', holder: { refills: true } }],
  // 美女画皮 (l.721): [冰冻] on a 村民阵营 target (the factions swapped), in 惩奸除恶's slot, just after it
  learnable: {
    skills: [{ ...punishOf('mech_punish', 'village'), timing: { window: '午夜', orderAs: 'punish' } }],
  },
  skills: [
    punishOf('punish', 'wolves'),
    {
      id: 'swordswoman_pregnancy',
      name: '怀孕技能',
      kind: 'night',
      timing: { window: '午夜', orderAs: 'punish' },
      limits: { limit: 1, unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const me = ctx.char(a.as);
          const refilled = me.statuses
            .filter((st) => st.id === 'punish_refresh')
            .reduce((n, st) => n + Number(st.data?.n ?? 0), 0);
          const tonight = ctx.ops.some((op) => op.actor === a.as && op.skill === 'punish') ? 1 : 0;
          const spent = (me.uses.punish ?? 0) + tonight - refilled;
          if (spent > 0)
            ctx.later((tx) =>
              applyStatus(tx, a.as, 'punish_refresh', {
                source: a.as,
                until: null,
                data: { skill: 'punish', n: spent },
              }),
            );
        },
      },
    },
  ],
};
