import { usesLeft } from '../../../engine/skills';
import type { RoleDef, SkillDef } from '../../../engine/types';
import {
  intuition,
  intuitionInnate,
  intuitionInnateMech,
  intuitionTough,
  intuitionToughMech,
} from './intuition';
import { judgedFaction, swapped } from './judged';

// [211] file 001 【能臣异士】22 大将军（男）⑦ (l.366–370):
// 征战 [深夜][指定][3] —— 选择范围：任意一名角色，每晚只能发动1次。结算效果：根据结算目标的[实际阵营]结算效果，若该角色是狼人阵营，
// 目标角色受到[穿透]，若该角色是三方或不定阵营，该技能额外消耗1点次数，若该角色是村民阵营，该技能额外消耗2点次数。
// 无论是否存在结算目标，结算是否成功，若发动[猎杀]后次数为负数，大将军受到[致死伤害]。
// 直感<强制> —— 游戏日夜晚，获得仅针对[实际阵营]为[村民阵营]的[坚韧]状态。
// Readings: [猎杀] is 征战 (a name left from the older text); the extra cost is a counter status taking uses away
// (`refills` with a negative n); a void target costs the one use only; the 致死伤害 is in the out tally at 征战's place.

/** 征战 against `foe` (its [穿透]), costing 2 more on `ally`, 1 on a 三方/不定 target. */
function conquestOf(id: string, foe: string): SkillDef {
  const ally = swapped(foe);
  const sk: SkillDef = {
    id,
    name: '征战',
    aliases: ['猎杀'],
    kind: 'night',
    limits: { limit: 3 },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    effect: { lethal: true },
    hooks: {
      resolve: (ctx, a) => {
        const me = ctx.char(a.as);
        let extra = 0;
        for (const t of a.targets) {
          const f = judgedFaction(ctx.char(t), me);
          if (f === foe) ctx.kill({ target: t, source: id, by: a.as, strength: 'pierce' });
          else extra += f === ally ? 2 : 1;
        }
        if (extra)
          ctx.status(a.as, 'conquest_cost', {
            source: a.as,
            until: null,
            data: { skill: id, n: -extra },
          });
        // 若发动后次数为负数，大将军受到[致死伤害] (this use not yet counted in the state)
        const left = usesLeft(ctx.state, ctx.ruleset, me, sk) - 1 - extra;
        if (left < 0) ctx.kill({ target: a.as, source: id, by: a.as, strength: 'lethal' });
      },
    },
  };
  return sk;
}

const conquest = conquestOf('conquest', 'wolves');
// 美女画皮 (l.721): the factions swapped — [穿透] on 村民阵营, 2 more on 狼人阵营; 直感 against 狼人阵营; in 征战's slot, just after it
const conquestMech: SkillDef = {
  ...conquestOf('mech_conquest', 'village'),
  timing: { window: '深夜2', orderAs: 'conquest' },
};

export const grandGeneral: RoleDef = {
  id: 'grand_general',
  name: '大将军',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 22',
  statuses: [
    intuitionTough,
    intuitionToughMech,
    // the extra uses 征战 spent on a 三方/不定 (1) or 村民阵营 (2) target: data.skill, data.n (negative)
    { id: 'conquest_cost', name: '征战额外消耗', holder: { refills: true } },
  ],
  innate: intuitionInnate,
  skills: [conquest, intuition],
  learnable: { skills: [conquestMech, intuition], innate: intuitionInnateMech },
};
