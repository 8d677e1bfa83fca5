import { ev } from '../events';
import { pick, shuffle } from '../rng';
import type { Character, GameState, PendingAction } from '../state';
import { checkEnd, expireStatuses, goOut, lapseRights, startPhase } from './flow';
import {
  checkSubmission,
  hasLost,
  legalTargets,
  roleOf,
  skillsOf,
  unusableReason,
  windowIndex,
} from './skills';
import type { Tx } from './tx';
import type { Kill, NightCtx, RulesetDef, SkillDef } from './types';

/**
 * The night: its windows (the text's deadline groups) close one after another, the same windows
 * every night whoever was dealt. When a window closes, its skills' missed deadlines take their
 * default (视为放弃, or a random draw), the rights due in it lapse, and its skills' feedback goes out,
 * computed over the actions of the windows closed so far (a later window sees earlier results).
 * When a window opens, skills that need earlier results (女巫 通灵) get them. When the last closes,
 * every action resolves in the ruleset's one order table and the kills settle in its settlement list.
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

function skillOfAction(
  s: GameState,
  rs: RulesetDef,
  a: PendingAction,
): { sk: SkillDef; actor: Character } | null {
  const actor = s.chars.find((c) => c.name === a.actor);
  if (!actor) return null;
  const sk = skillsOf(s, rs, actor).find((k) => k.id === a.skill);
  return sk ? { sk, actor } : null;
}

/** The actions that take effect, in the order table's order; only those due by window `maxWindow`. */
export function effectiveActions(
  s: GameState,
  rs: RulesetDef,
  maxWindow = Number.POSITIVE_INFINITY,
): { a: PendingAction; sk: SkillDef; actor: Character }[] {
  const out: { a: PendingAction; sk: SkillDef; actor: Character }[] = [];
  for (const a of s.actions) {
    if (a.pass) continue;
    const found = skillOfAction(s, rs, a);
    if (found?.sk.kind !== 'night') continue;
    if (windowIndex(rs, found.sk) > maxWindow) continue;
    const { sk, actor } = found;
    // 以下身份如未出局、未失去技能: a group skill stands while any member is in
    if (sk.group) {
      if (!s.chars.some((c) => c.alive && rs.roles[c.role]?.group === sk.group)) continue;
    } else if (!actor.alive || hasLost(actor, sk, rs)) continue;
    if (!sk.mandatory && actor.statuses.some((st) => rs.statuses[st.id]?.blocksSkills)) continue;
    if (sk.limit !== undefined && (actor.uses[sk.id] ?? 0) >= sk.limit) continue;
    if (a.targets.some((t) => !s.chars.find((c) => c.name === t && c.alive) && sk.targets.among === 'alive'))
      continue;
    out.push({ a, sk, actor });
  }
  return out.sort((x, y) => orderIndex(rs, x.sk.id) - orderIndex(rs, y.sk.id) || x.a.seq - y.a.seq);
}

/** A note of the night, with the window of the skill that wrote it (none: the settlement's). */
export interface NightNote {
  to: string;
  text: string;
  data: Record<string, unknown>;
  window?: number;
}

export function makeCtx(
  s: GameState,
  rs: RulesetDef,
  day: number,
): NightCtx & { notes: NightNote[]; writing: { window: number | undefined } } {
  const notes: NightNote[] = [];
  const kills: Kill[] = [];
  const writing: { window: number | undefined } = { window: undefined };
  return {
    state: s,
    day,
    ruleset: rs,
    kills,
    guards: new Map(),
    saves: new Map(),
    notes,
    writing,
    notify(to, text, data = {}) {
      notes.push(
        writing.window === undefined ? { to, text, data } : { to, text, data, window: writing.window },
      );
    },
    kill(k) {
      kills.push(k);
    },
    char(name) {
      const c = s.chars.find((x) => x.name === name);
      if (!c) throw new Error(`no character ${name}`);
      return c;
    },
  };
}

/**
 * Runs the pipeline over the night's actions, up to (not including) order index `upto`, over the
 * actions of skills due by window `maxWindow`. Skills the order table does not list run last.
 */
export function runPipeline(
  s: GameState,
  rs: RulesetDef,
  upto = Number.POSITIVE_INFINITY,
  maxWindow = Number.POSITIVE_INFINITY,
) {
  const ctx = makeCtx(s, rs, s.phase.day);
  const acted = [];
  for (const x of effectiveActions(s, rs, maxWindow)) {
    if (orderIndex(rs, x.sk.id) >= upto) break;
    ctx.writing.window = windowIndex(rs, x.sk);
    x.sk.resolve?.(ctx, x.a);
    acted.push(x);
  }
  ctx.writing.window = undefined;
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
    for (const sk of roleOf(tx.rs, c).skills) {
      if (!sk.reveal || sk.window !== win || hasLost(c, sk, tx.rs)) continue;
      const { ctx } = runPipeline(s, tx.rs, orderIndex(tx.rs, sk.id), s.phase.windowIndex - 1);
      const from = ctx.notes.length;
      sk.reveal(ctx, c);
      for (const n of ctx.notes.slice(from)) tx.notify(n.to, n.text, n.data);
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
  for (const c of tx.state.chars) {
    for (const sk of roleOf(rs, c).skills) {
      if (sk.kind !== 'night' || sk.onTimeout !== 'random' || windowIndex(rs, sk) !== idx) continue;
      const s = tx.state;
      if (!c.alive || unusableReason(s, rs, c, sk)) continue;
      const mine = (a: PendingAction) =>
        a.skill === sk.id && (sk.group ? a.group === sk.group : a.actor === c.name);
      if (s.actions.some(mine)) continue;
      const choices = sk.choices ?? [];
      const want = Math.min(sk.targets.max, Math.max(sk.targets.min, 1));
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

/** Feedback of the skills due in window `idx`, over the actions of the windows closed so far. */
function windowFeedback(tx: Tx, idx: number): void {
  const { ctx } = runPipeline(tx.state, tx.rs, Number.POSITIVE_INFINITY, idx);
  for (const n of ctx.notes) if (n.window === idx) tx.notify(n.to, n.text, n.data);
}

export function closeNightWindow(tx: Tx): void {
  const rs = tx.rs;
  const ph = tx.state.phase;
  const idx = ph.windowIndex;
  timeoutDefaults(tx, idx);
  if (ph.window) lapseRights(tx, 'window', ph.window);
  if (idx < rs.nightWindows.length - 1) {
    windowFeedback(tx, idx);
    startPhase(tx, 'night', ph.day, idx + 1);
    runReveals(tx);
    return;
  }
  const day = ph.day;
  lapseRights(tx, 'phaseEnd');
  lapseRights(tx, 'nextDayStart');

  const { ctx, acted } = runPipeline(tx.state, rs);
  tx.emit(
    ev('ActionsResolved', {
      day,
      phase: 'night',
      actions: acted.map((x) => ({ actor: x.a.actor, skill: x.a.skill, targets: x.a.targets })),
    }),
  );
  // 每次指杀依次结算: kills settle in the ruleset's settlement order
  const pos = (k: Kill) => {
    const i = rs.settlement.indexOf(k.source);
    return i < 0 ? rs.settlement.length : i;
  };
  const ordered = ctx.kills.map((k, i) => ({ k, i })).sort((x, y) => pos(x.k) - pos(y.k) || x.i - y.i);
  const dying: { name: string; cause: string }[] = [];
  for (const { k } of ordered) {
    if (dying.some((d) => d.name === k.target)) continue;
    const cause = rs.settle(ctx, k);
    if (cause) dying.push({ name: k.target, cause });
  }
  // feedback of the earlier windows went out when they closed
  for (const n of ctx.notes) if (n.window === undefined || n.window === idx) tx.notify(n.to, n.text, n.data);
  tx.rightsPhase = { kind: 'day', day: day + 1 };
  for (const d of dying) goOut(tx, d.name, d.cause);
  expireStatuses(tx, 'nightEnd', day);
  morning(tx, day + 1);
  if (checkEnd(tx)) return;
  startPhase(tx, 'day', day + 1, 0);
  expireStatuses(tx, 'dayStart', day + 1);
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
