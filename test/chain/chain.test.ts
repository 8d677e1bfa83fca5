import { describe, expect, it } from 'vitest';
import {
  type ChainedEvent,
  canonicalize,
  eventHash,
  sha256Hex,
  verifyChain,
  ZERO_HASH,
} from '../../src/api/chain';

/** A double from its IEEE 754 bit pattern, as RFC 8785 Appendix B lists them. */
function fromBits(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe('canonicalize (RFC 8785 JCS)', () => {
  it('serializes the RFC 8785 §3.2.2 sample exactly', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        ' "literals": [null, true, false]}',
    );
    expect(canonicalize(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts object members by UTF-16 code units (RFC 8785 §3.2.3)', () => {
    const input = {
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    // Expected order: \r, 1, \u0080, \u00f6, \u20ac, \ud83d\ude00, \ufb33 (the emoji's high surrogate sorts
    // before U+FB33 although its code point is larger).
    expect(canonicalize(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis",' +
        '"€":"Euro Sign","😀":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it('sorts nested objects and keeps array order, with no whitespace', () => {
    expect(canonicalize({ b: [3, { z: 1, a: 2 }, 1], a: { d: null, c: 'x' } })).toBe(
      '{"a":{"c":"x","d":null},"b":[3,{"a":2,"z":1},1]}',
    );
  });

  it.each([
    ['0000000000000000', '0'],
    ['8000000000000000', '0'],
    ['0000000000000001', '5e-324'],
    ['8000000000000001', '-5e-324'],
    ['7fefffffffffffff', '1.7976931348623157e+308'],
    ['ffefffffffffffff', '-1.7976931348623157e+308'],
    ['4340000000000000', '9007199254740992'],
    ['c340000000000000', '-9007199254740992'],
    ['4430000000000000', '295147905179352830000'],
    ['44b52d02c7e14af5', '9.999999999999997e+22'],
    ['44b52d02c7e14af6', '1e+23'],
    ['44b52d02c7e14af7', '1.0000000000000001e+23'],
    ['444b1ae4d6e2ef4e', '999999999999999700000'],
    ['444b1ae4d6e2ef4f', '999999999999999900000'],
    ['444b1ae4d6e2ef50', '1e+21'],
    ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
    ['3eb0c6f7a0b5ed8d', '0.000001'],
    ['41b3de4355555553', '333333333.3333332'],
    ['41b3de4355555554', '333333333.33333325'],
    ['41b3de4355555555', '333333333.3333333'],
    ['41b3de4355555556', '333333333.3333334'],
    ['41b3de4355555557', '333333333.33333343'],
    ['becbf647612f3696', '-0.0000033333333333333333'],
    ['43143ff3c1cb0959', '1424953923781206.2'],
  ])('writes the double with bits %s as %s (RFC 8785 Appendix B)', (bits, expected) => {
    expect(canonicalize(fromBits(bits))).toBe(expected);
  });

  it('writes numbers in ECMAScript form: 1e21, 1.5e-7, -0', () => {
    expect(canonicalize([1e21, 1e20, 1.5e-7, 0.000001, -0, 4.5, -12])).toBe(
      '[1e+21,100000000000000000000,1.5e-7,0.000001,0,4.5,-12]',
    );
  });

  it('rejects NaN and the infinities', () => {
    expect(() => canonicalize(Number.NaN)).toThrow(/NaN/);
    expect(() => canonicalize({ a: [Number.POSITIVE_INFINITY] })).toThrow(/Infinity/);
    expect(() => canonicalize(Number.NEGATIVE_INFINITY)).toThrow(/Infinity/);
  });

  it('escapes strings as JSON does: controls as lowercase \\u00xx, the rest literally', () => {
    expect(canonicalize('\u0000\u001f\b\t\n\f\r"\\/ é 预言家 😀')).toBe(
      '"\\u0000\\u001f\\b\\t\\n\\f\\r\\"\\\\/ é 预言家 😀"',
    );
  });

  it('leaves out undefined members, as storing the JSON would', () => {
    const value = { a: 1, b: undefined, c: [undefined, 2] };
    expect(canonicalize(value)).toBe('{"a":1,"c":[null,2]}');
    expect(canonicalize(value)).toBe(canonicalize(JSON.parse(JSON.stringify(value))));
  });
});

describe('sha256Hex', () => {
  it('matches the FIPS 180-2 vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the UTF-8 bytes, as WebCrypto does', async () => {
    const text = '预言家 查验 😀';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(sha256Hex(text)).toBe(hex);
  });
});

function chain(
  bodies: { type: string; data: unknown }[],
  base: { v?: number; actor?: string } = {},
): ChainedEvent[] {
  const out: ChainedEvent[] = [];
  let prevHash = ZERO_HASH;
  bodies.forEach((body, i) => {
    const event = {
      seq: i + 1,
      type: body.type,
      v: base.v ?? 1,
      at: `2026-05-01T12:0${i}:00.000+08:00`,
      actor: base.actor ?? 'director',
      data: body.data,
      prevHash,
    };
    const hash = eventHash(prevHash, event);
    out.push({ ...event, hash });
    prevHash = hash;
  });
  return out;
}

const log = (): ChainedEvent[] =>
  chain([
    { type: 'GameCreated', data: { title: '测试局', ruleset: 'classic', players: ['甲', '乙', '丙'] } },
    { type: 'GameStarted', data: { seating: ['乙', '甲', '丙'], seed: 42 } },
    { type: 'ActionSubmitted', data: { skill: '查验', targets: ['丙'], by: '甲' } },
  ]);

describe('the hash chain', () => {
  it('hashes prevHash, a newline and the JCS of the line without its hash', () => {
    const [first] = log();
    const { hash, ...rest } = first;
    expect(first.prevHash).toBe(ZERO_HASH);
    expect(hash).toBe(sha256Hex(`${ZERO_HASH}\n${canonicalize(rest)}`));
    expect(eventHash(ZERO_HASH, first)).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a chain of three events verifies, and head is the last hash', () => {
    const events = log();
    expect(verifyChain(events)).toEqual({ ok: true, head: events[2].hash, events: 3 });
  });

  it('survives a round trip through NDJSON', () => {
    const ndjson = log()
      .map((e) => JSON.stringify(e))
      .join('\n');
    const parsed = ndjson.split('\n').map((line) => JSON.parse(line));
    expect(verifyChain(parsed).ok).toBe(true);
  });

  it('an empty log verifies with the zero head', () => {
    expect(verifyChain([])).toEqual({ ok: true, head: ZERO_HASH, events: 0 });
  });

  it('detects an edited event', () => {
    const events = log();
    events[1] = { ...events[1], data: { seating: ['甲', '乙', '丙'], seed: 42 } };
    expect(verifyChain(events)).toMatchObject({ ok: false, seq: 2 });
  });

  it('detects an edited event even when its own hash is recomputed', () => {
    const events = log();
    const edited = { ...events[1], actor: 'operator' };
    events[1] = { ...edited, hash: eventHash(edited.prevHash, edited) };
    expect(verifyChain(events)).toMatchObject({ ok: false, seq: 3 });
  });

  it('detects a deleted event', () => {
    const events = log();
    events.splice(1, 1);
    expect(verifyChain(events)).toMatchObject({ ok: false, seq: 2 });
  });

  it('detects a deleted event even when the later seqs are renumbered', () => {
    const events = log();
    events.splice(1, 1);
    events[1] = { ...events[1], seq: 2 };
    expect(verifyChain(events)).toMatchObject({ ok: false, seq: 2 });
  });

  it('detects reordered events', () => {
    const events = log();
    [events[1], events[2]] = [events[2], events[1]];
    expect(verifyChain(events)).toMatchObject({ ok: false, seq: 2 });
  });

  it('detects a hash field added beside the data', () => {
    const events = log();
    const extra = { ...events[0], note: 'added later' };
    expect(verifyChain([extra, ...events.slice(1)])).toMatchObject({ ok: false, seq: 1 });
  });
});
