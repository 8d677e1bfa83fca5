/**
 * The Worker `npm run bench:http` serves: Bansha as in production, plus a bare Durable Object
 * that does one SQLite insert per request (`POST /bare/<name>`), the floor the append path is
 * measured against. Bound only in bench/http/wrangler.toml, never in production.
 */
import { DurableObject } from 'cloudflare:workers';
import worker from '../../src/api/worker';

export { GameObject } from '../../src/api/game-object';

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

type BenchEnv = Env & { BARE: DurableObjectNamespace<BareObject> };

export default {
  async fetch(req, env, ctx) {
    const url = new URL(req.url);
    if (req.method === 'POST' && url.pathname.startsWith('/bare/')) {
      const stub = env.BARE.get(env.BARE.idFromName(url.pathname.slice('/bare/'.length)));
      const seq = await stub.insert(await req.text());
      return Response.json({ seq }, { status: 202 });
    }
    return worker.fetch(req, env, ctx);
  },
  scheduled: worker.scheduled,
} satisfies ExportedHandler<BenchEnv>;
