import type { RoleDef } from '../../../engine/types';

// [pku] file 004 民 (l.359–367): the FAQ's 民, the contract's 村民. Not yet: 上工 (工程 progress, 被标记后上工不增加进度),
// the dark vote at good pool ≥6, 【蝼蚁一噬】 — the 工程 and the 白给池 are not in the code.
export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  aliases: ['民'],
  faction: 'village',
  cite: '004 民',
  skills: [],
};
