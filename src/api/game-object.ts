import { DurableObject } from 'cloudflare:workers';
import type { Command, CreateGame, Ruling } from '../domain/commands';
import { decide } from '../domain/decide';
import { standingCandidates, withdrawnCandidates } from '../domain/engine/ballot';
import { nextDeadline } from '../domain/engine/schedule';
import { type Envelope, parseEvent } from '../domain/events';
import { replay } from '../domain/evolve';
import { type GameState, initialState } from '../domain/state';
import { isoAt } from '../domain/time';
import { allNotifications, announcements, directorView, playerView, publicView } from '../projections';
import { canonicalize, sha256Hex, verifyChain } from './chain';
import { upsertGame } from './d1/index-repo';
import { type ApiErrorCode, errorBody, statusOf } from './errors';
import { ConcurrencyError, EventStore, type StoredEvent } from './store/event-store';
import type { WebhookKind } from './store/schema';
import { WebhookStore } from './store/webhook-store';
import { DEFAULT_GRACE_SECONDS, policyFrom, Webhooks } from './webhooks';

/** How often the state is snapshotted (events); a cold start replays only the tail. */
export const SNAPSHOT_EVERY = 250;

export type Principal =
  | { kind: 'operator' }
  | { kind: 'director' }
  | { kind: 'auditor' }
  | { kind: 'player'; name: string }
  | { kind: 'public' };

export interface Reply {
  status: number;
  body?: unknown;
  /** raw text body (NDJSON) */
  text?: string;
  contentType?: string;
}

export type Op =
  | {
      op: 'create';
      cmd: CreateGame;
      tokens: { director: string; auditor: string; players: Record<string, string> };
    }
  | { op: 'start'; seating: string[] | null }
  | { op: 'action'; skill: string; targets: string[]; choice: string | null; pass: boolean }
  | { op: 'vote'; target: string | null; post: string | null; voter: string | null; postedAt: number | null }
  | { op: 'speed'; request: '加速' | '延时' }
  | { op: 'surrender'; action: 'propose' | 'agree' | 'decline' | 'on' | 'off' }
  | { op: 'candidacy'; action: 'stand' | 'withdraw' }
  | { op: 'lastWords'; text: string }
  | { op: 'postCounts'; day: number; counts: Record<string, number> }
  | { op: 'close'; reason: string | null; expect: { kind?: string; day?: number; window?: string } | null }
  | { op: 'ruling'; ruling: Ruling; tokens?: { name: string; old: string; new: string } }
  | { op: 'public'; at: number | null }
  | { op: 'announcements'; at: number | null }
  | { op: 'me'; at: number | null }
  | { op: 'director'; at: number | null }
  | { op: 'notifications'; at: number | null }
  | { op: 'player'; name: string; at: number | null }
  | { op: 'events' }
  | { op: 'verify' }
  | { op: 'tick'; by: 'alarm' | 'sweep' }
  | { op: 'webhookCreate'; url: string; kinds: WebhookKind[]; players: string[] | null }
  | { op: 'webhookList'; limit: number; webhook: string | null }
  | { op: 'webhookDelete'; webhook: string }
  | { op: 'webhookRotate'; webhook: string; graceSeconds: number | null };

export interface Request {
  op: Op;
  /** sha256 hex of the bearer token, if any */
  tokenHash: string | null;
  operator: boolean;
  idempotencyKey: string | null;
}

const fail = (code: ApiErrorCode, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status: statusOf(code),
  body: errorBody(code, message, extra),
});

/** One game: its event log in SQLite, the state folded in memory, its deadline alarm. */
export class GameObject extends DurableObject<Env> {
  private readonly store: EventStore;
  private state: GameState = initialState();
  private log: Envelope[] = [];
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
    });
    ctx.blockConcurrencyWhile(async () => {
      await this.store.ready;
      this.load();
      // after a restart: the outbox is in SQLite; make sure an alarm comes back for it
      if (this.webhooks.nextDue() !== null) await this.armAlarm();
    });
  }

  /** Rebuilds the state: the newest snapshot plus the tail of the log. */
  private load(): void {
    this.log = this.store.all() as unknown as Envelope[];
    const snap = this.store.latestSnapshot();
    const base = snap ? (JSON.parse(snap.state) as GameState) : initialState();
    this.state = replay(this.log.slice(snap ? snap.seq : 0), base);
  }

  async dispatch(req: Request): Promise<Reply> {
    const principal = this.authenticate(req);
    const op = req.op;
    // reads
    switch (op.op) {
      case 'public':
      case 'announcements':
      case 'me':
      case 'director':
      case 'notifications':
      case 'player':
        return this.read(op, principal);
      case 'events':
      case 'verify':
        return this.audit(op.op, principal);
      case 'tick':
        return this.tick(op.by);
      case 'webhookList':
        return this.webhookDenied(principal) ?? this.webhooks.list(op.limit, op.webhook);
      default:
        break;
    }
    // writes, with Idempotency-Key; a key belongs to its sender, so one sender's key never
    // answers or blocks another's request
    const requestHash = sha256Hex(canonicalize({ op, principal }));
    const idemKey = req.idempotencyKey ? `${principalKey(principal)}\n${req.idempotencyKey}` : null;
    if (idemKey) {
      const prev = this.store.idempotencyGet(idemKey);
      if (prev) {
        if (prev.requestHash !== requestHash)
          return fail('IDEMPOTENCY_KEY_REUSED', 'this Idempotency-Key was used with another request');
        return { status: prev.status, body: JSON.parse(prev.body) };
      }
    }
    if (op.op === 'webhookCreate' || op.op === 'webhookDelete' || op.op === 'webhookRotate')
      // the subscription and the Idempotency-Key's answer land together
      return this.store.transaction(() => {
        const reply = this.webhookDenied(principal) ?? this.webhookWrite(op);
        if (idemKey)
          this.store.idempotencyPut({
            key: idemKey,
            requestHash,
            status: reply.status,
            body: JSON.stringify(reply.body),
          });
        return reply;
      });
    const planned = this.plan(op, principal);
    if ('reply' in planned) {
      if (idemKey)
        this.store.idempotencyPut({
          key: idemKey,
          requestHash,
          status: planned.reply.status,
          body: JSON.stringify(planned.reply.body),
        });
      return planned.reply;
    }
    return this.execute(planned.cmd, planned.actor, planned.answer, idemKey, requestHash, planned.onCreate);
  }

  /** The webhook endpoints are the director's: who may not use them is told why. */
  private webhookDenied(p: Principal): Reply | null {
    if (!this.state.created) return fail('NOT_FOUND', 'no such game');
    if (p.kind === 'public') return fail('UNAUTHENTICATED', 'the director token is required');
    if (p.kind !== 'director' && p.kind !== 'operator')
      return fail('FORBIDDEN', 'only the director may manage webhooks');
    return null;
  }

  private webhookWrite(op: Extract<Op, { op: 'webhookCreate' | 'webhookDelete' | 'webhookRotate' }>): Reply {
    if (op.op === 'webhookCreate')
      return this.webhooks.subscribe({ url: op.url, kinds: op.kinds, players: op.players }, this.state);
    if (op.op === 'webhookDelete') return this.webhooks.remove(op.webhook);
    return this.webhooks.rotate(op.webhook, op.graceSeconds ?? DEFAULT_GRACE_SECONDS);
  }

  private authenticate(req: Request): Principal {
    if (req.operator) return { kind: 'operator' };
    if (!req.tokenHash) return { kind: 'public' };
    const t = this.store.findToken(req.tokenHash);
    if (!t) return { kind: 'public' };
    if (t.kind === 'player') return { kind: 'player', name: t.name ?? '' };
    if (t.kind === 'director' || t.kind === 'auditor') return { kind: t.kind };
    return { kind: 'public' };
  }

  /** Turns a write into a domain command after the permission checks, or an immediate reply. */
  private plan(
    op: Op,
    p: Principal,
  ):
    | { reply: Reply }
    | { cmd: Command; actor: string; answer: (seq: number, s: GameState) => Reply; onCreate?: () => void } {
    const isDirector = p.kind === 'director' || p.kind === 'operator';
    const needGame = () => (this.state.created ? null : { reply: fail('NOT_FOUND', 'no such game') });
    const unauth = { reply: fail('UNAUTHENTICATED', 'a valid bearer token is required') };
    switch (op.op) {
      case 'create': {
        if (p.kind !== 'operator') return { reply: fail('FORBIDDEN', 'only the operator may create games') };
        if (this.state.created) return { reply: fail('GAME_EXISTS', 'a game with this id exists') };
        return {
          cmd: op.cmd,
          actor: 'operator',
          answer: () => ({ status: 201, body: { id: op.cmd.id } }),
          onCreate: () => {
            this.store.putToken(op.tokens.director, 'director', null);
            this.store.putToken(op.tokens.auditor, 'auditor', null);
            for (const [name, hash] of Object.entries(op.tokens.players))
              this.store.putToken(hash, 'player', name);
          },
        };
      }
      case 'start':
      case 'close':
      case 'ruling': {
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        if (!isDirector) return { reply: fail('FORBIDDEN', 'only the director may do this') };
        if (op.op === 'start')
          return {
            cmd: { type: 'StartGame', seating: op.seating },
            actor: 'director',
            answer: () => ({ status: 200, body: publicView(this.state) }),
          };
        if (op.op === 'close') {
          const ph = this.state.phase;
          const e = op.expect;
          if (
            e &&
            ((e.kind && e.kind !== ph.kind) ||
              (e.day !== undefined && e.day !== ph.day) ||
              (e.window && e.window !== ph.window))
          )
            return {
              reply: fail(
                'WINDOW_MISMATCH',
                `the open window is ${ph.kind} ${ph.day} ${ph.window ?? '-'}; it was closed already`,
                { phase: publicView(this.state).phase },
              ),
            };
          return {
            cmd: { type: 'CloseWindow', by: 'director', reason: op.reason },
            actor: 'director',
            answer: (seq) => ({ status: 200, body: { seq, phase: publicView(this.state).phase } }),
          };
        }
        const swap = op.tokens;
        return {
          cmd: { type: 'MakeRuling', ruling: op.ruling },
          actor: 'director',
          answer: (seq) => ({ status: 200, body: { seq } }),
          // 替补: in the append's transaction the old token stops working and the new one starts
          ...(swap
            ? {
                onCreate: () => {
                  this.store.deactivateToken(swap.old);
                  this.store.putToken(swap.new, 'player', swap.name);
                },
              }
            : {}),
        };
      }
      case 'action':
      case 'lastWords': {
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        if (p.kind !== 'player') return { reply: fail('FORBIDDEN', 'only a player token may do this') };
        if (op.op === 'action')
          return {
            cmd: {
              type: 'SubmitAction',
              actor: p.name,
              skill: op.skill,
              targets: op.targets,
              choice: op.choice,
              pass: op.pass,
            },
            actor: `player:${p.name}`,
            answer: (seq) => ({ status: 202, body: { seq } }),
          };
        return {
          cmd: { type: 'SubmitLastWords', actor: p.name, text: op.text },
          actor: `player:${p.name}`,
          answer: (seq) => ({ status: 202, body: { seq } }),
        };
      }
      case 'candidacy': {
        // 上警 / 退选: a player's own step in the sheriff election (classic)
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        if (p.kind !== 'player')
          return { reply: fail('FORBIDDEN', 'only a player token may stand or withdraw') };
        return {
          cmd: { type: 'Candidacy', actor: p.name, action: op.action },
          actor: `player:${p.name}`,
          answer: (seq, s) => ({
            status: 200,
            body: { seq, candidates: standingCandidates(s), withdrawn: withdrawnCandidates(s) },
          }),
        };
      }
      case 'surrender': {
        // 投降: a player's own step (tieba: propose / agree / decline; pku: the switch on / off)
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        if (p.kind !== 'player') return { reply: fail('FORBIDDEN', 'only a player token may do this') };
        return {
          cmd: { type: 'Surrender', actor: p.name, action: op.action },
          actor: `player:${p.name}`,
          answer: (seq, s) => ({
            status: 200,
            body: {
              seq,
              ended: s.status === 'ended',
              ...(s.surrenderVote ? { proposal: s.surrenderVote } : {}),
              ...(s.surrenderSwitches?.[p.name] !== undefined ? { switch: s.surrenderSwitches[p.name] } : {}),
            },
          }),
        };
      }
      case 'postCounts': {
        // 潜水: the adapter counts the day's posts in the thread; it reports with the director's token
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        if (!isDirector)
          return { reply: fail('FORBIDDEN', 'post counts are reported by the director (or its adapter)') };
        return {
          cmd: { type: 'ReportPostCounts', day: op.day, counts: op.counts },
          actor: 'director',
          answer: (seq, s) => ({
            status: 200,
            body: { seq, day: op.day, counts: s.postCounts?.[String(op.day)] ?? {} },
          }),
        };
      }
      case 'speed': {
        // 未出局角色可在进程帖中申请加速或延时: a player's own request (the director rules `speed` instead)
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        if (p.kind !== 'player')
          return { reply: fail('FORBIDDEN', 'players ask for 加速 or 延时; the director rules kind speed') };
        return {
          cmd: { type: 'RequestSpeed', actor: p.name, request: op.request },
          actor: `player:${p.name}`,
          answer: (seq, s) => ({
            status: 200,
            body: { seq, request: op.request, speed: publicView(s).phase.speed ?? null },
          }),
        };
      }
      case 'vote': {
        const missing = needGame();
        if (missing) return missing;
        if (p.kind === 'public') return unauth;
        let voter: string;
        let proxy = false;
        if (p.kind === 'player') {
          if (op.voter && op.voter !== p.name)
            return { reply: fail('FORBIDDEN', 'a player votes only for itself; 代投 is the director’s') };
          voter = p.name;
        } else if (isDirector) {
          if (!op.voter) return { reply: fail('INVALID_INPUT', '代投: the director names the voter') };
          voter = op.voter;
          proxy = true;
        } else return { reply: fail('FORBIDDEN', 'auditors cannot vote') };
        return {
          cmd: { type: 'CastVote', voter, target: op.target, post: op.post, proxy, postedAt: op.postedAt },
          actor: proxy ? 'director' : `player:${voter}`,
          answer: (seq, s) => {
            // an invalid post is recorded, not refused: the answer says why, and the vote that stands
            const bad = s.invalidVotes?.find((x) => x.seq === seq);
            const name =
              bad?.voter ??
              Object.keys(s.votes).find((n) => n.normalize('NFKC') === voter.normalize('NFKC')) ??
              voter;
            const v = s.votes[name];
            const changed = s.voteLog.some((x) => x.voter === name && x.change);
            if (bad)
              return {
                status: 200,
                body: {
                  target: v ? (v.target ?? '弃权') : null,
                  changesLeft: changed ? 0 : 1,
                  invalid: { code: bad.code, reason: bad.reason },
                },
              };
            return { status: 200, body: { target: v?.target ?? '弃权', changesLeft: changed ? 0 : 1 } };
          },
        };
      }
      default:
        return { reply: fail('INVALID_INPUT', 'unknown operation') };
    }
  }

  /** decide → append (one transaction) → fold → alarm and index. */
  private async execute(
    cmd: Command,
    actor: string,
    answer: (seq: number, s: GameState) => Reply,
    idemKey: string | null,
    requestHash: string,
    onCreate?: () => void,
  ): Promise<Reply> {
    const now = Date.now();
    const r = decide(this.state, cmd, { now, actor });
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
    const next = replay(
      r.value.map((e, i) => ({ ...e, seq: before + i + 1, at, actor }) as Envelope),
      this.state,
    );
    const reply = answer(before + 1, next);
    let stored: StoredEvent[];
    try {
      stored = this.store.transaction(() => {
        onCreate?.();
        const appended = this.store.append(
          r.value.map((e) => ({ type: e.type, v: e.v, at, actor, data: e.data })),
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
      if (e instanceof ConcurrencyError)
        return fail('CONCURRENT_UPDATE', 'the game changed meanwhile; try again');
      throw e;
    }
    this.log.push(...(stored as unknown as Envelope[]));
    this.state = next;
    if (Math.floor(next.lastSeq / SNAPSHOT_EVERY) > Math.floor(before / SNAPSHOT_EVERY))
      this.store.putSnapshot(next.lastSeq, JSON.stringify(next));
    await this.afterChange();
    return reply;
  }

  /** One alarm at the earliest pending deadline or webhook delivery; the D1 index follows the game. */
  private async afterChange(): Promise<void> {
    await this.armAlarm();
    await this.index();
  }

  /** The alarm at the earlier of the window's deadline and the next due webhook delivery. */
  private async armAlarm(): Promise<void> {
    const deadline = nextDeadline(this.state); // none while the director has paused the clock
    const delivery = this.webhooks.nextDue();
    const due = deadline === null ? delivery : delivery === null ? deadline : Math.min(deadline, delivery);
    const current = await this.ctx.storage.getAlarm();
    if (due === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current !== due) await this.ctx.storage.setAlarm(due);
  }

  private async index(): Promise<void> {
    const s = this.state;
    if (!s.created) return;
    try {
      await upsertGame(this.env.DB, {
        id: s.id,
        title: s.title,
        ruleset: s.ruleset,
        status: s.status,
        nextDeadline: nextDeadline(s),
        createdAt: isoAt(s.createdAt),
        updatedAt: isoAt(Date.now()),
      });
    } catch (e) {
      console.error('D1 index update failed', e);
    }
  }

  /** Closes the window if it is due; the alarm and the cron sweep both come here. */
  private async tick(by: 'alarm' | 'sweep'): Promise<Reply> {
    const due = nextDeadline(this.state);
    if (due === null || Date.now() < due) {
      await this.afterChange(); // re-arms a lost alarm
      return { status: 200, body: { closed: false } };
    }
    const r = await this.execute(
      { type: 'CloseWindow', by },
      `system:${by}`,
      (seq) => ({ status: 200, body: { closed: true, seq } }),
      null,
      '',
    );
    return r;
  }

  /** The deadline first (closed at most once: tick checks it is due), then due deliveries. */
  override async alarm(): Promise<void> {
    await this.tick('alarm');
    await this.webhooks.deliverDue();
    await this.armAlarm();
  }

  /** State and log as of event `at` (time travel), or now. */
  private at(at: number | null): { state: GameState; log: Envelope[] } {
    if (at === null || at >= this.state.lastSeq) return { state: this.state, log: this.log };
    const log = this.log.slice(0, Math.max(0, at));
    return { state: replay(log), log };
  }

  private read(
    op: Extract<Op, { op: 'public' | 'announcements' | 'me' | 'director' | 'notifications' | 'player' }>,
    p: Principal,
  ): Reply {
    if (!this.state.created) return fail('NOT_FOUND', 'no such game');
    const ended = this.state.status === 'ended';
    const privileged = p.kind === 'director' || p.kind === 'operator' || p.kind === 'auditor';
    if (op.at !== null && !privileged && !ended)
      return fail('FORBIDDEN', '?at= is for the director and auditors until the game has ended');
    const { state, log } = this.at(op.at);
    if (op.op === 'public') return { status: 200, body: publicView(state) };
    if (op.op === 'announcements') return { status: 200, body: announcements(log) };
    if (op.op === 'me') {
      if (p.kind === 'public') return fail('UNAUTHENTICATED', 'a player token is required');
      if (p.kind !== 'player') return fail('FORBIDDEN', 'this view is a player’s');
      return { status: 200, body: playerView(state, log, p.name) };
    }
    if (op.op === 'player') {
      // a character's own view, as that player saw it: the director and auditors any time,
      // anyone once the game has ended unless the director keeps the private notifications closed
      if (!(privileged || (ended && !this.state.notificationsPrivate)))
        return p.kind === 'public'
          ? fail('UNAUTHENTICATED', 'the director or auditor token is required until the game ends')
          : fail(
              'FORBIDDEN',
              ended
                ? 'the director keeps the private notifications closed'
                : 'another character’s view is the director’s and auditors’ until the game ends',
            );
      const who = state.chars.find(
        (c) => c.name.normalize('NFKC').trim() === op.name.normalize('NFKC').trim(),
      );
      if (!who) return fail('UNKNOWN_PLAYER', `no character named ${op.name}`);
      return { status: 200, body: playerView(state, log, who.name) };
    }
    if (op.op === 'notifications') {
      // after the game each character's private notifications are readable to all, unless the director keeps them closed
      if (privileged || (ended && !this.state.notificationsPrivate))
        return { status: 200, body: allNotifications(state, log) };
      if (ended) return fail('FORBIDDEN', 'the director keeps the private notifications closed');
      return p.kind === 'public'
        ? fail('UNAUTHENTICATED', 'the director or auditor token is required until the game ends')
        : fail('FORBIDDEN', 'private notifications are the director’s and auditors’ until the game ends');
    }
    if (p.kind === 'public') return fail('UNAUTHENTICATED', 'the director token is required');
    if (p.kind !== 'director' && p.kind !== 'operator')
      return fail('FORBIDDEN', 'this view is the director’s');
    return { status: 200, body: directorView(state) };
  }

  private audit(which: 'events' | 'verify', p: Principal): Reply {
    if (!this.state.created) return fail('NOT_FOUND', 'no such game');
    const allowed =
      p.kind === 'director' || p.kind === 'operator' || p.kind === 'auditor' || this.state.status === 'ended';
    if (!allowed)
      return p.kind === 'public'
        ? fail('UNAUTHENTICATED', 'the director or auditor token is required until the game ends')
        : fail('FORBIDDEN', 'the log is for the director and auditors until the game ends');
    const stored = this.store.all();
    if (which === 'events')
      return {
        status: 200,
        text: stored.map((e) => `${JSON.stringify(e)}\n`).join(''),
        contentType: 'application/x-ndjson',
      };
    const chain = verifyChain(stored);
    if (!chain.ok)
      return {
        status: 200,
        body: { ok: false, seq: chain.seq, reason: chain.reason, events: stored.length },
      };
    const envs: Envelope[] = [];
    for (const e of stored) {
      const parsed = parseEvent(e);
      if (!parsed)
        return {
          status: 200,
          body: {
            ok: false,
            seq: e.seq,
            reason: `event ${e.seq} (${e.type}) does not match its schema`,
            events: stored.length,
          },
        };
      envs.push({ ...parsed, seq: e.seq, at: e.at, actor: e.actor } as Envelope);
    }
    // the head recorded at each append, apart from the events: a log cut short, extended or
    // rechained after the fact no longer ends where it did
    const recorded = this.store.recordedHead();
    if (recorded && (recorded.seq !== chain.events || recorded.hash !== chain.head)) {
      const [seq, how] =
        chain.events < recorded.seq
          ? [chain.events + 1, 'cut short']
          : chain.events > recorded.seq
            ? [recorded.seq + 1, 'extended']
            : [recorded.seq, 'rewritten'];
      return {
        status: 200,
        body: {
          ok: false,
          seq,
          reason: `the log was ${how}: it ends at seq ${chain.events}, the recorded head is seq ${recorded.seq} (${recorded.hash.slice(0, 12)})`,
          events: stored.length,
        },
      };
    }
    const rebuilt = replay(envs);
    return {
      status: 200,
      body: { ok: true, head: chain.head, events: chain.events, stateHash: stateHash(rebuilt) },
    };
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

/** The typed RPC stub of a game's object. */
export function gameStub(
  env: Env,
  id: string,
): { dispatch(r: Request): Promise<Reply>; currentStateHash(): Promise<string> } {
  return env.GAME.get(env.GAME.idFromName(id)) as unknown as {
    dispatch(r: Request): Promise<Reply>;
    currentStateHash(): Promise<string>;
  };
}

export function stateHash(s: GameState): string {
  return sha256Hex(canonicalize(s));
}
