import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 10: no import cycles in src/ (a type-only import counts: it ties the two modules' shapes together as much).
// A small walk of the import graph: every relative `import … from '…'` / `export … from '…'` of every .ts file.
const SRC = fileURLToPath(new URL('../../src', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

function target(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const p of [`${base}.ts`, join(base, 'index.ts')])
    try {
      if (statSync(p).isFile()) return p;
    } catch {}
  return null;
}

function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const re = /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms;
  for (const f of files(root)) {
    const text = readFileSync(f, 'utf8');
    const deps = new Set<string>();
    for (const m of text.matchAll(re)) {
      const t = target(f, m[1] as string);
      if (t) deps.add(t);
    }
    graph.set(f, [...deps]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const d of graph.get(f) ?? []) {
      if (state.get(d) === 'open') found.push(stack.slice(stack.indexOf(d)));
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of [...graph.keys()].sort()) if (!state.has(f)) visit(f);
  return found;
}

describe('src/ has no import cycles', () => {
  it('the walk finds a cycle when there is one', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('no module of src/ imports itself back through others', () => {
    const g = importGraph(SRC);
    expect(g.size).toBeGreaterThan(50);
    const named = cycles(g).map((c) => c.map((f) => relative(SRC, f)).join(' → '));
    expect(named).toEqual([]);
  });
});
