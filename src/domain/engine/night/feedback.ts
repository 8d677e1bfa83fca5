import type { SkillDef } from '../types';
import { type Ctx, type NightNote, text } from './context';

/**
 * One modification of an action's feedback (反馈) by another skill: who gets it. `also`: `to` learns it too (a control
 * that shares it, a forced use's source); `instead`: `to` gets it instead of whoever had it until then (a take-over),
 * those told their feedback is empty when `tellEmpty`.
 */
export interface FeedbackMod {
  kind: 'also' | 'instead';
  to: string;
  /** when the skill behind it was used: its step in tonight's resolution; -1 for one used before the night (a day's) */
  at: number;
  tellEmpty?: boolean;
}

/**
 * The feedback of one action, with every effect acting on it, settled in the priority the text gives (211 file 001
 * l.184 反馈: 所有拥有该词条的，都有可能被部分技能修改或影响，影响优先级为消除反馈最优先，其次是后发动的修改反馈类技能):
 *  1. erasure first: an erased feedback (`erased`: every target dropped out, [隐身] …) is 反馈为空 whatever modifies it —
 *     the modifications below move that empty feedback, never the answer it would have been;
 *  2. then the modifications in the order their skills were used (后发动: later in the night's resolution — the order
 *     table, the draw within a slot; a day's use before the night's, as 表面身份's 最后发动的技能 of l.130), each applied over
 *     the ones before, so the later-used one wins where they disagree (a take-over after a share: only the taker has it).
 * `from`: the first note the action wrote; `user`: who gets the feedback with nothing acting on it (the submitter);
 * `wrote`: whom the skill's own hooks addressed it to (the taker, after a take-over). Nothing acting on it: no change.
 */
export function settleFeedback(
  ctx: Ctx,
  sk: SkillDef,
  o: {
    from: number;
    user: string;
    wrote: string;
    erased: boolean;
    mods: readonly FeedbackMod[];
    /** those it was taken from were told already (the part written at the night's end: `settleDeferred`) */
    toldEmpty?: boolean;
  },
): void {
  const { from, user, wrote, erased, mods } = o;
  const hasFeedback = Boolean(sk.effect?.feedback);
  const notes = ctx.notes;
  // 1. erasure: the answer is 反馈为空 (a skill with feedback), addressed as the skill's own would have been
  if (erased && hasFeedback)
    ctx.notify(wrote, emptyText(ctx, sk), { kind: 'feedback', skill: sk.id, empty: true });
  if (!mods.length) return;
  // 2. the modifications, earliest used first (a stable sort: one step's keep their order)
  const holders = [user];
  const emptied: string[] = [];
  for (const m of [...mods].sort((a, b) => a.at - b.at)) {
    if (m.kind === 'also') {
      if (!holders.includes(m.to)) holders.push(m.to);
      continue;
    }
    for (const h of holders) if (h !== m.to && m.tellEmpty && !emptied.includes(h)) emptied.push(h);
    holders.length = 0;
    holders.push(m.to);
  }
  const content: number[] = [];
  for (let i = from; i < notes.length; i++) {
    const n = notes[i] as NightNote;
    if (n.to === wrote && n.data?.kind === 'feedback') content.push(i);
  }
  // the skill's own notes stay where they are for one holder; the others get copies
  const keep = holders.includes(wrote) ? wrote : (holders[0] as string);
  for (const i of content) if (keep !== wrote) notes[i] = { ...(notes[i] as NightNote), to: keep };
  for (const h of holders)
    if (h !== keep) for (const i of content) notes.push({ ...(notes[i] as NightNote), to: h });
  // 技能发动者反馈空: those a take-over took it from are told it is empty
  // 若该技能有反馈: a check's, or one this use wrote (厨娘 大补饭's 发动者收到通知)
  if ((hasFeedback || content.length) && !o.toldEmpty)
    for (const h of emptied)
      if (!holders.includes(h))
        ctx.notify(h, emptyText(ctx, sk), { kind: 'feedback', skill: sk.id, empty: true });
}

const emptyText = (ctx: Ctx, sk: SkillDef) => text(ctx.ruleset, 'feedbackEmpty', { skill: sk.name });

/**
 * The part of an action's feedback its hooks write at the end of the night's actions (`ctx.atEnd`: 211 采花大盗 邀舞, 嫔妃's
 * 怀孕技能 report), the ends it registered from `since` on: settled by the same modifications when written.
 */
export function settleDeferred(
  ctx: Ctx,
  sk: SkillDef,
  since: number,
  o: { user: string; wrote: string; mods: readonly FeedbackMod[] },
): void {
  for (let i = since; i < ctx.ends.length; i++) {
    const end = ctx.ends[i] as (typeof ctx.ends)[number];
    ctx.ends[i] = (c) => {
      const from = ctx.notes.length;
      end(c);
      settleFeedback(ctx, sk, { ...o, from, erased: false, toldEmpty: true });
    };
  }
}
