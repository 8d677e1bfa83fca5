import { lastSettled } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ev } from '../../../events';

// [121] file 000 【村民阵营】 9 摄梦人: 摄梦 —— 必须选择一名玩家进行摄梦…连续两晚摄梦同一玩家，则该玩家死亡…将随机摄人

const MECH = 'mech_dream';

export const dreamCatcher: RoleDef = {
  id: 'dream_catcher',
  name: '摄梦人',
  faction: 'village',
  cite: '000 村民阵营 9',
  statuses: [
    // 摄梦: 当晚被摄梦的角色不会因其他玩家的致死技能而出局; 如摄梦人当晚出局，则该玩家也会一起出局 (l.119). It blocks
    // nothing by itself: only the texts that name 被摄 lose a skill (狼王 冲锋 l.198, 猎人 最后一枪 l.106: `stoppedBy`)
    {
      id: 'dream',
      name: '摄梦',
      lifetime: { until: 'nightEnd' },
      protection: { protects: ['zhisha', 'poison', 'pierce', 'lethal'], protectsOnlyFromOthers: true },
      chain: { on: 'source', kind: 'dream', strength: 'lethal', cause: 'dream' },
    },
  ],
  templates: {
    'cause.dream': () => '夜晚死亡',
    mechDreamLost: ({ name }) => `摄梦：${name} 被你摄死，你失去<摄梦>。`,
  },
  skills: [dreamSkill('dream')],
  // 机械狼 学习 (l.305): 摄梦，同摄梦，摄死一名玩家后，失去技能，机械摄梦与真摄梦摄人次数单独计算 — a 摄梦 of his own (its nights
  // counted apart: 连续两晚 reads his own), acting just after the real one's; lost once a player he dreamed two nights running
  // is out that night (reading of 摄死: the second night's kill put the player out)
  learnable: { skills: [{ ...dreamSkill(MECH, true), timing: { window: 'n40', orderAs: 'dream' } }] },
};

/** 摄梦 with the skill id `id`; `losesOnKill`: 摄死一名玩家后，失去技能 (the learner's). */
function dreamSkill(id: string, losesOnKill = false): SkillDef {
  return {
    id,
    name: '摄梦',
    kind: 'night',
    force: { required: true, onTimeout: 'random' },
    effect: { blocking: true },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        const t = a.targets[0];
        if (!t) return;
        // 如摄梦人当晚出局，则该玩家也会一起出局; 被摄梦的角色不会因其他玩家的致死技能而出局 (the status)
        ctx.status(t, 'dream', { source: a.as });
        // 连续两晚摄梦同一玩家，则该玩家死亡; 如摄梦人的技能被禁用，连续两夜的判定不中断
        if (lastSettled(ctx.state, a.as, id, ctx.day) !== t) return;
        ctx.kill({ target: t, source: 'dream', by: a.as, strength: 'lethal', cause: 'dream' });
        if (losesOnKill)
          ctx.later((tx) => {
            const out = tx.state.chars.find((c) => c.name === t);
            const me = tx.state.chars.find((c) => c.name === a.as);
            if (out?.alive || !me || me.lost.includes(id)) return;
            tx.emit(ev('SkillLost', { actor: a.as, skill: id, reason: 'used' }));
            tx.notify(a.as, tx.t('mechDreamLost', { name: t }), { kind: 'skill_lost', skill: id });
          }, 'afterOuts');
      },
    },
  };
}
