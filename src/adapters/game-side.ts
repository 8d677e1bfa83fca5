/**
 * The adapters' side inside a game's Durable Object: the bindings (a OneBot bot and QQ group, a
 * Discourse topic), the principal of a relayed QQ user, and the transports that deliver the
 * game's outbox messages through the adapters. Bindings and secrets live in the object's key-value
 * storage beside the event log, never in it (the log becomes public after the game).
 */
import type { z } from '@hono/zod-openapi';
import type { Input, Principal } from '../api/edge/route';
import type { Reply } from '../api/reply';
import type { Transport } from '../api/webhooks';
import { checkWebhookUrl } from '../api/webhooks/url-guard';
import type { GameState } from '../domain/state';
import { normalizeName } from '../domain/votepost';
import {
  type DiscourseBinding,
  discourseTransport,
  handleDiscourseEvent,
  newDiscourseSecret,
} from './discourse/game';
import { newBindCode, type OneBotBinding, onebotFrames, type PhaseRef, remindersFor } from './onebot/push';
import type { DiscourseBindBody, OneBotBindBody } from './schemas';
import {
  type AdapterErrorCode,
  type AdapterHost,
  adapterFail,
  DISCOURSE_KEY,
  ONEBOT_KEY,
  type Via,
} from './shared';

export type { PhaseRef } from './onebot/push';

export type { AdapterHost, Via } from './shared';
export { DISCOURSE_KEY, ONEBOT_KEY } from './shared';

const fail = (code: AdapterErrorCode, message: string): Reply => adapterFail(code, message);

/** The player a relayed QQ user is bound to in this game, through this bot; else nobody. */
export function viaPrincipal(kv: SyncKvStorage, via: Via): Principal {
  const b = kv.get<OneBotBinding>(ONEBOT_KEY);
  if (!b || b.bot !== via.onebot || via.user === null) return { kind: 'public' };
  const name = Object.keys(b.players).find((n) => b.players[n] === via.user);
  return name === undefined ? { kind: 'public' } : { kind: 'player', name };
}

/** Resolves the names a director gave to the game's players (NFKC), or the first unknown one. */
function playersOf(
  s: GameState,
  given: Record<string, string>,
): Record<string, string> | { unknown: string } {
  const known = new Map(s.entrants.map((p) => [normalizeName(p.name), p.name]));
  const out: Record<string, string> = {};
  for (const [n, v] of Object.entries(given)) {
    const name = known.get(normalizeName(n));
    if (name === undefined) return { unknown: n };
    out[name] = v;
  }
  return out;
}

type Body<T extends z.ZodType> = z.infer<T>;

/** The adapters' routes of a game, once the object has authorised the caller and parsed the input. */
export async function adapterRoute(
  host: AdapterHost,
  route: string,
  input: Input<unknown, unknown, unknown>,
  req: { headers?: Record<string, string>; body: string | null },
): Promise<Reply> {
  const s = host.state();
  const kv = host.kv();
  switch (route) {
    case 'onebotBind': {
      const body = input.body as Body<typeof OneBotBindBody>;
      const players = playersOf(s, body.players ?? {});
      if ('unknown' in players)
        return fail('UNKNOWN_PLAYER', `${players.unknown} is not a player of this game`);
      const qqs = Object.values(players);
      if (new Set(qqs).size !== qqs.length)
        return fail('INVALID_INPUT', 'one QQ number is given for two players');
      const env = host.env();
      const bot = env.ONEBOT.get(env.ONEBOT.idFromName(body.bot));
      if (!(await bot.info()))
        return fail('BOT_NOT_FOUND', `no bot ${body.bot}; register it with POST /v1/onebot/bots`);
      const old = kv.get<OneBotBinding>(ONEBOT_KEY);
      const sameBot = old?.bot === body.bot;
      const codes: Record<string, string> = {};
      for (const e of s.entrants) codes[e.name] = (sameBot && old?.codes[e.name]) || newBindCode();
      const binding: OneBotBinding = {
        bot: body.bot,
        groupId: body.groupId,
        players: { ...(sameBot ? old?.players : {}), ...players },
        codes,
        muteAtNight: body.muteAtNight ?? false,
        remindMinutes: body.remindMinutes ?? 10,
      };
      host.transaction(() => {
        kv.put(ONEBOT_KEY, binding);
        host.webhooks().subscribeInternal(`onebot:${body.bot}`, ['announcement', 'notification', 'phase']);
      });
      await bot.bindGame(s.id, Object.values(binding.players));
      return { status: 200, body: onebotAnswer(s, binding) };
    }
    case 'discourseBind': {
      const body = input.body as Body<typeof DiscourseBindBody>;
      const baseUrl = body.baseUrl.replace(/\/+$/, '');
      const site = checkWebhookUrl(`${baseUrl}/posts.json`, host.env().ENVIRONMENT);
      if (!site.ok) return fail('WEBHOOK_URL_NOT_ALLOWED', `Discourse site rejected: ${site.reason}`);
      const users = playersOf(s, body.users ?? {});
      if ('unknown' in users) return fail('UNKNOWN_PLAYER', `${users.unknown} is not a player of this game`);
      const old = kv.get<DiscourseBinding>(DISCOURSE_KEY);
      const binding: DiscourseBinding = {
        baseUrl,
        topicId: body.topicId,
        apiKey: body.apiKey,
        apiUsername: body.apiUsername,
        users,
        privateMessages: body.privateMessages ?? false,
        secret: old?.secret ?? newDiscourseSecret(),
        flags: old?.flags ?? [],
      };
      host.transaction(() => {
        kv.put(DISCOURSE_KEY, binding);
        host
          .webhooks()
          .subscribeInternal(
            `discourse:${binding.topicId}`,
            binding.privateMessages ? ['announcement', 'notification'] : ['announcement'],
          );
      });
      // the secret is shown here only (and again on a rebind, which keeps it)
      return {
        status: 201,
        body: {
          webhookPath: `/v1/games/${s.id}/discourse/webhook`,
          secret: binding.secret,
          ...discourseAnswer(s, binding),
        },
      };
    }
    case 'discourseGet': {
      const b = kv.get<DiscourseBinding>(DISCOURSE_KEY);
      if (!b) return fail('ADAPTER_NOT_BOUND', 'this game is not bound to a Discourse topic');
      return { status: 200, body: discourseAnswer(s, b) };
    }
    case 'discourseWebhook':
      return handleDiscourseEvent(host, {
        event: req.headers?.['x-discourse-event'] ?? '',
        signature: req.headers?.['x-discourse-event-signature'] ?? '',
        body: req.body ?? '',
      });
    default:
      return fail('NOT_FOUND', 'no such endpoint');
  }
}

/** 绑定 <code>: the player whose code it is is bound to the QQ user who sent it. */
export function claimBindCode(host: AdapterHost, via: Via, code: string): Reply {
  const kv = host.kv();
  const b = kv.get<OneBotBinding>(ONEBOT_KEY);
  if (!b || b.bot !== via.onebot || via.user === null)
    return fail('FORBIDDEN', 'this game is not bound to that bot');
  const want = code.normalize('NFKC').trim().toUpperCase();
  const name = Object.keys(b.codes).find((n) => b.codes[n] === want);
  if (name === undefined) return fail('BIND_CODE_UNKNOWN', '绑定码不对：请核对玩家页面上的绑定码');
  const taken = Object.keys(b.players).find((n) => b.players[n] === via.user && n !== name);
  if (taken !== undefined) return fail('ALREADY_BOUND', `这个QQ号已绑定本局的 ${taken}`);
  kv.put(ONEBOT_KEY, { ...b, players: { ...b.players, [name]: via.user } });
  const s = host.state();
  return { status: 200, body: { game: s.id, title: s.title, name } };
}

/** The reminders due for the window a reminder was set for, if it is still open. */
export function onebotReminders(host: AdapterHost, via: Via, phase: PhaseRef): Reply {
  const b = host.kv().get<OneBotBinding>(ONEBOT_KEY);
  if (!b || b.bot !== via.onebot) return fail('FORBIDDEN', 'this game is not bound to that bot');
  return { status: 200, body: { reminders: remindersFor(host.state(), b, phase) } };
}
function onebotAnswer(s: GameState, b: OneBotBinding) {
  return {
    bot: b.bot,
    groupId: b.groupId,
    players: Object.fromEntries(s.entrants.map((e) => [e.name, b.players[e.name] ?? null])),
    muteAtNight: b.muteAtNight,
    remindMinutes: b.remindMinutes,
  };
}

/** The binding as the director reads it: never the API key or the webhook secret. */
function discourseAnswer(s: GameState, b: DiscourseBinding) {
  return {
    baseUrl: b.baseUrl,
    topicId: b.topicId,
    apiUsername: b.apiUsername,
    users: Object.fromEntries(s.entrants.map((e) => [e.name, b.users[e.name] ?? e.name])),
    privateMessages: b.privateMessages,
    flags: b.flags,
  };
}

/** The outbox's deliveries through the adapters: `onebot:<bot>` and `discourse:<topic>` subscriptions. */
export function adapterTransports(host: () => AdapterHost): Record<string, Transport> {
  return {
    onebot: async (m) => {
      const h = host();
      const b = h.kv().get<OneBotBinding>(ONEBOT_KEY);
      if (!b) return { status: 410 }; // unbound: stop
      const s = h.state();
      const push = onebotFrames(JSON.parse(m.body), b, s);
      if (push.frames.length === 0 && push.reminder === null) return { status: 204 }; // nothing for QQ
      const bot = h.env().ONEBOT.get(h.env().ONEBOT.idFromName(b.bot));
      const status = await bot.enqueue(s.id, m.seq, push.frames, push.reminder);
      return { status };
    },
    discourse: async (m) => {
      const h = host();
      const b = h.kv().get<DiscourseBinding>(DISCOURSE_KEY);
      if (!b) return { status: 410 };
      return discourseTransport(JSON.parse(m.body), b, h.state(), h.env().ENVIRONMENT);
    },
  };
}
