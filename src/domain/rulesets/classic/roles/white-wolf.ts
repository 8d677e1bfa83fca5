import { extraKill, lastAlive } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { explode, kill } from './wolves';

// [classic] file 003 白眼狼 (l.8): （为了和“白狼王”加以区分，用狼人杀网杀的命名方式“白眼狼”代替原本的“白狼”）：每2晚可以在狼人闭眼之后再杀一个人，白狼的胜利
// 目标是独自存活到最后。
// Listed under 狼人阵营 yet wins alone: a faction of his own (白眼狼) with its win (the last one alive), inside the pack (he wakes with the
// wolves, kills with them and 自爆 as a wolf); his 再杀 is the shared extra kill (大野狼's, 121 白狼's 撕咬) after the pack's (the order
// table's tier 4). Readings: 每2晚 = the even nights (2, 4, …), as 121's 白狼; a check reads his card (a wolf: 坏人); the good side wins
// only once he is out too (杀死所有狼人及坏身份); the wolves' 屠边 does not need him out (a wolf card is neither 神 nor 平民), their 屠城
// does (杀死除狼人以外的所有人: he is not of their faction). His extra kill is stopped as the pack's (守卫, 解药: 被狼人…杀害).
const bite = extraKill({ id: 'white_bite', name: '再杀' });

export const whiteWolf: RoleDef = {
  id: 'white_wolf',
  name: '白眼狼',
  aliases: ['白狼'],
  faction: 'white_wolf',
  cite: '003 篇一 白眼狼',
  group: 'wolves',
  seenAs: () => 'wolves',
  factions: [{ id: 'white_wolf', name: '白眼狼', wins: lastAlive('white_wolf') }],
  templates: { 'win.white_wolf': () => '白眼狼独自存活到最后' },
  skills: [kill, explode, { ...bite, timing: { ...bite.timing, nights: 'even' } }],
};
