import { lastShot } from '../../../abilities';
import { grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { hasStatus } from '../../../state';

// [121] file 000 【村民阵营】 4 猎人: 最后一枪
export const hunter: RoleDef = {
  id: 'hunter',
  name: '猎人',
  faction: 'village',
  cite: '000 村民阵营 4',
  skills: [lastShot({ id: 'last_shot', name: '最后一枪', right: 'last_shot' })],
  onOut: (ctx) => lastShotRight(ctx),
};

/** 最后一枪's right: 非因红牌罚下或同守同救而出局; 当晚如被恐、被摄梦则无法使用 (机械狼's learned 猎人 too). */
export function lastShotRight({ tx, char, cause }: OutHookCtx): void {
  if (cause === 'redcard' || cause === 'tongshou') return;
  if (hasStatus(char, 'fear') || hasStatus(char, 'dream')) return;
  grantRight(tx, char.name, 'last_shot', 'phaseEnd');
  tx.notify(char.name, tx.t('lastShotRight'), { kind: 'right', right: 'last_shot' });
}
