import { actualRole } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';

// [211] file 001 【叛皇阵营】14 落魄亲王[群内]（男）⑧: 揽权[深夜][指定] —— 选择范围：猜测一个身份并选择任意一名角色。结算效果：若结算目标的
// [实际身份]与猜测的身份对应，则结算目标永久获得[迷魂]状态，且目标若出局，发动者的票数永久+1，猜测错误则无效果。无论猜测结果如何，这个技能不会
// 通知发动者任何情况。
// Readings: the guess names a role of this ruleset (the choice, `宫令`); 票数 is the weight of his own vote (+1 per right
// guess whose target is out, each counted apart); the target learns of its [迷魂] (常见负面状态: 角色会得知), he of nothing.

export const fallenPrince: RoleDef = {
  id: 'fallen_prince',
  name: '落魄亲王',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 14',
  group: 'wolves',
  statuses: [
    // 目标若出局，发动者的票数永久+1 (held by him, not told: 不会通知发动者任何情况)
    {
      id: 'usurp_claim',
      name: '揽权',
      vote: {
        voteBonus: (s, st) => (s.chars.some((c) => c.name === st.data?.target && !c.alive) ? 1 : 0),
      },
    },
  ],
  skills: [
    {
      id: 'usurp',
      name: '揽权',
      kind: 'night',
      targets: { min: 1, max: 1, self: true, among: 'alive' },
      choose: {
        parseChoice: (_s, choice, _t, rs) =>
          Object.values(rs.roles).some((r) => r.name === choice?.trim())
            ? null
            : '须猜测一个身份（本规则的身份名）',
      },
      hooks: {
        resolve: (ctx, a) => {
          const guess = a.choice?.trim();
          for (const t of a.targets) {
            if (ctx.ruleset.roles[actualRole(ctx.char(t))]?.name !== guess) continue;
            ctx.status(t, 'dazed', { source: a.as, until: null });
            ctx.status(a.as, 'usurp_claim', { source: a.as, until: null, data: { target: t } });
          }
        },
      },
    },
  ],
};
