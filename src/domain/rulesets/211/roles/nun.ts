import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { hasStatus } from '../../../state';
import { judgedFaction, swapped } from './judged';

// [211] file 001 【能臣异士】16 修女（女）⑤ (l.335–339):
// 圣水[凌晨][指定]<限定> —— 选择范围：任意一名角色。结算效果：根据结算目标的[实际阵营]结算效果，若该玩家[实际阵营]是村民阵营，该玩家[实际身份]的对应
// 技能刷新至初始，并且目标会收到技能刷新的通知。若该玩家[实际阵营]是狼人阵营，其永久获得[净化]状态，若该玩家[实际阵营]是三方阵营，该角色永久获得[超度]状态。
// 怀孕技能[强制] —— 圣水去除[限定]，但圣水的技能刷新效果只会触发一次。
// Readings: 刷新至初始 gives back every use its role's counted skills have spent (a counter status per skill); 三方阵营 is
// any faction but 村民 and 狼人 (不定 too); the statuses come when the night resolves (told then); the refresh once: the
// first 圣水 that refreshes marks it spent for this 修女.

/** 圣水: a target of actual faction `ally` refreshed, of the other of 村民/狼人 [净化], of any other [超度]. */
const holyWaterOf = (id: string, ally: string): SkillDef => ({
  id,
  name: '圣水',
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  // <限定>, lifted by the 怀孕技能
  limits: {
    usable: (_s, c) =>
      (id !== 'holy_water' || !hasStatus(c, 'favoured')) && (c.uses[id] ?? 0) >= 1
        ? err('SKILL_USED_UP', '圣水：<限定>技能已发动')
        : null,
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        const c = ctx.char(t);
        const f = judgedFaction(c, ctx.char(a.as));
        if (f === swapped(ally)) ctx.status(t, 'purify', { source: a.as, until: null });
        else if (f !== ally) ctx.status(t, 'release', { source: a.as, until: null });
        else if (!hasStatus(ctx.char(a.as), 'holy_refresh_spent'))
          ctx.later((tx) => {
            const me = tx.state.chars.find((x) => x.name === a.as);
            if (!me || hasStatus(me, 'holy_refresh_spent')) return;
            applyStatus(tx, a.as, 'holy_refresh_spent', { source: a.as, until: null });
            const target = tx.state.chars.find((x) => x.name === t);
            if (!target) return;
            // 该玩家[实际身份]的对应技能刷新至初始: each counted skill of its role gets back what it spent
            for (const sk of tx.rs.roles[target.role]?.skills ?? []) {
              const given = target.statuses
                .filter((st) => st.id === 'holy_refresh' && st.data?.skill === sk.id)
                .reduce((n, st) => n + Number(st.data?.n ?? 0), 0);
              const spent = (target.uses[sk.id] ?? 0) - given;
              if (spent > 0)
                applyStatus(tx, t, 'holy_refresh', {
                  source: a.as,
                  until: null,
                  data: { skill: sk.id, n: spent },
                });
            }
            tx.notify(t, tx.t('holyRefresh'), { kind: 'status', skill: 'holy_water' });
            const after = tx.state.chars.find((x) => x.name === t);
            if (after) tx.rs.roles[after.role]?.onRefresh?.(tx, after);
          });
      }
    },
  },
});

export const nun: RoleDef = {
  id: 'nun',
  name: '修女',
  gender: '女',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 16',
  statuses: [
    { id: 'holy_refresh', name: '圣水刷新', holder: { refills: true } },
    { id: 'holy_refresh_spent', name: '圣水刷新已触发' },
  ],
  templates: {
    holyRefresh: () => '圣水：你的技能已刷新至初始。',
  },
  skills: [holyWaterOf('holy_water', 'village')],
  // 美女画皮 (l.721): the factions swapped — a 狼人阵营 target refreshed, a 村民阵营 one [净化] (in 圣水's slot, just after it)
  learnable: {
    skills: [
      { ...holyWaterOf('mech_holy_water', 'wolves'), timing: { window: '凌晨1', orderAs: 'holy_water' } },
    ],
  },
};
