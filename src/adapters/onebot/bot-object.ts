/**
 * One QQ bot account: the Durable Object its OneBot v11 implementation (NapCat, LLOneBot,
 * Lagrange …) dials by reverse WebSocket (the universal client role), accepted with the
 * hibernatable WebSocket API. It routes private messages to the games bound to the sender and
 * answers them; it sends what the games push (公示 to the group, private feedback, reminders,
 * the night's mute) as action frames.
 *
 * Delivery: every frame is written to this object's storage before it is sent and removed when
 * the implementation answers its `echo`. A game's push arrives once per event `seq` (a repeat
 * from the game's outbox retries is dropped), so nothing is queued twice; frames queued while no
 * connection is open, or sent on a connection that dropped before answering, go out in order when
 * the implementation connects again — at least once, never lost.
 *
 * Storage (synchronous key-value, beside nothing public):
 *   bot                  {id, selfId, tokenHash}     the access token only as its SHA-256
 *   game:<id>            {boundAt}                   games bound to this bot
 *   user:<qq>            [gameId…]                   the games a QQ user plays, newest last
 *   pushed:<game>:<seq>  1                           a game push already queued
 *   frame:<n>            {echo, action, params, conn} queued / in flight, in order
 *   remind:<game>        {at, phase}                 the next reminder of a game
 */
import { DurableObject } from 'cloudflare:workers';
import type { RouteId } from '../../api/edge/routes';
import { gameStub, routeRequest } from '../../api/game-object';
import type { Reply } from '../../api/reply';
import { hashToken, sameSecret } from '../../api/tokens';
import {
  describeSkills,
  HELP,
  type Intent,
  type MeView,
  parseIntent,
  planAct,
  planPass,
  resolveTarget,
  type Seat,
  seatLabel,
} from './commands';
import type { Frame, Reminder } from './push';

export interface BotRecord {
  id: string;
  selfId: string;
  tokenHash: string;
  createdAt: string;
}

interface QueuedFrame extends Frame {
  echo: string;
  /** the connection it was last sent on; null = not sent yet */
  conn: string | null;
}

export { botIdFor } from '../shared';

const pad = (n: number) => String(n).padStart(12, '0');

export class OneBotObject extends DurableObject<Env> {
  private get kv(): SyncKvStorage {
    return this.ctx.storage.kv;
  }

  // ---- the operator and the games --------------------------------------------------------

  /** Registers (or re-registers: the old token stops working) the bot with a new token's hash. */
  register(r: BotRecord): void {
    this.kv.put('bot', r);
  }

  info(): { id: string; selfId: string; connected: boolean } | null {
    const b = this.kv.get<BotRecord>('bot');
    return b ? { id: b.id, selfId: b.selfId, connected: this.socket() !== null } : null;
  }

  /** A game bound to this bot, and the QQ users it knows. */
  bindGame(gameId: string, users: string[]): void {
    if (this.kv.get(`game:${gameId}`) === undefined) this.kv.put(`game:${gameId}`, { boundAt: Date.now() });
    for (const u of users) this.indexUser(u, gameId);
  }

  private indexUser(user: string, gameId: string): void {
    const games = (this.kv.get<string[]>(`user:${user}`) ?? []).filter((g) => g !== gameId);
    this.kv.put(`user:${user}`, [...games, gameId]);
  }

  /** A game's push for event `seq`: queued once, sent now if connected. Answers an HTTP-like status. */
  async enqueue(gameId: string, seq: number, frames: Frame[], reminder: Reminder | null): Promise<number> {
    if (this.kv.get('bot') === undefined) return 410;
    const key = `pushed:${gameId}:${seq}`;
    if (this.kv.get(key) !== undefined) return 208;
    this.ctx.storage.transactionSync(() => {
      this.kv.put(key, 1);
      for (const f of frames) this.queue(f);
      if (reminder) this.kv.put(`remind:${gameId}`, reminder);
    });
    if (reminder) await this.armAlarm();
    this.flush();
    return 204;
  }

  private queue(f: Frame): void {
    const n = (this.kv.get<number>('frames:next') ?? 0) + 1;
    this.kv.put('frames:next', n);
    this.kv.put(`frame:${pad(n)}`, { ...f, echo: `bansha-${n}`, conn: null } satisfies QueuedFrame);
  }

  private say(user: string, text: string): void {
    this.queue({ action: 'send_private_msg', params: { user_id: Number(user), message: text } });
  }

  // ---- the connection --------------------------------------------------------------------

  private socket(): WebSocket | null {
    return this.ctx.getWebSockets('onebot')[0] ?? null;
  }

  override async fetch(request: Request): Promise<Response> {
    const bot = this.kv.get<BotRecord>('bot');
    const json = (status: number, code: string, message: string) =>
      Response.json({ error: { code, message } }, { status });
    if (!bot) return json(404, 'BOT_NOT_FOUND', 'no such bot');
    const url = new URL(request.url);
    const auth = /^(?:Bearer|Token)\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
    const token = auth?.[1]?.trim() ?? url.searchParams.get('access_token');
    if (!token) return json(401, 'UNAUTHENTICATED', 'the access token is required');
    if (!sameSecret(hashToken(token), bot.tokenHash))
      return json(401, 'UNAUTHENTICATED', 'wrong access token');
    const self = request.headers.get('x-self-id');
    if (self !== null && self !== bot.selfId)
      return json(403, 'FORBIDDEN', `this URL is for QQ ${bot.selfId}, not ${self}`);
    if ((request.headers.get('upgrade') ?? '').toLowerCase() !== 'websocket')
      return json(426, 'INVALID_INPUT', 'connect with a WebSocket (OneBot v11 reverse WebSocket)');
    // one connection at a time: a reconnect replaces the old one
    for (const old of this.ctx.getWebSockets('onebot')) old.close(1000, 'replaced by a new connection');
    const pair = new WebSocketPair();
    const conn = crypto.randomUUID();
    this.ctx.acceptWebSocket(pair[1], ['onebot', conn]);
    // what was in flight on a dropped connection goes again, in order
    this.flush();
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends the queued frames not yet sent on this connection (all of them after a reconnect). */
  private flush(): void {
    const ws = this.socket();
    if (!ws) return;
    const conn = this.ctx.getTags(ws).find((t) => t !== 'onebot') ?? '';
    for (const [key, f] of this.kv.list<QueuedFrame>({ prefix: 'frame:' })) {
      if (f.conn === conn) continue;
      try {
        ws.send(JSON.stringify({ action: f.action, params: f.params, echo: f.echo }));
      } catch {
        return; // closing: the next connection sends it
      }
      this.kv.put(key, { ...f, conn });
    }
  }

  override async webSocketMessage(_ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(typeof message === 'string' ? message : new TextDecoder().decode(message));
    } catch {
      return;
    }
    // the answer to one of our calls
    if (typeof frame.echo === 'string' && frame.post_type === undefined) {
      const n = /^bansha-(\d+)$/.exec(frame.echo);
      if (!n) return;
      if (frame.status === 'failed')
        console.warn('OneBot call failed', frame.echo, frame.retcode, frame.message);
      this.kv.delete(`frame:${pad(Number(n[1]))}`);
      return;
    }
    if (frame.post_type !== 'message' || frame.message_type !== 'private') return;
    const user = String(frame.user_id ?? '');
    if (!/^\d+$/.test(user)) return;
    const id = String(frame.message_id ?? '');
    if (id && this.kv.get(`in:${id}`) !== undefined) return; // the same message again
    if (id) this.kv.put(`in:${id}`, 1);
    const text = messageText(frame);
    let answer: string;
    try {
      answer = await this.command(user, text, id);
    } catch (e) {
      console.error('OneBot command failed', e);
      answer = '出错了，请稍后再试，或联系导演。';
    }
    this.say(user, answer);
    this.flush();
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code, reason);
    } catch {}
  }

  // ---- commands --------------------------------------------------------------------------

  private via(user: string | null) {
    return { onebot: (this.kv.get<BotRecord>('bot') as BotRecord).id, user };
  }

  /** A route of the game as the QQ user (the player bound to it): the same checks as over HTTP. */
  private call(
    gameId: string,
    user: string,
    route: RouteId,
    body: Record<string, unknown> | null = null,
    key: string | null = null,
  ): Promise<Reply> {
    return gameStub(this.env, gameId).handle(routeRequest(gameId, route, body, key, this.via(user)));
  }

  /** The answer to one private message. */
  private async command(user: string, text: string, messageId: string): Promise<string> {
    const intent = parseIntent(text);
    if (intent.kind === 'help') return HELP;
    if (intent.kind === 'unknown') return `看不懂「${intent.text.slice(0, 30)}」。\n${HELP}`;
    if (intent.kind === 'bind') return this.bind(user, intent.code);
    const games = this.kv.get<string[]>(`user:${user}`) ?? [];
    const gameId = games[games.length - 1];
    if (gameId === undefined) return `你还没有绑定任何一局。请发送「绑定 绑定码」（绑定码在你的玩家页面）。`;
    const me = await this.call(gameId, user, 'me');
    if (me.status !== 200) return `你在这一局没有身份了（${errorOf(me)}）。请重新绑定。`;
    const view = me.body as MeView;
    const pub = (await this.call(gameId, user, 'game')).body as {
      seats: Seat[];
      phase: { kind: string; day: number; closesAt?: string };
      status: string;
    };
    const seats = pub.seats;
    const key = messageId ? `onebot:${messageId}` : null;
    return this.run(gameId, user, intent, view, seats, pub, key);
  }

  private async run(
    gameId: string,
    user: string,
    intent: Exclude<Intent, { kind: 'help' | 'unknown' | 'bind' }>,
    me: MeView,
    seats: Seat[],
    pub: { phase: { kind: string; day: number; closesAt?: string }; status: string },
    key: string | null,
  ): Promise<string> {
    switch (intent.kind) {
      case 'skills':
        return describeSkills(me, seats);
      case 'status': {
        const ph = pub.phase;
        const what =
          pub.status === 'ended'
            ? '本局已结束'
            : ph.kind === 'day'
              ? `第${ph.day}天`
              : ph.kind === 'night'
                ? `第${ph.day}夜`
                : '尚未开始';
        const until = ph.closesAt ? `，截止 ${ph.closesAt.slice(5, 16).replace('T', ' ')}` : '';
        const alive = seats.filter((s) => s.alive).map((s) => seatLabel(seats, s.name));
        return `${what}${until}\n存活（${alive.length}）：${alive.join('、')}\n你：${seatLabel(seats, me.name)} ${me.role ?? ''}${me.alive ? '' : '（已出局）'}`;
      }
      case 'act': {
        const p = planAct(me, seats, intent);
        if ('reply' in p) return p.reply;
        if (!('action' in p)) return HELP;
        const r = await this.call(gameId, user, 'actions', p.action, key);
        return r.status < 300 ? `已提交：${p.label}。截止前可改。` : `未成功：${errorOf(r)}`;
      }
      case 'pass': {
        const p = planPass(me, intent.verb);
        if ('reply' in p) return p.reply;
        if (!('actions' in p)) return HELP;
        const out: string[] = [];
        for (const [i, a] of p.actions.entries()) {
          const r = await this.call(
            gameId,
            user,
            'actions',
            { skill: a.skill, pass: true },
            key ? `${key}:${i}` : null,
          );
          out.push(r.status < 300 ? `已放弃：${a.label}` : `${a.label} 未成功：${errorOf(r)}`);
        }
        return out.join('\n');
      }
      case 'vote':
      case 'votePost': {
        let body: { target: string } | { post: string };
        if (intent.kind === 'votePost') body = { post: intent.post };
        else if (normalizeAbstain(intent.target)) body = { target: '弃权' };
        else {
          const t = resolveTarget(intent.target, seats);
          if ('error' in t) return t.error;
          body = { target: t.name };
        }
        const r = await this.call(gameId, user, 'votes', body, key);
        if (r.status !== 200) return `未成功：${errorOf(r)}`;
        const v = r.body as { target: string | null; changesLeft: number; invalid?: { reason: string } };
        if (v.invalid)
          return `投票帖无效：${v.invalid.reason}${v.target ? `（仍计 ${seatLabel(seats, v.target)}）` : ''}`;
        return `已投票：${v.target === '弃权' ? '弃权' : seatLabel(seats, v.target ?? '')}（剩余改票 ${v.changesLeft} 次）`;
      }
      case 'lastWords': {
        const r = await this.call(gameId, user, 'lastWords', { text: intent.text }, key);
        return r.status < 300 ? '遗言已提交。' : `未成功：${errorOf(r)}`;
      }
      case 'speed': {
        const r = await this.call(gameId, user, 'speed', { request: intent.request }, key);
        if (r.status !== 200) return `未成功：${errorOf(r)}`;
        const sp = (r.body as { speed: { accelerate: number; delay: number; needed: number } | null }).speed;
        return `已申请${intent.request}${sp ? `（加速 ${sp.accelerate}、延时 ${sp.delay}，需 ${sp.needed}）` : ''}。`;
      }
      default: {
        const never: never = intent;
        return `${HELP}${never}`;
      }
    }
  }

  /** 绑定 <code>: the games bound to this bot, newest first, asked to claim the code. */
  private async bind(user: string, code: string): Promise<string> {
    const games = [...this.kv.list<{ boundAt: number }>({ prefix: 'game:' })]
      .sort((a, b) => b[1].boundAt - a[1].boundAt)
      .map(([k]) => k.slice('game:'.length));
    for (const g of games) {
      const r = await gameStub(this.env, g).onebotClaim(this.via(user), code);
      if (r.status === 200) {
        const b = r.body as { title: string; name: string };
        this.indexUser(user, g);
        return `绑定成功：你是「${b.title}」中的 ${b.name}。发送「技能」查看你能做什么。`;
      }
      if (r.status !== 422) return `绑定未成功：${errorOf(r)}`;
    }
    return '绑定码不对：请核对玩家页面上的绑定码。';
  }

  // ---- reminders -------------------------------------------------------------------------

  private async armAlarm(): Promise<void> {
    let next: number | null = null;
    for (const [, r] of this.kv.list<Reminder>({ prefix: 'remind:' }))
      next = next === null ? r.at : Math.min(next, r.at);
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.max(next, Date.now()));
  }

  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const [key, r] of this.kv.list<Reminder>({ prefix: 'remind:' })) {
      if (r.at > now) continue;
      this.kv.delete(key);
      const gameId = key.slice('remind:'.length);
      const reply = await gameStub(this.env, gameId).onebotReminders(this.via(null), r.phase);
      if (reply.status !== 200) continue;
      for (const m of (reply.body as { reminders: { userId: string; text: string }[] }).reminders)
        this.say(m.userId, m.text);
    }
    this.flush();
    await this.armAlarm();
  }
}

const normalizeAbstain = (s: string) => s.normalize('NFKC').trim() === '弃权';

function errorOf(r: Reply): string {
  const e = (r.body as { error?: { message?: string } } | undefined)?.error;
  return e?.message ?? `错误 ${r.status}`;
}

/** The text of a OneBot v11 message event: `raw_message`, else the string or its text segments. */
export function messageText(ev: Record<string, unknown>): string {
  const m = ev.message;
  if (typeof m === 'string') return m;
  if (Array.isArray(m))
    return m
      .map((seg: { type?: string; data?: { text?: string } }) =>
        seg?.type === 'text' ? (seg.data?.text ?? '') : '',
      )
      .join('');
  return typeof ev.raw_message === 'string' ? ev.raw_message : '';
}
