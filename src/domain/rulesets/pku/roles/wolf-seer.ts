import { roleCheck } from '../../../abilities';
import { groupMembers } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { claim, fillPushAtClose } from '../cards';

// [pku] file 004 狼 / 狼预 (l.221–223): 查验, after the 预言家 (结算顺序 l.13: 预言家 — 狼预); 查验神替时反馈神替，无论
// 预言家或守卫是否出局；查验晋升的狼禁时显示野狼 (l.223; read as the promoted 狼替, l.249: a promoted 狼替 reads 野狼 by its
// disguise). The answer is the target's 身份 (reading, as the 预言家's: the FAQ's answers are roles).
// 狼预信息传递到狼群 (l.13) comes first in 夜间, before the 狼预 acts: the pack learns the 狼预's previous night's result
// when the next night's 夜间 opens. Reading: passed while the 狼预 is in (a 狼预 out takes its last result with it).

const base = roleCheck({ id: 'wolf_check', name: '查验', template: 'pkuCheck' });
const check: SkillDef = {
  ...base,
  hooks: {
    resolve: (ctx, a) => {
      const before = ctx.notesTo(a.actor).length;
      base.hooks?.resolve?.(ctx, a);
      // what the pack will be told: the answer as the 狼预 got it (none when the check was void)
      const got = ctx.notesTo(a.actor).slice(before);
      if (got.length)
        ctx.status(a.actor, 'wolf_seer_result', { data: { night: ctx.day, text: got.join('\n') } });
    },
  },
};

/** 狼预信息传递到狼群: at the opening of 夜间, the 群狼 learn what the 狼预 learned the night before. */
const relay: SkillDef = {
  id: 'wolf_relay',
  name: '狼预信息传递',
  kind: 'passive',
  timing: { window: '夜间' },
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    reveal: (ctx, holder) => {
      const got = holder.statuses.find(
        (st) => st.id === 'wolf_seer_result' && st.data?.night === ctx.day - 1,
      );
      if (!got) return;
      for (const w of groupMembers(ctx.state, ctx.ruleset, 'wolves'))
        ctx.notify(w.name, ctx.ruleset.t.wolfSeerRelay?.({ text: String(got.data?.text) }) ?? '', {
          kind: 'relay',
          from: 'wolf_seer',
        });
    },
  },
};

export const wolfSeer: RoleDef = {
  id: 'wolf_seer',
  name: '狼预',
  faction: 'wolves',
  cite: '004 狼 狼预',
  // 【填子抗推】 (../cards.ts): the card held by any wolf acts at the vote's close
  onVoteOut: (h) => fillPushAtClose(h, false),
  onTie: (h) => fillPushAtClose(h, true),
  skills: [claim, check, relay],
  statuses: [{ id: 'wolf_seer_result', name: '狼预查验' }],
  templates: {
    wolfSeerRelay: ({ text }) => `狼预信息：${text}`,
  },
};
