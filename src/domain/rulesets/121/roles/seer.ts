import { factionCheck } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 1 预言家: 预言
export const seer: RoleDef = {
  id: 'seer',
  name: '预言家',
  faction: 'village',
  cite: '000 村民阵营 1',
  checker: true,
  skills: [
    factionCheck({
      id: 'prophecy',
      name: '预言',
      answer: (f) => (f === 'wolves' ? '<狼人阵营>' : '<非狼人阵营>'),
    }),
  ],
};
