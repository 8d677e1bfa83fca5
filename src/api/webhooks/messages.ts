/**
 * Which committed events become which webhook messages, for which subscriptions. Pure: the
 * Durable Object calls it inside the transaction that appends the events, and writes what it
 * answers to the outbox in that same transaction.
 *
 *   announcement  AnnouncementMade            → `announcement.created` (the 公示 post, as /announcements)
 *   notification  NotificationSent            → `notification.created` (only to subscriptions serving `to`)
 *   phase         PhaseStarted, GameEnded     → `phase.changed`
 *                 DeadlineExtended, SpeedGranted, ClockPaused, ClockResumed
 *                                             → `phase.changed` with `change` (the same phase, its deadline moved)
 */
import type { Envelope } from '../../domain/events';
import type { GameState } from '../../domain/state';
import { isoAt, zoneOffsetMinutes } from '../../domain/time';
import { normalizeName } from '../../domain/votepost';
import { announcements, publicView } from '../../projections';
import type { WebhookKind } from '../store/schema';

export type MessageType = 'announcement.created' | 'notification.created' | 'phase.changed';

export interface Subscription {
  id: string;
  kinds: readonly WebhookKind[];
  /** The names this subscription serves (private notifications); null = every player. */
  players: readonly string[] | null;
}

export interface Message {
  webhookId: string;
  seq: number;
  type: MessageType;
  /** The exact body sent on every attempt (Standard Webhooks: `{type, timestamp, data}`). */
  body: string;
}

/** The subscription kind that carries each message type. */
export const KIND_OF: Record<MessageType, WebhookKind> = {
  'announcement.created': 'announcement',
  'notification.created': 'notification',
  'phase.changed': 'phase',
};

/** A subscription serves a name if it lists it (after NFKC and trimming) or lists no one. */
export function serves(sub: Subscription, name: string): boolean {
  if (sub.players === null) return true;
  const n = normalizeName(name);
  return sub.players.some((p) => normalizeName(p) === n);
}

/** The payload's `data` for one event, or null if no kind carries it. */
function payloadOf(
  e: Envelope,
  state: GameState,
): { type: MessageType; to?: string; data: Record<string, unknown> } | null {
  const gameId = state.id;
  const iso = (ms: number | null) =>
    ms === null ? null : isoAt(ms, zoneOffsetMinutes(state.schedule.timezone, ms));
  switch (e.type) {
    case 'AnnouncementMade': {
      const [post] = announcements([e]);
      if (!post) return null;
      return { type: 'announcement.created', data: { gameId, ...post } };
    }
    case 'NotificationSent':
      return {
        type: 'notification.created',
        to: e.data.to,
        data: { gameId, seq: e.seq, to: e.data.to, text: e.data.text, data: e.data.data },
      };
    case 'PhaseStarted':
      return {
        type: 'phase.changed',
        data: {
          gameId,
          seq: e.seq,
          kind: e.data.kind,
          day: e.data.day,
          window: e.data.window,
          openedAt: iso(e.data.openedAt),
          closesAt: iso(e.data.closesAt),
        },
      };
    // the open phase stays, its deadline moves: 延长 (extend ruling), 加速 / 延时, the director's pause and resume
    case 'DeadlineExtended':
    case 'SpeedGranted':
    case 'ClockPaused':
    case 'ClockResumed': {
      const change =
        e.type === 'DeadlineExtended'
          ? 'extended'
          : e.type === 'SpeedGranted'
            ? e.data.request === '加速'
              ? 'accelerated'
              : 'delayed'
            : e.type === 'ClockPaused'
              ? 'paused'
              : 'resumed';
      const closes = e.type === 'ClockPaused' ? null : e.data.closesAt;
      return {
        type: 'phase.changed',
        data: {
          gameId,
          seq: e.seq,
          // the phase as its PhaseStarted message gave it (openedAt unchanged); 加速 may close the day in
          // the same batch, so its message names the discussion day it moved (a day's one window is `day`)
          kind: e.type === 'SpeedGranted' ? 'day' : state.phase.kind,
          day: e.type === 'SpeedGranted' ? e.data.day : state.phase.day,
          window: e.type === 'SpeedGranted' ? 'day' : state.phase.window,
          closesAt: iso(closes),
          change,
          ...(e.type === 'ClockPaused' ? { pausedAt: iso(e.data.at) } : {}),
        },
      };
    }
    case 'GameEnded':
      return {
        type: 'phase.changed',
        data: {
          gameId,
          seq: e.seq,
          kind: 'ended',
          day: state.phase.day,
          winner: publicView(state).winner ?? { ...e.data.winner },
          reason: e.data.reason,
        },
      };
    default:
      return null;
  }
}

/**
 * The messages the events cause for these subscriptions. `state` is the game after the
 * events (for the zone of times and the winner's faction name).
 */
export function messagesFor(
  events: readonly Envelope[],
  state: GameState,
  subs: readonly Subscription[],
): Message[] {
  const out: Message[] = [];
  for (const e of events) {
    const p = payloadOf(e, state);
    if (!p) continue;
    const body = JSON.stringify({ type: p.type, timestamp: e.at, data: p.data });
    for (const sub of subs) {
      if (!sub.kinds.includes(KIND_OF[p.type])) continue;
      if (p.to !== undefined && !serves(sub, p.to)) continue;
      out.push({ webhookId: sub.id, seq: e.seq, type: p.type, body });
    }
  }
  return out;
}
