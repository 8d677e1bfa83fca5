import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { receiver } from './test/api/receiver';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure code: the domain, projections and the hash chain, in plain Node.
        test: {
          name: 'domain',
          environment: 'node',
          // The domain is pure (module-level caches only, keyed weakly or bounded): one import of its module graph per
          // worker instead of one per test file. Isolated, the ~230 files spent more time importing than testing.
          isolate: false,
          include: [
            'test/domain/**/*.test.ts',
            'test/projections/**/*.test.ts',
            'test/chain/**/*.test.ts',
            'test/audit/**/*.test.ts',
            'test/webhooks/**/*.test.ts',
            'test/adapter/**/*.test.ts',
            'test/adapters/**/*.test.ts',
            'test/scripts/**/*.test.ts',
          ],
        },
      },
      {
        // The pages in Debian's Chromium (playwright-core) against `wrangler dev` on a port of its own.
        test: {
          name: 'browser',
          environment: 'node',
          // after the domain and API projects, not beside them: a browser and wrangler dev on two cores
          sequence: { groupOrder: 1 },
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['./test/browser/server.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The Worker, the GameObject Durable Object and D1, inside workerd. Storage is isolated
        // per test file; D1 migrations are applied by the setup file.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ADMIN_TOKEN: 'test-admin-token',
                ENVIRONMENT: 'test',
                TEST_MIGRATIONS: await readD1Migrations(migrationsDir),
                // quick retries, so the tests watch a message's whole life in well under a second
                WEBHOOK_RETRY: JSON.stringify({ baseMs: 40, maxAttempts: 4, timeoutMs: 2000 }),
              },
              // every outbound fetch (webhook deliveries) reaches the tests' receivers, in Node
              outboundService: receiver,
            },
          })),
        ],
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          setupFiles: ['./test/api/setup.ts'],
          // whole games over HTTP in workerd: a busy machine (CI, two CPUs) can take past vitest's 5 s default;
          // no test measures time (speed lives in `npm run bench`)
          testTimeout: 30_000,
        },
      },
    ],
  },
});
