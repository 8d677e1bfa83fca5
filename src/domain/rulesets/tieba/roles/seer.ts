import { factionCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [tieba] file 002 【村民阵营】 1 预言家 (l.66–67): 预言 —— 游戏日夜晚，预言家可以选择一名角色查验其阵营。若该角色属于村民阵营，反馈
// <村民阵营>；否则，反馈<非村民阵营>。 (121's check with tieba's answer: 雪狼's 雪隐 reads <村民阵营>, a disguise the check reads.)
export const seer: RoleDef = {
  id: 'seer',
  name: '预言家',
  faction: 'village',
  cite: '002 村民阵营 1',
  checker: true,
  skills: [
    factionCheck({
      id: 'prophecy',
      name: '预言',
      answer: (f) => (f === 'village' ? '<村民阵营>' : '<非村民阵营>'),
    }),
  ],
};
