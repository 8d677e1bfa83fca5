/**
 * Calendar arithmetic without a clock. Time arrives in commands as epoch
 * milliseconds; these helpers turn it into civil dates in a fixed offset and
 * back, using integer arithmetic only (H. Hinnant's days-from-civil).
 */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Civil {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
  hour: number;
  minute: number;
  second: number;
  ms: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const mp = (m + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(z0: number): { year: number; month: number; day: number } {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const y = yoe + era * 400;
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { year: m <= 2 ? y + 1 : y, month: m, day: d };
}

/** Civil time at a fixed UTC offset (minutes). */
export function toCivil(epochMs: number, offsetMinutes: number): Civil {
  const local = epochMs + offsetMinutes * MINUTE;
  const days = Math.floor(local / DAY);
  const rem = local - days * DAY;
  const { year, month, day } = civilFromDays(days);
  return {
    year,
    month,
    day,
    hour: Math.floor(rem / HOUR),
    minute: Math.floor((rem % HOUR) / MINUTE),
    second: Math.floor((rem % MINUTE) / 1000),
    ms: rem % 1000,
    weekday: (((days + 4) % 7) + 7) % 7,
  };
}

export function fromCivil(c: Omit<Civil, 'weekday'>, offsetMinutes: number): number {
  return (
    daysFromCivil(c.year, c.month, c.day) * DAY +
    c.hour * HOUR +
    c.minute * MINUTE +
    c.second * 1000 +
    c.ms -
    offsetMinutes * MINUTE
  );
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

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** ISO 8601 with an explicit offset, e.g. 2026-11-30T21:00:00.000+08:00. */
export function isoAt(epochMs: number, offsetMinutes = 0): string {
  const c = toCivil(epochMs, offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const off =
    offsetMinutes === 0
      ? 'Z'
      : `${sign}${pad(Math.floor(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}.${pad(c.ms, 3)}${off}`;
}

/**
 * The UTC offset in minutes of an IANA zone at an instant. Intl takes the
 * instant as a number, so no clock is read. Asia/Shanghai (no DST) is fast-pathed.
 */
export function zoneOffsetMinutes(timeZone: string, epochMs: number): number {
  if (timeZone === 'Asia/Shanghai' || timeZone === 'Asia/Hong_Kong' || timeZone === 'Asia/Taipei') return 480;
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 0;
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(epochMs)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const asUtc = fromCivil(
    {
      year: parts.year ?? 1970,
      month: parts.month ?? 1,
      day: parts.day ?? 1,
      hour: parts.hour ?? 0,
      minute: parts.minute ?? 0,
      second: parts.second ?? 0,
      ms: 0,
    },
    0,
  );
  return Math.round((asUtc - (epochMs - (epochMs % 1000))) / MINUTE);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
