import { MANIPULATED, manipulate as manipulateSkill } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 31 操纵月亮的女孩 (l.174–175):
// 操纵—— 游戏日夜晚指定一个玩家，被指定的玩家当夜失去所有非强制技能，连续两晚不可指定同一名玩家。
// 总体流程 3 (4) 月女〈操纵〉; 行动时限: 关门四十分钟内…月女 (n40). 机械狼 学习 (l.335): 操纵月亮的女孩，同操纵月亮的女孩.
// Readings: 一个玩家 = anyone, herself included; the target is not told (the text says nothing of it, where 企鹅's 冰冻
// says 将被告知); a pack wolf manipulated loses his own skills, not the pack's 杀人 (a group's action is the group's: only
// a text that says so for the group stops it, as 冰冻 狼群内空刀 does).

const manipulate: SkillDef = manipulateSkill({ id: 'manipulate', name: '操纵' });

export const moonGirl: RoleDef = {
  id: 'moon_girl',
  name: '操纵月亮的女孩',
  aliases: ['月女'],
  faction: 'village',
  cite: '000 村民阵营 31',
  statuses: [MANIPULATED],
  skills: [manipulate],
  // 机械狼 学习 操纵月亮的女孩，同操纵月亮的女孩: just after the real one
  learnable: {
    skills: [
      {
        ...manipulate,
        id: 'mech_manipulate',
        timing: { ...manipulate.timing, window: 'n60', orderAs: 'manipulate' },
      },
    ],
  },
};
