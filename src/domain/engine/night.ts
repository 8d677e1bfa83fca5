import { ev } from '../events';
import { pick, shuffle } from '../rng';
import type { Character, GameState, PendingAction, Status } from '../state';
import { missedDeadlineYellows } from './cards';
import {
  blockedBy,
  clearNegatives,
  defsOf,
  endFor,
  groupHolders,
  statusesOf,
  untilOf,
  untilWords,
  wardedOff,
  wardsOff,
} from './effects';
import { checkEnd, expireStatuses, goOut, lapseRights, startPhase } from './flow';
import {
  actsWhileOut,
  checkSubmission,
  controlledBy,
  controllerOf,
  hasLost,
  legalTargets,
  roleOf,
  skillsOf,
  targetSpec,
  unusableReason,
  usesLeft,
  windowIndex,
} from './skills';
import type { Tx } from './tx';
import type {
  Kill,
  NightAction,
  NightCtx,
  Op,
  RedirectRule,
  RulesetDef,
  SkillDef,
  StatusOpts,
} from './types';

/**
 * The night: its windows (the text's deadline groups) close one after another, the same windows
 * every night whoever was dealt. When a window closes, its skills' missed deadlines take their
 * default (视为放弃, or a random draw), the rights due in it lapse, and its skills' feedback goes out,
 * computed over the actions of the windows closed so far (a later window sees earlier results).
 * When a window opens, skills that need earlier results (女巫 通灵) get them. When the settling
 * window closes (the last, or 211's 凌晨2), every action resolves in the ruleset's one order table:
 *
 *   1. passive skills set up (镜 反射);
 *   2. each action in table order (ties in a tier: left to right; the same skill by several
 *      characters: a seeded draw, written as an event): void if its user is blocked now
 *      (沉默, 缴械 — tonight's statuses count from the moment they are applied); its chosen targets
 *      (选择目标) pass the redirection layers to the settled ones (结算目标: swap, sharing, bounce,
 *      reflection), immune targets drop out (拥抱, 隐身); then it resolves;
 *   3. what waits for the end of the actions (邪恶, 附身's report);
 *   4. tonight's statuses and changes are written, the kills settle in the settlement list, the
 *      dying go out in that order and those chained to them follow (连带出局顺序).
 */

/** Position of a skill in the order table; unlisted skills come last, in submission order. */
export function orderIndex(rs: RulesetDef, skill: string): number {
  let i = 0;
  for (const tier of rs.order) {
    const j = tier.skills.indexOf(skill);
    if (j >= 0) return i + j;
    i += tier.skills.length;
  }
  return Number.MAX_SAFE_INTEGER;
}

/** A skill's order: its own slot, or just after the skill it copies (真身份牌轮次优先). */
export function orderOf(rs: RulesetDef, sk: SkillDef): number {
  if (sk.orderAs) return orderIndex(rs, sk.orderAs) + 0.5;
  return orderIndex(rs, sk.id);
}

interface Found {
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
  const own =
    roleOf(rs, actor).skills.includes(sk) ||
    sk.group !== undefined ||
    actor.statuses.some((st) => ((st.data?.skills as string[]) ?? []).includes(sk.id));
  const ctl = own ? null : controlledBy(s, rs, actor.name);
  return { a, sk, as: ctl ?? actor };
}

/** The actions that may take effect, in table order; only those due by window `maxWindow`. */
export function effectiveActions(
  s: GameState,
  rs: RulesetDef,
  maxWindow = Number.POSITIVE_INFINITY,
): Found[] {
  const out: Found[] = [];
  for (const a of s.actions) {
    if (a.pass) continue;
    const found = skillOfAction(s, rs, a);
    if (found?.sk.kind !== 'night') continue;
    if (windowIndex(rs, found.sk) > maxWindow) continue;
    const { sk, as } = found;
    // 以下身份如未出局、未失去技能: a group skill stands while any holder is in
    if (sk.group) {
      if (!groupHolders(s, rs, sk.group).length) continue;
    } else if ((!as.alive && !actsWhileOut(rs, as)) || hasLost(as, sk, rs)) continue;
    if (usesLeft(s, rs, as, sk) <= 0) continue;
    // a controlled character's own choices give way to its controller's (夺舍)
    if (as.name === a.actor && !sk.group && controllerOf(s, rs, a.actor)) continue;
    const spec = targetSpec(s, as, sk);
    if (a.targets.some((t) => !s.chars.find((c) => c.name === t && c.alive) && spec.among === 'alive'))
      continue;
    out.push(found);
  }
  return out.sort((x, y) => orderOf(rs, x.sk) - orderOf(rs, y.sk) || x.a.seq - y.a.seq);
}

/** A note of the night, with the window of the skill that wrote it (none: the night's end). */
export interface NightNote {
  to: string | null;
  text: string;
  data: Record<string, unknown>;
  window?: number;
  /** a change made when the window closes (ctx.now) */
  run?: (tx: Tx) => void;
}

interface Pending {
  target: string;
  id: string;
  source: string | null;
  until: Status['until'];
  data?: Record<string, unknown>;
  after: boolean;
}

export interface Ctx extends NightCtx {
  notes: NightNote[];
  writing: { window: number | undefined };
  pending: Pending[];
  rules: RedirectRule[];
  laters: ((tx: Tx) => void)[];
  afterOuts: ((tx: Tx) => void)[];
  ends: ((ctx: NightCtx) => void)[];
  unspentSeqs: Set<number>;
  absorbed: { name: string; st: Status }[];
  shuffle<T>(key: string, among: T[]): T[];
}

/** A seeded draw once per key and night: one of `among`, or (shuffle) all of them in a drawn order. */
type Drawer = <T>(key: string, among: T[], mode?: 'pick' | 'shuffle') => T | T[] | undefined;

/** Draws through the game's PRNG once per key and night; the outcome is an event the next windows read. */
export function drawer(tx: Tx): Drawer {
  return <T>(key: string, among: T[], mode: 'pick' | 'shuffle' = 'pick') => {
    const k = `night:${tx.state.phase.round ?? 0}:${key}`;
    const had = tx.state.nightDraws?.[k];
    if (had !== undefined) return had as T | T[];
    if (!among.length) return undefined;
    if (mode === 'shuffle') return tx.draw(k, (rng) => shuffle(rng, among));
    return tx.draw(k, (rng) => pick(rng, among));
  };
}

const text = (rs: RulesetDef, key: string, p: Record<string, string | number> = {}) => {
  const tpl = rs.t[key];
  if (!tpl) throw new Error(`missing template ${key}`);
  return tpl(p);
};

export function makeCtx(s: GameState, rs: RulesetDef, draw: Drawer = () => undefined): Ctx {
  const notes: NightNote[] = [];
  const writing: { window: number | undefined } = { window: undefined };
  const pending: Pending[] = [];
  const absorbed: { name: string; st: Status }[] = [];
  const tonight = (name: string): Status[] =>
    pending
      .filter((p) => p.target === name && !p.after)
      .map((p) => ({ id: p.id, source: p.source, until: p.until, ...(p.data ? { data: p.data } : {}) }));
  const ctx: Ctx = {
    state: s,
    ruleset: rs,
    night: true,
    day: s.phase.day,
    kills: [],
    ops: [],
    guards: new Map(),
    saves: new Map(),
    notes,
    writing,
    pending,
    rules: [],
    laters: [],
    afterOuts: [],
    ends: [],
    unspentSeqs: new Set(),
    absorbed,
    voided: [],
    current: null,
    cure(target, except) {
      let n = 0;
      for (let i = pending.length - 1; i >= 0; i--) {
        const p = pending[i] as Pending;
        if (p.target === target && p.source !== except && !p.after) {
          pending.splice(i, 1);
          n++;
        }
      }
      return n;
    },
    statuses(name) {
      const c = s.chars.find((x) => x.name === name);
      return c ? statusesOf(s, rs, c, tonight(name)) : [];
    },
    absorb(name) {
      // 会优先消耗掉时限较短的[守护]状态以抵消
      const all = ctx
        .statuses(name)
        .filter((st) => {
          const def = rs.statuses[st.id];
          if (!def?.absorbs) return false;
          const used = absorbed.filter((x) => x.st === st).length;
          return used < Number(st.data?.n ?? def.absorbs);
        })
        .sort(
          (a, b) => (a.until?.day ?? Number.MAX_SAFE_INTEGER) - (b.until?.day ?? Number.MAX_SAFE_INTEGER),
        );
      const st = all[0];
      if (!st) return false;
      absorbed.push({ name, st });
      return true;
    },
    notify(to, t, data = {}) {
      notes.push(
        writing.window === undefined ? { to, text: t, data } : { to, text: t, data, window: writing.window },
      );
    },
    notifyAtEnd(to, t, data = {}) {
      notes.push({ to, text: t, data });
    },
    announce(t, data = {}) {
      notes.push(
        writing.window === undefined
          ? { to: null, text: t, data }
          : { to: null, text: t, data, window: writing.window },
      );
    },
    kill(k) {
      ctx.kills.push(k);
    },
    char(name) {
      const c = s.chars.find((x) => x.name === name);
      if (!c) throw new Error(`no character ${name}`);
      return c;
    },
    status(target, id, o: StatusOpts = {}) {
      const def = rs.statuses[id];
      // 秩序: 免疫所有负面状态 (tonight's ward counts from when it resolved)
      if (wardsOff(rs, ctx.statuses(target), id)) return;
      const until = endFor(
        s,
        rs,
        target,
        id,
        o.at !== undefined ? o.at : untilOf(s.phase, o.until === undefined ? def?.until : o.until),
      );
      pending.push({
        target,
        id,
        source: o.source ?? null,
        until,
        ...(o.data ? { data: o.data } : {}),
        after: o.after ?? false,
      });
      if (def?.tell)
        ctx.notify(target, text(rs, 'statusGained', { status: def.name, until: untilWords(rs, until) }), {
          kind: 'status',
          status: id,
          until,
        });
    },
    redirect(r) {
      ctx.rules.push(r);
    },
    later(fn, when) {
      (when === 'afterOuts' ? ctx.afterOuts : ctx.laters).push(fn);
    },
    now(fn) {
      notes.push(
        writing.window === undefined
          ? { to: null, text: '', data: {}, run: fn }
          : { to: null, text: '', data: {}, window: writing.window, run: fn },
      );
    },
    notesTo(name) {
      return notes.filter((n) => n.to === name && !n.run).map((n) => n.text);
    },
    draw(key, among) {
      return draw(key, among) as never;
    },
    shuffle(key, among) {
      return (draw(key, among, 'shuffle') as never) ?? among;
    },
    unspent(a) {
      ctx.unspentSeqs.add(a.seq);
    },
    atEnd(fn) {
      ctx.ends.push(fn);
    },
  };
  return ctx;
}

/** The actors a skill blocks on: the group's holders for a group [杀人] (冻到狼群内角色则空刀), else the user. */
function blockReason(ctx: Ctx, x: Found): { who: string; status: string; tell: boolean } | null {
  const rs = ctx.ruleset;
  const check = (c: Character, sk: SkillDef) => {
    const def = blockedBy(rs, ctx.statuses(c.name), sk);
    return def ? { who: c.name, status: def.name, tell: Boolean(def.tellBlocked) } : null;
  };
  const mine = check(x.as, x.sk);
  if (mine) return mine;
  if (x.sk.group && x.sk.kill)
    for (const m of groupHolders(ctx.state, rs, x.sk.group)) {
      const def = defsOf(rs, ctx.statuses(m.name)).find(({ def }) => def.blocksKill)?.def;
      if (def) return { who: m.name, status: def.name, tell: Boolean(def.tellBlocked) };
    }
  return null;
}

/**
 * 选择目标 → 结算目标: each chosen target passes the ruleset's redirection layers in order, each
 * once (踢球: the ball is checked where it lies now); a sharing rule keeps the target and adds one.
 * Targets immune now (拥抱, 隐身, 企鹅 冻自己) drop out, unless reached by sharing or the user's own.
 */
function settleTargets(ctx: Ctx, x: Found): { target: string; chosen: string }[] {
  const rs = ctx.ruleset;
  const spec = targetSpec(ctx.state, x.as, x.sk);
  const designated = x.sk.designated ?? spec.max > 0;
  let cur = x.a.targets.map((t) => ({ target: t, chosen: t, shared: false }));
  const na: NightAction = { ...x.a, chosen: x.a.targets, as: x.as.name, submitted: x.a.targets };
  if (designated)
    for (const layer of rs.redirectOrder) {
      const next: typeof cur = [];
      for (const c of cur) {
        const rule = ctx.rules.find(
          (r) =>
            r.layer === layer &&
            r.from === c.target &&
            r.owner !== x.as.name &&
            (r.applies ? r.applies(na, x.sk, ctx) : true),
        );
        if (!rule) {
          next.push(c);
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
          next.push(c);
          continue;
        }
        rule.caught?.(na, x.sk, to);
        if (rule.share) next.push(c, { target: to, chosen: to, shared: true });
        else next.push({ target: to, chosen: c.chosen, shared: c.shared });
      }
      cur = next;
    }
  const seen = new Set<string>();
  return cur.filter((c) => {
    if (seen.has(c.target)) return false;
    seen.add(c.target);
    if (c.shared || c.target === x.as.name) return true;
    const immune = defsOf(rs, ctx.statuses(c.target)).some(
      ({ def }) =>
        def.immune === true || (def.immune === 'designated' && designated) || def.immuneTo?.includes(x.sk.id),
    );
    if (immune) ctx.voided.push({ actor: x.as.name, skill: x.sk.id, target: c.target });
    return !immune;
  });
}

/** Orders actions of the same slot by different characters with a seeded draw over the skill's holders. */
function breakTies(ctx: Ctx, list: Found[]): Found[] {
  const rs = ctx.ruleset;
  const rank = new Map<Found, number>();
  for (let i = 0; i < list.length; i++) {
    const x = list[i] as Found;
    const same = list.filter((y) => y.sk.id === x.sk.id && !y.sk.group);
    if (same.length < 2 || rank.has(x)) continue;
    // the skill's holders by their role or a status (a stable list for the draw)
    const holders = ctx.state.chars
      .filter(
        (c) =>
          rs.roles[c.role]?.skills.some((k) => k.id === x.sk.id) ||
          c.statuses.some((st) => ((st.data?.skills as string[]) ?? []).includes(x.sk.id)),
      )
      .map((c) => c.name);
    const order = ctx.shuffle(`tie:${x.sk.id}`, holders);
    for (const y of same) rank.set(y, order.indexOf(y.as.name));
  }
  return [...list].sort(
    (x, y) =>
      orderOf(rs, x.sk) - orderOf(rs, y.sk) || (rank.get(x) ?? 0) - (rank.get(y) ?? 0) || x.a.seq - y.a.seq,
  );
}

/**
 * Runs the pipeline over the night's actions, up to (not including) order `upto`, over the actions
 * of skills due by window `maxWindow`. Skills the order table does not list run last.
 */
export function runPipeline(
  s: GameState,
  rs: RulesetDef,
  upto = Number.POSITIVE_INFINITY,
  maxWindow = Number.POSITIVE_INFINITY,
  draw?: Drawer,
) {
  const ctx = makeCtx(s, rs, draw);
  for (const c of s.chars) {
    // passives come with the role or a status that grants skills
    if (!c.alive) continue;
    if (
      !roleOf(rs, c).skills.some((k) => k.onNightStart) &&
      !c.statuses.some((st) => rs.statuses[st.id]?.grantsSkills)
    )
      continue;
    for (const sk of skillsOf(s, rs, c))
      if (
        sk.kind === 'passive' &&
        sk.onNightStart &&
        !hasLost(c, sk, rs) &&
        !blockedBy(rs, ctx.statuses(c.name), sk)
      )
        sk.onNightStart(ctx, c);
  }
  const acted: { x: Found; na: NightAction }[] = [];
  for (const x of breakTies(ctx, effectiveActions(s, rs, maxWindow))) {
    const ord = orderOf(rs, x.sk);
    if (ord >= upto) break;
    ctx.writing.window = windowIndex(rs, x.sk);
    const blocked = blockReason(ctx, x);
    if (blocked) {
      if (blocked.tell)
        ctx.notify(blocked.who, text(rs, 'blocked', { status: blocked.status, skill: x.sk.name }), {
          kind: 'blocked',
          skill: x.sk.id,
          status: blocked.status,
        });
      continue;
    }
    const settled = settleTargets(ctx, x);
    const na: NightAction = {
      ...x.a,
      targets: settled.map((t) => t.target),
      chosen: settled.map((t) => t.chosen),
      as: x.as.name,
      submitted: x.a.targets,
    };
    ctx.current = na;
    acted.push({ x, na });
    x.sk.onUse?.(ctx, na);
    if (x.a.targets.length > 0 && !settled.length) {
      // 反馈为空: the operation happened and had no effect
      if (x.sk.feedback)
        ctx.notify(x.a.actor, text(rs, 'feedbackEmpty', { skill: x.sk.name }), {
          kind: 'feedback',
          skill: x.sk.id,
          empty: true,
        });
      continue;
    }
    x.sk.resolve?.(ctx, na);
    const op: Op = {
      actor: x.as.name,
      by: x.a.actor,
      skill: x.sk.id,
      targets: na.targets,
      chosen: na.chosen,
      order: ord,
    };
    ctx.ops.push(op);
  }
  ctx.current = null;
  ctx.writing.window = undefined;
  if (upto === Number.POSITIVE_INFINITY) for (const fn of ctx.ends) fn(ctx);
  return { ctx, acted };
}

/**
 * When a window opens, passive skills due in it learn what they need (通灵), from the actions of
 * the windows already closed.
 */
export function runReveals(tx: Tx): void {
  const s = tx.state;
  const win = s.phase.window;
  for (const c of s.chars) {
    if (!c.alive) continue;
    for (const sk of skillsOf(s, tx.rs, c)) {
      if (!sk.reveal || sk.window !== win || hasLost(c, sk, tx.rs)) continue;
      const { ctx } = runPipeline(s, tx.rs, orderOf(tx.rs, sk), s.phase.windowIndex - 1, drawer(tx));
      const from = ctx.notes.length;
      sk.reveal(ctx, c);
      for (const n of ctx.notes.slice(from)) if (n.to) tx.notify(n.to, n.text, n.data);
    }
  }
}

/**
 * A deadline passed: skills due in window `idx` that were neither used nor declined and say
 * `onTimeout: 'random'` (摄梦人 将随机摄人) get drawn targets, the draw an event; the rest are
 * forfeited (视为放弃) by doing nothing.
 */
function timeoutDefaults(tx: Tx, idx: number): void {
  const rs = tx.rs;
  // tonight's statuses before the skill's turn (怀孕 from 黄昏, a freeze): a skill they block is not drawn for
  for (const c of tx.state.chars) {
    for (const sk of skillsOf(tx.state, rs, c)) {
      if (sk.kind !== 'night' || sk.onTimeout !== 'random' || windowIndex(rs, sk) !== idx) continue;
      const s = tx.state;
      if (!c.alive || unusableReason(s, rs, c, sk)) continue;
      const tonight = runPipeline(s, rs, orderOf(rs, sk), idx, drawer(tx)).ctx;
      if (blockedBy(rs, tonight.statuses(c.name), sk)) continue;
      const mine = (a: PendingAction) =>
        a.skill === sk.id && (sk.group ? a.group === sk.group : a.actor === c.name);
      if (s.actions.some(mine)) continue;
      const choices = (sk.choicesFor ? sk.choicesFor(s, c, rs) : sk.choices) ?? [];
      const spec = targetSpec(s, c, sk);
      const want = Math.min(spec.max, Math.max(spec.min, 1));
      const legal = legalTargets(s, rs, c, sk)
        .map((t) => t.name)
        .filter((t) => want === 0 || checkSubmission(s, rs, c, sk, [t], choices[0] ?? null).ok);
      if (want > legal.length) continue;
      const drawn = tx.draw(`timeout:${sk.id}`, (rng) => {
        const [order, r1] = shuffle(rng, legal);
        if (!choices.length) return [{ actor: c.name, targets: order.slice(0, want), choice: null }, r1];
        const [choice, r2] = pick(r1, choices);
        return [{ actor: c.name, targets: order.slice(0, want), choice: choice as string | null }, r2];
      });
      tx.emit(
        ev('ActionSubmitted', {
          actor: c.name,
          skill: sk.id,
          targets: drawn.targets,
          choice: drawn.choice,
          pass: false,
          group: sk.group ?? null,
        }),
      );
      tx.notify(
        c.name,
        tx.t('timeoutRandom', {
          skill: sk.name,
          targets: [...drawn.targets, drawn.choice ?? ''].filter(Boolean).join('、'),
        }),
        { kind: 'timeout', skill: sk.id, targets: drawn.targets, choice: drawn.choice },
      );
    }
  }
}

function emitNote(tx: Tx, n: NightNote): void {
  if (n.run) n.run(tx);
  else if (n.to) tx.notify(n.to, n.text, n.data);
  else tx.announce(n.text, n.data);
}

/**
 * The last window of the night's actions (夜间行动结束): the last counted from 关门 up to the settling
 * one; windows after it count from the feedback (121 镜<镜像>: 导演反馈夜间行动十分钟后).
 */
export function endIndex(rs: RulesetDef): number {
  const settle = settleIndex(rs);
  for (let i = settle; i >= 0; i--) if (rs.nightWindows[i]?.from !== 'feedback') return i;
  return settle;
}

/**
 * Feedback of the skills due in window `idx`, over the actions of the windows closed so far; when
 * it is the last window of the night's actions, what waits for their end too (反射, 附身).
 */
function windowFeedback(tx: Tx, idx: number): void {
  const { ctx } = runPipeline(tx.state, tx.rs, Number.POSITIVE_INFINITY, idx, drawer(tx));
  const end = idx === endIndex(tx.rs);
  for (const n of ctx.notes) if (n.window === idx || (end && n.window === undefined)) emitNote(tx, n);
}

/** The window whose close resolves the night. */
export function settleIndex(rs: RulesetDef): number {
  if (!rs.settleAfter) return rs.nightWindows.length - 1;
  const i = rs.nightWindows.findIndex((w) => w.id === rs.settleAfter);
  return i < 0 ? rs.nightWindows.length - 1 : i;
}

export function closeNightWindow(tx: Tx): void {
  const rs = tx.rs;
  const ph = tx.state.phase;
  const idx = ph.windowIndex;
  const round = ph.round ?? 0;
  const last = rs.nightWindows.length - 1;
  missedDeadlineYellows(tx);
  timeoutDefaults(tx, idx);
  if (ph.window) lapseRights(tx, 'window', ph.window);
  if (idx < settleIndex(rs)) {
    windowFeedback(tx, idx);
    startPhase(tx, 'night', ph.day, idx + 1, round);
    runReveals(tx);
    return;
  }
  const day = ph.day;
  if (idx === last) {
    // a right granted as the night's rights lapse (211: the badge drawn at random, then its heir's 任职宣言) is the
    // coming day's, as a day's close grants for the night (closeDay): else it would belong to a phase already over
    const was = tx.rightsPhase;
    tx.rightsPhase = { kind: 'day', day: day + 1 };
    lapseRights(tx, 'phaseEnd');
    lapseRights(tx, 'nextDayStart');
    tx.rightsPhase = was;
  }
  if (idx === settleIndex(rs)) {
    resolveNight(tx);
    if (checkEndNow(tx)) return;
  }
  // 211 嫦娥 长夜漫漫: the round ends at its last window; another round of the same night follows
  const extra = rs.extraRound;
  if (extra && ph.window === extra.to && extraRoundsDue(tx) > round) {
    roundOuts(tx, day);
    expireStatuses(tx, 'nightEnd', day);
    const from = rs.nightWindows.findIndex((w) => w.id === extra.from);
    startPhase(tx, 'night', day, from, round + 1);
    extra.onStart?.(tx);
    runReveals(tx);
    return;
  }
  if (idx < last) {
    startPhase(tx, 'night', day, idx + 1, round);
    runReveals(tx);
    return;
  }
  expireStatuses(tx, 'nightEnd', day);
  morning(tx, day + 1);
  if (checkEnd(tx)) return;
  startPhase(tx, 'day', day + 1, 0);
  expireStatuses(tx, 'dayStart', day + 1);
}

/** The end is judged after the night's settlement only where a settlement comes before the last window. */
function checkEndNow(tx: Tx): boolean {
  if (tx.state.status !== 'running') return true;
  if (settleIndex(tx.rs) === tx.rs.nightWindows.length - 1) return false;
  return checkEnd(tx);
}

/** How many extra rounds tonight's 长夜漫漫 statuses call for. */
function extraRoundsDue(tx: Tx): number {
  const id = tx.rs.extraRound?.status;
  if (!id) return 0;
  const day = tx.state.phase.day;
  return tx.state.chars.reduce(
    (n, c) => n + c.statuses.filter((st) => st.id === id && st.data?.night === day).length,
    0,
  );
}

/** 额外进行的游戏日夜晚会先结算并公布当晚已出局角色再进行第二轮夜晚. */
function roundOuts(tx: Tx, day: number): void {
  const outs = tx.state.chars
    .filter((c) => !c.alive && c.outDay === day && c.outPhase === 'night')
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0));
  tx.announce(
    outs.length ? tx.t('roundOuts', { names: outs.map((c) => c.name).join('、') }) : tx.t('roundPeaceful'),
    { kind: 'round', outs: outs.map((c) => c.name), round: tx.state.phase.round ?? 0 },
  );
}

/** The night's resolution: the order table, tonight's statuses and changes, the kills, the outs. */
function resolveNight(tx: Tx): void {
  const rs = tx.rs;
  const day = tx.state.phase.day;
  const idx = tx.state.phase.windowIndex;
  const { ctx, acted } = runPipeline(
    tx.state,
    rs,
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    drawer(tx),
  );
  tx.emit(
    ev('ActionsResolved', {
      day,
      phase: 'night',
      actions: acted.map(({ x, na }) => ({
        actor: x.a.actor,
        skill: x.a.skill,
        targets: x.a.targets,
        ...(na.targets.join('\u0000') !== x.a.targets.join('\u0000') ? { settled: na.targets } : {}),
        ...(ctx.unspentSeqs.has(x.a.seq) ? { spent: false } : {}),
      })),
    }),
  );
  // tonight's statuses count in the settlement (坚韧 当晚), and the changes the night made
  for (const p of ctx.pending.filter((x) => !x.after)) emitStatus(tx, p);
  for (const fn of ctx.laters) fn(tx);
  // 每次指杀依次结算: kills settle in the ruleset's settlement order
  const pos = (k: Kill) => {
    const i = rs.settlement.indexOf(k.source);
    return i < 0 ? rs.settlement.length : i;
  };
  const ordered = ctx.kills.map((k, i) => ({ k, i })).sort((x, y) => pos(x.k) - pos(y.k) || x.i - y.i);
  const dying: { name: string; cause: string; by: string }[] = [];
  for (const { k } of ordered) {
    if (dying.some((d) => d.name === k.target)) continue;
    const cause = rs.settle(ctx, k);
    if (cause) dying.push({ name: k.target, cause, by: k.by });
  }
  for (const a of ctx.absorbed) useAbsorb(tx, a.name, a.st);
  // feedback of the earlier windows went out when they closed (and the end's, at the last action window)
  const endDone = endIndex(rs) < idx;
  for (const n of ctx.notes) if (n.window === idx || (n.window === undefined && !endDone)) emitNote(tx, n);
  tx.rightsPhase = { kind: 'day', day: day + 1 };
  for (const d of dying) goOut(tx, d.name, d.cause, d.by);
  for (const p of ctx.pending.filter((x) => x.after)) emitStatus(tx, p);
  for (const fn of ctx.afterOuts) fn(tx);
}

function emitStatus(tx: Tx, p: Pending): void {
  if (wardedOff(tx.state, tx.rs, p.target, p.id)) return; // 秩序: 免疫所有负面状态
  tx.emit(
    ev('StatusApplied', {
      target: p.target,
      status: p.id,
      source: p.source,
      until: p.until,
      ...(p.data ? { data: p.data } : {}),
    }),
  );
  clearNegatives(tx, p.target, p.id);
  const def = tx.rs.statuses[p.id];
  if (!def?.announce) return;
  // 多个诽谤诽谤同一人时，只公示一次: the same line is not queued twice
  const text = tx.t(def.announce, { name: p.target });
  if (!tx.state.newsQueue.some((n) => n.text === text))
    tx.news(text, { kind: 'status', status: p.id, name: p.target });
}

/** One 守护:X instance used up by a 指杀 it stopped. */
function useAbsorb(tx: Tx, name: string, st: Status): void {
  const def = tx.rs.statuses[st.id];
  const n = Number(st.data?.n ?? def?.absorbs ?? 0) - 1;
  if (!Number.isFinite(n)) return;
  if (n <= 0) tx.emit(ev('StatusRemoved', { target: name, status: st.id, source: st.source }));
  else
    tx.emit(
      ev('StatusApplied', {
        target: name,
        status: st.id,
        source: st.source,
        until: st.until,
        data: { ...st.data, n },
      }),
    );
}

/** The 公示 at the start of day N: last night's outs in order, the night's news, last words. */
function morning(tx: Tx, day: number): void {
  const s = tx.state;
  const outs = s.chars
    .filter((c) => !c.alive && c.outDay === day - 1 && c.outPhase === 'night')
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0));
  const lines = [tx.t('morningHeader', { day })];
  lines.push(
    outs.length ? tx.t('nightOuts', { names: outs.map((c) => c.name).join('、') }) : tx.t('peacefulNight'),
  );
  for (const n of s.newsQueue) lines.push(n.text);
  const words = s.unpublishedWords.slice();
  for (const w of words) lines.push(tx.t('lastWords', { name: w.actor, text: w.text }));
  tx.emit(
    ev('AnnouncementMade', {
      day,
      phase: 'day',
      text: lines.join('\n'),
      data: {
        kind: 'morning',
        outs: outs.map((c) => c.name),
        news: s.newsQueue.map((n) => n.data),
        lastWords: words.map((w) => ({ name: w.actor, text: w.text })),
      },
    }),
  );
  if (words.length) tx.emit(ev('LastWordsPublished', { actors: words.map((w) => w.actor) }));
}
