import { describe, expect, it } from 'vitest';
import { SEATS211 } from '../domain/211/seats';
import {
  act,
  api,
  type Created,
  close,
  closeNight,
  eventCount,
  events,
  newTable,
  pastOpening,
  postTexts,
  SEATS12,
  start,
  table211,
  until,
  vote,
} from './client';
import type { Received } from './receiver';

/**
 * Issue 17: a game bound to a Discourse topic. The test is the Discourse site: it sends the
 * site's webhooks (`post_created`, `post_edited`) signed as Discourse signs them
 * (`X-Discourse-Event-Signature: sha256=<hex HMAC-SHA256 of the body>`), and its API is a
 * receiver of ./receiver.ts (vitest.config.ts routes every outbound fetch there), which reads
 * what Bansha posts back: each 公示 as a reply in the topic, private feedback as PMs.
 */

const TOPIC = 4242;

/** A fake Discourse site's API: its base URL, and the calls it received. */
function site(answers = '200') {
  const box = crypto.randomUUID();
  return {
    baseUrl: `http://127.0.0.1:9/hook/${box}/${answers}`,
    received: async (): Promise<Received[]> => (await fetch(`http://127.0.0.1:9/__received/${box}`)).json(),
  };
}

async function hmacHex(secret: string, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

let nextPost = 500;

/** The site's webhook for one post, signed with `secret` (or a wrong one). */
async function hook(
  g: Created,
  secret: string,
  event: string,
  p: { username: string; raw: string; id?: number; topic?: number; at?: string },
) {
  const id = p.id ?? nextPost++;
  const body = JSON.stringify({
    post: {
      id,
      name: p.username,
      username: p.username,
      avatar_template: '/letter_avatar/x/{size}/1.png',
      created_at: p.at ?? new Date().toISOString(),
      cooked: `<p>${p.raw.replace(/\n/g, '<br>\n')}</p>`,
      raw: p.raw,
      post_number: id - 490,
      post_type: 1,
      updated_at: new Date().toISOString(),
      topic_id: p.topic ?? TOPIC,
      topic_slug: 'ban-sha',
      topic_title: '版杀',
      user_id: 7,
    },
  });
  const r = await api('POST', `/v1/games/${g.id}/discourse/webhook`, {
    raw: body,
    headers: {
      'X-Discourse-Instance': 'https://forum.example.com',
      'X-Discourse-Event-Id': String(id),
      'X-Discourse-Event-Type': 'post',
      'X-Discourse-Event': event,
      'X-Discourse-Event-Signature': `sha256=${await hmacHex(secret, body)}`,
    },
  });
  return { ...r, id };
}

const bindDiscourse = (g: Created, baseUrl: string, extra: Record<string, unknown> = {}) =>
  api('POST', `/v1/games/${g.id}/discourse`, {
    token: g.directorToken,
    body: { baseUrl, topicId: TOPIC, apiKey: 'dk_live_0123456789', apiUsername: 'bansha', ...extra },
  });

const apiCalls = async (s: ReturnType<typeof site>) =>
  (await s.received()).filter((r) => r.answered === 200).map((r) => ({ ...r, json: JSON.parse(r.body) }));

describe('POST /v1/games/:id/discourse: binding; refusals append nothing', () => {
  it('201 {webhookPath, secret}; the key and secret are never shown again nor in the log; bad input a stable code', async () => {
    const g = await newTable();
    const n = await eventCount(g);
    const s = site();
    const unknown = await bindDiscourse(g, s.baseUrl, { users: { 路人: 'x' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_PLAYER');
    const player = await api('POST', `/v1/games/${g.id}/discourse`, {
      token: g.tok.预,
      body: { baseUrl: s.baseUrl, topicId: TOPIC, apiKey: 'k', apiUsername: 'bansha' },
    });
    expect(player.status).toBe(403);
    expect(
      (await api('GET', `/v1/games/${g.id}/discourse`, { token: g.directorToken })).body.error.code,
    ).toBe('ADAPTER_NOT_BOUND');
    const r = await bindDiscourse(g, s.baseUrl, { users: { 民A: 'alice' } });
    expect(r.status, r.text).toBe(201);
    expect(r.body.webhookPath).toBe(`/v1/games/${g.id}/discourse/webhook`);
    expect(r.body.secret).toMatch(/^dsec_[A-Za-z0-9_-]{40,}$/);
    expect(r.body.users.民A).toBe('alice');
    const got = await api('GET', `/v1/games/${g.id}/discourse`, { token: g.directorToken });
    expect(got.text).not.toContain('dk_live_0123456789');
    expect(got.text).not.toContain(r.body.secret);
    const log = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
    expect(log.text).not.toContain('dk_live');
    expect(log.text).not.toContain('dsec_');
    expect(await eventCount(g)).toBe(n);
    // a forged or unsigned webhook: 401, nothing appended
    expect(
      (await hook(g, 'dsec_wrong', 'post_created', { username: '预', raw: '投票对象：弃权' })).body.error
        .code,
    ).toBe('BAD_SIGNATURE');
    const unsigned = await api('POST', `/v1/games/${g.id}/discourse/webhook`, { raw: '{"post":{}}' });
    expect(unsigned.status).toBe(401);
    expect(await eventCount(g)).toBe(n);
  });
});

describe('a whole day and night through a Discourse topic', () => {
  it('vote posts become votes at their post time, 公示 are replied in the topic (with retries), feedback as PMs, an edited vote post flagged and not applied', async () => {
    const g = await newTable({ options: { trustPostedAt: true } });
    const s = site('500,200'); // the site fails the first call: the outbox retries it
    const b = await bindDiscourse(g, s.baseUrl, { users: { 民A: 'alice' }, privateMessages: true });
    expect(b.status, b.text).toBe(201);
    const secret = b.body.secret as string;
    expect((await start(g, SEATS12)).status).toBe(200);

    // Discourse's ping when the webhook is made: answered, nothing done
    const ping = await hook(g, secret, 'ping', { username: 'system', raw: '' });
    expect(ping.body.handled).toBe('ignored');

    // 竞选日: every player posts a vote in the topic; the post time is the vote's time
    const at = new Date(Date.now() + 1).toISOString();
    for (const n of SEATS12) {
      const r = await hook(g, secret, 'post_created', {
        username: n === '民A' ? 'alice' : n,
        raw: '投票对象：弃权\n投票理由：第一天不站边',
        at,
      });
      expect(r.body, n).toMatchObject({ handled: 'vote', player: n });
    }
    const cast = (await events(g)).filter((e) => e.type === 'VoteCast');
    expect(cast).toHaveLength(12);
    for (const e of cast) expect(e.data.postedAt).toBe(Date.parse(at));
    // a discussion post, a post by someone not playing, another topic and Bansha's own post are not votes
    expect((await hook(g, secret, 'post_created', { username: '预', raw: '我是预言家' })).body.handled).toBe(
      'post',
    );
    const n0 = await eventCount(g);
    expect(
      (await hook(g, secret, 'post_created', { username: '路人', raw: '投票对象：预' })).body.handled,
    ).toBe('ignored');
    expect(
      (await hook(g, secret, 'post_created', { username: '预', raw: '投票对象：狼A', topic: 1 })).body
        .handled,
    ).toBe('ignored');
    expect(
      (await hook(g, secret, 'post_created', { username: 'bansha', raw: '投票对象：狼A' })).body.handled,
    ).toBe('ignored');
    expect(await eventCount(g)).toBe(n0);
    expect((await close(g)).status).toBe(200);

    // the night, through the API
    for (const [who, skill, targets] of [
      ['预', '预言', ['狼A']],
      ['狼B', '杀人', ['民A']],
      ['守', '守护', ['民B']],
    ] as const)
      expect((await act(g, who, skill, [...targets])).status).toBe(202);
    await closeNight(g);

    // day 2: a vote post, then its edit (flagged, not applied); a quoted vote is no vote; a repeat delivery counts once
    const v = await hook(g, secret, 'post_created', { username: '预', raw: '投票对象：狼A\n投票理由：查杀' });
    expect(v.body).toMatchObject({ handled: 'vote', player: '预', vote: { target: '狼A' } });
    const n1 = await eventCount(g);
    const again = await hook(g, secret, 'post_created', {
      username: '预',
      raw: '投票对象：狼A\n投票理由：查杀',
      id: v.id,
    });
    expect(again.body.handled).toBe('duplicate');
    const edit = await hook(g, secret, 'post_edited', {
      username: '预',
      raw: '投票对象：民B\n投票理由：改主意',
      id: v.id,
    });
    expect(edit.body.handled).toBe('flagged');
    const quoted = await hook(g, secret, 'post_created', {
      username: '守',
      raw: '[quote="预, post:9, topic:4242"]\n投票对象：狼A\n[/quote]\n跟预言家',
    });
    expect(quoted.body.handled).toBe('post');
    expect(await eventCount(g)).toBe(n1);
    const preview = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.预 });
    expect(preview.body.vote.target).toBe('狼A');
    // the out 民A's vote post is refused by the rules: flagged for the director, nothing appended
    const out = await hook(g, secret, 'post_created', { username: 'alice', raw: '投票对象：狼B' });
    expect(out.body.handled).toBe('vote');
    expect(out.body.refused.code).toBeDefined();
    expect(await eventCount(g)).toBe(n1);
    const flags = (await api('GET', `/v1/games/${g.id}/discourse`, { token: g.directorToken })).body.flags;
    expect(flags.map((f: { kind: string; player: string }) => [f.kind, f.player])).toEqual([
      ['edited', '预'],
      ['refused', '民A'],
    ]);
    expect(flags[0].text).toBe('投票对象：民B\n投票理由：改主意');

    for (const n of ['狼A', '狼B', '狼C']) expect((await vote(g, n, { target: '民B' })).status).toBe(200);
    for (const n of ['巫', '猎', '守', '痴', '羊', '民B', '民C'])
      expect((await vote(g, n, { target: '狼A' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);

    // every 公示 was replied in the topic, in order, once each (the failed first call retried)
    const thread = await postTexts(g);
    const replies = await until(
      'the replies in the topic',
      async () => (await apiCalls(s)).filter((c) => c.json.topic_id === TOPIC),
      (r) => r.length >= thread.length,
    );
    expect(replies.map((r) => r.json.raw.replace(/\n〔链 [0-9a-f]{12}〕$/, ''))).toEqual(thread);
    expect(replies[0]?.url).toBe(`${s.baseUrl}/posts.json`);
    expect(replies[0]?.headers['api-key']).toBe('dk_live_0123456789');
    expect(replies[0]?.headers['api-username']).toBe('bansha');
    expect((await s.received())[0]?.answered).toBe(500);
    // private feedback as PMs to the player's account
    const pms = await until(
      'the PMs',
      async () => (await apiCalls(s)).filter((c) => c.json.archetype === 'private_message'),
      (r) => r.some((c) => c.json.target_recipients === '预' && c.json.raw.startsWith('预言：')),
    );
    expect(pms.find((c) => c.json.raw.startsWith('预言：'))?.json.raw).toBe(
      '预言：狼A 的查验结果为<狼人阵营>。',
    );
    expect(pms.some((c) => c.json.target_recipients === 'alice')).toBe(true);
    expect(pms.every((c) => c.json.target_recipients !== '民A')).toBe(true);
  });
});

describe('post counts from the topic (211 潜水)', () => {
  it('each player’s posts of the discussion day are reported; fewer than five → a yellow at the close (211 判罚 5 (1))', async () => {
    const g = await table211();
    const b = await bindDiscourse(g, site().baseUrl);
    expect(b.status).toBe(201);
    expect((await start(g, SEATS211)).status).toBe(200);
    await pastOpening(g); // the [群内] 窥天 opens the game (file 001 开局顺序)
    for (const who of SEATS211) {
      const posts = who === '妃' ? 4 : 5;
      for (let i = 0; i < posts; i++)
        await hook(g, b.body.secret, 'post_created', { username: who, raw: `发言 ${i}` });
    }
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.postCounts['1']).toEqual(Object.fromEntries(SEATS211.map((n) => [n, n === '妃' ? 4 : 5])));
    for (const who of SEATS211) await vote(g, who, { target: '弃权' });
    await close(g);
    const posts = await postTexts(g);
    expect(posts).toContain('妃 被判罚黄牌（理由：潜水：第1天发言4帖，不足5帖）。');
    expect(posts.filter((t) => t.includes('潜水'))).toHaveLength(1);
    await closeNight(g);
  });
});
