import { beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  api,
  bare,
  type Created,
  close,
  closeNight,
  events,
  newTable,
  SEATS12,
  start,
  TABLE12,
  vote,
} from './client';

/**
 * Contract: `GET /v1/games/:id` "never reveals a hidden role"; `/me` is "only what this
 * character may know"; `/director` is the director's; `/events` and `/verify` are the
 * director's and the auditor's, "anyone once ended"; after the end the 公示 "includes the
 * cast list (演员表)".
 */

const ROLE_NAMES = [...new Set(Object.values(TABLE12))];
/** Faction names contain role names (狼人阵营 ⊃ 狼人, 村民阵营 ⊃ 村民); they are no role. */
const withoutFactions = (json: string) => json.replace(/(非)?(狼人|村民|三方|不定)阵营/g, '');
const rolesNamedIn = (json: string) => ROLE_NAMES.filter((r) => withoutFactions(json).includes(r));

describe('secrets while the game runs', () => {
  let g: Created;

  beforeAll(async () => {
    g = await newTable();
    await start(g, SEATS12);
    for (const who of ['民A', '民B', '民C']) await vote(g, who, { target: '预' });
    await close(g); // 预 sheriff; night 1
    await act(g, '守', '守护', ['预']);
    await act(g, '狼B', '杀人', ['民A']);
    await act(g, '预', '预言', ['狼A']);
    await closeNight(g); // day 2: 民A out
    // 平票: 狼B and 预 tie, so 替罪羊 goes out by 冤死 (the rules make that public)
    for (const who of ['狼A', '狼C']) await vote(g, who, { target: '预' });
    for (const who of ['巫', '猎']) await vote(g, who, { target: '狼B' });
    await close(g);
    await act(g, '狼A', '杀人', ['猎']);
    await closeNight(g); // day 3: 猎 out, holds 最后一枪
    expect((await act(g, '猎', '最后一枪', ['狼C'])).status).toBe(202);
    expect((await api('GET', `/v1/games/${g.id}`)).body.status).toBe('running');
  });

  it('GET /v1/games/:id names no role, with or without a player token', async () => {
    for (const token of [null, g.tok.狼A, g.tok.预]) {
      const r = await api('GET', `/v1/games/${g.id}`, { token });
      expect(r.status).toBe(200);
      expect(rolesNamedIn(r.text)).toEqual([]);
      expect(r.text).not.toMatch(/role|faction/i);
    }
  });

  it('公示 names no hidden role: only what the rules announce (替罪羊 out by 冤死; a shot by its skill)', async () => {
    const r = await api('GET', `/v1/games/${g.id}/announcements`);
    expect(r.status).toBe(200);
    const texts: string[] = r.body.map((a: { text: string }) => bare(a.text));
    // what the engine announces about roles: the 冤死 tie post names the 替罪羊 (冤死<强制>:
    // 平票时替罪羊出局), and 最后一枪 is posted as a skill use, not as a role
    expect(texts).toContain(
      [
        '第2天 投票结果：',
        '狼B：2票（巫、猎）',
        '预：2票（狼A、狼C）',
        '未投票：狼B、预、守、痴、羊、民B、民C。',
        '平票（狼B、预），替罪羊 羊 因<冤死>出局。',
      ].join('\n'),
    );
    expect(texts).toContain('猎 发动<最后一枪>，狼C 出局。');
    expect(rolesNamedIn(r.text)).toEqual(['替罪羊']);
    expect(r.text).not.toContain('roleId');
  });

  it('/me shows exactly the notifications sent to this character and its own role only', async () => {
    const log = await events(g);
    for (const name of SEATS12) {
      const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok[name] });
      expect(me.status).toBe(200);
      expect(me.body.name).toBe(name);
      expect(me.body.role).toBe(TABLE12[name]);
      const sent = log.filter((e) => e.type === 'NotificationSent' && e.data.to === name).map((e) => e.seq);
      expect(me.body.notifications.map((n: { seq: number }) => n.seq)).toEqual(sent);
      // no other role is named, except a wolf's own group (互知) and what the 公示 announced
      const others = rolesNamedIn(me.text).filter((r) => r !== TABLE12[name] && r !== '替罪羊');
      if (TABLE12[name] === '狼王' || TABLE12[name] === '狼人') {
        expect(others.every((r) => r === '狼人' || r === '狼王')).toBe(true);
      } else expect(others, `${name}: ${me.text}`).toEqual([]);
    }
  });

  it('/me of a villager has no group; only the wolves see the wolves and their kill', async () => {
    const villager = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民B });
    expect(villager.body.group).toBeUndefined();
    expect(villager.text).not.toContain('狼A');
    const wolf = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.狼B });
    expect(wolf.body.group.members).toEqual(['狼A', '狼B', '狼C']);
  });

  it('the seer’s result and the witch’s 通灵 reach only them', async () => {
    const log = await events(g);
    const check = log.find((e) => e.type === 'NotificationSent' && e.data.data.skill === 'prophecy');
    expect(check?.data.to).toBe('预');
    expect(check?.data.text).toBe('预言：狼A 的查验结果为<狼人阵营>。');
    for (const name of SEATS12.filter((n) => n !== '预')) {
      const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok[name] });
      expect(me.text).not.toContain('查验结果');
      if (name !== '巫') expect(me.text).not.toContain('通灵：');
    }
  });

  it('/director, /events, /verify: refused to players (403) and the public (401) before the end', async () => {
    for (const p of ['/director', '/events', '/verify']) {
      const pub = await api('GET', `/v1/games/${g.id}${p}`);
      expect(pub.status, p).toBe(401);
      const player = await api('GET', `/v1/games/${g.id}${p}`, { token: g.tok.狼A });
      expect(player.status, p).toBe(403);
      expect(player.text).not.toContain('狼王');
    }
    // the auditor reads the log and its verdict, not the director's view
    expect((await api('GET', `/v1/games/${g.id}/events`, { token: g.auditorToken })).status).toBe(200);
    expect((await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken })).status).toBe(200);
    expect((await api('GET', `/v1/games/${g.id}/director`, { token: g.auditorToken })).status).toBe(403);
  });

  it('?at=SEQ (time travel) is for the director and auditors until the end', async () => {
    expect((await api('GET', `/v1/games/${g.id}?at=5`)).status).toBe(403);
    expect((await api('GET', `/v1/games/${g.id}?at=5`, { token: g.tok.预 })).status).toBe(403);
    expect((await api('GET', `/v1/games/${g.id}/announcements?at=5`)).status).toBe(403);
    expect((await api('GET', `/v1/games/${g.id}/me?at=5`, { token: g.tok.预 })).status).toBe(403);
    const aud = await api('GET', `/v1/games/${g.id}/announcements?at=5`, { token: g.auditorToken });
    expect(aud.status).toBe(200);
    expect(aud.body.every((a: { seq: number }) => a.seq <= 5)).toBe(true);
  });

  describe('after the end', () => {
    beforeAll(async () => {
      for (const w of ['狼A', '狼B'])
        await api('POST', `/v1/games/${g.id}/rulings`, {
          token: g.directorToken,
          body: { kind: 'kill', target: w, reason: '测试：结束游戏' },
        });
      expect((await api('GET', `/v1/games/${g.id}`)).body.status).toBe('ended');
    });

    it('/events and /verify are public once ended', async () => {
      const ev = await api('GET', `/v1/games/${g.id}/events`);
      expect(ev.status).toBe(200);
      expect(ev.headers.get('content-type')).toContain('application/x-ndjson');
      expect(ev.text).toContain('"GameStarted"');
      const ver = await api('GET', `/v1/games/${g.id}/verify`);
      expect(ver.status).toBe(200);
      expect(ver.body.ok).toBe(true);
    });

    it('演员表: the cast list with every role is in the public record', async () => {
      const r = await api('GET', `/v1/games/${g.id}/announcements`);
      const cast = r.body.find((a: { data: { kind: string } }) => a.data.kind === 'cast');
      expect(cast.text.split('\n')[0]).toBe('演员表：');
      for (const [name, role] of Object.entries(TABLE12)) expect(cast.text).toContain(` ${name}：${role}（`);
      expect(rolesNamedIn(r.text).sort()).toEqual([...ROLE_NAMES].sort());
    });

    it('?at= is open to anyone once ended; /director stays the director’s', async () => {
      expect((await api('GET', `/v1/games/${g.id}/announcements?at=5`)).status).toBe(200);
      // the public view as it stood after the start: running, day 1, everyone in
      const log = await events(g);
      const started = log.find((e) => e.type === 'PhaseStarted')?.seq as number;
      const then = await api('GET', `/v1/games/${g.id}?at=${started}`);
      expect(then.status).toBe(200);
      expect(then.body).toMatchObject({ status: 'running', phase: { kind: 'day', day: 1 } });
      expect(then.body.seats.every((x: { alive: boolean }) => x.alive)).toBe(true);
      expect(rolesNamedIn(then.text)).toEqual([]);
      expect((await api('GET', `/v1/games/${g.id}/director`)).status).toBe(401);
      expect((await api('GET', `/v1/games/${g.id}/director`, { token: g.tok.预 })).status).toBe(403);
    });

    it('/me still shows only the character’s own notifications', async () => {
      const log = await events(g);
      const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.民B });
      const sent = log.filter((e) => e.type === 'NotificationSent' && e.data.to === '民B').map((e) => e.seq);
      expect(me.body.notifications.map((n: { seq: number }) => n.seq)).toEqual(sent);
    });
  });
});
