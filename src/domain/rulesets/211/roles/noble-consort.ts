import { settledOn } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import type { GameState } from '../../../state';
import { hasStatus } from '../../../state';

// [211] file 001 【皇帝阵营】20 贵妃（女）⑥: 宠溺[午夜][指定] —— 除自己外任意一名角色，若不选择将会随机选择。结算目标当晚获得[坚韧]状态，若发动者当晚出局，
// 结算目标承受[致死伤害]，连续两夜结算目标都进行了[宠溺]的结算，结算目标也会承受[致死伤害]。多个宠溺的结算效果互相独立结算。
// 怀孕技能[强制] —— 自己的[宠溺]技能现在每天晚上都能额外发动一次。

/** Whom this 贵妃's 宠溺 settled on the night before `day`. */
function dotedLastNight(s: GameState, me: string, day: number): string[] {
  return settledOn(s, me, 'dote', day - 1);
}

export const nobleConsort: RoleDef = {
  id: 'noble_consort',
  name: '贵妃',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 20',
  statuses: [
    // 宠溺: 若发动者当晚出局，结算目标承受[致死伤害] (连带出局顺序: 贵妃宠溺)
    {
      id: 'doted',
      name: '宠溺',
      lifetime: { until: 'nightEnd' },
      chain: { on: 'source', kind: 'dote', strength: 'lethal', cause: 'dote' },
    },
  ],
  templates: {
    'cause.dote': () => '宠溺连带',
    doteGiven: () => '你获得了[坚韧]状态，持续至当夜结束。',
  },
  skills: [
    {
      id: 'dote',
      name: '宠溺',
      kind: 'night',
      force: { required: true, onTimeout: 'random' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      choose: {
        targetsFor: (_s, c) => ({
          min: 1,
          max: hasStatus(c, 'favoured') ? 2 : 1,
          self: false,
          among: 'alive',
        }),
      },
      hooks: {
        resolve: (ctx, a) => {
          const before = dotedLastNight(ctx.state, a.as, ctx.day);
          for (const t of a.targets) {
            ctx.status(t, 'tough', { source: a.as, until: 'nightEnd' });
            // 若发动者当晚出局，结算目标承受[致死伤害] (连带出局)
            ctx.status(t, 'doted', { source: a.as });
            // 连续两夜结算目标都进行了[宠溺]的结算 (贵妃双摄)
            if (before.includes(t))
              ctx.kill({ target: t, source: 'dote', by: a.as, strength: 'lethal', cause: 'dote' });
          }
        },
      },
    },
  ],
};
