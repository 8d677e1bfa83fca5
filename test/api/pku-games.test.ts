import { runDurableObjectAlarm } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  act,
  api,
  audited,
  type Created,
  close,
  closeNight,
  createGame,
  game,
  notes,
  postTexts,
  sleep,
  start,
  stub,
  vote,
} from './client';

/**
 * pku (file 004) whole games over HTTP, one per way a side wins: the game opens with night 0 (游戏的首夜为第零夜, l.207),
 * the night's slots are 入夜 / 夜间 / 凌晨 / 破晓 (l.11–17), the day opens with 30 minutes after the 警情 (l.19), day 1's
 * vote puts out (平票双死), the 猎人 shoots in 破晓 and the win check waits for him (l.71), the 投降开关 (l.413), and the 白给池 (l.87–91: the director's points, settled at 入夜 and 破晓).
 */
async function table(roles: Record<string, string>, options?: Record<string, unknown>): Promise<Created> {
  const seats = Object.keys(roles);
  const g = await createGame({
    title: 'pku 测试局',
    ruleset: 'pku',
    players: seats.map((name) => ({ name })),
    roles,
    seed: 'pku-seed',
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    ...(options ? { options } : {}),
  });
  expect((await start(g, seats)).status).toBe(200);
  return g;
}
const ok = async (p: Promise<{ status: number; text: string }>) => {
  const r = await p;
  expect([200, 202], r.text).toContain(r.status); // a night action is accepted (202)
};
/** closes the day's windows (警情后, then its own: l.19) until the night: the vote is counted */
async function closeDay(g: Created): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const v = (await game(g)).body;
    if (v.status === 'ended' || v.phase.kind !== 'day') return;
    await ok(close(g));
  }
}
/** closes windows until `window` of the night is open */
async function closeTo(g: Created, window: string): Promise<void> {
  for (let i = 0; i < 5 && (await game(g)).body.phase.window !== window; i++) await ok(close(g));
  expect((await game(g)).body.phase.window).toBe(window);
}

describe('pku whole games over HTTP', () => {
  it('the village wins: night 0’s 查验 and 毒药, then day 1 votes out the last wolf', async () => {
    const g = await table({ 狼A: '狼人', 野: '野狼', 预: '预言家', 巫: '女巫', 猎: '猎人', 民: '村民' });
    expect((await game(g)).body.phase).toMatchObject({ kind: 'night', day: 0, window: '入夜' });
    await closeTo(g, '夜间');
    await ok(act(g, '狼A', '杀人', ['民']));
    await ok(act(g, '预', '查验', ['野']));
    await closeTo(g, '凌晨');
    expect(await notes(g, '巫')).toContain('今晚濒死的玩家：民。');
    await ok(act(g, '巫', '毒药', ['野']));
    await closeNight(g);
    expect(await notes(g, '预')).toContain('查验：野 的身份是【野狼】。');
    const posts = await postTexts(g);
    expect(posts.find((p) => p.startsWith('第1天 警情'))).toContain('昨夜出局：民、野。');
    expect((await game(g)).body.phase).toMatchObject({ kind: 'day', day: 1, window: '警情后' });
    for (const who of ['预', '巫', '猎']) await ok(vote(g, who, { target: '狼A' }));
    await closeDay(g);
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner.factionId).toBe('village');
  });

  it('the wolves win: the 猎人 shoots in night 0’s 破晓, day 1 votes out the last villager', async () => {
    const g = await table({ 狼A: '狼人', 狼B: '狼人', 猎: '猎人', 民A: '村民', 民B: '村民' });
    await closeTo(g, '夜间');
    await ok(act(g, '狼A', '杀人', ['猎']));
    await closeTo(g, '破晓');
    await ok(act(g, '猎', '开枪', ['民A']));
    await closeNight(g);
    expect((await postTexts(g)).find((p) => p.startsWith('第1天 警情'))).toContain(
      '猎人 猎 开枪，带走了 民A。',
    );
    expect((await game(g)).body.status).toBe('running');
    await ok(vote(g, '狼A', { target: '民B' }));
    await ok(vote(g, '狼B', { target: '民B' }));
    await closeDay(g);
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner.factionId).toBe('wolves');
  });

  it('投降 若某一时刻 (l.413): the last wolf with the switch off is voted out — the wolves have surrendered', async () => {
    const g = await table({ 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' });
    await ok(api('POST', `/v1/games/${g.id}/surrender`, { token: g.tok.狼A, body: { action: 'on' } }));
    await closeNight(g);
    for (const who of ['民A', '民B', '民C']) await ok(vote(g, who, { target: '狼B' }));
    await closeDay(g);
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner.factionId).toBe('village');
    expect(v.seats.find((s: { name: string }) => s.name === '狼A').alive).toBe(true);
  });

  it('白给池: the director’s points reach the wolves at 入夜 and the 警情 at 破晓, halved at the thresholds', async () => {
    const g = await table({ 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' });
    const points = (pool: string, n: number) =>
      api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'pool', pool, points: n, reason: '白给' },
      });
    await ok(points('village', 9));
    await ok(points('wolves', 4));
    await closeNight(g);
    expect((await postTexts(g)).find((p) => p.startsWith('第1天 警情'))).toContain('好人白给池：4点。');
    await closeDay(g); // day 1, nobody votes: night 1 opens at 入夜
    expect(await notes(g, '狼B')).toContain('狼队白给池余额：4点。');
    const bad = await points('third', 1);
    expect(bad.status).toBe(400);
  });
});

describe('pku over HTTP: a game with pools and cards left to its deadlines', () => {
  it('the alarms close every window; the wolves buy 【皇牌飞刀】 from their pool and take the 长老 at once; the log audits', async () => {
    const roles = { 狼A: '狼人', 狼B: '狼人', 老: '长老', 民A: '村民', 民B: '村民', 民C: '村民' };
    const g = await createGame({
      title: 'pku 无人值守局',
      ruleset: 'pku',
      players: Object.keys(roles).map((name) => ({ name })),
      roles,
      seed: 'pku-unattended',
      options: { cardPrices: '皇牌飞刀:2' },
      // each window lasts three seconds: long enough to act in on a loaded machine, then its deadline passes and the
      // alarm closes it
      schedule: { fixed: { daySeconds: 3, nightSeconds: 3 } },
    });
    expect((await start(g, Object.keys(roles))).status).toBe(200);
    await ok(
      api('POST', `/v1/games/${g.id}/rulings`, {
        token: g.directorToken,
        body: { kind: 'pool', pool: 'wolves', points: 3, reason: '白给' },
      }),
    );
    // the players act as each phase opens (the plan below); the director never closes: the alarms do
    const knife: Record<number, string> = { 0: '民A', 1: '老', 2: '民C' };
    const voteOut: Record<number, string> = { 1: '民B', 2: '民C' };
    const done = new Set<string>();
    for (let i = 0; i < 40 && (await game(g)).body.status !== 'ended'; i++) {
      const { kind, day, window, closesAt } = (await game(g)).body.phase;
      const key = `${kind}${day}${window}`;
      if (!done.has(key)) {
        done.add(key);
        if (kind === 'night' && window === '入夜' && day === 1)
          await ok(
            api('POST', `/v1/games/${g.id}/actions`, {
              token: g.tok.狼A,
              body: { skill: '申领', targets: [], choice: '皇牌飞刀' },
            }),
          );
        if (kind === 'night' && window === '夜间' && knife[day])
          await ok(act(g, '狼B', '杀人', [knife[day]]));
        // the votes in the day's first window (警情后) stand at its close
        if (kind === 'day' && window === '警情后' && voteOut[day])
          for (const w of ['狼A', '狼B']) await ok(vote(g, w, { target: voteOut[day] }));
      }
      // the window's deadline passes (the clock the Worker reads), then the alarm closes it
      await sleep(Math.max(0, new Date(closesAt).getTime() - Date.now()) + 100);
      await runDurableObjectAlarm(stub(g));
    }
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner.factionId).toBe('wolves');
    expect(await notes(g, '狼A')).toContain('狼队白给池余额：3点。');
    expect(await notes(g, '狼A')).toContain('【皇牌飞刀】兑换成功。');
    // night 1: the 飞刀 takes the 长老 with both lives (可以直接刀死两命长老, l.123)
    expect((await postTexts(g)).find((p) => p.startsWith('第2天 警情'))).toContain('老');
    const r = await audited(g);
    expect(r.winner?.faction).toBe('wolves');
  }, 90_000);
});

describe('pku over HTTP: the 三方 (file 004 三方, 工程)', () => {
  const work = (g: Created, who: string, project: string) =>
    api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok[who],
      body: { skill: '上工', targets: [], choice: project },
    });

  it('the village wins and the 三方 with it: the wolves’ knife leaves him in (【刀枪无眼】), he names two, a marked player is alive (l.71, l.373)', async () => {
    const g = await table({ 狼A: '狼人', 三: '三方', 预: '预言家', 民A: '村民', 民B: '村民' });
    await closeTo(g, '夜间');
    await ok(act(g, '狼A', '杀人', ['三']));
    await ok(act(g, '三', '永劫无间', ['民A']));
    // 三方：破晓（夜间行动触发的【刀枪无眼】+行动） (l.45)
    await closeTo(g, '破晓');
    expect(await notes(g, '三')).toContain(
      '【刀枪无眼】触发：你免于出局，须再指定两名有标记的玩家取消其标记。',
    );
    await ok(act(g, '三', '刀枪无眼', ['民B', '预']));
    await closeNight(g);
    expect((await postTexts(g)).find((p) => p.startsWith('第1天 警情'))).toContain(
      '被三方取消标记的玩家：预、民A、民B。',
    );
    for (const who of ['预', '民A', '民B', '三']) await ok(vote(g, who, { target: '狼A' }));
    await closeDay(g);
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner.factionId).toBe('village');
    expect(v.winner.names).toEqual(['预', '民A', '民B', '三']);
    const r = await audited(g);
    expect(r.winner?.faction).toBe('village');
  });

  it('【不能飞天的引擎】满12点: the good side loses, the living 三方 wins with the wolves (l.71, l.81)', async () => {
    const g = await table(
      { 狼A: '狼人', 三: '三方', 民A: '村民', 民B: '村民', 民C: '村民' },
      { workPoints: '2' },
    );
    for (let night = 0; night < 2; night++) {
      await closeTo(g, '夜间');
      for (const who of ['民A', '民B', '民C']) await ok(work(g, who, '引擎'));
      await closeNight(g);
      if (night === 0) {
        expect((await postTexts(g)).find((p) => p.startsWith('第1天 警情'))).toContain(
          '工程进度：【无法诅咒的恒星】0点，【不能飞天的引擎】6点。',
        );
        await closeDay(g);
      }
    }
    const v = (await game(g)).body;
    expect(v.status).toBe('ended');
    expect(v.winner.factionId).toBe('wolves');
    expect(v.winner.names).toEqual(['狼A', '三']);
    const r = await audited(g);
    expect(r.winner?.faction).toBe('wolves');
  });
});

describe('pku options.declare over HTTP (the effects the FAQ leaves to the rules post)', () => {
  it('a bad declaration is 400 INVALID_OPTION; GET /v1/rulesets/pku lists the option; the declared 【假的狼刀】 answers, an undeclared skill is refused', async () => {
    const roles = { 狼A: '狼人', 野: '野狼', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' };
    const bad = await api('POST', '/v1/games', {
      token: ADMIN,
      body: {
        title: 't',
        ruleset: 'pku',
        players: Object.keys(roles).map((name) => ({ name })),
        roles,
        options: { declare: '假的狼刀:毒死' },
      },
    });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'INVALID_OPTION']);
    expect(bad.body.error.message).toContain('【假的狼刀】没有效果“毒死”');
    const rs = await api('GET', '/v1/rulesets/pku');
    expect(JSON.stringify(rs.body)).toContain('假的狼刀（群狼）：验身份');
    const g = await table(roles, { declare: '假的狼刀:验身份/1' });
    await closeTo(g, '夜间');
    await ok(act(g, '狼A', '假的狼刀', ['预']));
    const refused = await act(g, '野', '举目无亲', ['预']);
    expect([refused.status, refused.body.error.code]).toEqual([422, 'SKILL_NOT_USABLE']);
    expect(refused.body.error.message).toBe('导演尚未公布【举目无亲】的效果，暂时不能使用');
    await closeNight(g);
    expect(await notes(g, '狼A')).toContain('【假的狼刀】预 的身份是【预言家】。');
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    expect(d.body.declarations).toContainEqual({ name: '全村希望', holder: '野狼', effect: '未声明' });
  });
});
