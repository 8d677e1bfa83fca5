import { roleCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 16 通灵师: 通灵 —— 游戏日夜晚，通灵师可选择一名玩家，得到其表面身份，如机械狼等拥有表面身份的角色。
const mediumCheck = roleCheck({ id: 'medium_check', name: '通灵', template: 'roleCheck' });

export const medium: RoleDef = {
  id: 'medium',
  name: '通灵师',
  faction: 'village',
  cite: '000 村民阵营 16',
  templates: {
    roleCheck: ({ skill, name, role }) => `${skill}：${name} 的身份为【${role}】。`,
  },
  // 现有常规验人功能的神为：通灵，预言家，熊，狐狸
  checker: true,
  skills: [mediumCheck],
  // 机械狼 学习 通灵师，同通灵师: acting just after the real one
  learnable: {
    skills: [
      {
        ...mediumCheck,
        id: 'mech_medium',
        timing: { ...mediumCheck.timing, window: 'n60', orderAs: 'medium_check' },
      },
    ],
  },
};
