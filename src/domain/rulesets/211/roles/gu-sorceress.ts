import type { RoleDef } from '../../../engine/types';
import { arcaneShared, arcaneSkills } from './arcane-maiden';
import { knownToGroup } from './join-group';

// [211] file 001 【叛皇阵营】20 巫蛊术女[接刀]（女）⑧ (l.637–645):
// 有巫蛊术女必有秘术玄女
// 身份属性（不是技能）：开局阶段结束后，若巫蛊术女属于狼人阵营，所有[群内]都知晓巫蛊术女是谁。
// 术法增幅[早夜][限定][指定] / 术法削弱[早夜][限定][指定] / 术法混乱[凌晨][强制] — word for word 秘术玄女's (l.376–381).
// 怀孕技能[强制]——增幅和削弱现在去除[限定]。 (秘术玄女's adds 但是不能连续两晚使用同样的技能; hers does not.)
// 行动顺序总集: 早夜1 秘术玄女/巫蛊术女<术法增幅><术法削弱>; 凌晨1 <时波混乱>; the tally's 秘术/巫蛊术法混乱.
// Readings:
// - The three skills are 秘术玄女's own definitions (./arcane-maiden.ts, with its readings): a character reached by one
//   术法 of each (or two of either) gets none, and each holder of 术法混乱 — she and the 秘术玄女 — deals it a [致死伤害].
// - [接刀]: she holds the wolves' 杀人 once every [群内] is out, in the 接刀 order read in order.ts (after 魔教教主).
// - 所有[群内]都知晓: told '巫蛊术女：X。' when the game starts (as 叛军首领's; the roles' onStart), if she is 狼人阵营 then.
// - 怀孕技能: once 临幸'd, 增幅 and 削弱 may be used night after night, the same one twice running too (one a night still:
//   每晚只能发动一种术法).

export const guSorceress: RoleDef = {
  ...arcaneShared,
  id: 'gu_sorceress',
  name: '巫蛊术女',
  gender: '女',
  faction: 'wolves',
  heir: 'wolves',
  cite: '001 叛皇阵营 20',
  dealtWith: ['arcane_maiden'],
  templates: { ...arcaneShared.templates, guSorceressIs: ({ name }) => `巫蛊术女：${name}。` },
  // 行动顺序总集 开局: 狼人阵营 共群 窥天 知晓巫蛊术女/叛军首领 — the [群内] as the opening left them
  openingSteps: { '知晓巫蛊术女/叛军首领': knownToGroup('guSorceressIs') },
  skills: [
    ...arcaneSkills,
    {
      id: 'gu_pregnancy',
      name: '怀孕技能',
      kind: 'passive',
      force: { mandatory: true },
      limits: { unlockedBy: 'favoured' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};
