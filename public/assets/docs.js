// /docs: the OpenAPI document as a person reads it. Each call with its schemas expanded inline
// (no $ref to chase), and a form to try it: a token typed once (kept in this browser only), the
// path and query parameters, a JSON body prefilled from the schema, and the answer shown.

const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  for (const c of kids.flat(3)) if (c != null) e.append(c instanceof Node ? c : String(c));
  return e;
};
let n = 0;
const uid = (p) => `${p}-${++n}`;

function resolve(doc, s, seen = new Set()) {
  if (!s || typeof s !== 'object') return s;
  if (s.$ref) {
    const name = s.$ref.split('/').pop();
    if (seen.has(name)) return { title: name, description: '(recursive)' };
    return { title: name, ...resolve(doc, doc.components?.schemas?.[name], new Set([...seen, name])) };
  }
  const out = Array.isArray(s) ? [] : {};
  for (const [k, v] of Object.entries(s)) out[k] = resolve(doc, v, seen);
  return out;
}

/** A schema as a nested list: name, type, required, description. */
/** allOf (a schema extending another) as one object. */
function merged(s) {
  if (!s?.allOf) return s;
  const out = { ...s, type: 'object', properties: {}, required: [] };
  for (const part of s.allOf.map(merged)) {
    Object.assign(out.properties, part.properties ?? {});
    out.required.push(...(part.required ?? []));
  }
  return out;
}

function schemaTree(raw, name = null, required = false) {
  const s = merged(raw);
  if (!s) return el('span', { text: 'any' });
  const variants = s.anyOf ?? s.oneOf;
  const type = variants
    ? variants
        .map((v) => v.title ?? v.type ?? (v.const !== undefined ? JSON.stringify(v.const) : 'object'))
        .join(' | ')
    : s.enum
      ? s.enum.map((x) => JSON.stringify(x)).join(' | ')
      : s.const !== undefined
        ? JSON.stringify(s.const)
        : Array.isArray(s.type)
          ? s.type.join(' | ')
          : (s.type ?? (s.properties ? 'object' : 'any'));
  const head = el(
    'div',
    { class: 'sch' },
    name ? el('code', { text: name }) : null,
    ' ',
    el('span', {
      class: 'type',
      text: s.type === 'array' ? `array of ${s.items?.title ?? s.items?.type ?? 'any'}` : type,
    }),
    required ? el('span', { class: 'req', text: ' 必填' }) : null,
    s.description ? el('span', { class: 'desc', text: ` — ${s.description}` }) : null,
  );
  const kids = [];
  if (s.properties)
    for (const [k, v] of Object.entries(s.properties))
      kids.push(el('li', {}, schemaTree(v, k, (s.required ?? []).includes(k))));
  if (s.type === 'array' && s.items?.properties) kids.push(el('li', {}, schemaTree(s.items, '[]')));
  if (variants)
    for (const v of variants) if (v.properties) kids.push(el('li', {}, schemaTree(v, v.title ?? '')));
  return kids.length ? el('div', {}, head, el('ul', {}, kids)) : head;
}

/** A JSON skeleton of a schema, to start a body from. */
function example(raw, depth = 0) {
  const s = merged(raw);
  if (!s || depth > 4) return null;
  if (s.example !== undefined) return s.example;
  const v = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (v) return example(v, depth + 1);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.type === 'array') return [example(s.items, depth + 1)].filter((x) => x !== null);
  if (s.properties) {
    const o = {};
    for (const [k, p] of Object.entries(s.properties))
      if ((s.required ?? []).includes(k)) o[k] = example(p, depth + 1);
    return o;
  }
  return { string: '', number: 0, integer: 0, boolean: false }[s.type] ?? null;
}

function tryForm(path, method, op, token) {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const inputs = params.map((p) => {
    const id = uid('p');
    return {
      p,
      input: el('input', { id, type: 'text', placeholder: p.schema?.example ?? '' }),
      label: el('label', {
        for: id,
        text: `${p.name}（${p.in === 'path' ? '路径' : '查询'}${p.required ? '，必填' : ''}）`,
      }),
    };
  });
  const body = op.requestBody?.content?.['application/json']?.schema;
  const bodyId = uid('b');
  const ta = body ? el('textarea', { id: bodyId, rows: 6 }) : null;
  if (ta) ta.value = JSON.stringify(example(body), null, 2);
  const out = el('pre', { class: 'answer', 'aria-live': 'polite' });
  const send = async (e) => {
    e.preventDefault();
    let url = path;
    const q = new URLSearchParams();
    for (const { p, input } of inputs) {
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(input.value));
      else if (input.value) q.set(p.name, input.value);
    }
    if ([...q].length) url += `?${q}`;
    const headers = {};
    if (token.value.trim()) headers.authorization = `Bearer ${token.value.trim()}`;
    if (ta) headers['content-type'] = 'application/json';
    out.textContent = '…';
    try {
      const r = await fetch(url, { method: method.toUpperCase(), headers, body: ta ? ta.value : undefined });
      const text = await r.text();
      let shown = text;
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {}
      out.textContent = `${r.status} ${r.statusText}\n${shown}`;
    } catch (err) {
      out.textContent = `请求失败：${err.message}`;
    }
  };
  return el(
    'form',
    { onsubmit: send },
    inputs.map(({ label, input }) => [label, input]),
    ta ? [el('label', { for: bodyId, text: '请求体（JSON）' }), ta] : null,
    el('button', { type: 'submit', text: `发送 ${method.toUpperCase()}` }),
    out,
  );
}

async function main() {
  const root = document.getElementById('ops');
  const doc = await (await fetch('/openapi.json')).json();
  const tokenId = 'docs-token';
  const token = el('input', {
    id: tokenId,
    type: 'password',
    autocomplete: 'off',
    value: localStorage.getItem('bansha:docs') ?? '',
  });
  token.addEventListener('change', () => localStorage.setItem('bansha:docs', token.value.trim()));
  root.replaceChildren(
    el(
      'section',
      { class: 'card' },
      el('label', { for: tokenId, text: '令牌（Bearer，只保存在本浏览器）' }),
      token,
    ),
  );
  const nav = el('ul', { class: 'toc' });
  root.append(el('nav', { 'aria-label': '目录', class: 'card' }, el('h2', { text: '接口' }), nav));
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(ops)) {
      const op = resolve(doc, raw);
      const id = uid('op');
      nav.append(
        el(
          'li',
          {},
          el(
            'a',
            { href: `#${id}` },
            el('code', { text: `${method.toUpperCase()} ${path}` }),
            ` ${op.summary ?? ''}`,
          ),
        ),
      );
      const reqBody = op.requestBody?.content?.['application/json']?.schema;
      const responses = Object.entries(op.responses ?? {});
      root.append(
        el(
          'section',
          { class: 'card op', id },
          el(
            'h2',
            {},
            el('span', { class: `m ${method}`, text: method.toUpperCase() }),
            ' ',
            el('code', { text: path }),
          ),
          el('p', { text: op.summary ?? '' }),
          reqBody ? el('details', {}, el('summary', { text: '请求体' }), schemaTree(reqBody)) : null,
          el(
            'details',
            {},
            el('summary', { text: '响应' }),
            responses.map(([status, r]) =>
              el(
                'div',
                {},
                el('h3', { text: `${status} ${r.description ?? ''}` }),
                schemaTree(Object.values(r.content ?? {})[0]?.schema),
              ),
            ),
          ),
          el('details', {}, el('summary', { text: '试一试' }), tryForm(path, method, op, token)),
        ),
      );
    }
  }
}
main();
