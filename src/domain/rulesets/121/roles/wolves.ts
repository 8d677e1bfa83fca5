import { extraKill, groupKill } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【狼人阵营】 1 狼王 (杀人, 冲锋<限定>) and the plain 狼人 (共群 杀人)
// 狼群在关门一小时后仍未提交<杀人>目标，视为放弃<杀人>: n60 whichever member's card carries it (a card with a row of its own, 噩梦之影 or
// 狼妹妹 in the forty-minute one, does not move the pack's 杀人)
export const kill = groupKill({ id: 'kill', name: '杀人', group: 'wolves', window: 'n60' });

export const wolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  faction: 'wolves',
  cite: '000 contract',
  group: 'wolves',
  skills: [kill],
};

export const wolfKing: RoleDef = {
  id: 'wolf_king',
  name: '狼王',
  faction: 'wolves',
  cite: '000 狼人阵营 1',
  group: 'wolves',
  // 冲锋: 特别地，被摄，被恐，被冻则无法发动技能 (l.198): 恐 and 冻 block every non-<强制> skill; 被摄 is named here
  skills: [kill, { ...extraKill({ id: 'charge', name: '冲锋', limit: 1 }), stoppedBy: ['dream'] }],
};
