import { protect } from '../../../abilities';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { claim, prostrated } from '../cards';
import { addPoints, optionPoints } from '../pools';
import { inheritGod } from './god-substitute';

// [pku] file 004 神 / 守卫 (l.315–321): 守护. 守卫守狙击手的刀，不守毒不守枪不守狼禁 (l.319: the settlement, ../index.ts,
// stops the 群狼刀, 野狼刀 and 狙击手's 刀 on the guarded; poison passes; the hunter's shot is a day's out; a ban is a
// status). 被禁/无法发动技能的夜晚参与"连续的两夜"的计算 (l.321): the FAQ's rule is not two nights running on one player
// (神替 l.329: 若选择上一夜被守护的玩家，将会得到提示修改操作对象). Reading of l.321: a banned night is a night of the
// count — A, (banned), A is not two nights running. Reading: the guard may guard himself (狙击手出刀对象指向自己的夜晚如被守，
// 守护有效, l.351, is the guard on another; the FAQ forbids no self-guard).
// 守卫死于投票/投票时猎人的枪的点数将在下一次破晓时结算（当晚不可使用）(l.317): the number is the option `guardVotePoints`
// (default 2: the FAQ gives none), to the good pool's next settlement (破晓). Reading: 投票时猎人的枪 = the shot of a 猎人
// voted out (he shoots the night after the vote here). Reading: these points are 【我能自证】 — the FAQ names it a 白给技能
// (l.183: what 【五体投地】 takes, and it takes these points: ../cards.ts) and the only 白给 of the 守卫 it gives is l.317;
// 神替不继承【我能自证】 (l.331): a 神替 with the inherited 守护 voted out adds nothing (this hook is the 守卫's own).
// 【四面楚歌】 (his card, ../cards.ts): its effect is the director's declaration (../declare.ts).
function guardPoints({ tx, char, cause, by }: OutHookCtx): void {
  const shooter = cause === 'shot' ? tx.state.chars.find((c) => c.name === by) : undefined;
  if (!prostrated(char) && (cause === 'vote' || shooter?.outCause === 'vote'))
    addPoints(tx, 'village', optionPoints(tx, 'guardVotePoints'), `守卫${char.name}死于投票`);
}

export const guard: RoleDef = {
  id: 'guard',
  name: '守卫',
  faction: 'village',
  cite: '004 神 守卫',
  skills: [claim, protect({ id: 'guard', name: '守护' })],
  onOut: (ctx) => {
    inheritGod(ctx, 'guard', 0);
    guardPoints(ctx);
  },
};
