/**
 * /docs: a page a person can use. /assets/docs.js renders /openapi.json with every schema expanded
 * inline and a form per call to try it with a token (kept in the browser only). No outside assets.
 */
export function docsPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>Bansha API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/bansha.css">
<style>
.m{display:inline-block;min-width:4rem;font-weight:bold}.get{color:#0a6}.post{color:#06c}.delete{color:#b3261e}
.sch .type{color:#5f6368}.sch .req{color:#b3261e;font-size:.8rem}.sch .desc{color:#444;font-size:.9rem}
.op ul,.toc{padding-left:1.2rem}.answer{background:#f4f1ea;padding:.5rem;white-space:pre-wrap;word-break:break-word;max-height:24rem;overflow:auto}
</style></head>
<body><a class="skip" href="#main">跳到正文</a>
<header><nav aria-label="页面"><a class="brand" href="/new">版杀</a><a href="/new">创建游戏</a><a href="/docs">API 文档</a></nav></header>
<main id="main" tabindex="-1"><h1>Bansha API</h1>
<p>OpenAPI 3.1 文档：<a href="/openapi.json">/openapi.json</a>。认证：<code>Authorization: Bearer &lt;token&gt;</code>。
错误：<code>{"error":{"code","message"}}</code>。每个 POST 都接受 <code>Idempotency-Key</code>。</p>
<div id="ops">加载中…</div>
<noscript><p>本页需要 JavaScript；也可以直接读取 <a href="/openapi.json">/openapi.json</a>。</p></noscript>
</main>
<script src="/assets/docs.js" defer></script>
</body></html>`;
}
