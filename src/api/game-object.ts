import { DurableObject } from 'cloudflare:workers';
import {
  type AdapterHost,
  adapterRoute,
  adapterTransports,
  claimBindCode,
  onebotReminders,
  type PhaseRef,
  type Via,
  viaPrincipal,
} from '../adapters/game-side';
import { decide } from '../domain/decide';
import { nextDeadline } from '../domain/engine/schedule';
import type { Envelope } from '../domain/events';
import { replay } from '../domain/evolve';
import { type GameState, initialState } from '../domain/state';
import { isoAt } from '../domain/time';
import { canonicalize, sha256Hex } from './chain';
import { upsertGame } from './d1/index-repo';
import { denied, type GameCtx, type Plan, type Principal, parseInput, type RawInput } from './edge/route';
import { ROUTES, type RouteId } from './edge/routes';
import { fail, type Reply } from './reply';
import { stateHash } from './state-hash';
import { ConcurrencyError, EventStore, type StoredEvent } from './store/event-store';
import { WebhookStore } from './store/webhook-store';
import { tokenSecret } from './tokens';
import { policyFrom, Webhooks } from './webhooks';

export type { Reply } from './reply';
export { stateHash } from './state-hash';

/** How often the state is snapshotted (events); a cold start replays only the tail. */
export const SNAPSHOT_EVERY = 250;

/** A request as the edge forwards it: the route, the caller's token (hashed) and the unparsed input. */
export interface EdgeRequest extends RawInput {
  route: RouteId;
  /** sha256 hex of the bearer token, if any (not the operator's) */
  tokenHash: string | null;
  operator: boolean;
  /**
   * A request the QQ bot relays (src/adapters/onebot; never set from HTTP): the bot and the QQ
   * user who sent it. The user acts as the player this game bound to it, else as nobody.
   */
  via?: Via;
  /** An adapter route's headers it authenticates with (the Discourse signature and event). */
  headers?: Record<string, string>;
}

/** One game: its event log in SQLite, the state folded in memory, its deadline alarm. */
export class GameObject extends DurableObject<Env> {
  private readonly store: EventStore;
  private state: GameState = initialState();
  /**
   * The whole log, read from storage only when something needs it (the views that fold it, ?at=):
   * a cold start with a snapshot reads the snapshot and the tail, not every row.
   */
  private log: Envelope[] | null = null;
  /** Tokens found in storage, by hash: forgotten whenever a command writes tokens (create, 替补). */
  private readonly tokens = new Map<string, Principal>();
  /** The alarm as last set or read; undefined when not known (at a start, when it has fired). */
  private alarmAt: number | null | undefined = undefined;
  /** What the D1 index row last written says (status, deadline, title); none yet after a start. */
  private indexed: string | null = null;
  /** Subscriptions, outbox and delivery log: beside the event log, never in it. */
  private readonly webhooks: Webhooks;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new EventStore(ctx.storage);
    this.webhooks = new Webhooks(new WebhookStore(this.store.db), (fn) => this.store.transaction(fn), {
      fetch: (input, init) => fetch(input, init),
      policy: policyFrom(env.WEBHOOK_RETRY),
      random: Math.random,
      now: Date.now,
      environment: env.ENVIRONMENT,
      transports: adapterTransports(() => this.adapterHost),
    });
    ctx.blockConcurrencyWhile(async () => {
      await this.store.ready;
      this.load();
      // after a restart: the outbox is in SQLite; make sure an alarm comes back for it
      if (this.webhooks.nextDue() !== null) await this.armAlarm();
    });
  }

  /**
   * Rebuilds the state: the newest snapshot plus the tail of the log after it (only those rows are
   * read and decoded). Without a snapshot the tail is the whole log, kept as the log.
   */
  private load(): void {
    const snap = this.store.latestSnapshot();
    const tail = this.store.since(snap ? snap.seq : 0) as unknown as Envelope[];
    this.state = replay(tail, snap ? (JSON.parse(snap.state) as GameState) : initialState());
    this.log = snap ? null : tail;
  }

  /** The whole log, read from storage the first time it is needed after a cold start. */
  private fullLog(): Envelope[] {
    this.log ??= this.store.all() as unknown as Envelope[];
    return this.log;
  }

  /** What a route's handler sees of this object. */
  private gameCtx(): GameCtx {
    const self = this;
    return {
      get state() {
        return self.state;
      },
      get log() {
        return self.fullLog();
      },
      at: (seq) => this.at(seq),
      store: this.store,
      webhooks: this.webhooks,
      secret: tokenSecret(this.env),
      kv: this.ctx.storage.kv,
    };
  }

  /** What the adapters of src/adapters reach of the game: its storage, and the routes as a given caller. */
  private readonly adapterHost: AdapterHost = {
    kv: () => this.ctx.storage.kv,
    state: () => this.state,
    webhooks: () => this.webhooks,
    transaction: (fn) => this.store.transaction(fn),
    run: (p, route, body, key) => this.serveAs(p, routeRequest(this.state.id, route as RouteId, body, key)),
    env: () => this.env,
  };

  /**
   * An adapter's route (its handler `adapter`): the caller authenticated and authorised as by
   * `handle`, the input parsed only then, and the adapter's own work (src/adapters/game-side.ts).
   */
  async adapter(req: EdgeRequest): Promise<Reply> {
    const route = ROUTES[req.route];
    if (!route || !('adapter' in route.handler)) return fail('NOT_FOUND', '没有这个接口');
    if (!this.state.created) return fail('NOT_FOUND', '没有这局游戏');
    const principal = req.via ? viaPrincipal(this.ctx.storage.kv, req.via) : this.authenticate(req);
    if (req.tokenHash && principal.kind === 'public') return fail('UNAUTHENTICATED', '无效的令牌');
    const refused = denied(route.access, principal, this.state);
    if (refused) return refused;
    // a Discourse webhook's signature is its caller's authentication: checked before its body is parsed
    const parsed =
      req.route === 'discourseWebhook'
        ? { input: { params: req.params, query: {}, body: null, key: req.key } }
        : parseInput(route, req);
    if ('status' in parsed) return parsed;
    const r = await adapterRoute(this.adapterHost, req.route, parsed.input, req);
    await this.armAlarm(); // a binding's first messages, a vote's outbox
    return r;
  }

  /** The QQ bot: a player sent it 绑定 <code>. */
  onebotClaim(via: Via, code: string): Reply {
    return this.state.created
      ? claimBindCode(this.adapterHost, via, code)
      : fail('NOT_FOUND', '没有这局游戏');
  }

  /** The QQ bot: whom to remind before the window it set a reminder for closes. */
  onebotReminders(via: Via, phase: PhaseRef): Reply {
    return this.state.created
      ? onebotReminders(this.adapterHost, via, phase)
      : fail('NOT_FOUND', '没有这局游戏');
  }

  /**
   * The one handle of every route (./edge/routes.ts): the game exists, the caller may call the
   * route, and only then is the input parsed; a write goes through its Idempotency-Key, then
   * decide → append → outbox.
   */
  async handle(req: EdgeRequest): Promise<Reply> {
    const principal = req.via ? viaPrincipal(this.ctx.storage.kv, req.via) : this.authenticate(req);
    return this.serveAs(principal, req);
  }

  /** A request once its caller is known (a token's holder, a relayed QQ user, an adapter acting as a player). */
  private async serveAs(principal: Principal, req: EdgeRequest): Promise<Reply> {
    const route = ROUTES[req.route];
    if (!route) return fail('NOT_FOUND', '没有这个接口');
    if (route.object === 'path' && !this.state.created) return fail('NOT_FOUND', '没有这局游戏');
    // a token that is no token of this game is refused, even where anyone may call
    if (req.tokenHash && principal.kind === 'public') return fail('UNAUTHENTICATED', '无效的令牌');
    const refused = denied(route.access, principal, this.state);
    if (refused) return refused;
    const parsed = parseInput(route, req);
    if ('status' in parsed) return parsed;
    const input = parsed.input;
    const g = this.gameCtx();
    const h = route.handler;
    if ('read' in h) return h.read(g, input as never, principal);
    if ('edge' in h || 'adapter' in h) return fail('NOT_FOUND', '没有这个接口');
    const reveal = (r: Reply) => (route.reveal ? route.reveal(r, input as never, g) : r);
    // writes, with Idempotency-Key; a key belongs to its sender, so one sender's key never
    // answers or blocks another's request
    const requestHash = req.key
      ? sha256Hex(
          canonicalize({ route: req.route, params: input.params, body: input.body, principal } as never),
        )
      : '';
    const idemKey = req.key
      ? `${principalKey(principal)}\n${route.object === 'new' ? 'create:' : ''}${req.key}`
      : null;
    if (idemKey) {
      const prev = this.store.idempotencyGet(idemKey);
      if (prev) {
        if (prev.requestHash !== requestHash)
          return fail('IDEMPOTENCY_KEY_REUSED', '这个 Idempotency-Key 已用于另一个请求');
        return reveal({ status: prev.status, body: JSON.parse(prev.body) });
      }
    }
    const remember = (reply: Reply) => {
      if (idemKey)
        this.store.idempotencyPut({
          key: idemKey,
          requestHash,
          status: reply.status,
          body: JSON.stringify(reply.body),
        });
      return reply;
    };
    if ('write' in h)
      // the subscription and the Idempotency-Key's answer land together
      return reveal(this.store.transaction(() => remember(h.write(g, input as never, principal))));
    const planned = h.command(g, input as never, principal);
    if ('status' in planned) return reveal(remember(planned));
    return reveal(await this.execute(planned, idemKey, requestHash));
  }

  private authenticate(req: { tokenHash: string | null; operator: boolean }): Principal {
    if (req.operator) return { kind: 'operator' };
    if (!req.tokenHash) return { kind: 'public' };
    const known = this.tokens.get(req.tokenHash);
    if (known) return known;
    const t = this.store.findToken(req.tokenHash);
    if (!t) return { kind: 'public' };
    const p: Principal =
      t.kind === 'player'
        ? { kind: 'player', name: t.name ?? '' }
        : t.kind === 'director' || t.kind === 'auditor'
          ? { kind: t.kind }
          : { kind: 'public' };
    this.tokens.set(req.tokenHash, p);
    return p;
  }

  /** decide → append (one transaction, with the outbox and the Idempotency-Key's answer) → alarm and index. */
  private async execute(plan: Plan, idemKey: string | null, requestHash: string): Promise<Reply> {
    const now = Date.now();
    const { actor } = plan;
    const r = decide(this.state, plan.cmd, { now, actor });
    if (!r.ok) {
      const reply = fail(r.error.code, r.error.message, r.error.details ?? {});
      if (idemKey)
        this.store.idempotencyPut({
          key: idemKey,
          requestHash,
          status: reply.status,
          body: JSON.stringify(reply.body),
        });
      return reply;
    }
    const at = isoAt(now);
    const before = this.state.lastSeq;
    // decide's state is the fold of its events: no second fold here
    const { events, state: next } = r.value;
    const reply = plan.answer(before + 1, next);
    let stored: StoredEvent[];
    try {
      stored = this.store.transaction(() => {
        if (plan.alongside) {
          this.tokens.clear();
          plan.alongside(this.store);
        }
        const appended = this.store.append(
          events.map((e) => ({ type: e.type, v: e.v, at, actor, data: e.data })),
          {
            expectedSeq: before,
            ...(idemKey
              ? {
                  idempotency: {
                    key: idemKey,
                    requestHash,
                    status: reply.status,
                    body: JSON.stringify(reply.body),
                  },
                }
              : {}),
          },
        );
        // the outbox in the same transaction: nothing delivered uncommitted, nothing committed lost
        this.webhooks.enqueue(appended as unknown as Envelope[], next);
        return appended;
      });
    } catch (e) {
      if (e instanceof ConcurrencyError) return fail('CONCURRENT_UPDATE', '游戏状态刚刚发生变化，请重试');
      throw e;
    }
    this.log?.push(...(stored as unknown as Envelope[])); // not read yet: it will be, with these
    this.state = next;
    if (Math.floor(next.lastSeq / SNAPSHOT_EVERY) > Math.floor(before / SNAPSHOT_EVERY))
      this.store.putSnapshot(next.lastSeq, JSON.stringify(next));
    await this.afterChange();
    return reply;
  }

  /** One alarm at the earliest pending deadline or webhook delivery; the D1 index follows the game. */
  private async afterChange(force = false): Promise<void> {
    await this.armAlarm(force);
    await this.index(force);
  }

  /**
   * The alarm at the earlier of the window's deadline and the next due webhook delivery. The alarm
   * as last set is remembered; `force` reads it again (the sweep re-arms a lost one).
   */
  private async armAlarm(force = false): Promise<void> {
    const deadline = nextDeadline(this.state); // none while the director has paused the clock
    const delivery = this.webhooks.nextDue();
    const due = deadline === null ? delivery : delivery === null ? deadline : Math.min(deadline, delivery);
    const current = force || this.alarmAt === undefined ? await this.ctx.storage.getAlarm() : this.alarmAt;
    if (due === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current !== due) await this.ctx.storage.setAlarm(due);
    this.alarmAt = due;
  }

  /**
   * The D1 index row follows the game: written when what it lists changes (status, title, the
   * next deadline), not on every event: a player's action leaves it as it was.
   */
  private async index(force = false): Promise<void> {
    const s = this.state;
    if (!s.created) return;
    const deadline = nextDeadline(s);
    const listed = `${s.status}\n${deadline}\n${s.title}`;
    if (!force && listed === this.indexed) return;
    try {
      await upsertGame(this.env.DB, {
        id: s.id,
        title: s.title,
        ruleset: s.ruleset,
        status: s.status,
        nextDeadline: deadline,
        createdAt: isoAt(s.createdAt),
        updatedAt: isoAt(Date.now()),
      });
      this.indexed = listed;
    } catch (e) {
      console.error('D1 index update failed', e);
    }
  }

  /** Closes the window if it is due; the alarm and the cron sweep both come here. */
  async tick(by: 'alarm' | 'sweep'): Promise<Reply> {
    const due = nextDeadline(this.state);
    if (due === null || Date.now() < due) {
      await this.afterChange(true); // re-arms a lost alarm, rewrites the index row
      return { status: 200, body: { closed: false } };
    }
    return this.execute(
      {
        cmd: { type: 'CloseWindow', by },
        actor: `system:${by}`,
        answer: (seq) => ({ status: 200, body: { closed: true, seq } }),
      },
      null,
      '',
    );
  }

  /** The deadline first (closed at most once: tick checks it is due), then due deliveries. */
  override async alarm(): Promise<void> {
    this.alarmAt = undefined; // it fired: the runtime has cleared it
    await this.tick('alarm');
    await this.webhooks.deliverDue();
    await this.armAlarm();
  }

  /** State and log as of event `at` (time travel), or now; the log is read only if the caller reads it. */
  private at(at: number | null): { state: GameState; log: Envelope[] } {
    if (at === null || at >= this.state.lastSeq) {
      const self = this;
      return {
        state: this.state,
        get log() {
          return self.fullLog();
        },
      };
    }
    const log = this.fullLog().slice(0, Math.max(0, at));
    return { state: replay(log), log };
  }

  /** For tests: the in-memory state hash. */
  currentStateHash(): string {
    return stateHash(this.state);
  }
}

/** Who sent a request, as the scope of its Idempotency-Key. */
function principalKey(p: Principal): string {
  return p.kind === 'player' ? `player:${p.name}` : p.kind;
}

/** A route of the table as an adapter calls it from inside the service: a JSON body, no token. */
export function routeRequest(
  gameId: string,
  route: RouteId,
  body: Record<string, unknown> | null,
  key: string | null,
  via?: Via,
): EdgeRequest {
  return {
    route,
    params: { id: gameId },
    query: {},
    body: body === null ? null : JSON.stringify(body),
    contentType: 'application/json',
    key,
    tokenHash: null,
    operator: false,
    ...(via ? { via } : {}),
  };
}

/** The typed RPC stub of a game's object. */
export function gameStub(
  env: Env,
  id: string,
): {
  handle(r: EdgeRequest): Promise<Reply>;
  adapter(r: EdgeRequest): Promise<Reply>;
  onebotClaim(via: Via, code: string): Promise<Reply>;
  onebotReminders(via: Via, phase: PhaseRef): Promise<Reply>;
  tick(by: 'alarm' | 'sweep'): Promise<Reply>;
  currentStateHash(): Promise<string>;
} {
  return env.GAME.get(env.GAME.idFromName(id)) as never;
}
