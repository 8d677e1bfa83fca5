import type { RoleDef } from '../../../engine/types';
import { hasStatus } from '../../../state';

// [211] file 001 【叛皇阵营】18 纸嫁衣[群内]（女）⑧: 魅惑[深夜][指定] —— 选择范围：任意一名角色。结算效果：结算目标获得状态[魅惑]，持续至下一个
// 夜晚开始。[魅惑]：负面状态，不予得知，发动者出局时，持有该状态的连带承受[致死伤害]。怀孕技能[强制] —— [魅惑]可以选择最多2个角色。
// (连带出局顺序: 情侣殉情 纸嫁衣魅惑 …)

export const paperBride: RoleDef = {
  id: 'paper_bride',
  name: '纸嫁衣',
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 18',
  group: 'wolves',
  statuses: [
    // 负面状态，不予得知 (no `tell`); 发动者出局时，持有该状态的连带承受[致死伤害]
    {
      id: 'charmed',
      name: '魅惑',
      lifetime: { negative: true, until: 'nightStart' },
      // by day (the vote's 黄昏, 正午) 公示[其他原因]出局 — the cause stays secret; by night the morning's list of names
      chain: {
        on: 'source',
        kind: 'charm',
        strength: 'lethal',
        cause: 'charm',
        announce: 'outOther',
        announceByDay: true,
      },
    },
  ],
  templates: { 'cause.charm': () => '魅惑连带' },
  skills: [
    {
      id: 'charm',
      name: '魅惑',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      choose: {
        targetsFor: (_s, c) => ({
          min: 1,
          max: hasStatus(c, 'favoured') ? 2 : 1,
          self: true,
          among: 'alive',
        }),
      },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'charmed', { source: a.as });
        },
      },
    },
  ],
};
