import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

/**
 * The test pool's wrapper of the Worker (scripts/patch-test-pool.mjs, workers-sdk#15092): unmended, every SELF.fetch
 * wrapped the default export's prototype in one more Proxy, and after a few thousand requests in one file each request
 * overflowed the stack (RangeError) — the 30-seat 211 game over HTTP failed so in CI. Mended, the thousandth request
 * costs what the first does and none fails.
 */
describe('the test pool wraps the Worker once', () => {
  it('12,000 requests in one file answer', async () => {
    for (let i = 0; i < 12_000; i++) {
      const r = await SELF.fetch('https://bansha.test/');
      expect(r.status).toBe(200);
      await r.arrayBuffer();
    }
  }, 120_000);
});
