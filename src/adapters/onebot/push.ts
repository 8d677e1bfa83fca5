/**
 * What a game pushes to its QQ group and players through a OneBot v11 bot: each outbox message of
 * the game's `onebot:<bot>` subscription becomes action frames (`send_group_msg` for a 公示,
 * `send_private_msg` for a private notification, `set_group_whole_ban` when the night opens and
 * ends, if the director asked for it) and, for a phase with a deadline, the time of the reminder
 * to those who have not acted. Pure: the game's object calls it when it delivers the message.
 */
import type { GameState } from '../../domain/state';
import { isoAt, zoneOffsetMinutes } from '../../domain/time';
import { playerView } from '../../projections';
import { ONEBOT_KEY, randomCode } from '../shared';

export interface OneBotBinding {
  /** the bot's id (`ob_<selfId>`) */
  bot: string;
  groupId: string;
  /** player name → QQ user id, for those bound */
  players: Record<string, string>;
  /** player name → the code it sends the bot privately (绑定 <code>), shown on its own view */
  codes: Record<string, string>;
  muteAtNight: boolean;
  /** how long before a window closes the reminder goes out; 0 = none */
  remindMinutes: number;
}

export type FrameAction = 'send_private_msg' | 'send_group_msg' | 'set_group_whole_ban';

export interface Frame {
  action: FrameAction;
  params: Record<string, unknown>;
}

export interface PhaseRef {
  kind: string;
  day: number;
  window: string | null;
}

export interface Reminder {
  /** epoch ms */
  at: number;
  phase: PhaseRef;
}

export const newBindCode = (): string => randomCode(6);

/** A QQ id as OneBot v11 sends it: a number. */
const qq = (id: string): number => Number(id);

interface OutboxBody {
  type: string;
  data: Record<string, unknown> & { seq: number };
}

export function onebotFrames(
  msg: OutboxBody,
  b: OneBotBinding,
  s: GameState,
): { frames: Frame[]; reminder: Reminder | null } {
  const d = msg.data;
  switch (msg.type) {
    case 'announcement.created':
      return {
        frames: [{ action: 'send_group_msg', params: { group_id: qq(b.groupId), message: String(d.text) } }],
        reminder: null,
      };
    case 'notification.created': {
      const user = b.players[String(d.to)];
      if (user === undefined) return { frames: [], reminder: null };
      return {
        frames: [{ action: 'send_private_msg', params: { user_id: qq(user), message: String(d.text) } }],
        reminder: null,
      };
    }
    case 'phase.changed': {
      const kind = String(d.kind);
      const frames: Frame[] = [];
      // 夜间禁言: the group is muted while a night runs (each night window says so again: harmless)
      if (b.muteAtNight && d.change === undefined && (kind === 'night' || kind === 'day' || kind === 'ended'))
        frames.push({
          action: 'set_group_whole_ban',
          params: { group_id: qq(b.groupId), enable: kind === 'night' },
        });
      const closes = typeof d.closesAt === 'string' ? Date.parse(d.closesAt) : null;
      const reminder =
        b.remindMinutes > 0 && closes !== null && (kind === 'night' || kind === 'day')
          ? {
              at: closes - b.remindMinutes * 60_000,
              phase: {
                kind: d.change === undefined ? kind : s.phase.kind,
                day: Number(d.day),
                window: (d.window as string | null | undefined) ?? null,
              },
            }
          : null;
      return { frames, reminder };
    }
    default:
      return { frames: [], reminder: null };
  }
}

/** A deadline as a player reads it, in the game's zone: `21:00` (with the date when not today). */
function clock(s: GameState, ms: number | null): string {
  if (ms === null) return '（暂停中）';
  return isoAt(ms, zoneOffsetMinutes(s.schedule.timezone, ms)).slice(5, 16).replace('T', ' ');
}

/**
 * The reminders due for the phase a reminder was set for, if it is still open: each bound
 * player with a skill usable now and not yet submitted (by night), or a vote not yet cast (by day).
 */
export function remindersFor(
  s: GameState,
  b: OneBotBinding,
  phase: PhaseRef,
): { userId: string; text: string }[] {
  const ph = s.phase;
  if (s.status !== 'running' || ph.kind !== phase.kind || ph.day !== phase.day || ph.window !== phase.window)
    return [];
  const out: { userId: string; text: string }[] = [];
  const until = clock(s, ph.closesAt);
  for (const [name, userId] of Object.entries(b.players)) {
    const v = playerView(s, [], name);
    if (!v.alive && v.rights.length === 0) continue;
    if (ph.kind === 'night') {
      const open = v.skills.filter((k) => k.usableNow && !k.submitted && k.kind !== 'passive');
      if (open.length > 0)
        out.push({
          userId,
          text: `【提醒】本时段将于 ${until} 截止，你还没有使用：${open.map((k) => k.name).join('、')}。发送「技能」查看可选目标，「过」放弃。`,
        });
    } else if (v.vote?.canVote && s.votes[name] === undefined)
      out.push({
        userId,
        text: `【提醒】第${ph.day}天的投票将于 ${until} 截止，你还没有投票。发送「投 座位号」投票，「投 弃权」弃权。`,
      });
  }
  return out;
}

/** What a player's own view adds: the code to send the bot (绑定 <code>) and whether QQ is bound. */
export function adapterMe(
  kv: SyncKvStorage,
  name: string,
): { onebot?: { bindCode: string; bound: boolean } } {
  const b = kv.get<OneBotBinding>(ONEBOT_KEY);
  const code = b?.codes[name];
  if (!b || code === undefined) return {};
  return { onebot: { bindCode: code, bound: b.players[name] !== undefined } };
}
