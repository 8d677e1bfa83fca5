/**
 * Digests of what Bansha has already stored, pinned so that a change of the canonical JSON or of the
 * calendar arithmetic cannot change them unnoticed: the golden game's hash chain and state hash (under
 * its fixed schedule and under real calendars in several zones), and the instants the calendars of the
 * rulesets give over a year of dates. The values were computed by the hand-written RFC 8785 serializer
 * and days-from-civil arithmetic these replaced; they run in Node (test/pinned) and in workerd (test/api).
 */
import { eventHash, sha256Hex, ZERO_HASH } from '../../src/api/chain';
import { stateHashOf } from '../../src/audit/audit';
import {
  acceleratedClose,
  dayCloses,
  dayOpens,
  delayedClose,
  effectiveRules,
  formatLocal,
  noonWindow,
  type TimeRules,
} from '../../src/domain/calendar';
import type { Envelope } from '../../src/domain/events';
import { TIME_121 } from '../../src/domain/rulesets/121/time';
import { TIME_211 } from '../../src/domain/rulesets/211/time';
import { TIME_TIEBA } from '../../src/domain/rulesets/tieba/time';
import { isoAt, zoneOffsetMinutes } from '../../src/domain/time';
import { golden, runCommands } from '../domain/golden';

/** A domain log as NDJSON lines, each chained to the one before as the Durable Object stores it. */
export function chainLines(log: readonly Envelope[]): Record<string, unknown>[] {
  let prev = ZERO_HASH;
  return log.map((e) => {
    const line = {
      seq: e.seq,
      type: e.type,
      v: e.v,
      at: e.at,
      actor: e.actor,
      data: JSON.parse(JSON.stringify(e.data)),
      prevHash: prev,
    };
    prev = eventHash(prev, line);
    return { ...line, hash: prev };
  });
}

/** The golden game with its CreateGame's schedule replaced, chained as the Durable Object stores it. */
export function goldenChain(schedule?: object): { head: string; stateHash: string; events: number } {
  const commands = golden.commands.map((c, i) =>
    i === 0 && schedule ? { ...c, command: { ...c.command, schedule } as typeof c.command } : c,
  );
  const { log, state } = runCommands(commands, golden.now);
  const head = chainLines(log).at(-1)?.hash as string;
  return { head, stateHash: stateHashOf(state), events: log.length };
}

const RULES: [string, TimeRules][] = [
  ['121', TIME_121],
  ['211', TIME_211],
  ['tieba', TIME_TIEBA],
  [
    'tieba 9:00–23:30, 3 days',
    effectiveRules(TIME_TIEBA, { openAt: '09:00', closeAt: '23:30', dayLength: 3 }, false),
  ],
];

/**
 * Every calendar function over a year of instants (every 31 h 13 min from 2026-01-01, so each hour of
 * the day and each weekday comes round, DST changes included) in one zone, written out as text and
 * hashed: one line per instant, every rule set on it.
 */
export function calendarDigest(tz: string): string {
  const lines: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  const step = (31 * 60 + 13) * 60_000;
  for (let t = start; t < start + 366 * 86_400_000; t += step) {
    const off = zoneOffsetMinutes(tz, t);
    const parts = [tz, isoAt(t, off), formatLocal(t, tz)];
    for (const [name, r] of RULES) {
      const close = dayCloses(r, t, tz);
      const first = dayCloses(r, t, tz, true);
      const noon = noonWindow(r, t, close, tz);
      parts.push(
        name,
        String(close),
        String(first),
        String(dayOpens(r, t, tz)),
        String(dayOpens(r, t, tz, true)),
        String(acceleratedClose(r, t, close, tz)),
        String(delayedClose(close, tz)),
        noon ? `${noon.from}-${noon.to}` : '-',
      );
    }
    lines.push(parts.join(' '));
  }
  return sha256Hex(lines.join('\n'));
}

/** The values the replaced hand-written code gave (issue 10): they must never change. */
export const PINNED = {
  golden: {
    fixed: {
      head: 'c792618435157b62de9994766d5d603b82d049a8ef8cc73b8567823f2de2fb74',
      stateHash: '83b45f569fe55841cf37eb91f7d29a769ea36ec31d0d33baa79027a594964e9a',
      events: 171,
    },
    'Asia/Shanghai': {
      head: 'd480cead0e502d483585e2c6e48623c9701d0d101e33b51b542dc14608dd1f38',
      stateHash: 'd377f96828fcaab8518855d9f5f827027bdb9432648282f036cb3619e8b1dcee',
      events: 171,
    },
    'America/New_York': {
      head: '0a66856560d2a914d6b699def95e35b8f5d9a2e5b40c941c7f085a1fcb07a9b2',
      stateHash: '175fd69c004e4e736d8ed54887350b4c62f1b2fc19f8ff85aa04680600f3a08f',
      events: 171,
    },
  },
  calendar: {
    'Asia/Shanghai': '508c3a200580b295b1789c93e6eb43c64b180950f7b0c4e42333d11328e822fb',
    UTC: '9d747e16a57f8d287e18fae7dbc896d99aaf161a54018d0163f1ef92d6c5652e',
    'America/New_York': '0985293e39163bc0493407c885444278bb3a646d8ef1590b31844ac1c1904400',
    'Europe/London': '4b37ab965aa7d10b8c88a126a969316845fd19fc20afee88e480b5ed3c3fd6ef',
    'Australia/Sydney': 'e47421c2440bd1538ba5c67a8a3e4d1e0b29c35eca91fed0b8938aa38b53bcd0',
    'Asia/Kathmandu': 'cbb82d857176df115e1bf0c254b680fb4aecc1865f088f5ca05841a0adb33935',
    'America/St_Johns': 'd72e11d7de93d6fbaf11864a37cddba76ad147512b5967c6d028249c74876ced',
  } as Record<string, string>,
};
