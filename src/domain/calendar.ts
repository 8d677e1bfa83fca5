import type { Temporal } from 'temporal-polyfill';
import { MINUTE, zoned } from './time';

/**
 * The time rules of a ruleset, as data, and the pure calendar arithmetic over them: when a
 * discussion day opens and closes in the game's time zone, what 加速 and 延时 do to the close,
 * until when votes may change and proxies be entered. No clock: every instant is an argument.
 */

/** A wall-clock time of day in the game's zone. */
export interface HM {
  hour: number;
  minute: number;
}

export interface SpeedRules {
  /** requests needed: 大于等于存活人数的一半 (121) or 过半数 (tieba) */
  threshold: 'atLeastHalf' | 'moreThanHalf';
  /** requests count until this many minutes before 关门 (121: 三个小时前) */
  cutoffMinutes: number;
  /** 延时 may be asked too (121); tieba knows only 加速 */
  delay: boolean;
  /** 执行加速时，所有人不可改票 (121) */
  noChanges: boolean;
  /** 进程加速后不允许改票，所有改票作废 (tieba): the first votes count */
  voidChanges: boolean;
}

export interface VoteTimeRules {
  /** 关门前一小时不允许改票 */
  changeLockMinutes: number;
  /** 代投 closes this many minutes before 关门 (121: an hour; tieba: 法官代投时限为关门前半小时) */
  proxyLockMinutes: number;
}

export interface TimeRules {
  /** 关门: the wall-clock time a discussion day closes */
  close: HM;
  /** 开门: when the thread opens (tieba 9:30 on day A); null: the day opens when the night ends */
  open: HM | null;
  /** natural days a discussion day runs through (121: 一般讨论日持续两天; tieba: A and A+1) */
  days: number;
  /** 每逢周末时讨论日延长一天 */
  weekendExtends: boolean;
  /** the first discussion day, when it has its own rule (tieba: 强制为A+1日…关贴，无论是否周末) */
  firstDay: { fromStartDate: boolean; weekendExtends: boolean } | null;
  speed: SpeedRules;
  votes: VoteTimeRules;
  /** [211] 正午: day skills only between these times (the end is earlier on a closing day) */
  noon: { from: HM; to: HM; toOnClosingDay: HM } | null;
}

/** A director's per-game changes to the hours (the contract's optional `schedule` fields). */
export interface HoursOverride {
  /** "HH:MM" */
  closeAt?: string;
  /** "HH:MM" */
  openAt?: string;
  dayLength?: number;
  weekendExtends?: boolean;
  /** window id → minutes after 关门 (or after the feedback that opens it) */
  nightMinutes?: Record<string, number>;
  changeLockMinutes?: number;
  proxyLockMinutes?: number;
  speedCutoffMinutes?: number;
}

const HM_RE = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export function parseHM(s: string): HM | null {
  const m = HM_RE.exec(s.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

export const formatHM = (t: HM): string =>
  `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

/**
 * The rules a game runs on: the ruleset's, with the director's overrides. A game on
 * `schedule.fixed` (trial games, tests) has no wall-clock hours, so the minute rules stated
 * before 关门 (change and proxy locks, the 加速 cut-off) are off unless the director sets them.
 */
export function effectiveRules(r: TimeRules, o: HoursOverride, fixed: boolean): TimeRules {
  const close = o.closeAt ? parseHM(o.closeAt) : null;
  const open = o.openAt ? parseHM(o.openAt) : null;
  return {
    ...r,
    close: close ?? r.close,
    open: open ?? r.open,
    days: o.dayLength ?? r.days,
    weekendExtends: o.weekendExtends ?? r.weekendExtends,
    firstDay:
      r.firstDay && o.weekendExtends === false ? { ...r.firstDay, weekendExtends: false } : r.firstDay,
    speed: {
      ...r.speed,
      cutoffMinutes: o.speedCutoffMinutes ?? (fixed ? 0 : r.speed.cutoffMinutes),
    },
    votes: {
      changeLockMinutes: o.changeLockMinutes ?? (fixed ? 0 : r.votes.changeLockMinutes),
      proxyLockMinutes: o.proxyLockMinutes ?? (fixed ? 0 : r.votes.proxyLockMinutes),
    },
  };
}

// ---- dates in a zone ------------------------------------------------------------------------

type LocalDate = Temporal.PlainDate;

/** The local date of an instant. */
function localDate(ms: number, tz: string): LocalDate {
  return zoned(ms, tz).toPlainDate();
}

/** The local wall-clock time of an instant. */
export function localHM(ms: number, tz: string): HM {
  const z = zoned(ms, tz);
  return { hour: z.hour, minute: z.minute };
}

/**
 * The instant of a local date and time in a zone, at the zone's offset on that date (daylight saving
 * included). A time the zone skips or repeats that night resolves as Temporal's `compatible` does (the
 * later instant in a gap, the earlier in an overlap); no ruleset's hours fall in one.
 */
function atLocal(date: LocalDate, t: HM, tz: string): number {
  return date.toZonedDateTime({ timeZone: tz, plainTime: { hour: t.hour, minute: t.minute } })
    .epochMilliseconds;
}

/** Saturday or Sunday. */
const isWeekend = (date: LocalDate): boolean => date.dayOfWeek >= 6;

// ---- the discussion day ----------------------------------------------------------------------

/** The first natural day of a discussion day that starts at `openedAt` (the night's end, or the game's start). */
function firstNaturalDay(r: TimeRules, openedAt: number, tz: string, first: boolean): LocalDate {
  const d = localDate(openedAt, tz);
  if (first && r.firstDay?.fromStartDate) return d;
  if (r.open && atLocal(d, r.open, tz) >= openedAt) return d;
  return d.add({ days: 1 });
}

/**
 * 关门 of the discussion day that starts at `openedAt`: the close time on the last of its
 * `days` natural days, one day later when those days meet a Saturday or Sunday.
 */
export function dayCloses(r: TimeRules, openedAt: number, tz: string, first = false): number {
  const a = firstNaturalDay(r, openedAt, tz, first);
  const natural = Array.from({ length: r.days }, (_, i) => a.add({ days: i }));
  const weekend = first && r.firstDay ? r.firstDay.weekendExtends : r.weekendExtends;
  const extended = weekend && natural.some(isWeekend);
  return atLocal(a.add({ days: r.days - 1 + (extended ? 1 : 0) }), r.close, tz);
}

/** 开门: when the thread of the day that starts at `openedAt` opens (tieba 9:30 on day A). */
export function dayOpens(r: TimeRules, openedAt: number, tz: string, first = false): number {
  if (!r.open || (first && r.firstDay?.fromStartDate)) return openedAt;
  return atLocal(firstNaturalDay(r, openedAt, tz, first), r.open, tz);
}

/** Until when 加速 / 延时 requests count: `cutoffMinutes` before 关门. */
export const speedCutoff = (r: TimeRules, closesAt: number): number =>
  closesAt - r.speed.cutoffMinutes * MINUTE;

/**
 * The close of a day whose 加速 is granted at `grantedAt`: the first 关门 time that is still at
 * least the cut-off away (121: 三个小时; tieba: 即A日…21:30关贴), never later than the close it had.
 */
export function acceleratedClose(r: TimeRules, grantedAt: number, closesAt: number, tz: string): number {
  const notBefore = grantedAt + r.speed.cutoffMinutes * MINUTE;
  let d = localDate(grantedAt, tz);
  let at = atLocal(d, r.close, tz);
  while (at < notBefore) {
    d = d.add({ days: 1 });
    at = atLocal(d, r.close, tz);
  }
  return Math.min(at, closesAt);
}

/** 延时: the same wall-clock close, one natural day later. */
export function delayedClose(closesAt: number, tz: string): number {
  return atLocal(localDate(closesAt, tz).add({ days: 1 }), localHM(closesAt, tz), tz);
}

/** [211] 正午 on the local date of `at`: 9:00–21:00, or to 20:00 on the day that closes (若当天关门则为20:00). */
export function noonWindow(
  r: TimeRules,
  at: number,
  closesAt: number,
  tz: string,
): { from: number; to: number } | null {
  if (!r.noon) return null;
  const d = localDate(at, tz);
  const closing = localDate(closesAt, tz).equals(d);
  return {
    from: atLocal(d, r.noon.from, tz),
    to: atLocal(d, closing ? r.noon.toOnClosingDay : r.noon.to, tz),
  };
}

/** An instant as the thread would write it, in the game's zone: 12月2日 21:00. */
export function formatLocal(ms: number, tz: string): string {
  const z = zoned(ms, tz);
  return `${z.month}月${z.day}日 ${formatHM({ hour: z.hour, minute: z.minute })}`;
}

/** Whether requests reach the threshold among `living` characters. */
export function speedGranted(r: SpeedRules, requests: number, living: number): boolean {
  return r.threshold === 'atLeastHalf' ? requests * 2 >= living : requests * 2 > living;
}

/** Requests needed among `living` characters. */
export function speedNeeded(r: SpeedRules, living: number): number {
  return r.threshold === 'atLeastHalf' ? Math.ceil(living / 2) : Math.floor(living / 2) + 1;
}
