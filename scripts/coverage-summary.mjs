#!/usr/bin/env node
// Recounts the Summary table of docs/rules-coverage.md from its per-ruleset rows.
//   node scripts/coverage-summary.mjs          rewrite the table in place
//   node scripts/coverage-summary.mjs --check  exit 1 (naming the cells) when the table disagrees with the rows
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const STATES = ['done', 'partial', 'in progress', 'not yet'];

/** Counts the rows of each `## <ruleset> — …` section: roles and `rule_` rows apart, by state. */
export function countRows(md) {
  const sections = new Map();
  let current = null;
  for (const line of md.split('\n')) {
    const head = /^## `?([a-z0-9]+)`? — /.exec(line);
    if (head) {
      current = { roles: {}, rules: {}, roleRows: 0, ruleRows: 0 };
      sections.set(head[1], current);
      continue;
    }
    if (line.startsWith('## ')) current = null;
    if (!current || !line.startsWith('| ')) continue;
    const cells = line.split('|').map((c) => c.trim());
    // | # | role | id | faction | state | notes |
    const id = cells[3] ?? '';
    const state = cells[5] ?? '';
    if (!id.startsWith('`')) continue; // the header and the --- line
    if (!STATES.includes(state)) throw new Error(`row ${id}: unknown state "${state}"`);
    const rule = id.startsWith('`rule_');
    const bucket = rule ? current.rules : current.roles;
    bucket[state] = (bucket[state] ?? 0) + 1;
    if (rule) current.ruleRows++;
    else current.roleRows++;
  }
  return sections;
}

const phrase = (by) =>
  STATES.filter((s) => by[s])
    .map((s) => `${by[s]} ${s}`)
    .join(', ') || '—';

const add = (a, b) => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
};

/** The Summary table with its counts recomputed (the name, file and note cells are kept). */
export function recount(md) {
  const sections = countRows(md);
  const lines = md.split('\n');
  const start = lines.indexOf('## Summary');
  if (start < 0) throw new Error('no ## Summary');
  let all = { roles: {}, rules: {}, roleRows: 0, ruleRows: 0 };
  const problems = [];
  for (let i = start + 1; i < lines.length && !lines[i].startsWith('## '); i++) {
    const line = lines[i];
    if (!line.startsWith('| ')) continue;
    const cells = line.split('|').slice(1, -1);
    const key = /`([a-z0-9]+)`/.exec(cells[0] ?? '')?.[1];
    let row;
    if (key && sections.has(key)) {
      row = sections.get(key);
      all = {
        roles: add(all.roles, row.roles),
        rules: add(all.rules, row.rules),
        roleRows: all.roleRows + row.roleRows,
        ruleRows: all.ruleRows + row.ruleRows,
      };
    } else if (cells[0]?.includes('**all**')) {
      row = all;
    } else continue;
    const bold = cells[0].includes('**all**');
    const want = [
      ` ${bold ? `**${row.roleRows}**` : row.roleRows} `,
      ` ${phrase(row.roles)} `,
      ` ${bold ? `**${row.ruleRows}**` : row.ruleRows} `,
      ` ${phrase(row.rules)} `,
    ];
    [2, 3, 4, 5].forEach((col, j) => {
      if (cells[col] !== want[j])
        problems.push(
          `${key ?? 'all'}: column ${col + 1} says "${cells[col]?.trim()}", rows give "${want[j].trim()}"`,
        );
      cells[col] = want[j];
    });
    lines[i] = `|${cells.join('|')}|`;
  }
  return { text: lines.join('\n'), problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = new URL('../docs/rules-coverage.md', import.meta.url);
  const md = readFileSync(file, 'utf8');
  const { text, problems } = recount(md);
  if (process.argv.includes('--check')) {
    for (const p of problems) console.error(p);
    process.exit(problems.length ? 1 : 0);
  }
  writeFileSync(file, text);
  console.log(problems.length ? `updated ${problems.length} cells` : 'summary already true');
}
