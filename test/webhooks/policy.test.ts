import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_POLICY, judge, retryAfterMs } from '../../src/api/webhooks/policy';

/** The retry policy: exponential backoff with jitter, Retry-After, 410, a bounded number of attempts. */

const policy = { ...DEFAULT_POLICY, baseMs: 1000, capMs: 60_000, maxAttempts: 5 };
const NOW = Date.UTC(2026, 0, 1);

describe('backoff: exponential with equal jitter', () => {
  it('each delay lies in [d/2, d) for d = base·2^(n-1): the delays grow whatever the draws', () => {
    for (const r of [0, 0.5, 0.999]) {
      const ds = [1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => r));
      expect(ds[0]).toBeGreaterThanOrEqual(500);
      expect(ds[0]).toBeLessThan(1000);
      for (let i = 1; i < ds.length; i++) expect(ds[i]).toBeGreaterThanOrEqual(ds[i - 1] as number);
    }
    // the highest draw of one step stays below the lowest draw of the next
    expect(backoffMs(2, policy, () => 0.999)).toBeLessThan(backoffMs(3, policy, () => 0));
  });

  it('no delay grows beyond the cap', () => {
    expect(backoffMs(30, policy, () => 0.999)).toBeLessThanOrEqual(60_000);
  });

  it('the default policy: the first retry within a minute, the last attempt hours later', () => {
    const mid = () => 0.5;
    expect(backoffMs(1, DEFAULT_POLICY, mid)).toBeLessThan(60_000);
    let total = 0;
    for (let n = 1; n < DEFAULT_POLICY.maxAttempts; n++) total += backoffMs(n, DEFAULT_POLICY, mid);
    expect(total).toBeGreaterThan(3 * 3600_000);
    expect(total).toBeLessThan(24 * 3600_000);
  });
});

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates; anything else is ignored', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(retryAfterMs(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0);
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs(null, NOW)).toBeNull();
  });
});

describe('judge: what an attempt comes to', () => {
  const at = (status: number | null, retryAfter: string | null = null, attempt = 1) =>
    judge(attempt, { status, retryAfter }, NOW, policy, () => 0);

  it('2xx is delivered', () => {
    for (const s of [200, 201, 202, 204, 299]) expect(at(s)).toEqual({ outcome: 'delivered' });
  });

  it('410 Gone stops (the subscription is disabled)', () => {
    expect(at(410)).toEqual({ outcome: 'gone' });
  });

  it('anything else is retried after the backoff: 3xx, 4xx, 5xx, no answer', () => {
    for (const s of [301, 302, 400, 401, 404, 429, 500, 503, null])
      expect(at(s)).toEqual({ outcome: 'retry', nextAt: NOW + 500 });
  });

  it('a later Retry-After is honoured; an earlier one does not shorten the backoff; a huge one is capped', () => {
    expect(at(503, '10')).toEqual({ outcome: 'retry', nextAt: NOW + 10_000 });
    expect(at(429, '0')).toEqual({ outcome: 'retry', nextAt: NOW + 500 });
    expect(at(503, String(30 * 24 * 3600))).toEqual({
      outcome: 'retry',
      nextAt: NOW + policy.maxRetryAfterMs,
    });
  });

  it('after maxAttempts attempts the message has failed', () => {
    expect(at(500, null, 4).outcome).toBe('retry');
    expect(at(500, null, 5)).toEqual({ outcome: 'failed' });
    // a success on the last attempt still counts
    expect(at(200, null, 5)).toEqual({ outcome: 'delivered' });
  });
});
