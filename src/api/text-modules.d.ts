/** Markdown bundled as text by wrangler.toml's Text rule (docs/rules-coverage.md for GET /v1/rulesets). */
declare module '*.md' {
  const text: string;
  export default text;
}
