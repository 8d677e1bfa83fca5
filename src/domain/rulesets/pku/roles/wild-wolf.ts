import { extraKill, roleCheck } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef, Tx } from '../../../engine/types';
import { err } from '../../../errors';
import { claim, fillPushAtClose, withAce } from '../cards';
import { declaredOf, declaredPoints, declaredUsable } from '../declare';
import { withWolfReminder } from '../pools';
import { promoteWolfSubstitute } from './wolf-substitute';

// [pku] file 004 狼 / 野狼 (l.215–219): 野狼刀, after the 群狼刀 (结算顺序 l.13: 群狼刀 — 野狼刀), its own; the 狼替 is
// promoted to 野狼 when it goes out (l.249). Reading: the 野狼 is not in the 群狼's group (the FAQ tells the 群狼 who the
// 野狼 is, l.213).
// 【举目无亲】: what the FAQ fixes — 夜间: 狼预 — 【举目无亲】通知 — 野狼【举目无亲】验人 — 群狼刀 (l.13): a 验人 (the target's
// 身份; 神替 reads 神替, l.327) in that slot; 效果触发后，在下一夜可发动技能时获得通知 (l.217): told as the next night's 夜间
// opens, usable from then on. What triggers it is the director's declaration (../declare.ts): `群狼出局` (the last 群狼 out:
// the status is given as the next night opens) or `裁定` (the director's ruling `status` 举目无亲); `/次数` its uses in the
// game (else every night). Undeclared: refused. Reading: the 野狼's own (a promoted 狼替 gets the 野狼刀 only, l.249).
// 【全村希望】 (../declare.ts, `白给N`): 被猎人在警情阶段带走视为死在白天 (l.219) — the declared points count a 破晓 shot as a
// day's out. Undeclared: nothing.
export const LONELY = 'lonely';
const LONELY_CHECK = 'lonely_check';

const lonely: SkillDef = {
  ...roleCheck({ id: LONELY_CHECK, name: '举目无亲', template: 'pkuCheck', aliases: ['验人'] }),
  limits: {
    usable: (s, actor, rs) => {
      const refused = declaredUsable('举目无亲', LONELY_CHECK)(s, actor, rs);
      if (refused) return refused;
      const st = actor.statuses.find((x) => x.id === LONELY);
      return st?.data?.told === true ? null : err('SKILL_NOT_USABLE', '【举目无亲】尚未触发');
    },
  },
};

/** 入夜: `群狼出局` — no 群狼 in, the living 野狼 without it gets the trigger (told as 夜间 opens). */
export function lonelyTrigger(tx: Tx): void {
  if (declaredOf(tx.state, '举目无亲')?.effect !== '群狼出局') return;
  if (tx.state.chars.some((c) => c.alive && c.role === 'werewolf')) return;
  for (const c of tx.state.chars)
    if (c.alive && c.role === 'wild_wolf' && !c.statuses.some((st) => st.id === LONELY))
      applyStatus(tx, c.name, LONELY, { data: { told: false } });
}

/** 夜间 opens: 【举目无亲】通知 (l.13, l.217) — the 野狼 whose 【举目无亲】 triggered since the last night is told, from now on usable. */
export function lonelyNotice(tx: Tx, window: string): void {
  if (window !== '夜间' || !declaredOf(tx.state, '举目无亲')) return;
  for (const c of tx.state.chars) {
    const st = c.statuses.find((x) => x.id === LONELY);
    if (!c.alive || c.role !== 'wild_wolf' || !st || st.data?.told === true) continue;
    applyStatus(tx, c.name, LONELY, { source: st.source, data: { told: true } });
    tx.notify(c.name, tx.t('lonelyNotice'), { kind: 'skill', skill: LONELY_CHECK });
  }
}

export const wildWolf: RoleDef = {
  id: 'wild_wolf',
  name: '野狼',
  faction: 'wolves',
  cite: '004 狼 野狼',
  // 【填子抗推】 (../cards.ts): the card held by any wolf acts at the vote's close
  onVoteOut: (h) => fillPushAtClose(h, false),
  onTie: (h) => fillPushAtClose(h, true),
  // 狼池≥2 (l.193, ../pools.ts withWolfReminder): his knife named on a wolf is reminded to him, once a night
  skills: [claim, lonely, withWolfReminder(withAce(extraKill({ id: 'wild_kill', name: '刀' }), false))],
  statuses: [{ id: LONELY, name: '举目无亲' }],
  templates: { lonelyNotice: () => '【举目无亲】已触发：今夜起你可以在夜间验人（野狼【举目无亲】验人）。' },
  onOut: (ctx) => {
    promoteWolfSubstitute(ctx);
    declaredPoints(ctx, '全村希望');
  },
};
