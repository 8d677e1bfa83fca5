/**
 * Discourse's side of the wire, pure: its webhook signature (`X-Discourse-Event-Signature:
 * sha256=<hex HMAC-SHA256 of the raw body>`), the post a `post_created` / `post_edited` event
 * carries, and whether a post is a vote post (投票对象：X / 改票对象：X, quotes left out).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The header value Discourse sends for `body` signed with `secret`. */
export function discourseSignature(secret: string, body: string): string {
  return `sha256=${bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(body)))}`;
}

/** Constant-time check of the header against the body. */
export function verifyDiscourseSignature(secret: string, body: string, header: string): boolean {
  const want = discourseSignature(secret, body);
  const got = header.trim().toLowerCase();
  if (got.length !== want.length) return false;
  let d = 0;
  for (let i = 0; i < want.length; i++) d |= want.charCodeAt(i) ^ got.charCodeAt(i);
  return d === 0;
}

export interface DiscoursePost {
  id: number;
  topicId: number;
  username: string;
  /** the post's text: `raw` (Markdown) when sent, else `cooked` without its tags */
  raw: string;
  /** epoch ms of `created_at` */
  createdAt: number;
  postNumber: number;
}

/** The post of a webhook body, or null when the body carries none (another event type). */
export function parsePost(body: string): DiscoursePost | null {
  let j: unknown;
  try {
    j = JSON.parse(body);
  } catch {
    return null;
  }
  const p = (j as { post?: Record<string, unknown> } | null)?.post;
  if (!p || typeof p !== 'object') return null;
  const id = Number(p.id);
  const topicId = Number(p.topic_id);
  const createdAt = Date.parse(String(p.created_at ?? ''));
  if (!Number.isInteger(id) || !Number.isInteger(topicId) || Number.isNaN(createdAt)) return null;
  const raw =
    typeof p.raw === 'string'
      ? p.raw
      : String(p.cooked ?? '')
          .replace(/<br\s*\/?>/g, '\n')
          .replace(/<\/p>/g, '\n')
          .replace(/<[^>]+>/g, '');
  return {
    id,
    topicId,
    username: String(p.username ?? ''),
    raw,
    createdAt,
    postNumber: Number(p.post_number ?? 0),
  };
}

/** The post without the posts it quotes (`[quote=…]…[/quote]`): a quoted vote is not a vote. */
export function ownText(raw: string): string {
  let s = raw;
  for (let i = 0; i < 10 && /\[quote[^\]]*\][\s\S]*?\[\/quote\]/.test(s); i++)
    s = s.replace(/\[quote[^\]]*\][\s\S]*?\[\/quote\]/g, '');
  return s.trim();
}

/** A vote post in the rule's format (full- or half-width colon): 投票对象：X or 改票对象：X. */
export const isVotePost = (raw: string): boolean =>
  /(投票|改票)对象\s*:/.test(ownText(raw).normalize('NFKC'));
