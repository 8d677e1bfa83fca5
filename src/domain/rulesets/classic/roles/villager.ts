import type { RoleDef } from '../../../engine/types';

// [classic] file 003 篇三(七) 村民 (l.187–188): 没有任何功能的普通村民玩家，又称之为“蛋” 属于村民阵营; 篇一 村民：没有任何能力 (l.31).
export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  faction: 'village',
  cite: '003 篇三(七), 篇一 村民',
  skills: [],
};
