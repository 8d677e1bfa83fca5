import { groupKill, selfExplode } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 篇三(六) 狼人 (l.184–186), 篇一 狼人 (l.5), 篇二 （二）狼人刀法 (l.162–166):
//   1．狼人晚上可以刀一个人，但必须所有人都统一意见，若狼团队内意见不统一，上帝将判决狼人没有刀人，讯问女巫的时候直接给女巫没有任何人
//     死亡的手势或信息。 2．狼人拥有自爆功能…自爆后，游戏的任意阶段都立刻中止并直接进入天黑。 篇二: (1) 允许空刀 (2) 允许自刀 (3) 无法统一
//     意见，则视为空刀。
// Readings: the pack agrees when every wolf who submitted named the same target (a wolf who says nothing goes along; a 空刀
// is a choice: with another's target, no agreement); each wolf's last submission is his own (SkillDef.agreement). 自爆 by
// day only (直接进入天黑: it ends a day); 篇二 3(6) 狼人自爆可以留遗言: a day's out, so he has them.

/** 杀人: the pack's, needing its agreement (121 keeps the last submission). */
export const kill = groupKill({ id: 'kill', name: '杀人', group: 'wolves', agreement: 'all' });
export const explode = selfExplode({ id: 'self_explode', name: '自爆' });

export const werewolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  faction: 'wolves',
  cite: '003 篇三(六), 篇一 狼人',
  group: 'wolves',
  // 预言家 reads the card (向上为好，向下为坏): a wolf who is a lover of a 人狼恋 is still a wolf to him
  seenAs: () => 'wolves',
  templates: {
    selfExplode: ({ name }) => `${name} 自爆，白天立即结束，直接进入黑夜。`,
    explodeTakes: ({ name, target }) => `${name} 自爆时带走了 ${target}。`,
  },
  skills: [kill, explode],
};
