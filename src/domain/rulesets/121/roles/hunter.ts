import { lastShot } from '../../../abilities';
import { grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { hasStatus } from '../../../state';

// [121] file 000 【村民阵营】 4 猎人: 最后一枪
const shot = lastShot({ id: 'last_shot', name: '最后一枪', right: 'last_shot' });

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

/** 最后一枪's right: 非因红牌罚下或同守同救而出局; 当晚如被恐、被摄梦则无法使用 (机械狼's learned 猎人 too). */
function lastShotRight({ tx, char, cause }: OutHookCtx): void {
  if (cause === 'redcard' || cause === 'tongshou') return;
  if (hasStatus(char, 'fear') || hasStatus(char, 'dream')) return;
  grantRight(tx, char.name, 'last_shot', 'phaseEnd');
  tx.notify(char.name, tx.t('lastShotRight'), { kind: 'right', right: 'last_shot' });
}
