import { extraKill, fourLeft, whileGroupHasOthers } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { kill } from './wolves';

// [121] file 000 【三方阵营】 3 白狼: 白狼与狼人互知共群; 杀人; 撕咬——偶数日夜晚白狼可额外指杀一名角色。，如狼群内无其他角色，白狼失去撕咬。
// 白狼的胜利条件是场存四人，独自胜利。白狼被验为【非狼人阵营】，被通为白狼 (l.386–390); 胜负判定 3: 白狼存活且场上存活人数为4.
// A third party of his own (不同的三方阵营各自为独立阵营) inside the wolves' pack: his faction is not 狼人阵营, so 预言 reads
// 非狼 and the wolves' win needs him out (村民阵营和三方阵营的角色全部出局). 撕咬 is his own 指杀, settled after 大野狼野性.
const base = extraKill({ id: 'white_bite', name: '撕咬' });
const bite: SkillDef = {
  ...base,
  timing: { ...base.timing, nights: 'even' },
  limits: { ...base.limits, usable: whileGroupHasOthers('wolves') },
};

export const whiteWolf: RoleDef = {
  id: 'white_wolf',
  name: '白狼',
  faction: 'white_wolf',
  cite: '000 三方阵营 3',
  group: 'wolves',
  factions: [{ id: 'white_wolf', name: '三方阵营', wins: fourLeft('white_wolf') }],
  skills: [kill, bite],
};
