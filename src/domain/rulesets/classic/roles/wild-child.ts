import { follow, tellGroup } from '../../../abilities';
import { applyStatus, changeFaction } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 野孩子（变动阵营）(l.35): 野孩子在第一天丘比特和情侣之后睁眼，指定一名玩家成为他的“榜样”，无论榜样是什么阵营，野孩子此时均为好人。当榜样被
// 投票出局时，野孩子愤怒的变成了狼人，从此加入狼队并可以在夜晚杀人。若野孩子先于榜样死亡，则野孩子始终为好人阵营。
// 榜样 in the engine's opening, after 丘比特 (the opening order); he stays of the good side. When his model goes out by the vote and he
// lives, he turns wolf at once: the wolves' faction (told 你的阵营转变为…), in the pack (a status of the pack's group: its 杀人 from the
// night), he and the pack told each other. Readings: 一名玩家 = another player; the model is not told; only the vote turns him (a model
// out any other way leaves him good for good, as one who died first does); a missed choice is drawn (<强制> at the opening).
export const wildChild: RoleDef = {
  id: 'wild_child',
  name: '野孩子',
  faction: 'village',
  cite: '003 篇一 野孩子',
  statuses: [
    {
      id: 'role_model',
      name: '榜样',
      holder: {
        // 当榜样被投票出局时，野孩子愤怒的变成了狼人，从此加入狼队
        onOtherOut: (tx, holder, _st, out) => {
          if (!holder.alive || out.outCause !== 'vote') return;
          changeFaction(tx, holder.name, 'wolves', 'wild_child');
          applyStatus(tx, holder.name, 'wild_pack', { source: holder.name, until: null });
          tellGroup(tx, 'wolves');
        },
      },
    },
    { id: 'wild_pack', name: '狼队', holder: { group: 'wolves' } },
  ],
  templates: { modelChosen: ({ name }) => `野孩子：你的榜样是 ${name}。` },
  skills: [follow({ id: 'model', name: '榜样', status: 'role_model', told: 'modelChosen' })],
};
