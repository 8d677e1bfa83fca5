import { pick, shuffle } from '../../rng';
import type { GameState, Status } from '../../state';
import { endFor, markGiven, statusesOf, toldOf, untilOf, untilWords, wardsOff } from '../effects';
import type { Tx } from '../tx';
import type { NightCtx, RedirectRule, RulesetDef, StatusOpts } from '../types';

/** No status tonight: shared, never written to. */
const none: readonly Status[] = Object.freeze([]);

/**
 * The night's context (`NightCtx`): what one run of the pipeline collects — kills, guards and saves,
 * tonight's statuses (pending until the night resolves), redirections for later actions, notes for
 * the windows' feedback, changes for the night's end — and the seeded draws it reads.
 */

/** A note of the night, with the window of the skill that wrote it (none: the night's end). */
export interface NightNote {
  to: string | null;
  text: string;
  data: Record<string, unknown>;
  window?: number;
  /** a change made when the window closes (ctx.now) */
  run?: (tx: Tx) => void;
}

export interface Pending {
  target: string;
  id: string;
  source: string | null;
  until: Status['until'];
  data?: Record<string, unknown>;
  after: boolean;
  /** the holder was told (`toldOf` as the skill applied it): written with the status */
  told: boolean;
  /** the step of tonight's resolution that gave it (the index of its action in the run; -1: the night's set-up) */
  step: number;
}

export interface Ctx extends NightCtx {
  notes: NightNote[];
  /** what the run is writing now: the window of the skill acting, and its step (index in the run's record) */
  writing: { window: number | undefined; step: number };
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
export type Drawer = <T>(key: string, among: T[], mode?: 'pick' | 'shuffle') => T | T[] | undefined;

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

export const text = (rs: RulesetDef, key: string, p: Record<string, string | number> = {}) => {
  const tpl = rs.t[key];
  if (!tpl) throw new Error(`missing template ${key}`);
  return tpl(p);
};

export function makeCtx(s: GameState, rs: RulesetDef, draw: Drawer = () => undefined): Ctx {
  const notes: NightNote[] = [];
  const writing: { window: number | undefined; step: number } = { window: undefined, step: -1 };
  const pending: Pending[] = [];
  const absorbed: { name: string; st: Status }[] = [];
  const tonight = (name: string): readonly Status[] => {
    let out: Status[] | undefined;
    for (const p of pending)
      if (p.target === name && !p.after) {
        out ??= [];
        out.push({ id: p.id, source: p.source, until: p.until, ...(p.data ? { data: p.data } : {}) });
      }
    return out ?? none;
  };
  // a character's statuses, asked many times a run (blocks, immunity, protections): kept until the state changes (an
  // event: a draw, or the settlement's writes); a status given or cured tonight forgets its target's only
  const seen = new Map<string, readonly Status[]>();
  const seenAt = { seq: s.lastSeq, pending: 0, cured: 0 };
  let cured = 0;
  // a status given or cured tonight changes its target's statuses only (statusesOf reads the character's own, tonight's
  // and its role's): that entry goes, the others stay; a change made past these methods clears them all (above)
  const sync = () => {
    if (seenAt.seq !== s.lastSeq || seenAt.pending !== pending.length || seenAt.cured !== cured) {
      seen.clear();
      seenAt.seq = s.lastSeq;
      seenAt.pending = pending.length;
      seenAt.cured = cured;
    }
  };
  // called after a change these methods made, the cache in step with what came before it (sync)
  const forget = (name: string) => {
    seen.delete(name);
    seenAt.pending = pending.length;
    seenAt.cured = cured;
  };
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
    currentSkill: null,
    cure(target, except, only) {
      sync();
      let n = 0;
      for (let i = pending.length - 1; i >= 0; i--) {
        const p = pending[i] as Pending;
        if (p.target === target && p.source !== except && !p.after && (only === undefined || p.id === only)) {
          pending.splice(i, 1);
          cured++;
          n++;
        }
      }
      if (n && only !== undefined)
        for (let i = notes.length - 1; i >= 0; i--) {
          const note = notes[i] as NightNote;
          if (note.to === target && note.data.kind === 'status' && note.data.status === only)
            notes.splice(i, 1);
        }
      if (n) forget(target);
      return n;
    },
    statuses(name) {
      sync();
      const had = seen.get(name);
      if (had) return had;
      const c = s.chars.find((x) => x.name === name);
      const sts = c ? statusesOf(s, rs, c, tonight(name)) : [];
      seen.set(name, sts);
      return sts;
    },
    absorb(name) {
      // 会优先消耗掉时限较短的[守护]状态以抵消
      const all = ctx
        .statuses(name)
        .filter((st) => {
          const def = rs.statuses[st.id];
          if (!def?.protection?.absorbs) return false;
          const used = absorbed.filter((x) => x.st === st).length;
          return used < Number(st.data?.n ?? def.protection?.absorbs);
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
        o.at !== undefined ? o.at : untilOf(s.phase, o.until === undefined ? def?.lifetime?.until : o.until),
      );
      sync();
      const told = toldOf(s, rs, target, def);
      // l.81: a <强制> action's statuses carry its user (whose skill it is)
      const cur = ctx.current;
      const data = markGiven(
        rs,
        o.data,
        o.by !== undefined
          ? o.by
          : cur && ctx.currentSkill
            ? { skill: ctx.currentSkill, user: cur.as }
            : null,
      );
      pending.push({
        target,
        id,
        source: o.source ?? null,
        until,
        ...(data ? { data } : {}),
        after: o.after ?? false,
        told,
        step: writing.step,
      });
      forget(target);
      if (told && def)
        ctx.notify(target, text(rs, 'statusGained', { status: def.name, until: untilWords(rs, until) }), {
          kind: 'status',
          status: id,
          until,
        });
    },
    redirect(r) {
      ctx.rules.push(r);
    },
    knownAs(viewer, target) {
      const swap = ctx.rules.find(
        (r) => typeof r.to === 'string' && !r.share && !r.applies && r.to === target && r.owner !== viewer,
      );
      return swap ? swap.from : target;
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

export function emitNote(tx: Tx, n: NightNote): void {
  if (n.run) n.run(tx);
  else if (n.to) tx.notify(n.to, n.text, n.data);
  else tx.announce(n.text, n.data);
}
