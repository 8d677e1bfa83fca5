import { describe, expect, it } from 'vitest';
import { calendarDigest, goldenChain, PINNED } from './digests';

// What is already stored must keep verifying: the canonical JSON (RFC 8785, the npm package
// `canonicalize`) and the calendar (Temporal) give the bytes and instants the hand-written code gave.

describe('pinned digests: stored hashes and calendar instants do not move', () => {
  it.each(Object.entries(PINNED.golden))(
    'the golden game (schedule %s): chain head and state hash',
    (zone, pin) => {
      expect(goldenChain(zone === 'fixed' ? undefined : { timezone: zone })).toEqual(pin);
    },
  );

  it.each(Object.entries(PINNED.calendar))(
    'the calendars of 121, 211 and tieba over a year in %s',
    (zone, pin) => {
      expect(calendarDigest(zone)).toBe(pin);
    },
    60_000,
  );
});
