import { factionCheck } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 1 预言家: 预言
export const prophecyAnswer = (f: string) => (f === 'wolves' ? '<狼人阵营>' : '<非狼人阵营>');

/** 机械狼 学习 预言家，同预言家: acting just after the real one. */
const mechProphecyBase = factionCheck({
  id: 'mech_prophecy',
  name: '预言',
  window: 'n60',
  answer: prophecyAnswer,
});
const mechProphecy: SkillDef = {
  ...mechProphecyBase,
  timing: { ...mechProphecyBase.timing, orderAs: 'prophecy' },
};

export const seer: RoleDef = {
  id: 'seer',
  name: '预言家',
  faction: 'village',
  cite: '000 村民阵营 1',
  checker: true,
  skills: [factionCheck({ id: 'prophecy', name: '预言', answer: prophecyAnswer })],
  learnable: { skills: [mechProphecy] },
};
