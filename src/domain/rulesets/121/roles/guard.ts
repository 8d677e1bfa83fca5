import { protect } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';

/**
 * 机械狼 学习 守卫，可使用守护，守护一名玩家，当夜对其用的一切技能将被治愈并免疫，成功守护之后失去技能: just after the real one.
 */
const mechGuard: SkillDef = {
  id: 'mech_guard',
  name: '守护',
  kind: 'night',
  timing: { window: 'n60', orderAs: 'guard' },
  limits: { notTwiceRunning: 'anyone' },
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      const t = a.targets[0];
      if (!t) return;
      // 当夜对其用的一切技能将被治愈并免疫: tonight's earlier effects on it undone, later ones void
      const cured = ctx.cure(t, a.as);
      ctx.status(t, 'mech_guarded', { source: a.as });
      ctx.atEnd((c) => {
        // 成功守护之后失去技能: something aimed at it was cured or voided
        const stopped = cured > 0 || c.voided.some((v) => v.target === t && v.actor !== a.as);
        if (stopped)
          c.later((tx) => tx.emit(ev('SkillLost', { actor: a.as, skill: 'mech_guard', reason: 'used' })));
      });
    },
  },
};

// [121] file 000 【村民阵营】 5 守卫: 守护 (不可连续两次; 同守同救 in the settlement)
export const guard: RoleDef = {
  id: 'guard',
  name: '守卫',
  faction: 'village',
  cite: '000 村民阵营 5',
  skills: [protect({ id: 'guard', name: '守护' })],
  // 机械狼's 守护: 当夜对其用的一切技能将被治愈并免疫
  statuses: [{ id: 'mech_guarded', name: '守护', blocks: { immune: true }, lifetime: { until: 'nightEnd' } }],
  learnable: { skills: [mechGuard] },
};
