import type { RoleDef } from '../../../engine/types';
import { declaredSkills } from '../declare';

// [tieba] file 002: 灯塔 has no section. The text: 总体流程 4 （11）灯塔行动，可以选择技能使用的目标 (l.145) — a night action
// on a target at step (11), after the 预言家 and before the 指杀结算; nothing says what it does. Reading: its skill, its
// faction and its number of uses are the director's declaration (option `declare`, `灯塔:阵营:技能[/次数]`, the skill
// from the library of declare.ts: 查验 or 出局); undeclared, 村民阵营 and no skill (a role with no action, as 白痴).
export const lighthouse: RoleDef = {
  id: 'lighthouse',
  name: '灯塔',
  faction: 'village',
  cite: '002 总体流程 4 (11)',
  skills: declaredSkills('lighthouse', '灯塔', 'lighthouse'),
  templates: { 'cause.lighthouse': () => '因灯塔的技能' },
};
