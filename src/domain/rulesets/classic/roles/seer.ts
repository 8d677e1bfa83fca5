import { factionCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 预言家: 篇一 (l.22) 每天晚上可以查看一位玩家的身份是好人还是坏人。 篇三(一) (l.170) 预言家每天晚上可以询问上帝场上任意
// 一张牌身份的好坏，上帝会告诉他是好人还是坏人（狼人）。 篇二 6(5) 预言家只能验证某位玩家是否是狼人，除了是否狼人以外的一切信息均不能验证
// （情侣、内奸、非狼坏身份等等）.
// Readings: the answer is the card's: 坏人（狼人） for a wolf (a wolf lover too: the 狼人 card says so), 好人 for every other
// (a lover, 丘比特 of a 人狼恋); not on himself (he knows his own card).
export const seer: RoleDef = {
  id: 'seer',
  name: '预言家',
  faction: 'village',
  cite: '003 篇三(一), 篇一 预言家',
  checker: true,
  skills: [
    factionCheck({ id: 'check', name: '查验', answer: (f) => (f === 'wolves' ? '坏人（狼人）' : '好人') }),
  ],
};
