import type { RoleDef } from '../../../engine/types';

// [121] file 000 【三方阵营】 12 双子星光 / 13 双子星暗 (the role list's one entry 12、双子星): 光暗开局不互知.
// 光: 寻觅, 光明守护, 光明狩猎, 继承黑夜<限定>; 暗: 伪装, 黑夜狩猎, 黑暗守护, 暗之王. 特殊：双子星阵营特定技能—— 忠诚，不会因为任何技能改变阵营归属.
// 胜负判定 12、双子星：双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局 (the last faction standing).
// Only the cards for now: their faction (双子星阵营, a third party of its own) and what checks read (预言: 非狼, 通灵: the
// card); no skill yet. (丘比特: 如果情侣中有炸弹或者双子星，丘比特连人无效 — see cupid.ts.)
export const twinLight: RoleDef = {
  id: 'twin_light',
  name: '双子星光',
  faction: 'twins',
  cite: '000 三方阵营 12',
  // 双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局 (the last faction standing)
  factions: [{ id: 'twins', name: '三方阵营' }],
  skills: [],
};

export const twinDark: RoleDef = {
  id: 'twin_dark',
  name: '双子星暗',
  faction: 'twins',
  cite: '000 三方阵营 13',
  skills: [],
};
