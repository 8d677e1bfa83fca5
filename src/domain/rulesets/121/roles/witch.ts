import { killSense, poison, save } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 2 女巫: 通灵<强制>, 救药, 毒药, 补充说明

/** 机械狼 学习 女巫，获得一瓶可使用的毒药: settling just after the 女巫's (黑商赌徒圣诞老狼等毒药跟在女巫毒药后). */
const mechPoisonBase = poison({ id: 'mech_poison', name: '毒药', window: 'n60', limit: 1 });
const mechPoison: SkillDef = { ...mechPoisonBase, timing: { ...mechPoisonBase.timing, orderAs: 'poison' } };

export const witch: RoleDef = {
  id: 'witch',
  name: '女巫',
  faction: 'village',
  cite: '000 村民阵营 2',
  skills: [
    killSense({ id: 'spirit', name: '通灵', requires: 'antidote' }),
    save({ id: 'antidote', name: '救药', limit: 1, exclusiveWith: 'poison' }),
    poison({ id: 'poison', name: '毒药', limit: 1, exclusiveWith: 'antidote' }),
  ],
  learnable: { skills: [mechPoison] },
};
