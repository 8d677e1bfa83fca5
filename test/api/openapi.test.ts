import { describe, expect, it } from 'vitest';
import { Announcement, GameView, MeView, VerifyResponse, VoteResponse } from '../../src/api/schemas';
import { act, api, close, newTable, SEATS12, start, vote } from './client';

/**
 * Contract: "The OpenAPI document served at /openapi.json describes the same API in full and
 * must agree with this page"; `GET /openapi.json`, `GET /docs`: "the OpenAPI 3.1 document and a
 * page to read it".
 */

/** The contract's endpoint table, as OpenAPI paths. */
const CONTRACT: [string, string][] = [
  ['post', '/v1/games'],
  ['post', '/v1/games/{id}/start'],
  ['get', '/v1/games/{id}'],
  ['get', '/v1/games/{id}/announcements'],
  ['get', '/v1/games/{id}/me'],
  ['post', '/v1/games/{id}/actions'],
  ['post', '/v1/games/{id}/votes'],
  ['post', '/v1/games/{id}/candidacy'],
  ['post', '/v1/games/{id}/speed'],
  ['post', '/v1/games/{id}/last-words'],
  ['post', '/v1/games/{id}/close'],
  ['post', '/v1/games/{id}/rulings'],
  ['post', '/v1/games/{id}/post-counts'],
  ['post', '/v1/games/{id}/webhooks'],
  ['get', '/v1/games/{id}/director'],
  ['get', '/v1/games/{id}/events'],
  ['get', '/v1/games/{id}/verify'],
];

describe('/openapi.json', () => {
  it('is an OpenAPI 3.1 document', async () => {
    const r = await api('GET', '/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.body.openapi).toMatch(/^3\.1\./);
    expect(r.body.info.title).toBe('Bansha');
    expect(r.body.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it.each(CONTRACT)('lists %s %s, the contract table’s endpoint', async (method, path) => {
    const doc = (await api('GET', '/openapi.json')).body;
    const op = doc.paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    if (path.includes('{id}'))
      expect(
        op.parameters.some((p: { name: string; in: string }) => p.name === 'id' && p.in === 'path'),
      ).toBe(true);
    if (method === 'post') {
      // every POST accepts an Idempotency-Key header
      expect(
        op.parameters?.some(
          (p: { name: string; in: string }) => p.in === 'header' && /idempotency-key/i.test(p.name),
        ),
      ).toBe(true);
    }
  });

  it('who: the public endpoints take an optional token, the others require one (the contract’s "who")', async () => {
    const doc = (await api('GET', '/openapi.json')).body;
    // an empty requirement {} among the alternatives means "no token needed"
    const anonymousAllowed = (method: string, path: string) =>
      (doc.paths[path][method].security ?? doc.security ?? []).some(
        (r: object) => Object.keys(r).length === 0,
      );
    // anyone: the game, its 公示; anyone once ended: the log and its verdict
    for (const path of [
      '/v1/games/{id}',
      '/v1/games/{id}/announcements',
      '/v1/games/{id}/events',
      '/v1/games/{id}/verify',
    ])
      expect(anonymousAllowed('get', path), path).toBe(true);
    for (const [method, path] of CONTRACT.filter(([m, p]) => m === 'post' || /me$|director$/.test(p)))
      expect(anonymousAllowed(method, path), `${method} ${path}`).toBe(false);
  });

  it('the documented success statuses are the contract’s: 201 create, 202 actions, 200 votes', async () => {
    const paths = (await api('GET', '/openapi.json')).body.paths;
    expect(Object.keys(paths['/v1/games'].post.responses)).toContain('201');
    expect(Object.keys(paths['/v1/games/{id}/actions'].post.responses)).toContain('202');
    expect(Object.keys(paths['/v1/games/{id}/votes'].post.responses)).toContain('200');
    expect(Object.keys(paths['/v1/games/{id}/events'].get.responses['200'].content)).toEqual([
      'application/x-ndjson',
    ]);
  });

  it('the error schema is {error: {code, message}}', async () => {
    const doc = (await api('GET', '/openapi.json')).body;
    const err = doc.components.schemas.Error;
    expect(err.properties.error.required).toEqual(expect.arrayContaining(['code', 'message']));
  });
});

describe('the answers agree with the document', () => {
  it('game, me, announcements, votes and verify parse with the documented schemas, no undocumented field', async () => {
    const g = await newTable();
    const started = await start(g, SEATS12);
    expect(GameView.strict().safeParse(started.body).error).toBeUndefined();
    const v = await vote(g, '民A', { target: '预' });
    expect(VoteResponse.strict().safeParse(v.body).error).toBeUndefined();
    await close(g);
    await act(g, '狼A', '杀人', ['民A']);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.狼A });
    expect(MeView.strict().safeParse(me.body).error).toBeUndefined();
    const pub = await api('GET', `/v1/games/${g.id}`);
    expect(GameView.strict().safeParse(pub.body).error).toBeUndefined();
    const ann = await api('GET', `/v1/games/${g.id}/announcements`);
    for (const a of ann.body) expect(Announcement.strict().safeParse(a).error).toBeUndefined();
    const ver = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(VerifyResponse.strict().safeParse(ver.body).error).toBeUndefined();
  });
});

describe('/docs', () => {
  it('serves an HTML page that reads /openapi.json', async () => {
    const r = await api('GET', '/docs');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.text).toMatch(/^<!doctype html>/i);
    expect(r.text).toContain('/openapi.json');
  });
});
