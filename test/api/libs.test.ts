import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/api/chain';
import { calendarDigest, goldenChain, PINNED } from '../chain/digests';

// The same pinned digests as test/chain/pinned.test.ts, inside workerd, where the Durable Object
// hashes and the deadlines are computed: the canonical JSON (`canonicalize`) and the calendar
// (`temporal-polyfill`, or the runtime's own Temporal) give there the bytes and instants they give in Node.

describe('in workerd: stored hashes and calendar instants as pinned', () => {
  it.each(Object.entries(PINNED.golden))(
    'the golden game (schedule %s): chain head and state hash',
    (zone, pin) => {
      expect(goldenChain(zone === 'fixed' ? undefined : { timezone: zone })).toEqual(pin);
    },
  );

  it.each(['Asia/Shanghai', 'America/New_York', 'Australia/Sydney'])(
    'a year of calendar instants in %s',
    (zone) => {
      expect(calendarDigest(zone)).toBe(PINNED.calendar[zone]);
    },
  );

  it('canonical JSON of the edge cases: 1e21, -0, escapes, UTF-16 member order', () => {
    expect(
      canonicalize({ '\ufb33': [1e21, -0, 1.5e-7], '\ud83d\ude00': '\u0000\u2028"', '\u20ac': undefined }),
    ).toBe('{"😀":"\\u0000\u2028\\"","\ufb33":[1e+21,0,1.5e-7]}');
  });
});
