import type { RoleDef } from '../../../engine/types';
import { grantAfterOut, lethalShotAfterOut } from './after-out';

// [211] file 001 【能臣异士】7 义勇军（男）④ (l.259–261):
// 最后一枪[晨曦][黄昏][指定] —— 选择范围：出局后下一个可发动技能的时点，选择任意一名角色。结算效果：结算目标承受[致死伤害]。
// 行动顺序总集: 黄昏1 and 晨曦1 both list 义勇军<最后一枪>. Readings: out by day (the vote, a 正午 skill) the next slot is that
// night's 黄昏1; out by night, that night's 晨曦1 — the right is usable there only (SKILL_NOT_USABLE elsewhere) and lapses
// with the night; 红牌罚下 gives none (不能发动任何技能); the 致死伤害 is settled at once (a [不死] stops it, a [坚韧] does
// not); the out shows in the next 公示 as any out of that slot.

const RIGHT = 'volunteer_shot';

const shot = lethalShotAfterOut({ id: RIGHT, name: '最后一枪' });

export const militia: RoleDef = {
  id: 'militia',
  name: '义勇军',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 能臣异士 7',
  templates: {
    volunteerShotRight: ({ slot }) => `你可以在${slot}发动<最后一枪>，选择任意一名角色承受[致死伤害]。`,
  },
  skills: [shot],
  onOut: ({ tx, char, cause }) => {
    if (cause === 'redcard') return;
    grantAfterOut(tx, char.name, RIGHT, 'volunteerShotRight');
  },
};
