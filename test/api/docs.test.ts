import { describe, expect, it } from 'vitest';
import apiMd from '../../docs/api.md?raw';
import { ALL_ERROR_CODES } from '../../src/api/errors';
import { api } from './client';

/**
 * docs/api.md is the HTTP contract the project honours; /openapi.json is generated from the routes.
 * They must list the same endpoints, and the contract must name every error code. See its
 * "Adding an endpoint".
 */

/** Routes that are served but are no part of the OpenAPI document. */
const NOT_IN_OPENAPI = ['GET /openapi.json', 'GET /docs', 'GET /'];

/** The section of the page under a `## ` heading, up to the next one. */
function section(md: string, heading: string): string {
  const start = md.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/api.md has a "## ${heading}" section`).toBeGreaterThan(-1);
  const end = md.indexOf('\n## ', start + 1);
  return md.slice(start, end === -1 ? undefined : end);
}

/** `METHOD /path` in the first column of the Endpoints table, `:param` written as OpenAPI's `{param}`. */
function documentedEndpoints(): string[] {
  const out: string[] = [];
  for (const line of section(apiMd, 'Endpoints').split('\n')) {
    if (!line.startsWith('| `')) continue;
    const first = line.split(' | ')[0] as string;
    for (const m of first.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s]*)`/g))
      out.push(`${m[1]} ${(m[2] as string).replace(/:([A-Za-z]+)/g, '{$1}')}`);
  }
  return out;
}

async function openapiEndpoints(): Promise<string[]> {
  const doc = (await api('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('docs/api.md and /openapi.json list the same API', () => {
  it('every endpoint of /openapi.json has its row in docs/api.md', async () => {
    const documented = new Set(documentedEndpoints());
    const missing = (await openapiEndpoints()).filter((e) => !documented.has(e));
    expect(missing, 'add a row to the Endpoints table of docs/api.md').toEqual([]);
  });

  it('every endpoint docs/api.md lists is served: in /openapi.json, or one of the few pages outside it', async () => {
    const served = new Set([...(await openapiEndpoints()), ...NOT_IN_OPENAPI]);
    const stale = documentedEndpoints().filter((e) => !served.has(e));
    expect(documentedEndpoints().length).toBeGreaterThan(20);
    expect(stale, 'rows of docs/api.md with no route behind them').toEqual([]);
  });

  it('the pages outside the OpenAPI document answer', async () => {
    for (const e of NOT_IN_OPENAPI) {
      const [method, path] = e.split(' ') as [string, string];
      expect((await api(method, path)).status, e).toBe(200);
    }
  });

  it('every error code the API can answer has its row in the Error codes table', () => {
    const table = section(apiMd, 'Error codes');
    const missing = ALL_ERROR_CODES.filter((code) => !table.includes(`| \`${code}\` |`));
    expect(missing).toEqual([]);
  });
});
