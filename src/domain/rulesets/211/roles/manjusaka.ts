import type { RoleDef } from '../../../engine/types';
import { evenNightsUnlessFavoured } from './even-nights';

// [211] file 001 【叛皇阵营】17 曼珠沙华（女）⑧: 彼岸归去[深夜][指定] —— 选择范围：偶数游戏日夜晚，可选任意一名角色。
// 结算效果：结算目标永久获得[遗忘]状态并承受[致死伤害]。怀孕技能[强制] —— [彼岸归去]去除偶数日限制，每晚都能发动。
// (行动顺序总集 深夜2 曼珠沙华 彼岸花开; the out tally 曼珠沙华彼岸花 after 狼人杀人.)

export const manjusaka: RoleDef = {
  id: 'manjusaka',
  name: '曼珠沙华',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 17',
  skills: [
    {
      id: 'higan',
      name: '彼岸归去',
      aliases: ['彼岸花开', '彼岸花'],
      kind: 'night',
      effect: { lethal: true },
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      limits: { usable: evenNightsUnlessFavoured },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            // 永久获得[遗忘]状态 (a 皇帝 keeps it for a day: his 所有永久负面状态都改为只持续一天)
            ctx.status(t, 'forget', { source: a.as, until: null });
            ctx.kill({ target: t, source: 'higan', by: a.as, strength: 'lethal' });
          }
        },
      },
    },
  ],
};
