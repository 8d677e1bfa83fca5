import { extraKill, whileGroupHasOthers } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 12 大野狼: 大野狼与其他狼人互知共群; 杀人; 野性—— 偶数日夜晚，大野狼可额外指杀一名角色，如狼群内其他角色被恐，
// 被冰冻，大野狼不失去此技能，当大野狼为群内最后一狼时失去此技能。 (l.239–242)
// 野性 is his own 指杀 (a guard or a save stops it), settled in (22) after 赌徒刀人: a block of another member does not
// touch it (only his own 恐/冰冻 would, as for any skill of his); reading of 失去: unusable while he is the pack's last.
const base = extraKill({ id: 'wild', name: '野性' });
export const wild: SkillDef = {
  ...base,
  timing: { ...base.timing, nights: 'even' },
  limits: { ...base.limits, usable: whileGroupHasOthers('wolves') },
};

export const bigBadWolf: RoleDef = {
  id: 'big_bad_wolf',
  name: '大野狼',
  faction: 'wolves',
  cite: '000 狼人阵营 12',
  group: 'wolves',
  skills: [kill, wild],
};
