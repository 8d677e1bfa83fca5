/**
 * The retry policy of webhook deliveries: what an attempt's answer means and when the next
 * attempt is due. Pure; the clock and the randomness are passed in.
 *
 * - 2xx: delivered.
 * - 410 Gone: the receiver asks to stop; the subscription is disabled.
 * - anything else (another status, a redirect, a timeout, a network error): retried after an
 *   exponential backoff with jitter, or after `Retry-After` when the receiver sends a later one,
 *   until `maxAttempts` attempts have been made; then the message is marked failed.
 */

export interface RetryPolicy {
  /** The delay after the first failed attempt; each further failure doubles it. */
  baseMs: number;
  /** No delay grows beyond this. */
  capMs: number;
  /** Attempts per message, the first included. */
  maxAttempts: number;
  /** A receiver that has not answered after this long has failed the attempt. */
  timeoutMs: number;
  /** A `Retry-After` further away than this is cut to it. */
  maxRetryAfterMs: number;
}

const HOUR = 3_600_000;

/** About 8 hours from the first failure to the last attempt. */
export const DEFAULT_POLICY: RetryPolicy = {
  baseMs: 30_000,
  capMs: 2 * HOUR,
  maxAttempts: 12,
  timeoutMs: 15_000,
  maxRetryAfterMs: 6 * HOUR,
};

/**
 * The delay after failed attempt `attempt` (1-based): "equal jitter", half the exponential step
 * fixed and half random, so each delay lies in [d/2, d) and the next in [d, 2d): they grow.
 */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  const d = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(d / 2 + random() * (d / 2));
}

/** `Retry-After` as a delay in ms: delta-seconds or an HTTP date; null if absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const h = header.trim();
  if (/^\d+$/.test(h)) return Number(h) * 1000;
  const at = Date.parse(h);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type Verdict =
  | { outcome: 'delivered' }
  | { outcome: 'gone' }
  | { outcome: 'retry'; nextAt: number }
  | { outcome: 'failed' };

/** What attempt `attempt` (1-based) of a message comes to, given the receiver's answer. */
export function judge(
  attempt: number,
  answer: { status: number | null; retryAfter: string | null },
  now: number,
  policy: RetryPolicy,
  random: () => number,
): Verdict {
  const { status } = answer;
  if (status !== null && status >= 200 && status < 300) return { outcome: 'delivered' };
  if (status === 410) return { outcome: 'gone' };
  if (attempt >= policy.maxAttempts) return { outcome: 'failed' };
  const backoff = backoffMs(attempt, policy, random);
  const asked = retryAfterMs(answer.retryAfter, now);
  const delay = asked === null ? backoff : Math.max(backoff, Math.min(asked, policy.maxRetryAfterMs));
  return { outcome: 'retry', nextAt: now + delay };
}
