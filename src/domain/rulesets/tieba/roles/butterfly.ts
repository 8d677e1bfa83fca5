import type { RoleDef } from '../../../engine/types';
import { butterfly as butterfly121 } from '../../121/roles/butterfly';

// [tieba] file 002 【狼人阵营】 4 花蝴蝶 (l.60–63): 花蝴蝶与狼队不互知。拥抱 —— …(121's 拥抱 word for word: the same status and
// sharing redirection, shared). Its effects in this text's settlement: 若被指杀的角色为当晚被花蝴蝶抱走的角色，则不出局 (l.143) and
// 毒药结算…当晚被毒害的目标未被花蝴蝶抱走 (l.145) — both are 当晚任何技能对该角色无效.
export const butterfly: RoleDef = { ...butterfly121, cite: '002 狼人阵营 4' };
