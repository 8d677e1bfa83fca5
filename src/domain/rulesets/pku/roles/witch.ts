import { killSense, poison, save } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { claim, withRollback } from '../cards';

// [pku] file 004 神 / 女巫 (l.281–297), 凌晨 (结算顺序 l.15: after every knife of 夜间). 每夜至多使用一瓶药 (l.283: 解药 and
// 毒药 not the same night). （有解药时）可以看见…濒死对象 (l.285, l.287): while she holds the 解药 she learns, when 凌晨
// opens, who was knifed tonight (群狼刀, 野狼刀, 狙击手). Reading: one bottle of each (the FAQ's 0药女巫, l.343, has used
// both). 解药…可以自救 (l.289); 解药对于多重死因（包括叠刀）的玩家无效 (l.289) and 解药对于挨第二刀的长老的效果是抵消一次普通刀
// 的作用 are the settlement's (../index.ts). 技能对女巫有效 (狼禁, l.241): a banned witch's bottles are void that night.
// 【一言难尽】 (her card, ../cards.ts withRollback): the bottle it triggers on is rolled back — its trigger the director's
// declaration (../declare.ts). Not yet: 【不动如山】 — the FAQ says what it counts (无效的解药均计入, l.291; 【一言难尽】回滚的
// 毒药/解药不计入, l.293: a rolled-back bottle is a refill here) but not what it gives; listed 未声明 in the director view.
export const witch: RoleDef = {
  id: 'witch',
  name: '女巫',
  faction: 'village',
  cite: '004 神 女巫',
  templates: {
    killSense: ({ names }) => `今晚濒死的玩家：${names}。`,
    killSenseNone: () => '今晚没有玩家濒死。',
  },
  skills: [
    claim,
    killSense({ id: 'dying_sense', name: '看见濒死', requires: 'antidote' }),
    // 【一言难尽】 (../cards.ts): a bottle it triggers on is rolled back
    withRollback(save({ id: 'antidote', name: '解药', limit: 1, exclusiveWith: 'poison' }), '解药'),
    withRollback(poison({ id: 'poison', name: '毒药', limit: 1, exclusiveWith: 'antidote' }), '毒药'),
  ],
};
