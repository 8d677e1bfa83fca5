import { rustySword } from '../../../abilities';
import { inGroup } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 锈剑骑士 (l.41): 当锈剑骑士被狼人杀害时，锈剑骑士左边的第一个狼人将被锈剑感染，在锈剑骑士死亡的下一个早晨，被感染的狼人将会
// 直接死亡，上帝不会宣布该狼人是因感染而死，而是如同被狼人杀的人一样正常宣布死者。
// The shared 锈剑 (abilities/rusty-sword.ts, 121's 破伤风) with classic's wound. Readings: 被狼人杀害 = put out by a kill (the pack's
// 杀人 and the other wolves' kills; 同守同救 included) whose user is of the wolves' faction or the pack; 左边 = the following seats
// (seat + 1, …, the last joining the first, those out skipped: the direction of 121's 电梯楼下方); 狼人 = a character of the
// wolves' faction; 死亡的下一个早晨 = the morning that follows his death (he dies at night): the wolf goes out with that night's dead,
// a night's out (cause 'killed'), listed among them in the morning's 公示 (如同被狼人杀的人一样正常宣布) with nothing said of the
// sword. By day (a vote, a shot) nothing follows: no 杀害 by wolves.
export const rustySwordKnight: RoleDef = {
  id: 'rusty_sword_knight',
  name: '锈剑骑士',
  faction: 'village',
  cite: '003 篇一 锈剑骑士',
  skills: [],
  onOut: rustySword(
    (tx, wolf, knight) => goOut(tx, wolf.name, 'killed', knight.name),
    (tx, k) => k.faction === 'wolves' || inGroup(tx.state, tx.rs, k, 'wolves'),
  ),
};
