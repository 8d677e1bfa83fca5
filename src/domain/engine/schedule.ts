import { dayCloses, effectiveRules, type TimeRules } from '../calendar';
import type { GameState } from '../state';
import { MINUTE, zoneOffsetMinutes } from '../time';
import type { NightWindow, RulesetDef } from './types';

/** The time rules this game runs on: the ruleset's, with the director's overrides. */
export function rulesOf(s: GameState, rs: RulesetDef): TimeRules {
  return effectiveRules(rs.time, s.schedule.hours ?? {}, s.schedule.fixed !== null);
}

/**
 * When a window opened at `openedAt` closes. `schedule.fixed` makes every day `daySeconds` long
 * and every night window `nightSeconds` (each window from its own opening, so a night of k windows
 * lasts k × nightSeconds). Otherwise the ruleset's calendar decides the day, and a night window
 * closes its minutes after 关门 (the night's first opening), moved by the phase's extensions and
 * pauses; a window that opens late (the object was down, a sweep caught up) still gets its own
 * span, the minutes between its deadline and the one before. A `feedback` window closes its minutes
 * after it opened (镜: 导演反馈夜间行动十分钟后).
 */
export function closesAt(
  s: GameState,
  rs: RulesetDef,
  kind: 'day' | 'night',
  day: number,
  windowIndex: number,
  openedAt: number,
  round = 0,
): number {
  const fixed = s.schedule.fixed;
  if (fixed) return openedAt + (kind === 'day' ? fixed.daySeconds : fixed.nightSeconds) * 1000;
  if (kind === 'day') {
    const r = rulesOf(s, rs);
    // the extra daytime's first round (121 太阳: 此游戏日只有现实一天)
    const extra = round === 0 ? extraDayLength(s, rs, day) : null;
    return dayCloses(
      extra ? { ...r, days: extra, weekendExtends: false } : r,
      openedAt,
      s.schedule.timezone,
      day === 1,
    );
  }
  const ws = rs.nightWindows;
  const w = ws[windowIndex];
  if (!w) return openedAt;
  const minutes = windowMinutes(s, ws, windowIndex);
  if (w.from === 'feedback') return openedAt + minutes * MINUTE;
  let prev = 0;
  for (let i = windowIndex - 1; i >= 0; i--)
    if (ws[i]?.from === 'close') {
      prev = windowMinutes(s, ws, i);
      break;
    }
  const first = windowIndex === 0;
  const anchor = first ? openedAt : (s.phase.anchor ?? openedAt);
  const shift = first ? 0 : s.phase.shift;
  return Math.max(anchor + minutes * MINUTE + shift, openedAt + (minutes - prev) * MINUTE);
}

/**
 * When the day window `idx` (RulesetDef.dayWindows) of a day opened at `anchor` closes: its minutes after the day opened
 * (a fixed schedule: `nightSeconds` for each window up to it), never after the day's own close.
 */
export function dayWindowCloses(
  s: GameState,
  rs: RulesetDef,
  day: number,
  idx: number,
  anchor: number,
): number {
  const w = rs.dayWindows?.[idx];
  const calendar = closesAt(s, rs, 'day', day, 0, anchor);
  if (!w) return calendar;
  const fixed = s.schedule.fixed;
  const at = fixed ? anchor + fixed.nightSeconds * 1000 * (idx + 1) : anchor + w.minutes * MINUTE;
  return Math.min(at, calendar);
}

/** A night window's minutes: the ruleset's table, or the director's `schedule.nightMinutes`. */
function windowMinutes(s: GameState, ws: NightWindow[], i: number): number {
  const w = ws[i];
  return w ? (s.schedule.hours?.nightMinutes?.[w.id] ?? w.minutes) : 0;
}

/**
 * The open window's close as it stands at `now`: while the clock is paused the deadline moves
 * on with the time (it will be that much later once resumed).
 */
export function liveClose(s: GameState, now: number): number | null {
  const c = s.phase.closesAt;
  if (c === null) return null;
  return s.clock.pausedAt === null ? c : c + Math.max(0, now - s.clock.pausedAt);
}

/** The deadline an alarm must be set at: the open window's close, none while paused or not running. */
export function nextDeadline(s: GameState): number | null {
  return s.status === 'running' && s.clock.pausedAt === null ? s.phase.closesAt : null;
}

export function offsetOf(s: GameState, at: number): number {
  return zoneOffsetMinutes(s.schedule.timezone, at);
}

/**
 * The natural days of the extra daytime due before day `day` (the ruleset's `extraDay`: a character holding its status
 * with `data.day` = that day), or null.
 */
export function extraDayLength(s: GameState, rs: RulesetDef, day: number): number | null {
  const x = rs.extraDay;
  if (!x || day < 1) return null;
  return s.chars.some((c) => c.statuses.some((st) => st.id === x.status && st.data?.day === day))
    ? x.days
    : null;
}
