/**
 * A game bound to a Discourse topic, inside the game's object.
 *
 * In: the site's webhook (`post_created`, `post_edited`), verified by its signature. A post in the
 * topic by a player's account: a vote post (投票对象：X) is cast as that player's vote with the
 * post's time as `postedAt` (an Idempotency-Key per post, so Discourse's redelivery counts once);
 * every post of the open discussion day counts toward the player's posts, reported as the
 * director's `post-counts` where the ruleset cards 潜水. An edited vote post is not applied: it is
 * flagged to the director (`GET /discourse`), as a refused vote post is.
 *
 * Out: each 公示 as a reply in the topic, and with `privateMessages` each private notification as
 * a private message to the player's account, through the Discourse API from the game's outbox.
 */
import type { Reply } from '../../api/reply';
import { checkWebhookUrl } from '../../api/webhooks/url-guard';
import { rulesetOf } from '../../domain/rulesets';
import type { GameState } from '../../domain/state';
import { normalizeName } from '../../domain/votepost';
import { type AdapterHost, adapterFail, DISCOURSE_KEY, randomSecret } from '../shared';
import { isVotePost, ownText, parsePost, verifyDiscourseSignature } from './webhook';

export interface DiscourseFlag {
  postId: number;
  player: string;
  /** `edited`: a vote post edited after it was cast; `refused`: a vote post the rules refused */
  kind: 'edited' | 'refused';
  at: string;
  text: string;
  reason?: string;
}

export interface DiscourseBinding {
  baseUrl: string;
  topicId: number;
  /** sent with each API call (`Api-Key`); never shown again */
  apiKey: string;
  apiUsername: string;
  /** player name → Discourse username, where they differ (default: the player's name) */
  users: Record<string, string>;
  privateMessages: boolean;
  /** the webhook's HMAC secret: Discourse signs with it, so it is kept as given out */
  secret: string;
  flags: DiscourseFlag[];
}

/** What Bansha keeps of each post it handled (its key: `discourse:post:<id>`). */
interface PostRecord {
  player: string;
  vote: boolean;
  day: number | null;
}

const postKey = (id: number) => `discourse:post:${id}`;
const countKey = (day: number) => `discourse:counts:${day}`;

export const newDiscourseSecret = (): string => randomSecret('dsec_');

/** The player whose account wrote the post (its mapped username, else a player of that name). */
function playerOf(s: GameState, b: DiscourseBinding, username: string): string | null {
  const u = normalizeName(username).toLowerCase();
  for (const e of s.entrants) {
    const mine = normalizeName(b.users[e.name] ?? e.name).toLowerCase();
    if (mine === u) return e.name;
  }
  return null;
}

const ok = (body: Record<string, unknown>): Reply => ({ status: 200, body });

export async function handleDiscourseEvent(
  host: AdapterHost,
  op: { event: string; signature: string; body: string },
): Promise<Reply> {
  const kv = host.kv();
  const b = kv.get<DiscourseBinding>(DISCOURSE_KEY);
  if (!b) return adapterFail('ADAPTER_NOT_BOUND', 'this game is not bound to a Discourse topic');
  if (!verifyDiscourseSignature(b.secret, op.body, op.signature))
    return adapterFail('BAD_SIGNATURE', 'X-Discourse-Event-Signature does not match the body');
  if (op.event !== 'post_created' && op.event !== 'post_edited')
    return ok({ handled: 'ignored', reason: `event ${op.event || '(none)'} is not read` });
  const post = parsePost(op.body);
  if (!post) return ok({ handled: 'ignored', reason: 'no post in the body' });
  if (post.topicId !== b.topicId) return ok({ handled: 'ignored', reason: 'another topic' });
  const s = host.state();
  if (normalizeName(post.username).toLowerCase() === normalizeName(b.apiUsername).toLowerCase())
    return ok({ handled: 'ignored', reason: 'Bansha’s own post' });
  const player = playerOf(s, b, post.username);
  if (player === null)
    return ok({ handled: 'ignored', reason: `${post.username} is no player of this game` });
  const seen = kv.get<PostRecord>(postKey(post.id));
  const vote = isVotePost(post.raw);

  if (op.event === 'post_edited') {
    if (!seen?.vote && !vote) return ok({ handled: 'ignored', reason: 'an edited discussion post' });
    // 编辑过的投票帖: not applied; the director decides
    const flag: DiscourseFlag = {
      postId: post.id,
      player,
      kind: 'edited',
      at: new Date(Date.now()).toISOString(),
      text: ownText(post.raw).slice(0, 500),
    };
    kv.put(DISCOURSE_KEY, { ...b, flags: [...b.flags, flag] });
    return ok({ handled: 'flagged', flag });
  }

  if (seen) return ok({ handled: 'duplicate', postId: post.id });
  const day = s.status === 'running' && s.phase.kind === 'day' ? s.phase.day : null;
  kv.put(postKey(post.id), { player, vote, day } satisfies PostRecord);
  let counted: Reply | null = null;
  if (day !== null) {
    const counts = { ...(kv.get<Record<string, number>>(countKey(day)) ?? {}) };
    counts[player] = (counts[player] ?? 0) + 1;
    kv.put(countKey(day), counts);
    // 潜水 (211): the day's counts as the director's report; the last report of the day stands
    if (rulesetOf(s.ruleset)?.cards?.postCount)
      counted = await host.run({ kind: 'director' }, 'postCounts', { day, counts }, null);
  }
  if (!vote) return ok({ handled: 'post', player, ...(counted ? { postCounts: counted.body } : {}) });
  const r = await host.run(
    // the adapter relays the player's post: it reports the post's time (postedAt)
    { kind: 'player', name: player, via: 'adapter' },
    'votes',
    { post: ownText(post.raw), postedAt: new Date(post.createdAt).toISOString() },
    `discourse:post:${post.id}`,
  );
  if (r.status !== 200) {
    const err = (r.body as { error?: { code: string; message: string } }).error;
    const now = kv.get<DiscourseBinding>(DISCOURSE_KEY) ?? b;
    kv.put(DISCOURSE_KEY, {
      ...now,
      flags: [
        ...now.flags,
        {
          postId: post.id,
          player,
          kind: 'refused',
          at: new Date(Date.now()).toISOString(),
          text: ownText(post.raw).slice(0, 500),
          reason: `${err?.code}: ${err?.message}`,
        },
      ],
    });
    // answered 200 all the same: Discourse must not resend a post the rules refused
    return ok({ handled: 'vote', player, refused: err });
  }
  return ok({ handled: 'vote', player, vote: r.body });
}

/** One outbox message as a Discourse API call: a reply in the topic, or a private message. */
export async function discourseTransport(
  msg: { type: string; data: Record<string, unknown> },
  b: DiscourseBinding,
  s: GameState,
  env: string | undefined,
): Promise<{ status: number; retryAfter?: string | null }> {
  let payload: Record<string, unknown>;
  if (msg.type === 'announcement.created') payload = { topic_id: b.topicId, raw: String(msg.data.text) };
  else if (msg.type === 'notification.created' && b.privateMessages) {
    const to = String(msg.data.to);
    payload = {
      title: `【${s.title}】给 ${to} 的私信 #${msg.data.seq}`,
      raw: String(msg.data.text),
      target_recipients: b.users[to] ?? to,
      archetype: 'private_message',
    };
  } else return { status: 204 };
  const checked = checkWebhookUrl(`${b.baseUrl}/posts.json`, env);
  if (!checked.ok) return { status: 410 };
  const res = await fetch(checked.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    headers: {
      'content-type': 'application/json',
      'api-key': b.apiKey,
      'api-username': b.apiUsername,
      'user-agent': 'Bansha-Discourse/1',
    },
    body: JSON.stringify(payload),
  });
  await res.body?.cancel();
  // 410 from Discourse would disable the subscription: read it as a failure to retry instead
  return { status: res.status === 410 ? 500 : res.status, retryAfter: res.headers.get('retry-after') };
}
