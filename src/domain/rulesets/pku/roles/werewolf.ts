import { groupKill } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { claim, fillPushAtClose, withAce } from '../cards';
import { withWolfReminder } from '../pools';

// [pku] file 004 狼 / 群狼 (l.205–213): 群狼刀 (结算顺序 l.13); 游戏的首夜为第零夜 (l.207: the ruleset's `nightZero`).
// The FAQ calls the plain group wolves 群狼; the contract's 狼人. Not yet: 【排队枪毙】, 【假的狼刀】 (their texts are in
// the missing rules post). 申领 (../cards.ts); 【皇牌飞刀】 held by a 群狼 makes the group's knife a 飞刀 (withAce). 狼池≥2
// (l.193, ../pools.ts withWolfReminder): the knife named on a wolf is reminded to the pack as a whole, once a night.
export const werewolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  aliases: ['群狼'],
  faction: 'wolves',
  cite: '004 狼 群狼',
  // 【填子抗推】 (../cards.ts): the card held by any wolf acts at the vote's close
  onVoteOut: (h) => fillPushAtClose(h, false),
  onTie: (h) => fillPushAtClose(h, true),
  group: 'wolves',
  skills: [
    claim,
    {
      ...withWolfReminder(withAce(groupKill({ id: 'kill', name: '杀人', group: 'wolves' }), true)),
      aliases: ['刀'],
    },
  ],
};
