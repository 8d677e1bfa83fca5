import { roleCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [211] file 001 【皇帝心腹】1 锦衣卫（男）⑦: 探查[深夜][指定] —— 任意一名角色。结算效果：反馈结算目标的[表面身份]，反馈格式为[选择目标是XX身份]，
// 有多次结算效果，则按顺序多次反馈。
export const jinyiwei: RoleDef = {
  id: 'jinyiwei',
  name: '锦衣卫',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝心腹 1',
  templates: {
    probe: ({ name, role }) => `探查：${name}是${role}。`,
  },
  checker: true,
  // 反馈格式为[选择目标是XX身份]: the chosen target's name, the settled one's surface (行动顺序总集 深夜1: 锦衣卫 通灵)
  skills: [roleCheck({ id: 'probe', name: '探查', aliases: ['通灵'], template: 'probe', self: true })],
};
