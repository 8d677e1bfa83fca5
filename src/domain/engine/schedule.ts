import { dayCloses, effectiveRules, type TimeRules } from '../calendar';
import type { GameState } from '../state';
import { zoneOffsetMinutes } from '../time';
import type { RulesetDef } from './types';

/** The time rules this game runs on: the ruleset's, with the director's overrides. */
export function rulesOf(s: GameState, rs: RulesetDef): TimeRules {
  return effectiveRules(rs.time, {}, s.schedule.fixed !== null);
}

/**
 * When a window opened at `openedAt` closes. `schedule.fixed` makes every day
 * `daySeconds` long and every night window `nightSeconds`; otherwise the
 * ruleset's calendar in the game's time zone decides.
 */
export function closesAt(
  s: GameState,
  rs: RulesetDef,
  kind: 'day' | 'night',
  day: number,
  windowIndex: number,
  openedAt: number,
): number {
  const fixed = s.schedule.fixed;
  if (fixed) return openedAt + (kind === 'day' ? fixed.daySeconds : fixed.nightSeconds) * 1000;
  if (kind === 'day') return dayCloses(rulesOf(s, rs), openedAt, s.schedule.timezone, day === 1);
  const w = rs.nightWindows;
  const prev = windowIndex > 0 ? (w[windowIndex - 1]?.minutes ?? 0) : 0;
  const cur = w[windowIndex]?.minutes ?? prev;
  return openedAt + (cur - prev) * 60_000;
}

export function offsetOf(s: GameState, at: number): number {
  return zoneOffsetMinutes(s.schedule.timezone, at);
}
