import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  act,
  api,
  type Created,
  close,
  eventCount,
  newTable,
  postTexts,
  SEATS12,
  start,
  until,
  vote,
} from './client';

/**
 * Issue 17: a QQ bot over OneBot v11. The test plays the OneBot implementation (NapCat, LLOneBot …):
 * it dials the bot's reverse WebSocket with the access token, sends v11 private-message events
 * and answers each `{action, params, echo}` call with `{status: "ok", retcode: 0, echo}`, as an
 * implementation does. Seats are the 12-seat table in order: 1 狼A 2 狼B 3 狼C 4 预 5 巫 6 猎
 * 7 守 8 痴 9 羊 10 民A 11 民B 12 民C.
 */

interface Call {
  action: string;
  params: { user_id?: number; group_id?: number; message?: string; enable?: boolean };
  echo: string;
}

const QQ: Record<string, number> = Object.fromEntries(SEATS12.map((n, i) => [n, 100001 + i]));
const GROUP = 777001;

/** The fake OneBot implementation: one WebSocket connection, every call answered ok. */
class FakeOneBot {
  /** every call received, on every connection */
  readonly calls: Call[] = [];
  private ws: WebSocket | null = null;
  private nextId = 1;

  constructor(
    readonly selfId: number,
    readonly url: string,
    readonly token: string,
  ) {}

  async connect(how: 'header' | 'query' = 'header'): Promise<void> {
    const u = new URL(this.url);
    const path = `https://bansha.test${u.pathname}${how === 'query' ? `?access_token=${this.token}` : ''}`;
    const headers: Record<string, string> = {
      Upgrade: 'websocket',
      'X-Self-ID': String(this.selfId),
      'X-Client-Role': 'Universal',
    };
    if (how === 'header') headers.Authorization = `Bearer ${this.token}`;
    const res = await SELF.fetch(path, { headers });
    expect(res.status).toBe(101);
    const ws = res.webSocket as WebSocket;
    ws.accept();
    ws.addEventListener('message', (e) => {
      const call = JSON.parse(String(e.data)) as Call;
      this.calls.push(call);
      ws.send(
        JSON.stringify({ status: 'ok', retcode: 0, data: { message_id: this.nextId++ }, echo: call.echo }),
      );
    });
    this.ws = ws;
  }

  disconnect(): void {
    this.ws?.close(1000, 'restart');
    this.ws = null;
  }

  /** A private message from `user`, as OneBot v11 posts it (the message as segments). */
  send(user: number, text: string): void {
    this.ws?.send(
      JSON.stringify({
        time: Math.floor(Date.now() / 1000),
        self_id: this.selfId,
        post_type: 'message',
        message_type: 'private',
        sub_type: 'friend',
        message_id: this.nextId++,
        user_id: user,
        message: [{ type: 'text', data: { text } }],
        raw_message: text,
        font: 0,
        sender: { user_id: user, nickname: `u${user}` },
      }),
    );
  }

  private to(user: number): string[] {
    return this.calls
      .filter((c) => c.action === 'send_private_msg' && c.params.user_id === user)
      .map((c) => c.params.message as string);
  }

  /** Sends a private message and waits for the bot's answer to it. */
  async ask(user: number, text: string): Promise<string> {
    const before = this.to(user).length;
    this.send(user, text);
    const got = await until(
      `an answer to ${user}: ${text}`,
      () => this.to(user),
      (m) => m.length > before,
    );
    return got[before] as string;
  }

  privateTo(name: string): string[] {
    return this.to(QQ[name] as number);
  }

  group(): string[] {
    return this.calls
      .filter((c) => c.action === 'send_group_msg' && c.params.group_id === GROUP)
      .map((c) => c.params.message as string);
  }

  bans(): boolean[] {
    return this.calls
      .filter((c) => c.action === 'set_group_whole_ban')
      .map((c) => c.params.enable as boolean);
  }
}

async function registerBot(selfId: number) {
  const r = await api('POST', '/v1/onebot/bots', { token: ADMIN, body: { selfId: String(selfId) } });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: string; accessToken: string; url: string };
}

const bind = (g: Created, body: Record<string, unknown>, token = g.directorToken) =>
  api('POST', `/v1/games/${g.id}/onebot`, { token, body });

describe('POST /v1/onebot/bots and the reverse WebSocket', () => {
  it('registers a bot: 201 {id, accessToken, url}; the URL takes the token as a header or ?access_token=, refuses others', async () => {
    const bot = await registerBot(10001);
    expect(bot.id).toBe('ob_10001');
    expect(bot.url).toBe('wss://bansha.test/v1/onebot/bots/ob_10001/ws');
    expect(bot.accessToken).toMatch(/^obt_[A-Za-z0-9_-]{40,}$/);
    const ws = (headers: Record<string, string>, q = '') =>
      SELF.fetch(`https://bansha.test/v1/onebot/bots/ob_10001/ws${q}`, { headers });
    const bad = await ws({ Upgrade: 'websocket', Authorization: 'Bearer obt_wrong' });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    expect((await ws({ Upgrade: 'websocket' })).status).toBe(401);
    const other = await ws({
      Upgrade: 'websocket',
      Authorization: `Bearer ${bot.accessToken}`,
      'X-Self-ID': '999999',
    });
    expect(other.status).toBe(403);
    expect((await ws({ Authorization: `Bearer ${bot.accessToken}` })).status).toBe(426);
    const fake = new FakeOneBot(10001, bot.url, bot.accessToken);
    await fake.connect('query');
    const info = await api('GET', '/v1/onebot/bots/ob_10001', { token: ADMIN });
    expect(info.body).toEqual({ id: 'ob_10001', selfId: '10001', connected: true });
    fake.disconnect();
    // registering again gives a new token; the old one no longer connects
    const again = await registerBot(10001);
    expect(again.accessToken).not.toBe(bot.accessToken);
    expect((await ws({ Upgrade: 'websocket', Authorization: `Bearer ${bot.accessToken}` })).status).toBe(401);
  });

  it('only the operator registers a bot; an unknown bot 404', async () => {
    expect((await api('POST', '/v1/onebot/bots', { body: { selfId: '10002' } })).status).toBe(401);
    expect(
      (
        await api('POST', '/v1/onebot/bots', {
          token: 'bs_d_xxxxxxxxxxxxxxxxxxxxxxxx',
          body: { selfId: '10002' },
        })
      ).status,
    ).toBe(403);
    expect((await api('POST', '/v1/onebot/bots', { token: ADMIN, body: { selfId: 'abc' } })).status).toBe(
      400,
    );
    const r = await api('GET', '/v1/onebot/bots/ob_55555', { token: ADMIN });
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('BOT_NOT_FOUND');
  });
});

describe('POST /v1/games/:id/onebot: refusals answer the error shape and append nothing', () => {
  it('an unknown player 422, a player’s token 403, an unknown bot 404, no token 401', async () => {
    await registerBot(10003);
    const g = await newTable();
    const n = await eventCount(g);
    const unknown = await bind(g, { bot: 'ob_10003', groupId: GROUP, players: { 无名: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_PLAYER');
    expect((await bind(g, { bot: 'ob_10003', groupId: GROUP }, g.tok.预 as string)).body.error.code).toBe(
      'FORBIDDEN',
    );
    expect((await bind(g, { bot: 'ob_10003', groupId: GROUP }, null as unknown as string)).status).toBe(401);
    const nobot = await bind(g, { bot: 'ob_10099', groupId: GROUP });
    expect(nobot.status).toBe(404);
    expect(nobot.body.error.code).toBe('BOT_NOT_FOUND');
    expect(await eventCount(g)).toBe(n);
  });
});

describe('a whole night and day over QQ (OneBot v11)', () => {
  it('commands by seat and name, feedback, 公示 to the group, reminders, the night mute, votes, and a reconnect that loses and doubles nothing', async () => {
    const bot = await registerBot(10010);
    const g = await newTable();
    // 巫 is left out: she binds herself with the code on her own page
    const players = Object.fromEntries(SEATS12.filter((n) => n !== '巫').map((n) => [n, String(QQ[n])]));
    const b = await bind(g, {
      bot: bot.id,
      groupId: String(GROUP),
      players,
      muteAtNight: true,
      remindMinutes: 10,
    });
    expect(b.status, b.text).toBe(200);
    expect(b.body.players.巫).toBeNull();
    expect(b.body.players.预).toBe(String(QQ.预));
    // the binding and the token are in no event (the log becomes public)
    const log = await api('GET', `/v1/games/${g.id}/events`, { token: g.directorToken });
    expect(log.text).not.toContain(String(QQ.预));
    expect(log.text).not.toContain(bot.accessToken);

    const qq = new FakeOneBot(10010, bot.url, bot.accessToken);
    await qq.connect();
    expect((await start(g, SEATS12)).status).toBe(200);
    // the deal's private notices are pushed by the outbox on its own time: wait for each bound player's, so that
    // none of them is taken below for the answer to a command
    for (const n of SEATS12)
      if (n !== '巫')
        await until(
          `${n}'s role notice`,
          () => qq.privateTo(n),
          (m) => m.some((t) => t.startsWith('你的身份是')),
        );

    // 绑定 <code>: the code is on 巫's own view
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.巫 });
    const code = me.body.onebot.bindCode as string;
    expect(me.body.onebot.bound).toBe(false);
    expect(await qq.ask(QQ.巫 as number, '绑定 WRONG1')).toBe('绑定码不对：请核对玩家页面上的绑定码。');
    expect(await qq.ask(QQ.巫 as number, `绑定 ${code.toLowerCase()}`)).toBe(
      '绑定成功：你是「测试局」中的 巫。发送「技能」查看你能做什么。',
    );
    expect((await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.巫 })).body.onebot.bound).toBe(true);

    // unknown input gets help, never silence; a stranger is told to bind
    expect(await qq.ask(QQ.民A as number, '你好')).toMatch(/^看不懂「你好」。\n可用指令/);
    expect(await qq.ask(4242421, '技能')).toMatch(/还没有绑定/);

    // 竞选日 over QQ: 投 弃权 from each bound player, 状态 shows the day
    expect(await qq.ask(QQ.预 as number, '状态')).toMatch(/^第1天，截止 .*\n存活（12）：1号狼A、2号狼B/);
    for (const n of SEATS12)
      expect(await qq.ask(QQ[n] as number, '投 弃权')).toBe('已投票：弃权（剩余改票 1 次）');
    expect((await close(g)).status).toBe(200);

    // the night: the group is muted, and the reminder reaches those who have a skill to use, not the villagers
    await until(
      'the night mute',
      () => qq.bans(),
      (b) => b.includes(true),
    );
    await until(
      'the seer’s reminder',
      () => qq.privateTo('预'),
      (m) => m.some((t) => t.startsWith('【提醒】')),
    );
    expect(qq.privateTo('民A').filter((t) => t.startsWith('【提醒】'))).toEqual([]);

    // 技能 lists what I can use now, with seats
    const skills = await qq.ask(QQ.预 as number, '技能');
    expect(skills).toMatch(/^4号 预：预言家\n· 预言.*：可用，可选：.*1号狼A/);
    // ambiguous and unknown names get the reason, and nothing is submitted
    const before = await eventCount(g);
    expect(await qq.ask(QQ.预 as number, '查 民')).toBe('「民」可指：10号民A、11号民B、12号民C，请用座位号');
    expect(await qq.ask(QQ.预 as number, '查 13')).toBe('没有 13 号座位');
    expect(await qq.ask(QQ.民A as number, '查 1')).toBe(
      '你没有「查」对应的技能。发送「技能」查看你现在能做什么。',
    );
    expect(await eventCount(g)).toBe(before);
    // the night's actions: by seat, by name, by a unique part of a name
    expect(await qq.ask(QQ.预 as number, '查 1')).toBe('已提交：预言 → 1号狼A。截止前可改。');
    expect(await qq.ask(QQ.狼B as number, '刀 民A')).toBe('已提交：杀人 → 10号民A。截止前可改。');
    expect(await qq.ask(QQ.守 as number, '守 11')).toBe('已提交：守护 → 11号民B。截止前可改。');
    // a refusal answers the rule's reason and appends nothing
    const n2 = await eventCount(g);
    const refused = await qq.ask(QQ.预 as number, '查 4');
    const direct = await act(g, '预', '预言', ['预']);
    expect(direct.status).toBe(422);
    expect(refused).toBe(`未成功：${direct.body.error.message}`);
    expect(await eventCount(g)).toBe(n2);

    // the OneBot implementation restarts in the middle of the night: what the night sends meanwhile waits
    qq.disconnect();
    const sentBefore = qq.calls.length;
    for (let i = 0; i < 20; i++) {
      const v = (await api('GET', `/v1/games/${g.id}`)).body;
      if (v.phase.kind !== 'night' || v.phase.window === 'n90') break;
      expect((await close(g)).status).toBe(200);
    }
    // the game has pushed the check's feedback to the bot, which holds it
    await until(
      'the feedback queued at the bot',
      async () => (await api('GET', `/v1/games/${g.id}/webhooks`, { token: g.directorToken })).body,
      (l) => l.webhooks[0].messages.pending === 0 && l.webhooks[0].messages.delivered > 0,
    );
    expect(qq.calls.length).toBe(sentBefore);
    await qq.connect();
    await until(
      'the seer’s check after the reconnect',
      () => qq.privateTo('预'),
      (m) => m.some((t) => t.startsWith('预言：')),
    );
    expect(qq.privateTo('预').filter((t) => t.startsWith('预言：'))).toEqual([
      '预言：狼A 的查验结果为<狼人阵营>。',
    ]);

    // the witch: 救 with the one she may save, over QQ
    await until(
      'the witch’s 通灵',
      () => qq.privateTo('巫'),
      (m) => m.some((t) => t.startsWith('通灵：')),
    );
    expect(await qq.ask(QQ.巫 as number, '救 10')).toBe('已提交：救药 → 10号民A。截止前可改。');
    for (let i = 0; i < 20; i++) {
      const v = (await api('GET', `/v1/games/${g.id}`)).body;
      if (v.phase.kind !== 'night') break;
      expect((await close(g)).status).toBe(200);
    }
    // the morning 公示 reaches the group once, and the mute is lifted
    const morning = (await postTexts(g)).at(-1) as string;
    expect(morning).toMatch(/^第2天 公示/);
    await until(
      'the morning 公示 in the group',
      () => qq.group(),
      (m) => m.some((t) => t.startsWith('第2天 公示')),
    );
    await until(
      'the mute lifted',
      () => qq.bans(),
      (b) => b.at(-1) === false,
    );

    // day 2: a vote by seat, one in the forum's format, one by name; the rest through the API
    expect(await qq.ask(QQ.预 as number, '投 1')).toBe('已投票：1号狼A（剩余改票 1 次）');
    expect(await qq.ask(QQ.守 as number, '投票对象：狼A\n投票理由：查杀')).toBe(
      '已投票：1号狼A（剩余改票 1 次）',
    );
    expect(await qq.ask(QQ.巫 as number, '投 狼a')).toBe('已投票：1号狼A（剩余改票 1 次）');
    for (const n of ['狼A', '狼B', '狼C']) expect((await vote(g, n, { target: '民B' })).status).toBe(200);
    for (const n of ['猎', '痴', '羊', '民A', '民B', '民C'])
      expect((await vote(g, n, { target: '狼A' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    const dayPost = (await postTexts(g)).find(
      (t) => t.startsWith('第2天') && t.includes('投票结果'),
    ) as string;
    expect(dayPost).toContain('狼A');
    await until(
      'the day’s 公示 in the group',
      () => qq.group(),
      (m) => m.some((t) => t.startsWith('第2天') && t.includes('投票结果')),
    );

    // every 公示 reached the group exactly once, in order; no private message went twice
    const threads = (await api('GET', `/v1/games/${g.id}/announcements`)).body.map(
      (a: { text: string }) => a.text,
    );
    await until(
      'every 公示 in the group',
      () => qq.group(),
      (m) => m.length >= threads.length,
    );
    expect(qq.group()).toEqual(threads);
    const echoes = qq.calls.map((c) => c.echo);
    expect(new Set(echoes).size).toBe(echoes.length);
    const notes = (await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.预 })).body.notifications.map(
      (x: { text: string }) => x.text,
    );
    const pushed = qq.privateTo('预').filter((t) => notes.includes(t));
    expect(pushed).toEqual(notes);
    qq.disconnect();
  });
});
