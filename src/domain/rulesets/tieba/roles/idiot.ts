import type { RoleDef } from '../../../engine/types';
import { declaredSkills } from '../declare';

// [tieba] file 002: 白痴 has no section of its own; the text names it only in the village's loss condition: 村民阵营的
// 预言家、女巫、医生全部出局，且纵火者、乌鸦、白痴出局任意两个 (l.116). Reading: a 村民阵营 role with no skill the text
// gives (a 白痴 out counts among the two of 纵火者/乌鸦/白痴: ../index.ts, by the role whatever its faction). The rest of the
// role is the director's declaration (option `declare`, `白痴:阵营[:查验][/次数]`: declare.ts): its faction (undeclared
// 村民阵营) and a night skill from the library (查验 only: l.21 lists no way out by its skill); undeclared, none.
export const idiot: RoleDef = {
  id: 'idiot',
  name: '白痴',
  faction: 'village',
  cite: '002 胜负判定 村民阵营 负 1',
  skills: declaredSkills('idiot', '白痴', 'idiot', ['查验']),
};
