import { groupKill } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [211] file 001 — the plain roles of the contract (every ruleset has 村民 and 狼人); the text has no entry for either.
// 狼人 is a [群内] wolf: 杀人[深夜][指定] —— 对结算目标造成一次[指杀] ([群内]可用技能). 窥天[开局][强制]: not yet.
export const kill = groupKill({ id: 'kill', name: '杀人', group: 'wolves' });

export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  faction: 'village',
  cite: '001 contract',
  skills: [],
};

export const werewolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  // 行动顺序总集 深夜2: 狼人阵营与其他身份 杀人
  aliases: ['狼人阵营与其他身份'],
  faction: 'wolves',
  cite: '001 contract',
  group: 'wolves',
  skills: [kill],
};
