import type { RoleDef, SkillDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【狼人阵营】 25 狼妹妹: 狼妹妹与狼人互知共群; 杀人; 援交 —— 漂亮的狼妹妹每个游戏日夜晚可指定一名玩家进行援交获知其阵营。
// (l.360–363) Reading: 获知其阵营 = the actual faction, named in full (村民阵营, 狼人阵营, 三方阵营, 不定阵营): the texts'
// disguises say which checks they fool (如被预言查验, 被验为), and 援交 is not a 验.
const liaison: SkillDef = {
  id: 'liaison',
  name: '援交',
  kind: 'night',
  effect: { feedback: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      a.targets.forEach((name, i) => {
        const f = ctx.char(name).faction;
        const faction = ctx.ruleset.factions[f]?.name ?? f;
        const shown = a.chosen[i] ?? name;
        ctx.notify(a.actor, ctx.ruleset.t.liaisonResult?.({ name: shown, faction }) ?? faction, {
          kind: 'feedback',
          skill: 'liaison',
          target: shown,
          faction: f,
        });
      });
    },
  },
};

export const wolfSister: RoleDef = {
  id: 'wolf_sister',
  name: '狼妹妹',
  faction: 'wolves',
  cite: '000 狼人阵营 25',
  group: 'wolves',
  templates: {
    liaisonResult: ({ name, faction }) => `援交：${name} 的阵营为${faction}。`,
  },
  skills: [kill, liaison],
  // 机械狼 学习 (l.346): 狼妹妹，同狼妹妹 — 援交, acting just after the real one (the named line, not the 共群狼's extra 刀)
  learnable: { skills: [{ ...liaison, id: 'mech_liaison', timing: { window: 'n60', orderAs: 'liaison' } }] },
};
