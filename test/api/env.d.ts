// Bindings the API test project adds to the Worker's own (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
  }
}

// Vite's raw imports (`import text from '…/docs/api.md?raw'`): the file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}
