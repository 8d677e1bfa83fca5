// Bindings that wrangler.toml cannot declare, merged into the generated Cloudflare.Env
// (worker-configuration.d.ts, regenerate with `npm run cf-typegen`).
declare namespace Cloudflare {
  interface Env {
    /** The operator token: a secret in production, `--var ADMIN_TOKEN:…` or .dev.vars locally. */
    ADMIN_TOKEN: string;
    /**
     * Optional JSON overrides of the webhook retry policy (src/api/webhooks/policy.ts), e.g.
     * `{"baseMs": 50, "maxAttempts": 4}`: for tests and local runs; production keeps the default.
     */
    WEBHOOK_RETRY?: string;
  }
}
