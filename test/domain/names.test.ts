/**
 * Vests as users write them (issue 18): names that are JavaScript built-ins are ordinary names
 * (no plain-object lookup reads the prototype), names that are not valid text or hold invisible
 * characters are refused, and names that look alike are refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../../src/api/chain';
import type { Envelope } from '../../src/domain/events';
import { replay } from '../../src/domain/evolve';
import { lookalikeKey, nameRefusal } from '../../src/domain/names';
import { Game, TABLE12 } from './harness';

const BUILTINS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
  'toJSON',
  'then',
  'prototype',
  'length',
];
const ROLES = Object.values(TABLE12);

const same = (a: unknown, b: unknown) => expect(canonicalize(a)).toBe(canonicalize(b));

/** The live fold, a replay from scratch and a replay from a JSON snapshot taken midway agree. */
function replayAgrees(g: Game, cut: number): void {
  same(replay(g.log), g.state);
  const snap = JSON.parse(JSON.stringify(replay(g.log.slice(0, cut))));
  same(replay(g.log.slice(cut) as Envelope[], snap), g.state);
}

function tableOf(names: string[]): Record<string, string> {
  const roles: Record<string, string> = {};
  names.forEach((n, i) => {
    Object.defineProperty(roles, n, {
      value: ROLES[i],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return roles;
}

describe('names that are JavaScript built-ins (issue 18)', () => {
  it('a table of built-in names starts, every vote counts once, the first is no change, replay equals the live fold', () => {
    const names = BUILTINS.slice(0, 12);
    const g = Game.create(tableOf(names));
    g.start(names);
    expect(g.state.chars.map((c) => c.name)).toEqual(names);
    for (const [i, n] of names.entries()) g.vote(n, names[(i + 1) % 12] as string);
    expect(Object.keys(g.state.votes).sort()).toEqual([...names].sort());
    expect(g.state.voteLog.every((v) => !v.change)).toBe(true);
    g.vote('__proto__', 'toString'); // the one change
    expect(g.state.voteLog.filter((v) => v.change).map((v) => v.voter)).toEqual(['__proto__']);
    replayAgrees(g, 5);
    g.close();
    replayAgrees(g, g.log.length - 3);
  });

  it('property: for arbitrary names (built-ins among them), replay and a snapshot round trip equal the live state', () => {
    const nameArb = fc.oneof(
      fc.constantFrom(...BUILTINS),
      fc.string({ minLength: 1, maxLength: 6 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(
        fc
          .uniqueArray(nameArb, { minLength: 12, maxLength: 12, selector: lookalikeKey })
          .filter((ns) => ns.every((n) => nameRefusal(n) === null && n.normalize('NFKC').trim() !== '弃权')),
        fc.array(fc.tuple(fc.nat(11), fc.nat(11)), { maxLength: 20 }),
        fc.nat(),
        (raw, ballots, cutSeed) => {
          const g = Game.create(tableOf(raw));
          const names = g.state.entrants.map((p) => p.name);
          g.start(names);
          for (const [a, b] of ballots)
            g.run(
              { type: 'CastVote', voter: names[a] as string, target: names[b] as string, proxy: false },
              `player:${names[a]}`,
            );
          const voters = new Set(g.state.voteLog.map((v) => v.voter));
          expect(Object.keys(g.state.votes).length).toBe(voters.size);
          for (const v of voters) expect(g.state.voteLog.find((x) => x.voter === v)?.change).toBe(false);
          g.close();
          replayAgrees(g, 1 + (cutSeed % (g.log.length - 1)));
        },
      ),
      { numRuns: 40, seed: 18 },
    );
  });
});

describe('names that are not valid text, or look alike (issue 18)', () => {
  const create = (names: string[]) =>
    new Game().fails({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: '121',
      players: names.map((name) => ({ name })),
      seed: 's',
      roles: tableOf(names.map((n) => n.normalize('NFKC').trim())),
    });
  const others = Object.keys(TABLE12).slice(1);

  it.each([
    ['a lone surrogate', 'A\uD800'],
    ['a zero-width space', '狼\u200BA'],
    ['a right-to-left override', '\u202E狼A'],
    ['a control character', '狼\u0007A'],
    ['a Hangul filler (default ignorable)', '\u3164'],
  ])('%s → 400 INVALID_NAME with a Chinese message', (_what, name) => {
    const e = create([name, ...others]);
    expect(e.code).toBe('INVALID_NAME');
    expect(e.message).toMatch(/名字/);
  });

  it.each([
    ['case', 'Wolf', 'wolf'],
    ['full width (NFKC)', 'Ｗｏｌｆ', 'wolf'],
    ['ß and SS', 'straße', 'STRASSE'],
    ['a doubled space', '狼 人', '狼  人'],
  ])('two names that differ only by %s → 422 DUPLICATE_PLAYER', (_what, a, b) => {
    const e = create([a, b, ...others.slice(1)]);
    expect(e.code).toBe('DUPLICATE_PLAYER');
    expect(e.message).toMatch(/看起来相同|相同/);
  });

  it('names are stored NFC/NFKC-normalised: e + combining acute and é are one name', () => {
    const e = create(['e\u0301', '\u00e9', ...others.slice(1)]);
    expect(e.code).toBe('DUPLICATE_PLAYER');
  });
});
