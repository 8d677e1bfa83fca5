/**
 * The Worker `npm run bench:http` serves: Bansha as in production, plus a bare Durable Object
 * that does one SQLite insert per request (`POST /bare/<name>`), the floor the append path is
 * measured against. Bound only in bench/http/wrangler.toml, never in production.
 *
 * The game's object is production's, its D1 binding wrapped to time every D1 statement it runs
 * (the index update): inside workerd the clock stands still during CPU work but moves across I/O, so
 * these are the D1 round trips' wall times. `GET /bench/d1/<game id>` answers and forgets them.
 */
import { DurableObject } from 'cloudflare:workers';
import { GameObject as Production } from '../../src/api/game-object';
import worker from '../../src/api/worker';

export class BareObject extends DurableObject {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    ctx.storage.sql.exec('CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, data TEXT NOT NULL)');
  }

  insert(data: string): number {
    return this.ctx.storage.sql.exec('INSERT INTO events (data) VALUES (?) RETURNING seq', data).one()
      .seq as number;
  }
}

/** A D1 database whose statements' run/all/first/raw record their wall time (ms) in `times`. */
function timedD1(db: D1Database, times: number[]): D1Database {
  const timed = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, key) {
        const v = Reflect.get(target, key, target);
        if (typeof v !== 'function') return v;
        if (key === 'bind') return (...args: unknown[]) => timed(v.apply(target, args));
        if (key === 'run' || key === 'all' || key === 'first' || key === 'raw')
          return async (...args: unknown[]) => {
            const t = Date.now();
            try {
              return await v.apply(target, args);
            } finally {
              times.push(Date.now() - t);
            }
          };
        return v.bind(target);
      },
    });
  return new Proxy(db, {
    get(target, key) {
      const v = Reflect.get(target, key, target);
      if (key === 'prepare') return (sql: string) => timed(target.prepare(sql));
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/** Production's game object with its D1 statements timed. */
export class GameObject extends Production {
  private readonly d1Times: number[];
  constructor(ctx: DurableObjectState, env: Env) {
    const times: number[] = [];
    super(ctx, { ...env, DB: timedD1(env.DB, times) });
    this.d1Times = times;
  }

  /** The D1 statements' wall times since the last call (ms), forgotten. */
  benchD1Times(): number[] {
    return this.d1Times.splice(0);
  }
}

type BenchEnv = Env & { BARE: DurableObjectNamespace<BareObject> };

export default {
  async fetch(req, env, ctx) {
    const url = new URL(req.url);
    if (req.method === 'POST' && url.pathname.startsWith('/bare/')) {
      const stub = env.BARE.get(env.BARE.idFromName(url.pathname.slice('/bare/'.length)));
      const seq = await stub.insert(await req.text());
      return Response.json({ seq }, { status: 202 });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/bench/d1/')) {
      const stub = env.GAME.get(env.GAME.idFromName(url.pathname.slice('/bench/d1/'.length)));
      return Response.json(await (stub as unknown as GameObject).benchD1Times());
    }
    return worker.fetch(req, env, ctx);
  },
  scheduled: worker.scheduled,
} satisfies ExportedHandler<BenchEnv>;
