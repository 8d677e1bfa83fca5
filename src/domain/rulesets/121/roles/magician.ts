import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 8 魔术师: 交换 —— 交换两名玩家马甲…当夜别的玩家对此二人的操作都将被替换…每局每名玩家仅可被交换一次
// Played as a redirection from tier (5) on: the swap catches the actions that resolve after it (先动的会影响后动),
// not the magician's own; nobody is told (仅自身知晓); nothing stays swapped after the night (天亮前换回).
// 机械狼 学习 (l.303): 魔术，可知晓真魔术的每晚操作。一次性技能：使当晚魔术换人无效.
// Readings: 可知晓真魔术的每晚操作 — when the night's actions end (夜间行动结束), the learner is told each swap a 魔术师 made
// that night as it took effect (the two names), or that none swapped while a 魔术师 is in; 使当晚魔术换人无效 — once, the
// learner's <破除> voids every 魔术师's 交换 of that night: the text names it for the swap, so it acts before it (just after
// tier (4)), not after the real card as a learned skill otherwise does (注: 没特别注明的，真身份牌轮次优先).

const SWAP = 'swap';

const swap: SkillDef = {
  id: SWAP,
  name: '交换',
  kind: 'night',
  targets: { min: 2, max: 2, self: true, among: 'alive' },
  limits: { oncePerTarget: 'anyone' },
  hooks: {
    resolve: (ctx, a) => {
      const [x, y] = a.targets;
      // a target immune tonight (拥抱) drops out: no swap
      if (!x || !y) return;
      ctx.redirect({ layer: 'swap', from: x, to: y, owner: a.as });
      ctx.redirect({ layer: 'swap', from: y, to: x, owner: a.as });
    },
  },
};

/** 可知晓真魔术的每晚操作: told when the night's actions end. */
const mechSwapSight: SkillDef = {
  id: 'mech_swap_sight',
  name: '魔术',
  kind: 'passive',
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, me) =>
      ctx.atEnd((c) => {
        const t = c.ruleset.t;
        const swaps = c.ops.filter((o) => o.skill === SWAP && o.targets.length === 2);
        if (!swaps.length && !c.state.chars.some((m) => m.alive && m.role === 'magician')) return;
        const text = swaps.length
          ? swaps.map((o) => t.mechSwapSeen?.({ a: o.targets[0], b: o.targets[1] }) ?? '').join('\n')
          : (t.mechSwapNone?.({}) ?? '');
        c.notifyAtEnd(me.name, text, { kind: 'feedback', skill: 'mech_swap_sight', swaps: swaps.length });
      }),
  },
};

/** 一次性技能：使当晚魔术换人无效 — before the 交换 (tier (5)): every 魔术师's 交换 of that night is void. */
const mechSwapVoid: SkillDef = {
  id: 'mech_swap_void',
  name: '破除',
  kind: 'night',
  timing: { window: 'n40', orderAs: 'manipulate' },
  limits: { limit: 1 },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const m of ctx.state.chars)
        if (m.alive && m.role === 'magician')
          ctx.status(m.name, 'swap_voided', { source: a.as, data: { skill: SWAP } });
    },
  },
};

export const magician: RoleDef = {
  id: 'magician',
  name: '魔术师',
  faction: 'village',
  cite: '000 村民阵营 8',
  skills: [swap],
  statuses: [
    { id: 'swap_voided', name: '换人无效', blocks: { blocksNamed: true }, lifetime: { until: 'nightEnd' } },
  ],
  templates: {
    mechSwapSeen: ({ a, b }) => `魔术：今夜魔术师交换了 ${a} 和 ${b}。`,
    mechSwapNone: () => '魔术：今夜魔术师没有交换。',
  },
  learnable: { skills: [mechSwapSight, mechSwapVoid] },
};
