import { ev } from '../../events';
import { pick, shuffle } from '../../rng';
import type { PendingAction } from '../../state';
import { missedDeadlineYellows } from '../cards';
import { blockedBy, skillIndex } from '../effects';
import { announceDusk, checkEnd, expireStatuses, isDuskWindow, lapseRights, startPhase } from '../flow';
import {
  checkSubmission,
  forcedByOthers,
  hasLost,
  lastNightWindow,
  legalTargets,
  settleIndex,
  skillsOf,
  targetSpec,
  unusableReason,
  windowIndex,
} from '../skills';
import type { Tx } from '../tx';
import type { RulesetDef } from '../types';
import { emitNote } from './context';
import { orderOf } from './pipeline';
import { morning, resolveDawn, resolveNight } from './settlement';
import { simulate } from './simulation';

/** The windows in which some skill of the ruleset learns something when the window opens (通灵). */
function revealedIn(rs: RulesetDef): Set<string> {
  let w = revealWindows.get(rs);
  if (!w) {
    w = new Set();
    for (const sk of skillIndex(rs).values())
      if (sk.hooks?.reveal && sk.timing?.window) w.add(sk.timing?.window);
    revealWindows.set(rs, w);
  }
  return w;
}
const revealWindows = new WeakMap<RulesetDef, Set<string>>();

/**
 * When a window opens, passive skills due in it learn what they need (通灵), from the actions of
 * the windows already closed.
 */
export function runReveals(tx: Tx): void {
  const s = tx.state;
  const win = s.phase.window;
  if (!win || !revealedIn(tx.rs).has(win)) return;
  for (const c of s.chars) {
    if (!c.alive) continue;
    for (const sk of skillsOf(s, tx.rs, c)) {
      if (!sk.hooks?.reveal || sk.timing?.window !== win || hasLost(c, sk, tx.rs)) continue;
      const { ctx } = simulate(tx, s.phase.windowIndex - 1, orderOf(tx.rs, sk));
      const from = ctx.notes.length;
      sk.hooks?.reveal(ctx, c);
      for (const n of ctx.notes.slice(from)) if (n.to) tx.notify(n.to, n.text, n.data);
    }
  }
}

/** The windows in which some skill of the ruleset is drawn at random when missed (onTimeout: 'random'). */
function drawnOnTimeout(rs: RulesetDef): Set<number> {
  let w = timeoutWindows.get(rs);
  if (!w) {
    w = new Set();
    for (const sk of skillIndex(rs).values())
      if (sk.kind === 'night' && sk.force?.onTimeout === 'random') w.add(windowIndex(rs, sk));
    timeoutWindows.set(rs, w);
  }
  return w;
}
const timeoutWindows = new WeakMap<RulesetDef, Set<number>>();

/**
 * A deadline passed: skills due in window `idx` that were neither used nor declined and say
 * `onTimeout: 'random'` (摄梦人 将随机摄人) get drawn targets, the draw an event; the rest are
 * forfeited (视为放弃) by doing nothing.
 */
function timeoutDefaults(tx: Tx, idx: number): void {
  const rs = tx.rs;
  // a status forcing others' skills (211 未明之雾) may make any skill of this window drawn
  const forcing = tx.state.chars.some((h) =>
    h.statuses.some((st) => rs.statuses[st.id]?.blocks?.forcesOthers),
  );
  if (!forcing && !drawnOnTimeout(rs).has(idx)) return;
  // tonight's statuses before the skill's turn (怀孕 from 黄昏, a freeze): a skill they block is not drawn for
  for (const c of tx.state.chars) {
    for (const sk of skillsOf(tx.state, rs, c)) {
      if (sk.kind !== 'night' || windowIndex(rs, sk) !== idx) continue;
      const s = tx.state;
      const forced = forcing && forcedByOthers(s, rs, c, sk);
      if (sk.force?.onTimeout !== 'random' && !forced) continue;
      if (!c.alive || unusableReason(s, rs, c, sk)) continue;
      const tonight = simulate(tx, idx, orderOf(rs, sk)).ctx;
      if (blockedBy(rs, tonight.statuses(c.name), sk)) continue;
      const mine = (a: PendingAction) =>
        a.skill === sk.id && (sk.group ? a.group === sk.group : a.actor === c.name);
      const had = s.actions.find(mine);
      // forced: a pass made before, or a choice that no longer holds (a target the force now refuses), is drawn again
      if (had && !(forced && (had.pass || !checkSubmission(s, rs, c, sk, had.targets, had.choice).ok)))
        continue;
      const choices = (sk.choose?.choicesFor ? sk.choose?.choicesFor(s, c, rs) : sk.choose?.choices) ?? [];
      const spec = targetSpec(s, c, sk);
      const want = Math.min(spec.max, Math.max(spec.min, 1));
      const legal = legalTargets(s, rs, c, sk)
        .map((t) => t.name)
        // one target: the full check of that submission; several (铁柱 票台, 211 天狗吞月): the legal ones, each rule already applied
        .filter((t) => want !== 1 || checkSubmission(s, rs, c, sk, [t], choices[0] ?? null).ok);
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
  const { ctx } = simulate(tx, idx);
  const end = idx === endIndex(tx.rs);
  for (const n of ctx.notes) if (n.window === idx || (end && n.window === undefined)) emitNote(tx, n);
}

/** The night's next window opens: the ruleset's own step (onWindowOpens), then what its skills need (reveals). */
function openNextWindow(tx: Tx, day: number, idx: number, round: number): void {
  startPhase(tx, 'night', day, idx, round);
  const opened = tx.state.phase.window;
  if (opened) tx.rs.onWindowOpens?.(tx, opened);
  runReveals(tx);
}

export function closeNightWindow(tx: Tx): void {
  const rs = tx.rs;
  const ph = tx.state.phase;
  const idx = ph.windowIndex;
  const round = ph.round ?? 0;
  const last = lastNightWindow(tx.state, rs);
  const rounds = rs.nightRounds;
  missedDeadlineYellows(tx);
  timeoutDefaults(tx, idx);
  const lapsed = ph.window ? lapseRights(tx, 'window', ph.window) : 0;
  // a lapse that put someone out may have ended the game (tieba 贵族: the held vote-out carried out); a right the judge
  // waited for (pku 投票+猎人开枪结束) lapsing lets it judge now
  if (tx.state.status !== 'running' || (lapsed && checkEnd(tx, 'now'))) return;
  if (idx < settleIndex(rs)) {
    // 黄昏 ends (211 l.155, 行动顺序总集 黄昏1 公告出局名单和警长情况 before 皇帝 临幸): its outs' 公示
    if (round === 0 && isDuskWindow(rs, idx) && !isDuskWindow(rs, idx + 1) && 'duskOuts' in rs.t)
      announceDusk(tx);
    windowFeedback(tx, idx);
    if (phaseEnds(rs, idx) && checkEnd(tx, 'phaseEnd')) return;
    openNextWindow(tx, ph.day, idx + 1, round);
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
  if (rounds && ph.window === rounds.window) {
    // a round after the night's settlement (RulesetDef.nightRounds, tieba 轮次决胜): judged as it closes, another while due
    rounds.close(tx);
    if (tx.state.status !== 'running') return;
    if (rounds.due(tx.state)) {
      openNextWindow(tx, day, idx, round + 1);
      return;
    }
  } else if (idx === settleIndex(rs)) {
    resolveNight(tx, endIndex(rs) < idx);
    if (checkEndNow(tx)) return;
  } else if (idx > settleIndex(rs)) {
    // a slot after the settlement (211 晨曦): its own skills resolve as it closes
    if (resolveDawn(tx) && checkEndNow(tx)) return;
  }
  // 211 嫦娥 长夜漫漫: the round ends at its last window; another round of the same night follows
  const extra = rs.extraRound;
  if (extra && ph.window === extra.to && extraRoundsDue(tx) > round) {
    roundOuts(tx, day);
    // the round's 晨曦 is over: judged as a phase's end (211 l.970) before the next round's 早夜 opens
    if (rs.winTiming === 'phaseEnd' && checkEnd(tx, 'phaseEnd')) return;
    expireStatuses(tx, 'nightEnd', day);
    const from = rs.nightWindows.findIndex((w) => w.id === extra.from);
    startPhase(tx, 'night', day, from, round + 1);
    extra.onStart?.(tx);
    runReveals(tx);
    return;
  }
  if (idx < last) {
    openNextWindow(tx, day, idx + 1, round);
    return;
  }
  // the rounds' window opens after the settlement only when one is due (its first round: phase.round 1)
  if (rounds && rs.nightWindows[idx + 1]?.id === rounds.window && rounds.due(tx.state)) {
    openNextWindow(tx, day, idx + 1, 1);
    return;
  }
  expireStatuses(tx, 'nightEnd', day);
  tx.rs.atDawn?.(tx, day);
  morning(tx, day + 1);
  if (checkEnd(tx, 'phaseEnd')) return;
  startPhase(tx, 'day', day + 1, 0);
  expireStatuses(tx, 'dayStart', day + 1);
  // a status ending now may put its holder out (outWhenEnds: 破伤风)
  checkEnd(tx, 'phaseEnd');
}

/**
 * Where the end is judged by phases (RulesetDef.winTiming, 211 l.970), a daytime window followed by a night one closes a
 * phase: 211's 黄昏1 (黄昏——投票结束后到正式天黑前; the vote's out and 黄昏's 即时插入结算 are judged together here).
 */
function phaseEnds(rs: RulesetDef, idx: number): boolean {
  const w = rs.nightWindows[idx];
  const next = rs.nightWindows[idx + 1];
  return rs.winTiming === 'phaseEnd' && w?.daytime === true && next !== undefined && next.daytime !== true;
}

/** The end is judged after the night's settlement only where a settlement comes before the last window. */
function checkEndNow(tx: Tx): boolean {
  if (tx.state.status !== 'running') return true;
  if (settleIndex(tx.rs) === tx.rs.nightWindows.length - 1) return false;
  return checkEnd(tx, 'phaseEnd');
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
    .filter((c) => !c.alive && c.outDay === day && c.outPhase === 'night' && !c.outDusk)
    .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0));
  tx.announce(
    outs.length ? tx.t('roundOuts', { names: outs.map((c) => c.name).join('、') }) : tx.t('roundPeaceful'),
    { kind: 'round', outs: outs.map((c) => c.name), round: tx.state.phase.round ?? 0 },
  );
}
