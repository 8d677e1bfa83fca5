import { duel } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { LOVERS } from '../wins';

// [classic] file 003 骑士 (l.40): 技能只能发动一次。骑士可在任意投票阶段之前翻出身份卡，并指定一名玩家。上帝宣布这名玩家是否是狼人，若是，则该
// 玩家立刻死亡，并跳过投票阶段，骑士保持亮明身份的状态；若不是，则骑士立刻死亡，投票正常进行。
// The shared 决斗 of 121's 骑士, parameterised: a wolf dies and the day's vote is skipped (the night follows); anyone else —
// a lover of a 人狼恋 too — and the knight dies, the vote goes on. Readings: 是否是狼人 is the faction now (the 狼人阵营); 任意投票
// 阶段之前 is a day's out vote (not the first day's election, as 121's 决斗); the card stays turned ([翻牌]).
export const knight: RoleDef = {
  id: 'knight',
  name: '骑士',
  faction: 'village',
  cite: '003 篇一 骑士',
  skills: [duel({ id: 'duel', name: '决斗', dies: ['wolves'], loses: ['village', LOVERS] })],
};
