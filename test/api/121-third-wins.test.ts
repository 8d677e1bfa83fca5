import { describe, expect, it } from 'vitest';
import { act, api, close, closeNight, createGame, game, postTexts, start, vote } from './client';

/**
 * [121] whole games over HTTP to each 三方 and 不定 faction's own win (issue 11's "Done when"), file 000 胜负判定
 * (l.477–512): 场存4人 (白狼 l.503, 蛊惑师 l.505, 锁链师 l.508, 镜 l.511, 富商 l.510), 单独存活 / 除X阵营外其他阵营玩家全部出局
 * (赌徒 l.504, 死灵术师 l.506, 双子星 l.512), 炸弹 (l.502), 占星师 (l.507), and a 不定 pair of its own (混血儿认亲女仆,
 * l.461: 若无指杀技能，则获胜条件为场存4人), 监视者 (l.509: 场存4人), and 丘比特's lovers of their own (l.449–453: a wolf and a
 * villager linked — the reading in cupid.ts — 屠城: the last faction standing). 吹笛 is in 121-wins.test.ts.
 */

async function table(roles: Record<string, string>, seed: string, election: Record<string, string> = {}) {
  const g = await createGame({
    title: '三方胜负局',
    ruleset: '121',
    players: Object.keys(roles).map((name) => ({ name })),
    roles,
    seed,
    options: { ignoreSetupConstraints: true, autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, Object.keys(roles))).status).toBe(200);
  // the opening, when a dealt role has one: its choices drawn as it closes
  if ((await game(g)).body.phase?.day === 0) expect((await close(g)).status).toBe(200);
  // 竞选日: the votes given elect a sheriff (带队 2.5)
  for (const [voter, target] of Object.entries(election)) await vote(g, voter, { target });
  expect((await close(g)).status).toBe(200);
  return g;
}

async function wonBy(
  g: Awaited<ReturnType<typeof table>>,
  factionId: string,
  names: string[],
  faction = '三方阵营',
) {
  const r = await game(g);
  expect(r.body.status).toBe('ended');
  expect(r.body.winner).toEqual({ faction, factionId, names });
  expect((await postTexts(g)).join('\n')).toContain(`游戏结束，${faction}胜利。`);
}

/** Five seats, the pack's 杀人 on 民A the first night: four are left. */
async function fourLeft(role: string, id: string) {
  const g = await table({ 三: role, 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' }, `four-${id}`);
  expect((await act(g, '狼', '杀人', ['民A'])).status).toBe(202);
  await closeNight(g);
  await wonBy(g, id, ['三']);
}

/** Three seats, the third party elected sheriff: the pack kills 民, his 2.5 votes put the wolf out on day 2. */
async function lastStanding(roles: Record<string, string>, id: string, names: string[]) {
  const me = names[0] as string;
  const g = await table(roles, `last-${id}`, Object.fromEntries(Object.keys(roles).map((n) => [n, me])));
  expect((await act(g, '狼', '杀人', ['民'])).status).toBe(202);
  await closeNight(g);
  expect((await game(g)).body.status).toBe('running');
  for (const n of names) expect((await vote(g, n, { target: '狼' })).status).toBe(200);
  expect((await vote(g, '狼', { target: me })).status).toBe(200);
  expect((await close(g)).status).toBe(200);
  await wonBy(g, id, names);
}

/**
 * Four seats, the third party 三 elected sheriff: the pack kills 民A, his 2.5 votes put the wolf out on day 2 and 民B on
 * day 3 — he alone is left.
 */
async function lastOne(role: string, id: string) {
  const roles = { 三: role, 狼: '狼人', 民A: '村民', 民B: '村民' };
  const g = await table(roles, `one-${id}`, { 三: '三', 狼: '三', 民A: '三', 民B: '三' });
  expect((await act(g, '狼', '杀人', ['民A'])).status).toBe(202);
  await closeNight(g);
  for (const [n, t] of [
    ['三', '狼'],
    ['民B', '狼'],
    ['狼', '三'],
  ])
    await vote(g, n as string, { target: t as string });
  expect((await close(g)).status).toBe(200);
  await closeNight(g);
  expect((await game(g)).body.status).toBe('running');
  for (const [n, t] of [
    ['三', '民B'],
    ['民B', '三'],
  ])
    await vote(g, n as string, { target: t as string });
  expect((await close(g)).status).toBe(200);
  await wonBy(g, id, ['三']);
}

describe('121 三方 and 不定 wins over HTTP', () => {
  it('白狼：白狼存活且场上存活人数为4', () => fourLeft('白狼', 'white_wolf'));
  it('蛊惑师：蛊惑师存活且场上存活人数为4', () => fourLeft('蛊惑师', 'enchanter'));
  it('锁链师：锁链师存活且场上存活人数为4', () => fourLeft('锁链师', 'chainer'));
  it('镜：镜存活，且场上存活人数为4', () => fourLeft('镜', 'mirror'));
  it('富商：富商存活且，场上存活人数为4', () => fourLeft('富商', 'rich_merchant'));
  it('监视者：监视者存活且场上存活人数为4', () => fourLeft('监视者', 'watcher'));

  it('赌徒：赌徒存活且除赌徒阵营外其他阵营玩家全部出局', () => lastOne('赌徒', 'gambler'));
  it('死灵术师：死灵术师存活且除死灵术师阵营外其他阵营玩家全部出局', () =>
    lastOne('死灵术师', 'necromancer'));
  it('双子星：双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局', () =>
    lastStanding({ 光: '双子星光', 暗: '双子星暗', 狼: '狼人', 民: '村民' }, 'twins', ['光', '暗']));

  it('炸弹：voted out, his voters go with him; one side is left — 炸弹 wins', async () => {
    const g = await table({ 炸: '炸弹', 狼: '狼人', 民A: '村民', 民B: '村民' }, 'bomb');
    await closeNight(g);
    for (const n of ['狼', '民A']) expect((await vote(g, n, { target: '炸' })).status).toBe(200);
    expect((await vote(g, '民B', { target: '狼' })).status).toBe(200);
    expect((await close(g)).status).toBe(200);
    await wonBy(g, 'bomber', ['炸']);
  });

  it('占星师：猜对场上全部马甲对应身份，则独自获胜', async () => {
    const g = await table({ 星: '占星师', 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' }, 'astro');
    const r = await api('POST', `/v1/games/${g.id}/actions`, {
      token: g.tok.星,
      body: { skill: '天眼', targets: [], choice: '狼=狼人，预=预言家，民A=村民，民B=村民' },
    });
    expect(r.status).toBe(202);
    await closeNight(g);
    await wonBy(g, 'astrologer', ['星']);
  });

  it('不定：混血儿认亲顺从的女仆 — a 不定 pair of its own, winning with four left', async () => {
    const g = await createGame({
      title: '不定胜负局',
      ruleset: '121',
      players: ['混', '女', '狼', '民A', '预'].map((name) => ({ name })),
      roles: { 混: '混血儿', 女: '顺从的女仆', 狼: '狼人', 民A: '村民', 预: '预言家' },
      seed: 'pair',
      options: { ignoreSetupConstraints: true, autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, ['混', '女', '狼', '民A', '预'])).status).toBe(200);
    expect((await act(g, '混', '认亲', ['女'])).status).toBe(202);
    expect((await close(g)).status).toBe(200); // the opening
    expect((await close(g)).status).toBe(200); // 竞选日
    expect((await act(g, '狼', '杀人', ['民A'])).status).toBe(202);
    await closeNight(g);
    await wonBy(g, 'mixed_blood', ['混', '女'], '不定阵营');
  });

  it('不定：丘比特 links a wolf and a villager — 丘与情侣 a third party of their own, winning by 屠城', async () => {
    const names = ['丘', '狼', '民A', '民B', '预'];
    const g = await createGame({
      title: '情侣胜负局',
      ruleset: '121',
      players: names.map((name) => ({ name })),
      roles: { 丘: '丘比特', 狼: '狼人', 民A: '村民', 民B: '村民', 预: '预言家' },
      seed: 'lovers',
      options: { ignoreSetupConstraints: true, autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, names)).status).toBe(200);
    expect((await act(g, '丘', '丘比特之箭', ['狼', '民A'])).status).toBe(202);
    expect((await close(g)).status).toBe(200); // the opening
    expect((await close(g)).status).toBe(200); // 竞选日
    await closeNight(g);
    // day 2: the three of the pair's faction put 民B out, day 3 预
    for (const target of ['民B', '预']) {
      expect((await game(g)).body.status).toBe('running');
      for (const n of ['丘', '狼', '民A']) expect((await vote(g, n, { target })).status).toBe(200);
      expect((await close(g)).status).toBe(200);
      if (target === '民B') await closeNight(g);
    }
    await wonBy(g, 'lovers', ['丘', '狼', '民A']);
  });

  it('不定：机械狼 learns 丘比特 and makes 民A the 叛变的爱人 with himself the 情人 — 丘比特, the traitor and the 情人 win (三方阵营)', async () => {
    const names = ['丘', '机', '狼', '民A', '民B', '预'];
    const g = await createGame({
      title: '叛变胜负局',
      ruleset: '121',
      players: names.map((name) => ({ name })),
      roles: { 丘: '丘比特', 机: '机械狼', 狼: '狼人', 民A: '村民', 民B: '村民', 预: '预言家' },
      seed: 'betrayal',
      options: { ignoreSetupConstraints: true, autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, names)).status).toBe(200);
    expect((await act(g, '丘', '丘比特之箭', ['民A', '民B'])).status).toBe(202);
    expect((await act(g, '机', '学习', ['丘'])).status).toBe(202);
    expect((await close(g)).status).toBe(200); // the opening
    // day 1 (竞选日): 叛变 (l.316), 丘 elected sheriff (带队)
    expect((await act(g, '机', '叛变', ['民A', '机'])).status).toBe(202);
    for (const n of names) await vote(g, n, { target: '丘' });
    expect((await close(g)).status).toBe(200);
    expect((await act(g, '狼', '杀人', ['预'])).status).toBe(202);
    await closeNight(g);
    // day 2 the wolf, day 3 the loyal lover 民B (忠诚的爱人单独死亡)
    for (const target of ['狼', '民B']) {
      expect((await game(g)).body.status).toBe('running');
      for (const n of ['丘', '机', '民A']) expect((await vote(g, n, { target })).status).toBe(200);
      expect((await close(g)).status).toBe(200);
      if (target === '狼') await closeNight(g);
    }
    await wonBy(g, 'betrayal', ['丘', '机', '民A']);
  });
});
