import { ENCHANTING, enchant } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 蛊惑师 (l.48): 每天晚上蛊惑师可以蛊惑一名玩家，若蛊惑师因任何原因死在夜里，则被蛊惑的人代替蛊惑师死亡。蛊惑师不可以连续2晚蛊惑同一个
// 人。 守卫 (l.33): …抑或是被守护的人因蛊惑师而死，均会导致被守护的人立刻死亡。
// The shared 蛊惑 (abilities/enchant.ts, 121's): a death the night's settlement judges for him (the pack's kill, the poison, any other
// kill) goes to the enchanted instead, as a lethal kill no guard stops (l.33); he lives. Listed under 好人阵营: of the good side
// here (121 makes him a third party). Readings: 一名玩家 = another player (enchanting himself would pass nothing on); 死在夜里 = a
// kill the night settles on him — a lover's 殉情 follows the lover and is not passed on; 连续2晚 = his own two nights.
export const enchanter: RoleDef = {
  id: 'enchanter',
  name: '蛊惑师',
  faction: 'village',
  cite: '003 篇一 蛊惑师',
  statuses: [ENCHANTING],
  skills: [enchant({ id: 'enchant', name: '蛊惑' })],
};
