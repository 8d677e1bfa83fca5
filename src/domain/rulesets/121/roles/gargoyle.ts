import { cardName } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【狼人阵营】 7 石像鬼: 石像鬼与狼人不互知…所有狼群内玩家出局后石像鬼可接刀。查验 —— 游戏日夜晚，选择一名玩家进行查验，
// 反馈其初始身份与当前阵营。 (l.220–222) 接刀顺序 (l.375): 石像鬼、铁柱、机械狼，幽灵.
// Readings: 初始身份 = the card dealt (a disguise does not change it: 伪装, 学习), 当前阵营 = the actual faction now (感染,
// 认亲 …), named in full.
/** 查验 (exported: 圣诞老狼's 验人 gift to a wolf is 石像鬼验人). */
export const gargoyleCheck: SkillDef = {
  id: 'gargoyle_check',
  name: '查验',
  kind: 'night',
  effect: { feedback: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      a.targets.forEach((name, i) => {
        const c = ctx.char(name);
        // 变脸者 (l.181): 被通灵石像鬼验为置顶身份 — a card that stands for the initial one (`data.initialCard`)
        const top = ctx.statuses(name).find((st) => st.data?.initialCard)?.data?.initialCard;
        const role = cardName(ctx.ruleset, typeof top === 'string' ? top : c.role);
        const faction = ctx.ruleset.factions[c.faction]?.name ?? c.faction;
        const shown = a.chosen[i] ?? name;
        ctx.notify(a.actor, ctx.ruleset.t.gargoyleResult?.({ name: shown, role, faction }) ?? role, {
          kind: 'feedback',
          skill: 'gargoyle_check',
          target: shown,
          role: c.role,
          faction: c.faction,
        });
      });
    },
  },
};

export const gargoyle: RoleDef = {
  id: 'gargoyle',
  name: '石像鬼',
  faction: 'wolves',
  cite: '000 狼人阵营 7',
  heir: 'wolves',
  templates: {
    gargoyleResult: ({ name, role, faction }) =>
      `查验：${name} 的初始身份为【${role}】，当前阵营为${faction}。`,
  },
  skills: [gargoyleCheck],
};
