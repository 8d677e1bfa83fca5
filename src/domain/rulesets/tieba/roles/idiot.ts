import type { RoleDef } from '../../../engine/types';

// [tieba] file 002: 白痴 has no section of its own; the text names it only in the village's loss condition: 村民阵营的
// 预言家、女巫、医生全部出局，且纵火者、乌鸦、白痴出局任意两个 (l.116). Reading: a 村民阵营 role with no skill the text
// gives (a 白痴 out counts among the two of 纵火者/乌鸦/白痴: ../index.ts). Not yet: whatever skill the missing section gave.
export const idiot: RoleDef = {
  id: 'idiot',
  name: '白痴',
  faction: 'village',
  cite: '002 胜负判定 村民阵营 负 1',
  skills: [],
};
