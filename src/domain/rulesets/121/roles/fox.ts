import { threeCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 10 狐狸 (l.120–121): 查验 —— 游戏日夜晚可查验电梯楼相邻的三名玩家中是否有狼人阵营，如其中有狼会被告知三人有狼；
// 如无狼，则反馈狐狸永久失去技能；如果有被预言查验为非狼人阵营，则视为三人无狼，但不失去技能。
// 机械狼 学习 (l.306): 狐狸，同狐狸. A checker (导言 l.27: 现有常规验人功能的神为：通灵，预言家，熊，狐狸).
// Readings: the fox names one living player, himself included (the text names no exception): the three are that one
// and its two living neighbours on the 电梯楼 (出局者 skipped, the ends adjacent: the 电梯楼 ability); a wolf is what a
// 预言 reads (狼人阵营 as seen): 三人有狼. 如果有被预言查验为非狼人阵营 = a wolf among the three whom a 预言 reads 非狼 (隐狼):
// with no other wolf the answer is 三人无狼 but the skill stays; with no wolf at all, 三人无狼 and the skill is lost for
// good (at the night's end). A swap or a reflection moves the three with the settled target; the answer names the
// chosen one.

const check = threeCheck({ id: 'fox_check', name: '查验', hiddenKeeps: true });

export const fox: RoleDef = {
  id: 'fox',
  name: '狐狸',
  faction: 'village',
  cite: '000 村民阵营 10',
  checker: true,
  templates: {
    foxWolf: ({ name }) => `查验：${name} 与其电梯楼相邻的三人中有狼。`,
    foxNone: ({ name }) => `查验：${name} 与其电梯楼相邻的三人中无狼。`,
    foxNoneLost: ({ name }) => `查验：${name} 与其电梯楼相邻的三人中无狼，你永久失去<查验>。`,
  },
  skills: [check],
  // 机械狼 学习 狐狸，同狐狸: the same check, just after the real one's
  learnable: {
    skills: [
      { ...check, id: 'mech_fox_check', timing: { ...check.timing, window: 'n60', orderAs: 'fox_check' } },
    ],
  },
};
