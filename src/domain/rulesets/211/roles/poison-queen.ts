import type { RoleDef } from '../../../engine/types';
import { hasStatus } from '../../../state';
import { joinWolves, wolfTag } from './join-group';

// [211] file 001 【叛皇阵营】19 毒后（女）⑧: 身份属性（不是技能）：毒后第一次使用下毒时，将获得[群内]标签。
// 下毒[早夜][指定] —— 选择范围：任意一名角色，不可连续两晚选择同一角色，并选择是否额外赋予[寡言]状态。结算效果：结算目标获得[恐惧]，持续至下一个
// [正午]阶段开始，若选择额外赋予[寡言]状态，则再赋予[寡言]状态，持续至下一个夜晚开始。怀孕技能[强制] —— [下毒]技能可以选择最多3个角色。
// Readings: 第一次使用下毒时 — the tag is hers when 早夜 closes (that night's 杀人 in 深夜2 is the group's and hers), once she has
// used it, whether or not its target was void; she and the group are told of each other. The choice `寡言` adds [寡言].

export const poisonQueen: RoleDef = {
  id: 'poison_queen',
  name: '毒后',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 19',
  statuses: [wolfTag('poison_queen_group')],
  templates: {
    joinedGroup: ({ names }) => `你获得了[群内]标签，入狼群。狼队友：${names}。`,
  },
  skills: [
    {
      id: 'queen_poison',
      name: '下毒',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      limits: { notTwiceRunning: 'actor' },
      choose: {
        targetsFor: (_s, c) => ({
          min: 1,
          max: hasStatus(c, 'favoured') ? 3 : 1,
          self: true,
          among: 'alive',
        }),
        parseChoice: (_s, choice) =>
          !choice?.trim() || choice.trim() === '寡言' ? null : '可选“寡言”额外赋予[寡言]状态，或不填',
      },
      hooks: {
        onUse: (ctx, a) => {
          if (hasStatus(ctx.char(a.as), 'poison_queen_group')) return;
          ctx.now((tx) => joinWolves(tx, a.as, 'poison_queen_group', 'joinedGroup'));
        },
        resolve: (ctx, a) => {
          for (const t of a.targets) {
            ctx.status(t, 'fear', { source: a.as, until: 'dayStart' });
            if (a.choice?.trim() === '寡言') ctx.status(t, 'taciturn', { source: a.as, until: 'nightStart' });
          }
        },
      },
    },
  ],
};
