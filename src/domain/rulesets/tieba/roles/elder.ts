import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';
import { declaredSkills } from '../declare';

// [tieba] file 002: 长老 has no section of its own (the text names it in 出局, l.23, and the 指杀结算, l.146). Its one skill
// as the text uses it: <长寿之命> — 指杀结算 二、被指杀的角色是未被有效指杀过的长老，长老视为被有效指杀一次 (l.146): the
// first 指杀 that takes effect on him (after 一、救治, which voids it and spends nothing) is counted and he stays in; a later
// 指杀 (the same night's 冲锋/撕咬 after the 杀人: 指杀结算可能存在多次，按照（6）、（7）的顺序依次结算, or a later night's)
// puts him out. 红牌罚下出局的角色…不能发动…长老<长寿之命> (l.23): a red card is no 指杀 — he goes out at once. Readings:
// his faction is 村民阵营 (the text names no other for him; he is no 狼群内角色 nor in the village's loss conditions);
// the 救药 on the same 指杀 does not keep his life (二 comes before 三); the poison is no 指杀 (步骤 12) and puts him out.
// The rest of the role is the director's declaration (option `declare`, `长老:阵营[:查验][/次数]`: declare.ts): his faction
// (undeclared 村民阵营) and a night skill beyond <长寿之命> from the library (查验 only: l.21 lists no way out by his skill);
// undeclared, none.
export const elder: RoleDef = {
  id: 'elder',
  name: '长老',
  faction: 'village',
  cite: '002 出局 / 指杀结算 二',
  skills: declaredSkills('elder', '长老', 'elder', ['查验']),
  statuses: [{ id: 'long_life', name: '长寿之命', protection: { absorbs: 1 } }],
  onStart: (tx, c) => applyStatus(tx, c.name, 'long_life', { data: { n: 1 } }),
};
