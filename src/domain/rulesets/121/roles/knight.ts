import { duel } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 6 骑士: 决斗<限定>—— 除竞选日的游戏日白天，骑士可翻牌决斗一名玩家，此玩家为狼人将死亡，直接进入游戏日夜晚，
// 此玩家为好人骑士将立即出局，可留遗言，该讨论日正常继续，此玩家为三方阵营则双方都不会死亡，讨论日正常进行。
// Readings: 狼人 / 好人 / 三方 are the target's actual faction (狼人阵营 / 村民阵营 / any other); a day skill, so no row of
// 行动时限 and no night tier: usable until the day's 关门; the duel is public (the flip, the target, the outcome).
export const knight: RoleDef = {
  id: 'knight',
  name: '骑士',
  faction: 'village',
  cite: '000 村民阵营 6',
  skills: [duel({ id: 'duel', name: '决斗' })],
  // 机械狼 学习 骑士，同骑士，但被pk者无论身份必定死亡 (the card turned up is the learned 骑士)
  learnable: { skills: [duel({ id: 'mech_duel', name: '决斗', alwaysKills: true, surface: true })] },
};
