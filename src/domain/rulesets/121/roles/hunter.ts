import { lastShot } from '../../../abilities';
import { blockedBy, statusesOf } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 4 猎人: 最后一枪 —— 当猎人非因红牌罚下或同守同救而出局后，猎人可以选择一名其他角色，对其开枪。该角色立即出局。
// 当晚猎人如被恐，被摄梦则无法使用最后一枪。 (l.106)

/** 最后一枪: 被摄梦 named by its text (l.106); 恐 and 冰冻 take it as every non-<强制> skill of that night (l.227, l.127). */
const shot: SkillDef = {
  ...lastShot({ id: 'last_shot', name: '最后一枪', right: 'last_shot' }),
  stoppedBy: ['dream'],
};

export const hunter: RoleDef = {
  id: 'hunter',
  name: '猎人',
  faction: 'village',
  cite: '000 村民阵营 4',
  templates: {
    lastShotRight: () => '你可以发动<最后一枪>，选择一名其他角色开枪。',
  },
  skills: [shot],
  onOut: (ctx) => lastShotRight(ctx),
  // 机械狼 学习 猎人，同猎人: the 最后一枪's right comes with the learner's out, on the hunter's terms
  learnable: { skills: [shot], onOut: (ctx) => lastShotRight(ctx) },
};

/**
 * 最后一枪's right: 非因红牌罚下或同守同救; not when the statuses he holds as he goes out stop it — 当晚如被恐、被摄梦
 * (l.106), and, as 冰冻 and 恐惧 take every non-<强制> skill of that night (l.127, l.227), a freeze (or 拥抱 …) of that
 * night too (机械狼's learned 猎人 too; 黑商's 猎枪: 触发条件同猎人, its own skill `sk` and right).
 */
export function lastShotRight(
  { tx, char, cause }: OutHookCtx,
  sk: SkillDef = shot,
  right = 'last_shot',
  template = 'lastShotRight',
): void {
  if (cause === 'redcard' || cause === 'tongshou') return;
  // 当晚: an out at night, under that night's statuses
  if (tx.state.phase.kind === 'night' && blockedBy(tx.rs, statusesOf(tx.state, tx.rs, char), sk)) return;
  grantRight(tx, char.name, right, 'phaseEnd');
  tx.notify(char.name, tx.t(template), { kind: 'right', right });
}
