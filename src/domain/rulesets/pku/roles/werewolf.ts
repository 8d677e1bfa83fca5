import { groupKill } from '../../../abilities';
import { cardName, seenRole } from '../../../engine/effects';
import { groupMembers } from '../../../engine/skills';
import type { RoleDef, SkillDef, Tx } from '../../../engine/types';
import { claim, fillPushAtClose, withAce } from '../cards';
import { declaredPoints, declaredUsable } from '../declare';
import { withWolfReminder } from '../pools';

// [pku] file 004 狼 / 群狼 (l.205–213): 群狼刀 (结算顺序 l.13); 游戏的首夜为第零夜 (l.207: the ruleset's `nightZero`).
// The FAQ calls the plain group wolves 群狼; the contract's 狼人. 【排队枪毙】: the director's declaration (白给N, ../declare.ts;
// 被猎人警情时带走视为在白天死亡, l.209: a 破晓 shot is a day's out there). 申领 (../cards.ts); 【皇牌飞刀】 held by a 群狼 makes the group's knife a 飞刀 (withAce). 狼池≥2
// (l.193, ../pools.ts withWolfReminder): the knife named on a wolf is reminded to the pack as a whole, once a night.
// 【假的狼刀】 (the director's declaration `假的狼刀:验身份[/次数]`, ../declare.ts; undeclared: refused). What the FAQ fixes:
// 警情发布后初期 … 【假的狼刀】反馈通知 (l.19); 若出刀对象在下一个警情前因为其它原因（女巫/狙击手/猎人/标记）死亡，不通知该玩家
// 身份 (l.211); a promoted 狼替 reads 野狼 (l.249), a 神替 神替 (l.327). Readings: it is the group's (one for the 群狼, whoever
// submits), a knife of its own in the 群狼刀's slot (l.13) beside the night's 群狼刀; 假的 — it puts nobody out (其它原因: the
// only deaths l.211 names are others'); its answer, the target's 身份, comes to every living 群狼 as the next 警情 is posted,
// unless the target is out by then.
export const FAKE_KNIFE = 'fake_knife';
const fakeKnife: SkillDef = {
  id: FAKE_KNIFE,
  name: '假的狼刀',
  kind: 'night',
  group: 'wolves',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  limits: { usable: declaredUsable('假的狼刀', FAKE_KNIFE, () => () => true) },
  hooks: { resolve: () => {} },
};

/** 警情发布后初期: 【假的狼刀】反馈通知 (l.19) — night `day`'s fake knife, its target's 身份 to the living 群狼 if it is in. */
export function fakeKnifeFeedback(tx: Tx, day: number): void {
  const s = tx.state;
  for (const h of s.history) {
    if (h.skill !== FAKE_KNIFE || h.phase !== 'night' || h.day !== day) continue;
    for (const name of h.settled ?? h.targets) {
      const t = s.chars.find((c) => c.name === name);
      if (!t?.alive) continue;
      const role = cardName(tx.rs, seenRole(s, tx.rs, t));
      for (const w of groupMembers(s, tx.rs, 'wolves'))
        if (w.alive)
          tx.notify(w.name, tx.t('fakeKnife', { name, role }), {
            kind: 'feedback',
            skill: FAKE_KNIFE,
            target: name,
            role,
          });
    }
  }
}

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
  // 【排队枪毙】 (../declare.ts): the declared points for a 群狼's out; undeclared, nothing
  onOut: (ctx) => declaredPoints(ctx, '排队枪毙'),
  templates: { fakeKnife: ({ name, role }) => `【假的狼刀】${name} 的身份是【${role}】。` },
  skills: [
    fakeKnife,
    claim,
    {
      ...withWolfReminder(withAce(groupKill({ id: 'kill', name: '杀人', group: 'wolves' }), true)),
      aliases: ['刀'],
    },
  ],
};
