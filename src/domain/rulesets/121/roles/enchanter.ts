import { ENCHANTING, enchant, fourLeft } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【三方阵营】 5 蛊惑师 (盎惑师): 蛊惑 ——游戏日夜晚可选择一名除自己外的其他玩家蛊惑，如当夜盎惑师在天亮结算轮判定死亡时，死亡结算
// 为被蛊惑的玩家死亡。除技能被封外连续两夜不可指定同一名玩家，且首夜盎惑师不会被封技能。蛊惑师被验为【非狼人阵营】，被通为盎惑师。
// 蛊惑师胜利条件为场存四人，独自胜利。 (l.400–403; 胜负判定 5, priority 4th)
// Readings: 判定死亡 = a kill the settlement judges to put him out (a guard or a save on him stops it first); that death
// passes to the enchanted (a `diverts` status: the enchanted takes it as 致死伤害, whoever dealt it), once a night;
// 被封 = a block of his skill (冰冻, 恐惧, 拥抱 …): a night it was blocked did not name anyone, so the next may name the same
// one (连续两夜 reads the 蛊惑 that took effect); 首夜…不会被封技能: on night 1 nothing blocks his skills; 被通为盎惑师 is
// the role's other spelling (通灵 reads the card 蛊惑师).
export const enchanter: RoleDef = {
  id: 'enchanter',
  name: '蛊惑师',
  aliases: ['盎惑师'],
  faction: 'enchanter',
  cite: '000 三方阵营 5',
  factions: [{ id: 'enchanter', name: '三方阵营', wins: fourLeft('enchanter') }],
  statuses: [
    // 死亡结算为被蛊惑的玩家死亡: held by the 蛊惑师 tonight, data.to = the enchanted
    ENCHANTING,
    // 首夜盎惑师不会被封技能
    { id: 'first_night_unsealed', name: '蛊惑', blocks: { unblockable: true } },
  ],
  templates: { 'cause.enchanted': () => '夜晚死亡' },
  innate: [{ status: 'first_night_unsealed', phase: 'night', while: (s) => s.phase.day === 1 }],
  skills: [enchant({ id: 'enchant', name: '蛊惑' })],
  // 机械狼 学习 (l.331): 盎惑师，同盎惑师，限定一次 — once, acting just after the real one
  learnable: {
    skills: [
      {
        ...enchant({ id: 'mech_enchant', name: '蛊惑' }),
        timing: { window: 'n60', orderAs: 'enchant' },
        limits: { notTwiceRunning: 'actor', limit: 1 },
      },
    ],
  },
};
