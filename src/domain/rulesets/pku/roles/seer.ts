import { roleCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { inheritGod } from './god-substitute';

// [pku] file 004 神 / 预言家 (l.261–279): 查验. 查验神替时反馈神替，无论守卫是否出局；查验到晋升的狼替时显示野狼 (l.263).
// Reading: the check answers the target's 身份 (role), not only its side — the FAQ's answers are roles (神替, 野狼), and
// 神替 l.327 calls a check 可能知道身份的操作. A promoted 狼替 reads 野狼 through its promotion's disguise (狼替's file).
// Not yet: 【茫茫人海】 and 【无法诅咒的恒星】 (白给池, 工程), 【三人成虎】 (a magic card).
export const seer: RoleDef = {
  id: 'seer',
  name: '预言家',
  faction: 'village',
  cite: '004 神 预言家',
  checker: true,
  skills: [roleCheck({ id: 'check', name: '查验', template: 'pkuCheck' })],
  // 神替仅在预言家或守卫中先出局时自动继承其技能 (l.325)
  onOut: (ctx) => inheritGod(ctx, 'check', 1),
};
