import { killSense, poison, save } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 2 女巫: 通灵<强制>, 救药, 毒药, 补充说明
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
};
