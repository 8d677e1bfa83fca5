import { protect } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 5 守卫: 守护 (不可连续两次; 同守同救 in the settlement)
export const guard: RoleDef = {
  id: 'guard',
  name: '守卫',
  faction: 'village',
  cite: '000 村民阵营 5',
  skills: [protect({ id: 'guard', name: '守护' })],
};
