/**
 * Instants without a clock. Time arrives in commands as epoch milliseconds; Temporal (the
 * `temporal-polyfill` package, or the runtime's own Temporal where it has one) turns them into
 * wall-clock times in a zone and back. Pure code never asks Temporal for the current time
 * (`Temporal.Now`): Biome refuses it under src/domain and src/projections.
 */
import { Temporal } from 'temporal-polyfill';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An instant in an IANA zone (or a fixed offset such as "+08:00"). Throws on an unknown zone. */
export function zoned(epochMs: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
}

/** "+08:00" for 480 minutes, "-03:30" for -210. */
function offsetString(offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${offsetMinutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** ISO 8601 with milliseconds and an explicit offset, e.g. 2026-11-30T21:00:00.000+08:00 (Z for UTC). */
export function isoAt(epochMs: number, offsetMinutes = 0): string {
  const instant = Temporal.Instant.fromEpochMilliseconds(epochMs);
  return offsetMinutes === 0
    ? instant.toString({ fractionalSecondDigits: 3 })
    : instant.toString({ fractionalSecondDigits: 3, timeZone: offsetString(offsetMinutes) });
}

/** The UTC offset in minutes of a zone at an instant (daylight saving included). */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  return Math.round(zoned(epochMs, timeZone).offsetNanoseconds / 60e9);
}

/** Whether the calendar can compute in this zone: an IANA name (`Asia/Shanghai`) or an offset (`+08:00`). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    zoned(0, timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The latest instant the game's clock may hold: the end of year 9999, so that every deadline is a
 * date with a four-digit year (ISO 8601) and far inside what Date and the alarm API accept.
 */
export const MAX_TIME = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

/** An instant from 1970 to the end of 9999. */
export const isInstant = (t: number): boolean => Number.isFinite(t) && t >= 0 && t <= MAX_TIME;

/** The longest a fixed day or night window, an extension or any other span the director sets may be. */
export const MAX_SPAN_SECONDS = 30 * 24 * 3600;
