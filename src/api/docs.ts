/** A self-contained page that renders /openapi.json (no outside assets). */
export function docsPage(): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>Bansha API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
.op{border:1px solid #ddd;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
.m{display:inline-block;min-width:4rem;font-weight:bold;text-transform:uppercase}
.get{color:#0a6}.post{color:#06c}
pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:.8rem}
details summary{cursor:pointer}
</style></head>
<body><h1>Bansha API</h1>
<p>The OpenAPI 3.1 document is at <a href="/openapi.json">/openapi.json</a>. Auth: <code>Authorization: Bearer &lt;token&gt;</code>.
Errors: <code>{"error":{"code","message"}}</code>. Every POST accepts <code>Idempotency-Key</code>.</p>
<div id="ops">Loading…</div>
<script>
fetch('/openapi.json').then(r=>r.json()).then(doc=>{
  const el=document.getElementById('ops'); el.innerHTML='';
  const esc=s=>String(s).replace(/[&<>]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;'}[c]));
  for(const [path,ops] of Object.entries(doc.paths)){
    for(const [method,op] of Object.entries(ops)){
      const d=document.createElement('div'); d.className='op';
      const body=op.requestBody?'<details><summary>request body</summary><pre>'+esc(JSON.stringify(op.requestBody.content,null,2))+'</pre></details>':'';
      const res='<details><summary>responses</summary><pre>'+esc(JSON.stringify(op.responses,null,2))+'</pre></details>';
      d.innerHTML='<div><span class="m '+method+'">'+method+'</span> <code>'+esc(path)+'</code> — '+esc(op.summary||'')+'</div>'+body+res;
      el.appendChild(d);
    }
  }
  const s=document.createElement('details'); s.innerHTML='<summary>schemas</summary><pre>'+esc(JSON.stringify(doc.components,null,2))+'</pre>'; el.appendChild(s);
});
</script></body></html>`;
}
