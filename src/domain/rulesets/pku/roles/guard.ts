import { protect } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { inheritGod } from './god-substitute';

// [pku] file 004 神 / 守卫 (l.315–321): 守护. 守卫守狙击手的刀，不守毒不守枪不守狼禁 (l.319: the settlement, ../index.ts,
// stops the 群狼刀, 野狼刀 and 狙击手's 刀 on the guarded; poison passes; the hunter's shot is a day's out; a ban is a
// status). 被禁/无法发动技能的夜晚参与"连续的两夜"的计算 (l.321): the FAQ's rule is not two nights running on one player
// (神替 l.329: 若选择上一夜被守护的玩家，将会得到提示修改操作对象). Reading of l.321: a banned night is a night of the
// count — A, (banned), A is not two nights running. Reading: the guard may guard himself (狙击手出刀对象指向自己的夜晚如被守，
// 守护有效, l.351, is the guard on another; the FAQ forbids no self-guard).
// Not yet: 守卫死于投票的点数 (白给池), 【我能自证】, 【四面楚歌】 (a magic card).
export const guard: RoleDef = {
  id: 'guard',
  name: '守卫',
  faction: 'village',
  cite: '004 神 守卫',
  skills: [protect({ id: 'guard', name: '守护' })],
  onOut: (ctx) => inheritGod(ctx, 'guard', 0),
};
