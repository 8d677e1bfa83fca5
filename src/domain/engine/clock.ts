import {
  acceleratedClose,
  dayOpens,
  delayedClose,
  formatHM,
  formatLocal,
  localHM,
  noonWindow,
  speedCutoff,
  speedGranted,
  speedNeeded,
} from '../calendar';
import { own } from '../dict';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import type { GameState, SpeedRequest } from '../state';
import { liveClose, rulesOf } from './schedule';
import type { Tx } from './tx';
import type { RulesetDef } from './types';

/**
 * The day's clock beyond its calendar: 加速 / 延时 (121 讨论日长短: 未出局角色可在进程帖中申请加速或延时。当日申请人数在
 * 讨论日结束三个小时前…大于等于存活人数的一半，即判定加速或延迟成功。执行加速时，所有人不可改票… 延迟成功时，不再视为
 * "执行加速"状态; tieba: 若过半数的玩家…申请加速…A日晚上21：30关贴), and the director's pause and resume.
 */

/** How many living characters stand by each request today, and how many are needed. */
export function speedCounts(tx: Pick<Tx, 'state' | 'rs'>) {
  const s = tx.state;
  const living = s.chars.filter((c) => c.alive);
  const count = (r: SpeedRequest) => living.filter((c) => own(s.speed.requests, c.name) === r).length;
  return {
    加速: count('加速'),
    延时: count('延时'),
    living: living.length,
    needed: speedNeeded(rulesOf(s, tx.rs).speed, living.length),
  };
}

/**
 * 加速/延时 only in the day's own window: not in a PK, a 竞选 round, nor a window the day opens with (pku 警情后: 加速则另行通知
 * after it) — the refusal says which.
 */
export function speedWindowRefusal(s: GameState, rs: RulesetDef): DomainError | null {
  if (s.phase.kind === 'day' && s.phase.window === 'day') return null;
  const opening = s.phase.kind === 'day' && rs.dayWindows?.some((w) => w.id === s.phase.window);
  if (opening) return err('WRONG_PHASE', `加速、延时须在${s.phase.window}时段结束、讨论日正式开始后提出`);
  return err('WRONG_PHASE', '加速、延时只适用于讨论日，不适用于PK或竞选时段');
}

/** A living character's request; granted at once when the requests reach the threshold in time. */
export function requestSpeed(tx: Tx, actor: string, request: SpeedRequest): DomainError | null {
  const s = tx.state;
  const rules = rulesOf(s, tx.rs);
  if (s.phase.kind !== 'day') return err('WRONG_PHASE', '加速、延时只能在讨论日申请');
  const c = s.chars.find((x) => x.name === actor);
  if (!c) return err('UNKNOWN_PLAYER', `没有名为“${quote(actor)}”的角色`);
  if (!c.alive) return err('NOT_ALIVE', `${c.name} 已出局：只有未出局角色可以申请`);
  if (request === '延时' && !rules.speed.delay)
    return err('SPEED_NOT_OFFERED', '本规则没有延时（导演可以延长讨论日）');
  const closes = liveClose(s, tx.now);
  if (closes === null) return err('NO_WINDOW_OPEN', '当前没有进行中的时段');
  const cutoff = speedCutoff(rules, closes);
  if (tx.now >= cutoff)
    return err('SPEED_CUTOFF_PASSED', `申请已截止（截止时间 ${formatLocal(cutoff, s.schedule.timezone)}）`, {
      cutoff,
    });
  tx.emit(ev('SpeedRequested', { actor: c.name, request, day: s.phase.day }));
  const counts = speedCounts(tx);
  if (tx.state.speed.granted.includes(request)) return null;
  if (request === '加速' && tx.state.speed.accelerated) return null;
  if (speedGranted(rules.speed, counts[request], counts.living)) grantSpeed(tx, request, 'requests', null);
  return null;
}

/** The day's new close under 加速 or 延时, from the rules and the close it has now. */
function newClose(tx: Tx, request: SpeedRequest, closes: number): number {
  const s = tx.state;
  const rules = rulesOf(s, tx.rs);
  const fixed = s.schedule.fixed;
  if (request === '加速')
    // schedule.fixed has no 关门 hour: the day closes once the cut-off has passed (at once with none)
    return fixed
      ? Math.min(closes, tx.now + rules.speed.cutoffMinutes * 60_000)
      : acceleratedClose(rules, tx.now, closes, s.schedule.timezone);
  // 延时 after 加速 brings the calendar's close back; otherwise the day lasts a day longer
  if (s.speed.accelerated && s.speed.calendarClose !== null) return Math.max(s.speed.calendarClose, tx.now);
  return fixed ? closes + fixed.daySeconds * 1000 : delayedClose(closes, s.schedule.timezone);
}

/** 加速 or 延时 takes effect: the close moves, and the thread is told. */
export function grantSpeed(
  tx: Tx,
  request: SpeedRequest,
  by: 'requests' | 'director',
  reason: string | null,
) {
  const s = tx.state;
  const previous = s.phase.closesAt ?? tx.now;
  const wasAccelerated = s.speed.accelerated;
  const closesAt = newClose(tx, request, previous);
  tx.emit(ev('SpeedGranted', { request, day: s.phase.day, by, previous, closesAt }));
  const counts = speedCounts(tx);
  const close = formatLocal(closesAt, s.schedule.timezone);
  const key =
    request === '加速'
      ? rulesOf(s, tx.rs).speed.voidChanges
        ? 'speedUpVoid'
        : 'speedUp'
      : wasAccelerated
        ? 'delayEndsSpeedUp'
        : 'delay';
  const head =
    by === 'director'
      ? tx.t('speedByDirector', { request, reason: reason ?? '' })
      : tx.t('speedByRequests', { request, count: counts[request], living: counts.living });
  tx.announce(tx.t(key, { head, close }), {
    kind: 'speed',
    request,
    by,
    closesAt,
    requests: counts[request],
    living: counts.living,
  });
}

/** The director stops the clock: no deadline closes until resumed. */
export function pauseClock(tx: Tx, reason: string): DomainError | null {
  const s = tx.state;
  if (s.clock.pausedAt !== null) return err('RULING_NOT_APPLICABLE', '计时已经暂停');
  if (s.phase.closesAt === null) return err('NO_WINDOW_OPEN', '当前没有进行中的时段');
  tx.emit(ev('RulingMade', { kind: 'pause', reason, detail: { closesAt: s.phase.closesAt } }));
  tx.emit(ev('ClockPaused', { at: tx.now, reason }));
  tx.announce(tx.t('clockPaused', { reason }), { kind: 'clock', paused: true });
  return null;
}

/** The director restarts the clock: the open deadline (and the rest of the night) moves by the pause. */
export function resumeClock(tx: Tx, reason: string): DomainError | null {
  const s = tx.state;
  const since = s.clock.pausedAt;
  if (since === null) return err('RULING_NOT_APPLICABLE', '计时没有暂停');
  const pausedMs = Math.max(0, tx.now - since);
  const closesAt = s.phase.closesAt === null ? null : s.phase.closesAt + pausedMs;
  tx.emit(ev('RulingMade', { kind: 'resume', reason, detail: { pausedMs } }));
  tx.emit(ev('ClockResumed', { at: tx.now, reason, pausedMs, closesAt }));
  tx.announce(
    tx.t('clockResumed', {
      reason,
      close: closesAt === null ? '—' : formatLocal(closesAt, s.schedule.timezone),
    }),
    { kind: 'clock', paused: false, closesAt },
  );
  return null;
}

/**
 * [211] 正午——讨论日，正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动: why a 正午 skill is refused at
 * `now` (the command's time, in the game's zone), or null. The ruleset's `time.noon` gives the hours; a game on
 * `schedule.fixed` (trial games) has no wall-clock hours, so no 正午 limit either (as the minute locks before 关门).
 * 9:00 is inside, the end is not (20:59 is the last minute on a non-closing day before 21:00).
 */
export function outsideNoon(s: GameState, rs: RulesetDef, now: number): DomainError | null {
  if (s.schedule.fixed || s.phase.kind !== 'day') return null;
  const closes = liveClose(s, now);
  if (closes === null) return null;
  const tz = s.schedule.timezone;
  const w = noonWindow(rulesOf(s, rs), now, closes, tz);
  if (!w || (now >= w.from && now < w.to)) return null;
  return err(
    'OUTSIDE_NOON',
    `正午类技能只能在 ${formatHM(localHM(w.from, tz))}–${formatHM(localHM(w.to, tz))} 发动（现在是 ${formatLocal(now, tz)}）`,
    { from: w.from, to: w.to },
  );
}

/**
 * tieba 讨论日长短 / 投票规则: 一般是A日上午9：30开贴… 投票贴与讨论日一同开门 — why a vote at `at` is refused because the
 * day's thread has not opened yet (the night ended before 9:30: the day is open, its thread is not), or null. The
 * ruleset's `time.open` gives the hour (the director's `openAt` overrides it); a ruleset without one opens its thread
 * when the night ends, and the first day opens at the start (第一个讨论日 from the start date). A game on
 * `schedule.fixed` has no wall-clock hours, so no opening either (as 正午 and the locks before 关门).
 */
export function threadNotOpen(s: GameState, rs: RulesetDef, at: number): DomainError | null {
  const ph = s.phase;
  if (s.schedule.fixed || ph.kind !== 'day' || ph.window !== 'day' || ph.openedAt === null) return null;
  const tz = s.schedule.timezone;
  const opens = dayOpens(rulesOf(s, rs), ph.openedAt, tz, ph.day === 1);
  if (at >= opens) return null;
  return err(
    'THREAD_NOT_OPEN',
    `投票贴尚未开门：投票贴与讨论日一同开门，第${ph.day}天的讨论贴于${formatLocal(opens, tz)}开贴，开贴后再投票（现在是${formatLocal(at, tz)}）`,
    { opensAt: opens },
  );
}
