import type { RoleDef } from '../../../engine/types';
import { declaredSkills } from '../declare';

// [tieba] file 002: 理发师 has no section. The text names it once, among the ways out: 因理发师的技能 (出局, l.21) — its
// skill can put a character out; nothing says how, when or on whom. Reading: its skill, faction and number of uses are
// the director's declaration (option `declare`, `理发师:阵营:技能[/次数]`, from the library of declare.ts — 出局 is the one
// that makes it a way out: the target goes out at the night's end, cause 因理发师的技能; 查验 is allowed too); a night
// skill (the text gives it no step: 其余身份, after （11）灯塔; its out settles after the text's list, 步骤 13); undeclared,
// 村民阵营 and no skill.
export const barber: RoleDef = {
  id: 'barber',
  name: '理发师',
  faction: 'village',
  cite: '002 出局 l.21',
  skills: declaredSkills('barber', '理发师', 'barber'),
  templates: { 'cause.barber': () => '因理发师的技能' },
};
