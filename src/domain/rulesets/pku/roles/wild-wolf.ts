import { extraKill } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';
import { claim, fillPushAtClose, withAce } from '../cards';
import { withWolfReminder } from '../pools';
import { promoteWolfSubstitute } from './wolf-substitute';

// [pku] file 004 狼 / 野狼 (l.215–219): 野狼刀, after the 群狼刀 (结算顺序 l.13: 群狼刀 — 野狼刀), its own; the 狼替 is
// promoted to 野狼 when it goes out (l.249). Reading: the 野狼 is not in the 群狼's group (the FAQ tells the 群狼 who the
// 野狼 is, l.213). Not yet: 【举目无亲】 (a check when it triggers, l.217: the trigger is in the missing rules post),
// 【全村希望】 (l.219: its text is not in the file).
export const wildWolf: RoleDef = {
  id: 'wild_wolf',
  name: '野狼',
  faction: 'wolves',
  cite: '004 狼 野狼',
  // 【填子抗推】 (../cards.ts): the card held by any wolf acts at the vote's close
  onVoteOut: (h) => fillPushAtClose(h, false),
  onTie: (h) => fillPushAtClose(h, true),
  // 狼池≥2 (l.193, ../pools.ts withWolfReminder): his knife named on a wolf is reminded to him, once a night
  skills: [claim, withWolfReminder(withAce(extraKill({ id: 'wild_kill', name: '刀' }), false))],
  onOut: (ctx) => promoteWolfSubstitute(ctx),
};
