// Mends a bug of @cloudflare/vitest-pool-workers 0.23.0 (the last release that runs with wrangler 4.86 on Node 20):
// its wrapper of the Worker's default export installs a Proxy on the class prototype in the constructor, so every
// construction (every SELF.fetch) wraps the previous proxy; after a few thousand requests in one test file a property
// read runs that many nested `get` traps and throws "RangeError: Maximum call stack size exceeded"
// (cloudflare/workers-sdk#15092; fixed upstream by #15106 only in @cloudflare/vitest-plugin, which needs a newer
// wrangler). A whole 30-seat game over HTTP makes that many requests. The mend installs the proxy once per class, as
// the upstream fix does. Runs as `postinstall`; idempotent.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(
  new URL(
    '../node_modules/@cloudflare/vitest-pool-workers/dist/worker/lib/cloudflare/test-internal.mjs',
    import.meta.url,
  ),
);
const bug = 'Class.prototype = new Proxy(Class.prototype, {';
const mended =
  'if (!Object.hasOwn(Class, "__proxyInstalled") && Object.defineProperty(Class, "__proxyInstalled", { value: true })) Class.prototype = new Proxy(Class.prototype, {';

if (!existsSync(file)) {
  console.log('patch-test-pool: @cloudflare/vitest-pool-workers is not installed; nothing to mend');
} else {
  const text = readFileSync(file, 'utf8');
  if (text.includes(mended)) console.log('patch-test-pool: already mended');
  else if (text.split(bug).length === 2) {
    writeFileSync(file, text.replace(bug, mended));
    console.log('patch-test-pool: mended createProxyPrototypeClass (workers-sdk#15092)');
  } else {
    console.error(
      'patch-test-pool: the expected code is not in test-internal.mjs: check workers-sdk#15092 against this version',
    );
    process.exit(1);
  }
}
