import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { eventHash, verifyChain, ZERO_HASH } from '../../src/api/chain';
import {
  ConcurrencyError,
  EventStore,
  IdempotencyKeyTakenError,
  type NewEvent,
} from '../../src/api/store/event-store';

/** Runs `fn` with an EventStore over a fresh game object's storage. */
function withStore<R>(fn: (store: EventStore) => R | Promise<R>, name = crypto.randomUUID()): Promise<R> {
  const stub = env.GAME.get(env.GAME.idFromName(name));
  return runInDurableObject(stub, async (_instance, state) => {
    const store = new EventStore(state.storage);
    await store.ready;
    return fn(store);
  });
}

const created: NewEvent = {
  type: 'GameCreated',
  v: 1,
  at: '2026-05-01T20:00:00.000+08:00',
  actor: 'operator',
  data: { title: '测试局', ruleset: 'classic', players: [{ name: '甲' }, { name: '乙' }] },
};
const started: NewEvent = {
  type: 'GameStarted',
  v: 1,
  at: '2026-05-01T20:05:00.000+08:00',
  actor: 'director',
  data: { seating: ['乙', '甲'], roles: { 甲: '预言家', 乙: '狼人' } },
};
const submitted: NewEvent = {
  type: 'ActionSubmitted',
  v: 1,
  at: '2026-05-01T23:00:00.000+08:00',
  actor: 'player:甲',
  data: { skill: '查验', targets: ['乙'], note: undefined },
};

describe('EventStore: the event log', () => {
  it('an empty log has head seq 0 and the zero hash', async () => {
    await withStore((store) => {
      expect(store.head()).toEqual({ seq: 0, hash: ZERO_HASH });
      expect(store.all()).toEqual([]);
    });
  });

  it('appends with seq 1, 2, 3 and a hash chain that chain.ts verifies', async () => {
    await withStore((store) => {
      const first = store.append([created], { expectedSeq: 0 });
      const rest = store.append([started, submitted], { expectedSeq: 1 });
      const all = store.all();

      expect(all.map((e) => e.seq)).toEqual([1, 2, 3]);
      expect([...first, ...rest]).toEqual(all);
      expect(all[0].prevHash).toBe(ZERO_HASH);
      expect(all[1].prevHash).toBe(all[0].hash);
      for (const event of all) expect(event.hash).toBe(eventHash(event.prevHash, event));
      expect(verifyChain(all)).toEqual({ ok: true, head: all[2].hash, events: 3 });
      expect(store.head()).toEqual({ seq: 3, hash: all[2].hash });
    });
  });

  it('stores data as its JSON: undefined members dropped, the hash still verifies after reading back', async () => {
    await withStore((store) => {
      const [stored] = store.append([submitted]);
      expect(stored.data).toEqual({ skill: '查验', targets: ['乙'] });
      expect(store.all()[0]).toEqual(stored);
      expect(verifyChain(store.all()).ok).toBe(true);
    });
  });

  it('keeps the NDJSON line shape of the contract', async () => {
    await withStore((store) => {
      store.append([created]);
      expect(Object.keys(store.all()[0]).sort()).toEqual(
        ['actor', 'at', 'data', 'hash', 'prevHash', 'seq', 'type', 'v'].sort(),
      );
    });
  });

  it('since(seq) and upTo(seq) slice the log', async () => {
    await withStore((store) => {
      store.append([created, started, submitted]);
      expect(store.since(1).map((e) => e.seq)).toEqual([2, 3]);
      expect(store.since(3)).toEqual([]);
      expect(store.upTo(2).map((e) => e.seq)).toEqual([1, 2]);
    });
  });

  it('rejects an append against a stale head and appends nothing', async () => {
    await withStore((store) => {
      store.append([created]);
      const before = store.head();
      let error: unknown;
      try {
        store.append([started], {
          expectedSeq: 0,
          idempotency: { key: 'k-stale', requestHash: 'r', status: 202, body: '{"seq":2}' },
        });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConcurrencyError);
      expect(error).toMatchObject({ expectedSeq: 0, actualSeq: 1 });
      expect(store.head()).toEqual(before);
      expect(store.all()).toHaveLength(1);
      expect(store.idempotencyGet('k-stale')).toBeUndefined();
    });
  });

  it('keeps appends made in earlier requests to the same object', async () => {
    const name = crypto.randomUUID();
    await withStore((store) => {
      store.append([created]);
    }, name);
    await withStore((store) => {
      expect(store.head().seq).toBe(1);
      store.append([started], { expectedSeq: 1 });
      expect(verifyChain(store.all())).toMatchObject({ ok: true, events: 2 });
    }, name);
  });
});

describe('EventStore: idempotency', () => {
  it('stores the answer in the same transaction as the events', async () => {
    await withStore((store) => {
      const [event] = store.append([created], {
        idempotency: {
          key: 'create-1',
          requestHash: 'h1',
          status: 201,
          body: '{"id":"g1"}',
          createdAt: '2026-05-01T20:00:00.000+08:00',
        },
      });
      expect(event.seq).toBe(1);
      expect(store.idempotencyGet('create-1')).toEqual({
        key: 'create-1',
        requestHash: 'h1',
        status: 201,
        body: '{"id":"g1"}',
        createdAt: '2026-05-01T20:00:00.000+08:00',
      });
    });
  });

  it('a reused key appends nothing and keeps the first answer', async () => {
    await withStore((store) => {
      store.append([created], { idempotency: { key: 'k', requestHash: 'h1', status: 201, body: 'first' } });
      expect(() =>
        store.append([started], {
          idempotency: { key: 'k', requestHash: 'h2', status: 202, body: 'second' },
        }),
      ).toThrow(IdempotencyKeyTakenError);
      expect(store.head().seq).toBe(1);
      expect(store.idempotencyGet('k')).toMatchObject({ requestHash: 'h1', body: 'first' });
    });
  });

  it('idempotencyPut stores an answer that appended nothing', async () => {
    await withStore((store) => {
      store.idempotencyPut({ key: 'rejected', requestHash: 'h', status: 422, body: '{"error":{}}' });
      expect(store.idempotencyGet('rejected')).toMatchObject({ status: 422, body: '{"error":{}}' });
      expect(store.idempotencyGet('rejected')?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(store.head().seq).toBe(0);
      expect(store.idempotencyGet('unknown')).toBeUndefined();
    });
  });
});

describe('EventStore: tokens', () => {
  it('finds a token by its hash, and not once deactivated', async () => {
    await withStore((store) => {
      store.putToken('hash-director', 'director');
      store.putToken('hash-jia', 'player', '甲');
      expect(store.findToken('hash-jia')).toEqual({
        hash: 'hash-jia',
        kind: 'player',
        name: '甲',
        active: true,
      });
      expect(store.findToken('hash-director')).toEqual({
        hash: 'hash-director',
        kind: 'director',
        name: null,
        active: true,
      });
      expect(store.findToken('nope')).toBeUndefined();

      expect(store.deactivateToken('hash-jia')).toBe(true);
      expect(store.deactivateToken('hash-jia')).toBe(false);
      expect(store.findToken('hash-jia')).toBeUndefined();
      expect(store.findToken('hash-jia', { includeInactive: true })).toMatchObject({ active: false });
    });
  });

  it('writes tokens and the first event atomically inside transaction()', async () => {
    await withStore((store) => {
      expect(() =>
        store.transaction(() => {
          store.putToken('hash-a', 'auditor');
          store.append([created], { expectedSeq: 5 });
        }),
      ).toThrow(ConcurrencyError);
      expect(store.findToken('hash-a')).toBeUndefined();

      store.transaction(() => {
        store.putToken('hash-a', 'auditor');
        store.append([created], { expectedSeq: 0 });
      });
      expect(store.findToken('hash-a')?.kind).toBe('auditor');
      expect(store.head().seq).toBe(1);
    });
  });
});

describe('EventStore: snapshots', () => {
  it('round-trips the latest snapshot, and the latest at or before a seq', async () => {
    await withStore((store) => {
      expect(store.latestSnapshot()).toBeUndefined();
      store.putSnapshot(10, '{"day":1}');
      store.putSnapshot(20, '{"day":2}');
      expect(store.latestSnapshot()).toEqual({ seq: 20, state: '{"day":2}' });
      expect(store.latestSnapshot(15)).toEqual({ seq: 10, state: '{"day":1}' });
      expect(store.latestSnapshot(5)).toBeUndefined();
      store.putSnapshot(20, '{"day":2,"fixed":true}');
      expect(store.latestSnapshot()).toEqual({ seq: 20, state: '{"day":2,"fixed":true}' });
    });
  });
});
