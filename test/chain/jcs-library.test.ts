import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/api/chain';
import { referenceCanonicalize } from './jcs-reference';

// The npm package `canonicalize` (RFC 8785 by its author) replaced Bansha's hand-written serializer:
// on every edge case and on thousands of random values it gives the same bytes, so every hash already
// stored still verifies (the golden chain heads are pinned in pinned.test.ts).

const same = (value: unknown) => expect(canonicalize(value)).toBe(referenceCanonicalize(value));

describe('canonicalize (the library) gives the bytes of the hand-written serializer it replaced', () => {
  it.each([
    ['1e21 and its neighbours', [1e21, 1e20, 999999999999999900000, 1e22, -1e21]],
    ['small numbers', [1e-7, 1.5e-7, 0.000001, 5e-324, -5e-324, 2 ** -1074]],
    ['-0 (written 0)', [-0, { z: -0 }]],
    ['integers past 2^53', [2 ** 53, 2 ** 53 + 2, -(2 ** 53), Number.MAX_VALUE]],
    ['decimals', [0.1, 0.2 + 0.1, 333333333.3333333, 4.5, -12, 1424953923781206.2]],
    ['controls escaped as \\u00xx, the two-letter escapes', '\u0000\u0001\u001f\b\t\n\f\r\u007f'],
    ['quotes, backslash, slash', '"\\/\''],
    ['U+2028, U+2029, BOM and non-ASCII written literally', '\u2028\u2029\ufeff é 预言家 😀 \u20ac'],
    ['lone surrogates (escaped as JSON.stringify does)', ['\ud800', '\udfff', 'a\ud83d', '\ude00b']],
    [
      'member order by UTF-16 code units, not code points',
      {
        '\ufb33': 1,
        '\ud83d\ude00': 2,
        '\u20ac': 3,
        '\u00f6': 4,
        '\u0080': 5,
        '1': 6,
        '\r': 7,
        '': 8,
        A: 9,
        a: 10,
        aa: 11,
      },
    ],
    ['undefined members left out, undefined in arrays as null', { a: 1, b: undefined, c: [undefined, 2] }],
    ['toJSON honoured', { at: { toJSON: () => '2026-11-30T04:00:00.000Z' }, n: { toJSON: () => 7 } }],
    [
      'nesting, empty containers, literals',
      { b: [3, { z: 1, a: 2 }, [], {}], a: { d: null, c: true, e: false } },
    ],
  ])('%s', (_name, value) => {
    same(value);
  });

  it('refuses what has no JSON number or no JSON form, as the old code did', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, [Number.NEGATIVE_INFINITY], 1n, undefined]) {
      expect(() => canonicalize(bad)).toThrow();
      expect(() => referenceCanonicalize(bad)).toThrow();
    }
  });

  it('agrees on 3,000 random JSON values (seeded): numbers from random bit patterns, strings of awkward code units', () => {
    let seed = 0x5eed;
    const rand = () => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const units = [
      0x00, 0x08, 0x1f, 0x20, 0x22, 0x2f, 0x41, 0x5c, 0x7f, 0xe9, 0x2028, 0x9884, 0xd83d, 0xde00, 0xfeff,
      0xffff,
    ];
    const view = new DataView(new ArrayBuffer(8));
    const number = (): number => {
      switch (Math.floor(rand() * 4)) {
        case 0: {
          view.setUint32(0, Math.floor(rand() * 2 ** 32));
          view.setUint32(4, Math.floor(rand() * 2 ** 32));
          const x = view.getFloat64(0);
          return Number.isFinite(x) ? x : 0;
        }
        case 1:
          return Math.floor(rand() * 2 ** 40) - 2 ** 39;
        case 2:
          return (rand() - 0.5) * 10 ** Math.floor(rand() * 50 - 25);
        default:
          return pick([0, -0, 1e21, 1e-7, 0.1, 2 ** 53]);
      }
    };
    const string = (): string =>
      String.fromCharCode(...Array.from({ length: Math.floor(rand() * 6) }, () => pick(units)));
    const value = (depth: number): unknown => {
      const kind = Math.floor(rand() * (depth > 3 ? 5 : 7));
      if (kind === 0) return number();
      if (kind === 1) return string();
      if (kind === 2) return pick([null, true, false]);
      if (kind === 3) return undefined;
      if (kind === 4) return pick(['预言家', '狼人阵营', 'n60']);
      if (kind === 5) return Array.from({ length: Math.floor(rand() * 4) }, () => value(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 5) }, () => [string(), value(depth + 1)]),
      );
    };
    for (let i = 0; i < 3000; i++) {
      const v = { v: value(0) };
      expect(canonicalize(v)).toBe(referenceCanonicalize(v));
    }
  });
});
