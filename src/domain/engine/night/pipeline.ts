import type { Character, GameState, PendingAction, Status } from '../../state';
import { blockedBy, groupHolders } from '../effects';
import {
  actsWhileOut,
  controlledBy,
  controllerOf,
  controlSkill,
  forcedOn,
  hasLost,
  roleOf,
  skillsOf,
  targetSpec,
  usesLeft,
  windowIndex,
} from '../skills';
import type { NightAction, Op, RedirectRule, RoleDef, RulesetDef, SkillDef, StatusDef } from '../types';
import { type Ctx, type Drawer, makeCtx, text } from './context';
import { type FeedbackMod, settleDeferred, settleFeedback } from './feedback';

/** Position of a skill in the order table; unlisted skills come last, in submission order. */
export function orderIndex(rs: RulesetDef, skill: string): number {
  let index = orderIndexes.get(rs);
  if (!index) {
    index = new Map();
    let i = 0;
    for (const tier of rs.order) {
      for (const [j, id] of tier.skills.entries()) if (!index.has(id)) index.set(id, i + j);
      i += tier.skills.length;
    }
    orderIndexes.set(rs, index);
  }
  return index.get(skill) ?? Number.MAX_SAFE_INTEGER;
}
const orderIndexes = new WeakMap<RulesetDef, Map<string, number>>();

/** A skill's order: its own slot, or just after the skill it copies (真身份牌轮次优先). */
export function orderOf(rs: RulesetDef, sk: SkillDef): number {
  if (sk.timing?.orderAs) return orderIndex(rs, sk.timing?.orderAs) + 0.5;
  return orderIndex(rs, sk.id);
}

export interface Found {
  a: PendingAction;
  sk: SkillDef;
  /** whose skill it is: the submitter, or the character it controls (夺舍) */
  as: Character;
}

function skillOfAction(s: GameState, rs: RulesetDef, a: PendingAction): Found | null {
  const actor = s.chars.find((c) => c.name === a.actor);
  if (!actor) return null;
  const sk = skillsOf(s, rs, actor).find((k) => k.id === a.skill);
  if (!sk) return null;
  const mine = sk.group !== undefined || holdsSkill(rs, actor, sk.id);
  const ctl = mine ? null : controlledBy(s, rs, actor.name);
  return { a, sk, as: ctl ?? actor };
}

/**
 * What acts on this action's feedback besides its own skill (settled by `settleFeedback`, ./feedback.ts, in the priority
 * of 211 l.184), each with the step its skill was used at:
 *   - a control that `sharesFeedback` (211 狐狸精: 若使用的技能有反馈，狐狸精和被操控者均可获得): the controlled learns it too;
 *   - an action forced on its holder (`blocks.forcedAction`: 211 混乱2 若该技能有反馈，吹笛者还将得知该反馈): the source too;
 *   - each take-over (`blocks.takenBySource`: 121 怪盗 偷盗, 211 堕落 由蛊惑师获得反馈而非技能发动者获得): its source instead,
 *     the one it took it from told it is empty when the status says so (`data.emptyFeedback`: 技能发动者反馈空).
 */
function feedbackMods(
  ctx: Ctx,
  own: Found,
  takers: readonly Status[],
  record: readonly ActionRecord[],
): FeedbackMod[] {
  const rs = ctx.ruleset;
  const forced = forcedOn(rs, own.as, own.sk.id);
  // the common case (nothing acts on it) allocates nothing: asked for every action of every close
  if (own.as.name === own.a.actor && !forced && !takers.length) return noMods;
  const mods: FeedbackMod[] = [];
  if (own.as.name !== own.a.actor) {
    const by = ctx.state.chars.find((c) => c.name === own.a.actor);
    const ctl = by && controlSkill(rs, by);
    if (ctl?.effect?.sharesFeedback) {
      const at = record.findIndex((r) => r.by === own.a.actor && r.skill === ctl.id);
      mods.push({ kind: 'also', to: own.as.name, at });
    }
  }
  if (forced?.source && forced.source !== own.a.actor)
    mods.push({ kind: 'also', to: forced.source, at: givenAt(ctx, own.as.name, forced) });
  for (const st of takers)
    mods.push({
      kind: 'instead',
      to: st.source as string,
      at: givenAt(ctx, own.as.name, st),
      tellEmpty: Boolean(st.data?.emptyFeedback),
    });
  return mods;
}
const noMods: FeedbackMod[] = [];

/** The step of tonight's resolution that gave the holder this status; -1 for one it held before the night. */
function givenAt(ctx: Ctx, holder: string, st: Status): number {
  for (const p of ctx.pending)
    if (p.target === holder && p.id === st.id && p.source === st.source && p.data === st.data) return p.step;
  return -1;
}

/** The actions that may take effect, in table order; only those due by window `maxWindow` (and in window `only`). */
export function effectiveActions(
  s: GameState,
  rs: RulesetDef,
  maxWindow = Number.POSITIVE_INFINITY,
  only?: number,
): Found[] {
  const out: Found[] = [];
  // indexed loops here and below: run for every pending action of every close, hot or cold
  for (let i = 0; i < s.actions.length; i++) {
    const a = s.actions[i] as PendingAction;
    if (a.pass) continue;
    const found = skillOfAction(s, rs, a);
    if (found?.sk.kind !== 'night') continue;
    if (windowIndex(rs, found.sk) > maxWindow) continue;
    if (only !== undefined && windowIndex(rs, found.sk) !== only) continue;
    const { sk, as } = found;
    // an action forced on its holder (211 混乱2) acts through a spent count, a lost skill and target rules; a group's skill
    // forced through a member (吹笛控刀) is the group's action, whoever holds the group's blocks
    if (as.alive && forcedOn(rs, as, sk.id)) {
      out.push(found);
      continue;
    }
    // 以下身份如未出局、未失去技能: a group skill stands while any holder is in
    if (sk.group) {
      if (!groupHolders(s, rs, sk.group).length) continue;
      if (sk.agreement && !agreed(s, rs, sk, a)) continue;
    } else if ((!as.alive && !actsWhileOut(rs, as)) || hasLost(as, sk, rs)) continue;
    if (usesLeft(s, rs, as, sk) <= 0) continue;
    // a controlled character's own choices give way to its controller's (夺舍)
    if (as.name === a.actor && !sk.group && controllerOf(s, rs, a.actor)) continue;
    if (targetSpec(s, as, sk).among === 'alive' && !allAlive(s, a.targets)) continue;
    out.push(found);
  }
  return out.sort((x, y) => orderOf(rs, x.sk) - orderOf(rs, y.sk) || x.a.seq - y.a.seq);
}

/**
 * The action as it acts: its fields written out, not spread — a spread of actions of many shapes (the log's, a
 * snapshot's, a take-over's) built a new hidden class for each, about 1 KiB an action of every close.
 */
function nightAction(
  a: PendingAction,
  targets: string[],
  chosen: string[],
  as: string,
  takenFrom?: string,
): NightAction {
  return {
    actor: a.actor,
    skill: a.skill,
    targets,
    choice: a.choice,
    pass: a.pass,
    seq: a.seq,
    group: a.group,
    chosen,
    as,
    submitted: a.targets,
    takenFrom,
  };
}

function allAlive(s: GameState, names: readonly string[]): boolean {
  for (let i = 0; i < names.length; i++) {
    let alive = false;
    for (let j = 0; j < s.chars.length && !alive; j++) {
      const c = s.chars[j] as Character;
      alive = c.name === names[i] && c.alive;
    }
    if (!alive) return false;
  }
  return true;
}

/**
 * A group's skill that needs agreement (`SkillDef.agreement`): does `a` stand for the group? Only when every holder who
 * submitted named the same targets, none passed (空刀 is a choice), and `a` is the latest of them (one action for the
 * group). A member out or gone from the group since has no say.
 */
function agreed(s: GameState, rs: RulesetDef, sk: SkillDef, a: PendingAction): boolean {
  const holders = new Set(groupHolders(s, rs, sk.group as string).map((h) => h.name));
  const mine = s.actions.filter((x) => x.group === sk.group && x.skill === sk.id && holders.has(x.actor));
  if (!mine.length || mine.some((x) => x.pass)) return false;
  const key = (x: PendingAction) => [...x.targets].sort().join('\u0000');
  const k = key(a);
  if (mine.some((x) => key(x) !== k)) return false;
  return mine.every((x) => x.seq <= a.seq);
}

/**
 * The first of these statuses, or a status one includes ([冰冻] → [沉默], [缴械]), that passes `pred`: as
 * `defsOf(…).find`, without building the list (the pipeline asks it for every target and every holder).
 */
function findDef(
  rs: RulesetDef,
  sts: readonly Status[],
  pred: (def: StatusDef) => boolean,
): StatusDef | undefined {
  for (let i = 0; i < sts.length; i++) {
    const def = defPasses(rs, (sts[i] as Status).id, pred, 0);
    if (def) return def;
  }
  return undefined;
}

function defPasses(
  rs: RulesetDef,
  id: string,
  pred: (def: StatusDef) => boolean,
  depth: number,
): StatusDef | undefined {
  const def = rs.statuses[id];
  if (!def || depth > 4) return undefined;
  if (pred(def)) return def;
  const inc = def.includes;
  if (inc)
    for (let i = 0; i < inc.length; i++) {
      const found = defPasses(rs, inc[i] as string, pred, depth + 1);
      if (found) return found;
    }
  return undefined;
}

/**
 * What stops an action now: for a skill of one's own, a status of its user (沉默, 缴械, 冰冻, or one its text
 * names); for a group's skill, the group's state, never the statuses of whoever typed it (a group's action is
 * the group's: its outcome does not depend on which member submitted it):
 *   - a status that says so for the group: [缴械] 若是[群内]，也会影响整个群内不能发动杀人 (001 l.102), 企鹅 冰冻
 *     如冻到狼群内角色，则狼群内空刀 (000 l.127), 花蝴蝶 拥抱 (狼群中任意一名角色被抱走则均不能使用<杀人>) — on any holder;
 *   - reading: a block on one member (恐惧, 沉默) stops only him; the group still acts through the others, so its
 *     skill is stopped only when every holder is stopped.
 */
function blockReason(
  ctx: Ctx,
  x: Found,
): { who: string; status: string; tell: boolean; spends?: boolean } | null {
  const rs = ctx.ruleset;
  const check = (c: Character, sk: SkillDef) => {
    const sts = ctx.statuses(c.name);
    const def = sts.length ? blockedBy(rs, sts, sk) : null;
    return def
      ? { who: c.name, status: def.name, tell: Boolean(def.notice?.tellBlocked), spends: def.blocks?.spends }
      : null;
  };
  // an action forced on its holder acts through his blocks (211 混乱2: 可以突破[状态]) — a group's, through the group's
  if (forcedOn(rs, x.as, x.sk.id)) return null;
  if (!x.sk.group) return check(x.as, x.sk);
  const holders = groupHolders(ctx.state, rs, x.sk.group);
  if (x.sk.effect?.kill)
    for (const m of holders) {
      const def = findDef(rs, ctx.statuses(m.name), (d) => Boolean(d.blocks?.blocksKill));
      if (def) return { who: m.name, status: def.name, tell: Boolean(def.notice?.tellBlocked) };
    }
  let first: ReturnType<typeof check> = null;
  for (const m of holders) {
    const why = check(m, x.sk);
    if (!why) return null;
    first ??= why;
  }
  return first;
}

/**
 * 选择目标 → 结算目标: each chosen target passes the ruleset's redirection layers in order, each
 * once (踢球: the ball is checked where it lies now); a sharing rule keeps the target and adds one.
 * Targets immune now (拥抱, 隐身, 企鹅 冻自己) drop out, unless reached by sharing or the user's own.
 */
function settleTargets(ctx: Ctx, x: Found, rec: ActionRecord): { target: string; chosen: string }[] {
  const rs = ctx.ruleset;
  const spec = targetSpec(ctx.state, x.as, x.sk);
  const designated = x.sk.effect?.designated ?? spec.max > 0;
  let cur = x.a.targets.map((t) => ({ target: t, chosen: t, shared: false }));
  let action: NightAction | undefined;
  const na = (): NightAction => (action ??= nightAction(x.a, x.a.targets, x.a.targets, x.as.name));
  // indexed loops: this runs for every layer, target and rule of every action of a close
  const rules = ctx.rules;
  if (designated && rules.length)
    for (let li = 0; li < rs.redirectOrder.length; li++) {
      const layer = rs.redirectOrder[li] as string;
      // the targets after this layer: a new list only once a rule of it moves one (most layers move none)
      let next: typeof cur | null = null;
      for (let ci = 0; ci < cur.length; ci++) {
        const c = cur[ci] as (typeof cur)[number];
        let rule: RedirectRule | undefined;
        for (let ri = 0; ri < rules.length; ri++) {
          const r = rules[ri] as RedirectRule;
          if (
            r.layer === layer &&
            r.from === c.target &&
            r.owner !== x.as.name &&
            (!r.applies || r.applies(na(), x.sk, ctx))
          ) {
            rule = r;
            break;
          }
        }
        if (!rule) {
          next?.push(c);
          continue;
        }
        let to: string | undefined;
        if (typeof rule.to === 'string') to = rule.to;
        else if ('actor' in rule.to) to = x.as.name;
        else {
          const except = rule.to.except;
          const among = ctx.state.chars
            .filter((ch) => ch.alive && !except.includes(ch.name))
            .map((ch) => ch.name);
          to = ctx.draw(`${layer}:${rule.from}:${x.a.group ?? x.a.actor}:${x.a.skill}`, among);
        }
        if (!to) {
          next?.push(c);
          continue;
        }
        next ??= cur.slice(0, ci);
        rule.caught?.(na(), x.sk, to);
        rec.redirected.push({ layer, from: c.target, to, by: rule.owner });
        if (rule.share) next.push(c, { target: to, chosen: to, shared: true });
        else next.push({ target: to, chosen: c.chosen, shared: c.shared });
      }
      if (next) cur = next;
    }
  let holder = '';
  const immuneTo = (def: StatusDef) =>
    def.blocks?.immune === true ||
    (def.blocks?.immune === 'designated' && designated) ||
    Boolean(def.blocks?.immuneTo?.includes(x.sk.id)) ||
    Boolean(def.blocks?.immuneFrom?.(x.as, { state: ctx.state, rs, holder, skill: x.sk }));
  // each target once, in order (loops, not a Set: a handful of targets, thirty times a close)
  const out: typeof cur = [];
  for (let ci = 0; ci < cur.length; ci++) {
    const c = cur[ci] as (typeof cur)[number];
    if (seenBefore(cur, ci)) continue;
    if (c.shared || c.target === x.as.name) {
      out.push(c);
      continue;
    }
    const sts = ctx.statuses(c.target);
    holder = c.target;
    if (sts.length && findDef(rs, sts, immuneTo))
      ctx.voided.push({ actor: x.as.name, skill: x.sk.id, target: c.target });
    else out.push(c);
  }
  return out;
}

/** Is the target at `i` one an earlier entry already names? */
function seenBefore(list: readonly { target: string }[], i: number): boolean {
  for (let j = 0; j < i; j++)
    if ((list[j] as { target: string }).target === (list[i] as { target: string }).target) return true;
  return false;
}

/**
 * A skill taken over (`blocks.takenBySource`: 121 怪盗 偷盗): the holder's next own night skill that is not <强制> nor a
 * group's (or the one skill the status's `data.skill` names: 211 堕落), used tonight after the status, acts as its source's, on
 * the source's targets — as many as the skill takes,
 * the holder's own filling the rest up to its minimum. Once a night per holder (`taken`); a source out or the holder
 * itself leaves the skill to its holder. Several statuses taking it (two 堕落 declaring one skill): the later given takes it
 * (后发动的修改反馈类技能, 211 l.184); `takers` lists them all in the order given, for its feedback (`feedbackMods`).
 */
function takenOver(ctx: Ctx, x: Found, taken: Set<string>, takers: Status[]): Found | null {
  if (x.sk.group || x.sk.kind !== 'night' || taken.has(x.as.name)) return null;
  const rs = ctx.ruleset;
  let last: { st: Status; by: Character } | null = null;
  for (const st of ctx.statuses(x.as.name)) {
    if (!rs.statuses[st.id]?.blocks?.takenBySource || !st.source || st.source === x.as.name) continue;
    // a status naming the skill (data.skill: 211 蛊惑师 堕落's declared skill) takes that one only, a <强制> one too
    const named = st.data?.skill as string | undefined;
    if (named ? named !== x.sk.id : x.sk.force?.mandatory) continue;
    const by = ctx.state.chars.find((c) => c.name === st.source && c.alive);
    if (!by) continue;
    takers.push(st);
    last = { st, by };
  }
  if (!last) return null;
  const { st, by } = last;
  taken.add(x.as.name);
  // as many targets as the skill takes for its owner tonight (211 宠妃 怀孕技能: 今晚自己发动的[狡黠]可以额外发动一次)
  const spec = targetSpec(ctx.state, x.as, x.sk);
  const targets = ((st.data?.targets as string[] | undefined) ?? []).slice(0, spec.max);
  for (const t of x.a.targets) if (targets.length < spec.min && !targets.includes(t)) targets.push(t);
  return { a: { ...x.a, actor: by.name, targets }, sk: x.sk, as: by };
}

/** Does the character hold the skill by its role or a status (loops: asked for every seat and tied skill)? */
function holdsSkill(rs: RulesetDef, c: Character, id: string): boolean {
  const own = rs.roles[c.role]?.skills;
  if (own) for (let i = 0; i < own.length; i++) if ((own[i] as SkillDef).id === id) return true;
  for (let i = 0; i < c.statuses.length; i++) {
    const skills = (c.statuses[i] as Status).data?.skills as string[] | undefined;
    if (skills?.includes(id)) return true;
  }
  return false;
}

/** Orders actions of the same slot by different characters with a seeded draw over the skill's holders. */
function breakTies(ctx: Ctx, list: Found[]): Found[] {
  const rs = ctx.ruleset;
  const rank = new Map<Found, number>();
  // the same skill by several characters, in the order the list first meets each (the draws' order)
  const bySkill = new Map<string, Found[]>();
  for (const x of list) {
    if (x.sk.group) continue;
    const same = bySkill.get(x.sk.id);
    if (same) same.push(x);
    else bySkill.set(x.sk.id, [x]);
  }
  for (const [id, same] of bySkill) {
    if (same.length < 2) continue;
    // the skill's holders by their role or a status (a stable list for the draw)
    const holders: string[] = [];
    for (const c of ctx.state.chars) if (holdsSkill(rs, c, id)) holders.push(c.name);
    const order = ctx.shuffle(`tie:${id}`, holders);
    for (const y of same) rank.set(y, order.indexOf(y.as.name));
  }
  return [...list].sort(
    (x, y) =>
      orderOf(rs, x.sk) - orderOf(rs, y.sk) || (rank.get(x) ?? 0) - (rank.get(y) ?? 0) || x.a.seq - y.a.seq,
  );
}

/**
 * What the pipeline did with one action, in order: the trace of a night (who acted, in which tier,
 * what they chose and where it settled, what stopped it). `outcome`: `resolved` (it took effect on its
 * settled targets), `blocked` (its user or the group was stopped: `blockedBy`), `empty` (every target
 * dropped out: immune — 反馈为空 for a check).
 */
export interface ActionRecord {
  seq: number;
  /** who submitted it */
  by: string;
  /** whose skill it is (the controlled character for a 夺舍) */
  actor: string;
  skill: string;
  /** the tier of the order table (its 序号), or null for a skill the table does not list */
  tier: number | null;
  order: number;
  /** 选择目标, as submitted */
  submitted: string[];
  /** the character whose skill this was, when another took it over (怪盗 偷盗): `by` and `actor` are the taker */
  takenFrom?: string;
  /** 结算目标: where each target settled, and the name the user chose for it */
  settled: { target: string; chosen: string }[];
  /** the redirections that moved a target (交换, 拥抱's sharing, 反射, 附身 …): layer, from, to, whose rule */
  redirected: { layer: string; from: string; to: string; by: string }[];
  /** targets that dropped out (immune) */
  immune: string[];
  outcome: 'resolved' | 'blocked' | 'empty';
  blockedBy?: { who: string; status: string };
}

/** One run of the pipeline: what it collected (`ctx`), the actions that acted, and every action's record. */
export interface Run {
  ctx: Ctx;
  acted: { x: Found; na: NightAction }[];
  record: ActionRecord[];
  /** actions blocked by a status that spends them (`blocks.spends`: classic 月女 浪费且不会重置): counted as used */
  spent: Found[];
}

/** The tier of the order table a skill is listed in (its 序号), null when unlisted. */
function tierOf(rs: RulesetDef, sk: SkillDef): number | null {
  const id = sk.timing?.orderAs ?? sk.id;
  return rs.order.find((t) => t.skills.includes(id))?.tier ?? null;
}

/** Has the role a passive run when the night starts (kept per role: asked for every seat each run)? */
const nightStarts = new WeakMap<RoleDef, boolean>();
function startsNight(role: RoleDef): boolean {
  let v = nightStarts.get(role);
  if (v === undefined) {
    v = role.skills.some((k) => k.hooks?.onNightStart);
    nightStarts.set(role, v);
  }
  return v;
}

/**
 * Runs the pipeline over the night's actions, up to (not including) order `upto`, over the actions
 * of skills due by window `maxWindow`. Skills the order table does not list run last. The windows
 * ask for a run through `simulate` (./simulation.ts); the settling window runs it in full. `only`: a
 * slot after the settlement (211 晨曦) runs the actions of that window alone, without the night's
 * passive set-up (the night's passives ran at its settlement).
 */
function grantsSkills(rs: RulesetDef, c: Character): boolean {
  for (let i = 0; i < c.statuses.length; i++)
    if (rs.statuses[(c.statuses[i] as Status).id]?.holder?.grantsSkills) return true;
  return false;
}

export function runPipeline(
  s: GameState,
  rs: RulesetDef,
  upto = Number.POSITIVE_INFINITY,
  maxWindow = Number.POSITIVE_INFINITY,
  draw?: Drawer,
  only?: number,
): Run {
  const ctx = makeCtx(s, rs, draw);
  for (let i = 0; only === undefined && i < s.chars.length; i++) {
    const c = s.chars[i] as Character;
    // passives come with the role or a status that grants skills; an out holder's only if they run while out (熊:
    // 场上无熊，则公示熊未咆哮)
    if (!startsNight(roleOf(rs, c)) && !grantsSkills(rs, c)) continue;
    for (const sk of skillsOf(s, rs, c))
      if (
        sk.kind === 'passive' &&
        sk.hooks?.onNightStart &&
        (c.alive || sk.limits?.whileOut) &&
        !hasLost(c, sk, rs) &&
        !blockedBy(rs, ctx.statuses(c.name), sk)
      )
        sk.hooks?.onNightStart(ctx, c);
  }
  const acted: { x: Found; na: NightAction }[] = [];
  const spent: Found[] = [];
  const record: ActionRecord[] = [];
  const taken = new Set<string>();
  for (const own of breakTies(ctx, effectiveActions(s, rs, maxWindow, only))) {
    const ord = orderOf(rs, own.sk);
    if (ord >= upto) break;
    ctx.writing.window = windowIndex(rs, own.sk);
    ctx.writing.step = record.length;
    // the action as it acts: its own, or taken over by another (the use stays its submitter's: `own` in `acted`)
    const takers: Status[] = [];
    const x = takenOver(ctx, own, taken, takers) ?? own;
    const blocked = blockReason(ctx, x);
    const rec: ActionRecord = {
      seq: x.a.seq,
      by: x.a.actor,
      actor: x.as.name,
      skill: x.sk.id,
      tier: tierOf(rs, x.sk),
      order: ord,
      submitted: x.a.targets,
      settled: [],
      redirected: [],
      immune: [],
      outcome: 'resolved',
      ...(x !== own ? { takenFrom: own.as.name } : {}),
    };
    record.push(rec);
    if (blocked) {
      rec.outcome = 'blocked';
      rec.blockedBy = { who: blocked.who, status: blocked.status };
      if (blocked.tell)
        ctx.notify(blocked.who, text(rs, 'blocked', { status: blocked.status, skill: x.sk.name }), {
          kind: 'blocked',
          skill: x.sk.id,
          status: blocked.status,
        });
      if (blocked.spends) spent.push(own);
      // a take-over stopped with its taker: the one it was taken from still had his feedback taken (技能发动者反馈空)
      if (takers.length)
        settleFeedback(ctx, x.sk, {
          from: ctx.notes.length,
          user: own.a.actor,
          wrote: x.a.actor,
          erased: false,
          mods: feedbackMods(ctx, own, takers, record),
        });
      continue;
    }
    const voids = ctx.voided.length;
    const settled = settleTargets(ctx, x, rec);
    rec.settled = settled;
    rec.immune = ctx.voided.slice(voids).map((v) => v.target);
    const na = nightAction(
      x.a,
      settled.map((t) => t.target),
      settled.map((t) => t.chosen),
      x.as.name,
      x !== own ? own.as.name : undefined,
    );
    ctx.current = na;
    ctx.currentSkill = x.sk;
    acted.push({ x: own, na });
    x.sk.hooks?.onUse?.(ctx, na);
    const noted = ctx.notes.length;
    // 反馈为空: the operation happened and had no effect — its feedback erased, whatever acts on it (./feedback.ts)
    const erased = x.a.targets.length > 0 && !settled.length;
    const ends = ctx.ends.length;
    if (!erased) x.sk.hooks?.resolve?.(ctx, na);
    const mods = feedbackMods(ctx, own, takers, record);
    if (erased || mods.length)
      settleFeedback(ctx, x.sk, { from: noted, user: own.a.actor, wrote: x.a.actor, erased, mods });
    if (mods.length && ctx.ends.length > ends)
      settleDeferred(ctx, x.sk, ends, { user: own.a.actor, wrote: x.a.actor, mods });
    if (erased) {
      rec.outcome = 'empty';
      continue;
    }
    const op: Op = {
      actor: x.as.name,
      by: x.a.actor,
      skill: x.sk.id,
      targets: na.targets,
      chosen: na.chosen,
      order: ord,
      ...(x !== own ? { takenFrom: own.as.name } : {}),
    };
    ctx.ops.push(op);
  }
  ctx.current = null;
  ctx.currentSkill = null;
  ctx.writing.window = undefined;
  ctx.writing.step = record.length;
  if (upto === Number.POSITIVE_INFINITY) for (const fn of ctx.ends) fn(ctx);
  return { ctx, acted, record, spent };
}
