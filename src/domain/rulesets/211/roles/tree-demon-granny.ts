import type { RoleDef } from '../../../engine/types';
import { evenNightsUnlessFavoured } from './even-nights';

// [211] file 001 【叛皇阵营】25 树精姥姥[群内]（女）⑨: 吸精[深夜][指定] —— 选择目标：偶数日夜晚，可选任意一名角色。结算效果：对结算目标造成一次[指杀]。
// 怀孕技能[强制] —— [吸精]去除偶数日限制，每晚都能发动。
// (行动顺序总集 深夜2 树精姥姥 吸精; the out tally 树精姥姥吸精 after 狼人杀人.)

export const treeDemonGranny: RoleDef = {
  id: 'tree_demon_granny',
  name: '树精姥姥',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 25',
  group: 'wolves',
  skills: [
    {
      id: 'drain',
      name: '吸精',
      kind: 'night',
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      limits: { usable: evenNightsUnlessFavoured },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.kill({ target: t, source: 'drain', by: a.as, strength: 'zhisha' });
        },
      },
    },
  ],
};
