import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalize, eventHash, sha256Hex } from '../../src/api/chain';
import { SNAPSHOT_EVERY, stateHash } from '../../src/api/game-object';
import { EventStore } from '../../src/api/store/event-store';
import type { Envelope } from '../../src/domain/events';
import { replay } from '../../src/domain/evolve';
import type { GameState } from '../../src/domain/state';
import { currentVersion } from '../../src/domain/upcast';
import { act, api, type Created, close, closeNight, newTable, SEATS12, start, stub, vote } from './client';

/**
 * Contract, "The event log": NDJSON lines with seq, type, v, at, actor, data, prevHash, hash;
 * hash = SHA-256 hex of prevHash + "\n" + JCS(line without hash); the first prevHash is 64
 * zeros; an auditor with only the NDJSON checks every link and compares the last hash with
 * `head` from /verify.
 */

interface Line {
  seq: number;
  type: string;
  v: number;
  at: string;
  actor: string;
  data: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

async function ndjson(g: Created, token = g.auditorToken): Promise<Line[]> {
  const r = await api('GET', `/v1/games/${g.id}/events`, { token });
  expect(r.status).toBe(200);
  return r.text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** A game with a day and a night played, by players, the director and votes. */
async function playedGame(): Promise<Created> {
  const g = await newTable({ options: { autoCards: false } });
  await start(g, SEATS12);
  await vote(g, '民A', { target: '预' });
  await vote(g, '民B', { post: '投票对象：预\n投票理由：ＮＦＫＣ全角' });
  await close(g);
  await act(g, '守', '守护', ['预']);
  await act(g, '狼A', '杀人', ['民C']);
  await act(g, '预', '预言', ['狼B']);
  await closeNight(g);
  return g;
}

describe('/events: the NDJSON log', () => {
  let g: Created;
  let lines: Line[];
  beforeAll(async () => {
    g = await playedGame();
    lines = await ndjson(g);
  });

  it('is served as application/x-ndjson, one event a line, seq 1, 2, 3, …', async () => {
    const r = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
    expect(r.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(r.text.endsWith('\n')).toBe(true);
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i + 1));
    expect(lines[0].type).toBe('GameCreated');
  });

  it('each line has exactly seq, type, v, at, actor, data, prevHash, hash; at is ISO 8601 with offset', () => {
    for (const l of lines) {
      expect(Object.keys(l).sort()).toEqual(['actor', 'at', 'data', 'hash', 'prevHash', 'seq', 'type', 'v']);
      // the schema version of its type (src/domain/upcast.ts): VoteCast and GameCreated are at 2
      expect(l.v).toBe(currentVersion(l.type));
      expect(l.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
      expect(l.actor).toMatch(/^(operator|director|player:.+|system:(alarm|sweep))$/);
      expect(l.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(lines.find((l) => l.type === 'VoteCast')?.actor).toBe('player:民A');
    expect(lines.find((l) => l.type === 'WindowClosed')?.actor).toBe('director');
  });

  it('the first prevHash is 64 zeros; each hash = SHA-256(prevHash + "\\n" + JCS(line without hash))', () => {
    expect(lines[0].prevHash).toBe('0'.repeat(64));
    let prev = '0'.repeat(64);
    for (const { hash, ...rest } of lines) {
      expect(rest.prevHash).toBe(prev);
      expect(hash).toBe(sha256Hex(`${prev}\n${canonicalize(rest)}`));
      prev = hash;
    }
  });

  it('?at=SEQ: the views as they stood after event SEQ (auditor)', async () => {
    const firstNight = lines.find((l) => l.type === 'PhaseStarted' && l.data.kind === 'night')?.seq as number;
    const r = await api('GET', `/v1/games/${g.id}?at=${firstNight}`, { token: g.auditorToken });
    expect(r.status).toBe(200);
    expect(r.body.phase).toMatchObject({ kind: 'night', day: 1 });
    expect(r.body.phase.window).toBe(lines.find((l) => l.seq === firstNight)?.data.window);
    const a = await api('GET', `/v1/games/${g.id}/announcements?at=${firstNight}`, { token: g.auditorToken });
    expect(a.body.map((x: { seq: number }) => x.seq).every((seq: number) => seq <= firstNight)).toBe(true);
    expect(a.body.at(-1).text).toMatch(/当选警长/);
  });

  it('/verify walks the chain: ok, head = the last hash, events = the count', async () => {
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, head: lines.at(-1)?.hash, events: lines.length });
    expect(r.body.stateHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('/verify’s stateHash, rebuilt by replay, equals the object’s in-memory state hash', async () => {
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.directorToken });
    expect(r.body.stateHash).toBe(await stub(g).currentStateHash());
    // and the NDJSON alone replays to the same state
    expect(stateHash(replay(lines as unknown as Envelope[]))).toBe(r.body.stateHash);
  });
});

describe('tampering with a stored event', () => {
  it('an edited event makes /verify answer ok:false at that seq', async () => {
    const g = await playedGame();
    await runInDurableObject(stub(g), (_i, state) => {
      state.storage.sql.exec(
        'UPDATE events SET data = ? WHERE seq = 5',
        JSON.stringify({ to: '民A', text: '你的身份是【预言家】，属于村民阵营。', data: {} }),
      );
    });
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: false, seq: 5 });
    expect(r.body.reason).toMatch(/hash/);
  });

  it('an edited event whose own hash is recomputed breaks the next link', async () => {
    const g = await playedGame();
    await runInDurableObject(stub(g), async (_i, state) => {
      const store = new EventStore(state.storage);
      await store.ready;
      const e = store.all()[6];
      // backdate event 7 and give it a hash that fits its new content
      const forged = { ...e, at: '2000-01-01T00:00:00.000Z' };
      state.storage.sql.exec(
        'UPDATE events SET at = ?, hash = ? WHERE seq = ?',
        forged.at,
        eventHash(e.prevHash, forged),
        e.seq,
      );
    });
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(r.body).toMatchObject({ ok: false, seq: 8 });
    expect(r.body.reason).toMatch(/prevHash/);
  });

  it('a rechained log whose event no longer fits its schema fails the replay at that seq', async () => {
    const g = await playedGame();
    await runInDurableObject(stub(g), async (_i, state) => {
      const store = new EventStore(state.storage);
      await store.ready;
      let prev = '';
      for (const e of store.all()) {
        if (e.seq < 5) {
          prev = e.hash;
          continue;
        }
        const line = { ...e, prevHash: prev, data: e.seq === 5 ? { nonsense: true } : e.data };
        const hash = eventHash(prev, line);
        state.storage.sql.exec(
          'UPDATE events SET data = ?, prev_hash = ?, hash = ? WHERE seq = ?',
          JSON.stringify(line.data),
          prev,
          hash,
          e.seq,
        );
        prev = hash;
      }
    });
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(r.body).toMatchObject({ ok: false, seq: 5 });
    expect(r.body.reason).toMatch(/schema/);
  });
});

describe('a log cut short or rewritten whole (the head is recorded apart from the events)', () => {
  it('deleting the last events makes /verify answer ok:false at the first missing seq', async () => {
    const g = await playedGame();
    const before = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    const n = before.body.events as number;
    await runInDurableObject(stub(g), (_i, state) => {
      state.storage.sql.exec('DELETE FROM events WHERE seq > ?', n - 3);
    });
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(r.body).toMatchObject({ ok: false, seq: n - 2 });
    expect(r.body.reason).toMatch(/cut short/);
  });

  it('a log rechained from seq 5 with well-formed but different content is caught', async () => {
    const g = await playedGame();
    await runInDurableObject(stub(g), async (_i, state) => {
      const store = new EventStore(state.storage);
      await store.ready;
      let prev = '';
      for (const e of store.all()) {
        if (e.seq < 5) {
          prev = e.hash;
          continue;
        }
        const line = { ...e, prevHash: prev, at: e.seq === 5 ? '2000-01-01T00:00:00.000Z' : e.at };
        const hash = eventHash(prev, line);
        state.storage.sql.exec(
          'UPDATE events SET at = ?, prev_hash = ?, hash = ? WHERE seq = ?',
          line.at,
          prev,
          hash,
          e.seq,
        );
        prev = hash;
      }
    });
    const r = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(r.body.ok).toBe(false);
    expect(r.body.reason).toMatch(/rewritten/);
  });
});

describe(`snapshots (every ${SNAPSHOT_EVERY} events): a snapshot plus the tail equals a full replay`, () => {
  let g: Created;
  beforeAll(async () => {
    g = await newTable();
    await start(g, SEATS12);
    await close(g); // night 1
    // 共群: any wolf may resubmit the kill; each submission is one event
    const wolves = ['狼A', '狼B', '狼C'];
    const targets = ['民A', '民B', '民C', '预'];
    for (let i = 0; i < SNAPSHOT_EVERY + 10; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => act(g, wolves[(i + j) % 3], '杀人', [targets[(i + j) % 4]])),
      );
    await closeNight(g); // resolve the night on top of the snapshot
  }, 60_000);

  it('the object wrote a snapshot once the log passed SNAPSHOT_EVERY', async () => {
    const { snap, all } = await runInDurableObject(stub(g), async (_i, state) => {
      const store = new EventStore(state.storage);
      await store.ready;
      return { snap: store.latestSnapshot(), all: store.all() };
    });
    expect(snap).toBeDefined();
    expect(snap?.seq).toBeGreaterThanOrEqual(SNAPSHOT_EVERY);
    expect(all.length).toBeGreaterThan(snap?.seq ?? 0);
    const envs = all as unknown as Envelope[];
    const full = replay(envs);
    const base = JSON.parse(snap?.state ?? '{}') as GameState;
    expect(stateHash(base)).toBe(stateHash(replay(envs.slice(0, snap?.seq))));
    expect(stateHash(replay(envs.slice(snap?.seq), base))).toBe(stateHash(full));
    expect(stateHash(full)).toBe(await stub(g).currentStateHash());
  });

  it('a cold start (the object evicted) loads the snapshot and the tail to the same state', async () => {
    const before = await stub(g).currentStateHash();
    const view = (await api('GET', `/v1/games/${g.id}`)).body;
    await evictDurableObject(stub(g));
    expect(await stub(g).currentStateHash()).toBe(before);
    expect((await api('GET', `/v1/games/${g.id}`)).body).toEqual(view);
    const ver = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(ver.body).toMatchObject({ ok: true, stateHash: before });
  });

  it('a cold start reads the snapshot and the tail only: no row before the snapshot until a view folds the log, and every view equals a full replay (issue 18)', async () => {
    const paths = ['', '/announcements', '/director', '/notifications', '/players/预', '/me'];
    const read = async (path: string) =>
      (
        await api('GET', `/v1/games/${g.id}${path}`, {
          token: path === '/me' ? g.tok.狼A : path ? g.directorToken : undefined,
        })
      ).body;
    const logOf = () =>
      runInDurableObject(stub(g), async (instance, state) => {
        const store = new EventStore(state.storage);
        await store.ready;
        const all = store.all() as unknown as Envelope[];
        return {
          log: (instance as unknown as { log: unknown[] | null }).log?.length ?? null,
          rows: all.length,
          replayed: stateHash(replay(all)),
        };
      });
    const before = await Promise.all(paths.map(read));
    await evictDurableObject(stub(g));
    // the public view answers from the snapshot and the tail: the log is not read
    expect(await read('')).toEqual(before[0]);
    const cold = await logOf();
    expect(cold.log).toBeNull();
    expect(await stub(g).currentStateHash()).toBe(cold.replayed);
    // a view that folds the log reads it once, whole; every view is the one before the eviction
    expect(await Promise.all(paths.map(read))).toEqual(before);
    const loaded = await logOf();
    expect(loaded.log).toBe(loaded.rows);
    // a command after a cold start appends without reading the log either, and the state is the full replay's
    await evictDurableObject(stub(g));
    const extend = await api('POST', `/v1/games/${g.id}/rulings`, {
      token: g.directorToken,
      body: { kind: 'extend', seconds: 60, reason: '补时' },
    });
    expect(extend.status).toBeLessThan(300);
    const acted = await logOf();
    expect(acted.log).toBeNull();
    expect(acted.rows).toBeGreaterThan(loaded.rows);
    expect(await stub(g).currentStateHash()).toBe(acted.replayed);
    await read('/announcements');
    expect((await logOf()).log).toBe(acted.rows);
  });

  it('the cold start really reads the snapshot (a marked snapshot shows through), then heals', async () => {
    const saved = await runInDurableObject(stub(g), async (_i, state) => {
      const store = new EventStore(state.storage);
      await store.ready;
      const snap = store.latestSnapshot();
      if (!snap) throw new Error('no snapshot');
      const marked = { ...(JSON.parse(snap.state) as GameState), title: '快照' };
      store.putSnapshot(snap.seq, JSON.stringify(marked));
      return snap;
    });
    await evictDurableObject(stub(g));
    expect((await api('GET', `/v1/games/${g.id}`)).body.title).toBe('快照');
    // /verify replays the log alone, so it does not trust the snapshot
    const ver = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(ver.body.stateHash).not.toBe(await stub(g).currentStateHash());
    await runInDurableObject(stub(g), async (_i, state) => {
      const store = new EventStore(state.storage);
      await store.ready;
      store.putSnapshot(saved.seq, saved.state);
    });
    await evictDurableObject(stub(g));
    expect((await api('GET', `/v1/games/${g.id}`)).body.title).toBe('测试局');
    expect(ver.body.stateHash).toBe(await stub(g).currentStateHash());
  });
});
