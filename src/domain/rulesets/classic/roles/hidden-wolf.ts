import type { RoleDef } from '../../../engine/types';

// [classic] file 003 隐狼 (l.6–7): 隐狼夜晚不和狼队一起睁眼，且隐狼不可杀人，但是隐狼的胜利条件依然与狼队相同。隐狼和狼人互不认识，隐狼无法被任何手段
// 验出狼人身份。由于隐狼无法杀人，因此当所有狼人出局时，除非隐狼拥有警徽，否则隐狼将因为不可能获胜而强制失败。
// Of the wolves' faction without their group (not told them, not told to them) and without a skill; every check reads him 好人
// (seenAs); the wolves' side stands only while one of it can kill or holds the badge (wins.ts), so with the last wolf out and no
// badge the 隐狼 has lost (the good side wins). Reading: 屠边 still counts for him while he holds the badge.
export const hiddenWolf: RoleDef = {
  id: 'hidden_wolf',
  name: '隐狼',
  faction: 'wolves',
  cite: '003 篇一 隐狼',
  seenAs: () => 'village',
  skills: [],
};
