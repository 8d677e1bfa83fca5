import { threeCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 狐狸 (l.49): 每天晚上狐狸选择三个连续的活着的玩家，上帝将告知狐狸这三个人中是否有狼。若有，则狐狸在下一晚仍然可以使用此技能；若
// 没有，则狐狸将失去此能力。
// The shared check of three (121's 狐狸) without 121's exception: he names the middle one of three consecutive living players
// (the seating, circular, skipping those out); 没有 (as a check reads them: a 隐狼 is no wolf to him, l.7) → the skill is lost.
export const fox: RoleDef = {
  id: 'fox',
  name: '狐狸',
  faction: 'village',
  cite: '003 篇一 狐狸',
  checker: true,
  templates: {
    foxWolf: ({ name }) => `嗅探：${name} 与其左右相邻的三人中有狼。`,
    foxNoneLost: ({ name }) => `嗅探：${name} 与其左右相邻的三人中没有狼，你失去了此能力。`,
  },
  skills: [threeCheck({ id: 'sniff', name: '嗅探' })],
};
