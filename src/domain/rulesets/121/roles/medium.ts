import { cardName, seenRoleNow } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 16 通灵师: 通灵 —— 游戏日夜晚，通灵师可选择一名玩家，得到其表面身份，如机械狼等拥有表面身份的角色。
const mediumCheck: SkillDef = {
  id: 'medium_check',
  name: '通灵',
  kind: 'night',
  feedback: true,
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  resolve: (ctx, a) => {
    a.targets.forEach((name, i) => {
      const role = cardName(ctx.ruleset, seenRoleNow(ctx, ctx.char(name)));
      const shown = a.chosen[i] ?? name;
      ctx.notify(a.actor, ctx.ruleset.t.roleCheck?.({ skill: '通灵', name: shown, role }) ?? role, {
        kind: 'feedback',
        skill: 'medium_check',
        target: shown,
        role,
      });
    });
  },
};

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
  learnable: { skills: [{ ...mediumCheck, id: 'mech_medium', window: 'n60', orderAs: 'medium_check' }] },
};
