import type { RoleDef } from '../../../engine/types';

// [tieba] file 002 【村民阵营】 9 村民：5人 — 没有技能 (l.96–97). 村民阵营的村民全部出局 is a loss of the village (l.116).
export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  faction: 'village',
  cite: '002 村民阵营 9',
  skills: [],
};
