import { describe, expect, it } from 'vitest';
import {
  discourseSignature,
  isVotePost,
  ownText,
  parsePost,
  verifyDiscourseSignature,
} from '../../src/adapters/discourse/webhook';

/** Discourse's webhook as Bansha reads it (issue 17), pure. */

describe('X-Discourse-Event-Signature: sha256=<hex HMAC-SHA256 of the body>', () => {
  // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?"
  it('is HMAC-SHA256 in hex, checked against the exact body', () => {
    const sig = discourseSignature('Jefe', 'what do ya want for nothing?');
    expect(sig).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    expect(verifyDiscourseSignature('Jefe', 'what do ya want for nothing?', sig)).toBe(true);
    expect(verifyDiscourseSignature('Jefe', 'what do ya want for nothing? ', sig)).toBe(false);
    expect(verifyDiscourseSignature('jefe', 'what do ya want for nothing?', sig)).toBe(false);
    expect(verifyDiscourseSignature('Jefe', 'what do ya want for nothing?', 'sha256=')).toBe(false);
  });
});

describe('the post of a post_created / post_edited body', () => {
  it('reads id, topic, username, raw and the post time', () => {
    const p = parsePost(
      JSON.stringify({
        post: {
          id: 9,
          topic_id: 42,
          username: 'alice',
          raw: '投票对象：狼A',
          created_at: '2026-12-01T10:00:00.000Z',
          post_number: 3,
        },
      }),
    );
    expect(p).toEqual({
      id: 9,
      topicId: 42,
      username: 'alice',
      raw: '投票对象：狼A',
      createdAt: Date.parse('2026-12-01T10:00:00.000Z'),
      postNumber: 3,
    });
  });
  it('without raw, the cooked HTML without its tags; no post → null', () => {
    const p = parsePost(
      JSON.stringify({
        post: {
          id: 1,
          topic_id: 2,
          username: 'b',
          cooked: '<p>投票对象：X<br>投票理由：Y</p>',
          created_at: '2026-12-01T10:00:00Z',
        },
      }),
    );
    expect(p?.raw).toBe('投票对象：X\n投票理由：Y\n');
    expect(parsePost('{"topic":{"id":1}}')).toBeNull();
    expect(parsePost('not json')).toBeNull();
  });
});

describe('a vote post: 投票对象：X or 改票对象：X of the post’s own text', () => {
  it('full- or half-width colon; a quoted vote is not the poster’s', () => {
    expect(isVotePost('投票对象：狼A\n投票理由：查杀')).toBe(true);
    expect(isVotePost('改票对象: 民B')).toBe(true);
    expect(isVotePost('我觉得狼A很可疑')).toBe(false);
    const quoted = '[quote="预, post:9, topic:42"]\n投票对象：狼A\n[/quote]\n同意';
    expect(isVotePost(quoted)).toBe(false);
    expect(ownText(quoted)).toBe('同意');
  });
});
