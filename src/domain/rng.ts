/**
 * Seeded PRNG (sfc32) whose whole state lives in the game state, so that the
 * domain stays pure and a replay of the log reproduces every draw exactly.
 * Every draw returns the new state; callers write the outcome and the new
 * state into an event, and `evolve` only copies it.
 */
export type RngState = [number, number, number, number];

/** cyrb128: turns any seed string into four 32-bit words. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  let state: RngState = [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
  // warm up
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

export function nextUint32(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n). Rejection sampling keeps it unbiased. */
export function nextInt(s: RngState, n: number): [number, RngState] {
  if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  let state = s;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher–Yates with the seeded generator; returns a new array. */
export function shuffle<T>(s: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let state = s;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(state, i + 1);
    state = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, state];
}

export function pick<T>(s: RngState, items: readonly T[]): [T, RngState] {
  const [i, next] = nextInt(s, items.length);
  return [items[i] as T, next];
}
