import { beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  api,
  bare,
  type Created,
  close,
  closeNight,
  closePast,
  createGame,
  game,
  notes,
  postTexts,
  type Res,
  start,
  TABLE12,
  vote,
} from './client';

/**
 * Whole games of ruleset 121 over HTTP, as forum adapters would play them: hand-dealt
 * roles, a fixed seating (电梯楼), votes, night skills, rights, and the 公示 the thread sees.
 */

function ok(r: Res, status = 202): void {
  expect(r.status, r.text).toBe(status);
}

// ---------------------------------------------------------------------------------------------
// (a) The village wins: the seer finds a wolf, the vote puts it out, the witch poisons
// another, the hunter's 最后一枪 takes the last.
// ---------------------------------------------------------------------------------------------
const SEATING_A = ['预', '狼A', '巫', '狼B', '猎', '守', '狼C', '痴', '羊', '民A', '民B', '民C'];

describe('(a) a 12-seat game the village wins', () => {
  let g: Created;
  let posts: string[];
  const lastWordsB = '我是狼，认了。';
  // what some players saw in /me along the way
  // biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON views
  const seen: Record<string, any> = {};
  const me = async (who: string) => (await api('GET', `/v1/games/${g.id}/me`, { token: g.tok[who] })).body;

  beforeAll(async () => {
    g = await createGame({
      title: '村庄胜利局',
      ruleset: '121',
      players: Object.keys(TABLE12).map((name) => ({ name })),
      roles: TABLE12,
      seed: 'village-wins',
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
      // the walk-through closes days with few votes: the automatic 未投票 yellows are off
      options: { autoCards: false },
    });
    ok(await start(g, SEATING_A), 200);

    // 第1天 竞选日: 预 gets the most votes and is elected sheriff
    ok(await vote(g, '民A', { target: '预' }), 200);
    ok(await vote(g, '民B', { post: '投票对象：预\n投票理由：他跳了预言家' }), 200);
    ok(await vote(g, '民C', { post: '投票对象:预 投票理由:half-width punctuation' }), 200);
    ok(await vote(g, '狼A', { target: '猎' }), 200);
    ok(await vote(g, '狼B', { target: '猎' }), 200);
    ok(await close(g, { kind: 'day', day: 1 }), 200);

    // 第1夜 (everyone acts as the night opens; the windows then close as their deadlines would):
    // guard on 民A; wolves kill 民C, the last submission of the group standing; the seer checks
    // 狼B; the witch only listens
    ok(await act(g, '守', '守护', ['民A']));
    ok(await act(g, '狼B', '杀人', ['民B']));
    ok(await act(g, '狼C', '杀人', ['民C']));
    ok(await act(g, '预', '预言', ['狼B']));
    seen.wolfKingNight1 = await me('狼A');
    seen.scapegoatNight1 = await me('羊');
    await closeNight(g);

    // 第2天: the sheriff's 2.5, one 改票, one who does not vote; 狼B is voted out
    for (const who of ['预', '巫', '猎', '守', '痴', '羊', '民A'])
      ok(await vote(g, who, { target: '狼B' }), 200);
    ok(await vote(g, '民B', { target: '预' }), 200);
    ok(await vote(g, '民B', { post: '改票对象：狼B\n改票理由：预言家验了他' }), 200);
    ok(await vote(g, '狼A', { target: '预' }), 200);
    ok(await vote(g, '狼B', { target: '预' }), 200);
    ok(await close(g, { kind: 'day', day: 2 }), 200);

    // 第2夜: 狼B leaves last words; guard on 巫; wolves kill 猎; seer checks 民A; witch poisons 狼C
    ok(await api('POST', `/v1/games/${g.id}/last-words`, { token: g.tok.狼B, body: { text: lastWordsB } }));
    ok(await act(g, '守', '守护', ['巫']));
    ok(await act(g, '狼A', '杀人', ['猎']));
    ok(await act(g, '预', '预言', ['民A']));
    await closePast(g, '狼A', '杀人');
    ok(await act(g, '巫', '毒药', ['狼C']));
    await closeNight(g);

    // 第3天: the hunter, out last night, shoots the last wolf
    seen.hunterDay3 = await me('猎');
    seen.scapegoatDay3 = await me('羊');
    ok(await act(g, '猎', '最后一枪', ['狼A']));
    posts = await postTexts(g);
  });

  it('公示: the start post lists the 电梯楼 in the seating order given to start', () => {
    expect(posts[0]).toBe(
      [
        '【村庄胜利局】游戏开始。',
        '电梯楼（座次）：',
        ...SEATING_A.map((n, i) => `${i + 1}楼 ${n}`),
        '第1天为竞选日，投票选出警长。',
      ].join('\n'),
    );
  });

  it('竞岗: the 竞选日 vote result lists each tally with its voters, the non-voters, and "X 当选警长"', () => {
    expect(posts[1]).toBe(
      [
        '第1天（竞选日）投票结果：',
        '预：3票（民A、民B、民C）',
        '猎：2票（狼A、狼B）',
        '未投票：预、巫、猎、守、狼C、痴、羊。',
        '预 当选警长。',
      ].join('\n'),
    );
  });

  it('公示出局名单: each morning names last night’s outs in the order they went out, with last words', () => {
    expect(posts[2]).toBe('第2天 公示\n昨夜出局：民C。');
    expect(posts[4]).toBe(`第3天 公示\n昨夜出局：猎、狼C。\n狼B 的遗言：${lastWordsB}`);
  });

  it('带队: the sheriff’s vote counts 2.5; a 改票 counts once, for the new target; 投票结束后立即公示出局', () => {
    expect(posts[3]).toBe(
      [
        '第2天 投票结果：',
        '狼B：9.5票（预[警长]、巫、猎、守、痴、羊、民A、民B）',
        '预：2票（狼A、狼B）',
        '未投票：狼C。',
        '狼B 被投票出局。',
      ].join('\n'),
    );
  });

  it('最后一枪: the hunter’s shot is posted at once; the village wins when the last wolf is out', () => {
    expect(posts[5]).toBe('猎 发动<最后一枪>，狼A 出局。');
    expect(posts[6]).toBe('游戏结束，村民阵营胜利。');
  });

  it('演员表: after the end the cast list is posted, seat by seat with role, faction and state', () => {
    expect(posts[7]).toBe(
      [
        '演员表：',
        '1楼 预：预言家（村民阵营，存活）',
        '2楼 狼A：狼王（狼人阵营，出局）',
        '3楼 巫：女巫（村民阵营，存活）',
        '4楼 狼B：狼人（狼人阵营，出局）',
        '5楼 猎：猎人（村民阵营，出局）',
        '6楼 守：守卫（村民阵营，存活）',
        '7楼 狼C：狼人（狼人阵营，出局）',
        '8楼 痴：白痴（村民阵营，存活）',
        '9楼 羊：替罪羊（村民阵营，存活）',
        '10楼 民A：村民（村民阵营，存活）',
        '11楼 民B：村民（村民阵营，存活）',
        '12楼 民C：村民（村民阵营，出局）',
      ].join('\n'),
    );
    expect(posts).toHaveLength(8);
  });

  it('胜负判定: GET /v1/games/:id says ended, the village and its members won, who is out', async () => {
    const r = await game(g);
    expect(r.body.status).toBe('ended');
    expect(r.body.phase.kind).toBe('ended');
    expect(r.body.winner).toEqual({
      faction: '村民阵营',
      factionId: 'village',
      names: ['预', '巫', '猎', '守', '痴', '羊', '民A', '民B', '民C'],
    });
    expect(
      r.body.seats.filter((s: { alive: boolean }) => !s.alive).map((s: { name: string }) => s.name),
    ).toEqual(['狼A', '狼B', '猎', '狼C', '民C']);
    expect(r.body.seats.find((s: { name: string }) => s.name === '预').sheriff).toBe(true);
  });

  it('出局: characters go out in order 民C, 狼B, 猎, 狼C, 狼A (director view outOrder)', async () => {
    const r = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    const order = r.body.characters
      .filter((c: { outOrder: number | null }) => c.outOrder !== null)
      .sort((a: { outOrder: number }, b: { outOrder: number }) => a.outOrder - b.outOrder)
      .map((c: { name: string; outCause: string }) => `${c.name}:${c.outCause}`);
    expect(order).toEqual(['民C:killed', '狼B:vote', '猎:killed', '狼C:poisoned', '狼A:shot']);
  });

  it('预言: the seer learns <狼人阵营> or <非狼人阵营>; 竞岗: the sheriff is told', async () => {
    expect(await notes(g, '预')).toEqual([
      '你的身份是【预言家】，属于村民阵营。',
      '你成为了警长。',
      '预言：狼B 的查验结果为<狼人阵营>。',
      '预言：民A 的查验结果为<非狼人阵营>。',
    ]);
  });

  it('通灵<强制>: the witch is told the 指杀 targets each night when her window opens', async () => {
    expect(await notes(g, '巫')).toEqual([
      '你的身份是【女巫】，属于村民阵营。',
      '通灵：今晚被指杀的角色是 民C。',
      '通灵：今晚被指杀的角色是 猎。',
    ]);
  });

  it('狼王 与其他狼人互知共群: each wolf is told its role and its group mates', async () => {
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.狼A });
    expect(me.body.role).toBe('狼王');
    expect(me.body.faction).toBe('狼人阵营');
    expect(me.body.group.members).toEqual(['狼A', '狼B', '狼C']);
    expect(me.body.notifications.slice(0, 2).map((n: { text: string }) => n.text)).toEqual([
      '你的身份是【狼王】，属于狼人阵营。',
      '你的狼队友：狼B、狼C。',
    ]);
    expect((await notes(g, '狼B')).slice(0, 2)).toEqual([
      '你的身份是【狼人】，属于狼人阵营。',
      '你的狼队友：狼A、狼C。',
    ]);
  });

  it('/me: 共群 杀人 shows the group’s standing submission and who made it; 冲锋 has one use left', () => {
    const skills = seen.wolfKingNight1.skills;
    expect(skills.find((k: { name: string }) => k.name === '杀人')).toMatchObject({
      usableNow: true,
      submitted: { targets: ['民C'], pass: false, by: '狼C' },
    });
    expect(skills.find((k: { name: string }) => k.name === '冲锋')).toMatchObject({
      usableNow: true,
      usesLeft: 1,
    });
  });

  it('/me: the out hunter holds 最后一枪 (and 遗言) the next day, aimed at any other living character', () => {
    const v = seen.hunterDay3;
    expect(v.alive).toBe(false);
    expect(v.rights.sort()).toEqual(['last_shot', 'last_words']);
    expect(v.skills.find((k: { name: string }) => k.name === '最后一枪')).toMatchObject({
      usableNow: true,
      legalTargets: ['预', '狼A', '巫', '守', '痴', '羊', '民A', '民B'],
    });
  });

  it('/me: a skill that takes no target (替死) offers no legal targets; day skills wait for the day', () => {
    const atNight = seen.scapegoatNight1.skills.find((k: { name: string }) => k.name === '替死');
    expect(atNight).toMatchObject({ usableNow: false, legalTargets: [] });
    const inDay = seen.scapegoatDay3.skills.find((k: { name: string }) => k.name === '替死');
    expect(inDay).toMatchObject({ usableNow: true, legalTargets: [] });
  });

  it('角色出局时将收到通知; 遗言: the first to go out are told they may leave last words', async () => {
    expect(await notes(g, '民C')).toEqual([
      '你的身份是【村民】，属于村民阵营。',
      '你已出局（夜晚死亡）。',
      '你可以留下遗言，须在第2天开门前提交。',
    ]);
    expect(await notes(g, '猎')).toEqual([
      '你的身份是【猎人】，属于村民阵营。',
      '你已出局（夜晚死亡）。',
      '你可以留下遗言，须在第3天开门前提交。',
      '你可以发动<最后一枪>，选择一名其他角色开枪。',
    ]);
  });

  it('遗言数量为人数配备最少狼数量: with 12 seats only the first 3 out get last words', async () => {
    // 民C, 狼B, 猎 went out first; 狼C (4th) gets no right
    expect(await notes(g, '狼C')).toEqual([
      '你的身份是【狼人】，属于狼人阵营。',
      '你的狼队友：狼A、狼B。',
      '你已出局（夜晚死亡）。',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// (b) The wolves win: 狼王 冲锋 adds a second 指杀, the dead sheriff hands on the badge (殉职),
// the hunter shoots the wrong one, the vote takes the seer.
// ---------------------------------------------------------------------------------------------
const ROLES_B = { 银狼: '狼王', 灰狼: '狼人', 先知: '预言家', 药师: '女巫', 枪手: '猎人', 路人: '村民' };
const SEATING_B = ['路人', '银狼', '先知', '灰狼', '药师', '枪手'];

describe('(b) a 6-seat game the wolves win', () => {
  let g: Created;
  let posts: string[];
  let announcements: { day: number; phase: string; text: string; data: Record<string, unknown> }[];

  beforeAll(async () => {
    g = await createGame({
      title: '狼队胜利局',
      ruleset: '121',
      players: Object.keys(ROLES_B).map((name) => ({ name })),
      roles: ROLES_B,
      seed: 'wolves-win',
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    ok(await start(g, SEATING_B), 200);
    // 竞选日: 路人 elected; an abstention (弃权) is neither a vote nor a non-vote
    for (const who of ['银狼', '灰狼', '枪手']) ok(await vote(g, who, { target: '路人' }), 200);
    for (const who of ['先知', '药师']) ok(await vote(g, who, { target: '先知' }), 200);
    ok(await vote(g, '路人', { target: '弃权' }), 200);
    ok(await close(g), 200);
    // 第1夜: the wolves kill the sheriff, 狼王 冲锋 the hunter; the witch declines her potions
    ok(await act(g, '灰狼', '杀人', ['路人']));
    ok(await act(g, '银狼', '冲锋', ['枪手']));
    ok(await act(g, '先知', '预言', ['银狼']));
    await closePast(g, '银狼', '冲锋');
    ok(
      await api('POST', `/v1/games/${g.id}/actions`, {
        token: g.tok.药师,
        body: { skill: '救药', pass: true },
      }),
    );
    await closeNight(g);
    // 第2天: 殉职, 最后一枪 and 遗言 resolve at once, posted as they happen
    ok(await act(g, '路人', '殉职', ['银狼']));
    ok(await act(g, '枪手', '最后一枪', ['药师']));
    ok(
      await api('POST', `/v1/games/${g.id}/last-words`, { token: g.tok.路人, body: { text: '我是好人。' } }),
    );
    ok(await vote(g, '银狼', { target: '先知' }), 200);
    ok(await vote(g, '灰狼', { target: '先知' }), 200);
    ok(await vote(g, '先知', { target: '灰狼' }), 200);
    ok(await close(g), 200);
    announcements = (await api('GET', `/v1/games/${g.id}/announcements`)).body;
    posts = announcements.map((a) => bare(a.text));
  });

  it('竞岗: 弃权 is not counted and is not a non-vote, it is listed as 弃权; "路人 当选警长"', () => {
    expect(posts[1]).toBe(
      [
        '第1天（竞选日）投票结果：',
        '路人：3票（银狼、灰狼、枪手）',
        '先知：2票（先知、药师）',
        '弃权：路人。',
        '路人 当选警长。',
      ].join('\n'),
    );
  });

  it('冲锋<限定>: 狼王’s extra 指杀 goes out with the group kill, in the settlement order', () => {
    expect(posts[2]).toBe('第2天 公示\n昨夜出局：路人、枪手。');
  });

  it('通灵: the witch sees every 指杀 target once, 杀人 before 冲锋', async () => {
    expect(await notes(g, '药师')).toEqual([
      '你的身份是【女巫】，属于村民阵营。',
      '通灵：今晚被指杀的角色是 路人、枪手。',
      '你已出局（被开枪带走）。',
    ]);
  });

  it('殉职<强制>: the sheriff out at night names the new sheriff the next day; it is posted at once', async () => {
    expect(posts[3]).toBe('警长 路人 将警徽移交给 银狼。');
    expect(announcements[3]).toMatchObject({ day: 2, phase: 'day' });
    expect(await notes(g, '路人')).toEqual([
      '你的身份是【村民】，属于村民阵营。',
      '你成为了警长。',
      '你已出局（夜晚死亡）。',
      '你可以留下遗言，须在第2天开门前提交。',
      '你是警长，须选择一名未出局的角色移交警长（<殉职>）。',
    ]);
    expect((await notes(g, '银狼')).at(-1)).toBe('你成为了警长。');
  });

  it('最后一枪: the hunter’s target goes out at once; 遗言 left in the day are posted at once', () => {
    expect(posts[4]).toBe('枪手 发动<最后一枪>，药师 出局。');
    expect(posts[5]).toBe('路人 的遗言：我是好人。');
  });

  it('带队: the badge passed on carries the 2.5 to the new sheriff’s vote', () => {
    expect(posts[6]).toBe(
      ['第2天 投票结果：', '先知：3.5票（银狼[警长]、灰狼）', '灰狼：1票（先知）', '先知 被投票出局。'].join(
        '\n',
      ),
    );
  });

  it('狼人阵营 胜: when every village character is out the wolves win; the cast list follows', async () => {
    expect(posts[7]).toBe('游戏结束，狼人阵营胜利。');
    expect(posts[8]).toBe(
      [
        '演员表：',
        '1楼 路人：村民（村民阵营，出局）',
        '2楼 银狼：狼王（狼人阵营，存活）',
        '3楼 先知：预言家（村民阵营，出局）',
        '4楼 灰狼：狼人（狼人阵营，存活）',
        '5楼 药师：女巫（村民阵营，出局）',
        '6楼 枪手：猎人（村民阵营，出局）',
      ].join('\n'),
    );
    const r = await game(g);
    expect(r.body.status).toBe('ended');
    expect(r.body.winner).toEqual({ faction: '狼人阵营', factionId: 'wolves', names: ['银狼', '灰狼'] });
    expect(r.body.seats.map((s: { name: string; alive: boolean }) => `${s.name}:${s.alive}`)).toEqual([
      '路人:false',
      '银狼:true',
      '先知:false',
      '灰狼:true',
      '药师:false',
      '枪手:false',
    ]);
  });

  it('预言: the seer is told 狼王 is <狼人阵营>', async () => {
    expect(await notes(g, '先知')).toContain('预言：银狼 的查验结果为<狼人阵营>。');
  });

  it('after the end nothing more is accepted (409 GAME_ENDED)', async () => {
    const r = await vote(g, '银狼', { target: '灰狼' });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('GAME_ENDED');
  });
});

// ---------------------------------------------------------------------------------------------
// 平安夜, 同守同救, and the witch's 通灵 going with her 救药.
// ---------------------------------------------------------------------------------------------
describe('守护 and 救药 over two nights', () => {
  let g: Created;
  let posts: string[];

  beforeAll(async () => {
    g = await createGame({
      title: '守护局',
      ruleset: '121',
      players: Object.keys(TABLE12).map((name) => ({ name })),
      roles: TABLE12,
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
      options: { autoCards: false },
    });
    ok(await start(g, Object.keys(TABLE12)), 200);
    ok(await close(g), 200);
    // 第1夜: the guard protects the wolves' target
    ok(await act(g, '守', '守护', ['民A']));
    ok(await act(g, '狼A', '杀人', ['民A']));
    await closeNight(g);
    ok(await close(g), 200); // day 2 → night 2
    // 第2夜: guard and witch both on the wolves' target: 同守同救
    ok(await act(g, '守', '守护', ['民B']));
    ok(await act(g, '狼B', '杀人', ['民B']));
    await closePast(g, '狼B', '杀人');
    ok(await act(g, '巫', '救药', ['民B']));
    await closeNight(g);
    ok(await close(g), 200); // day 3 → night 3: the witch has no 通灵 any more
    ok(await act(g, '狼C', '杀人', ['民C']));
    await closeNight(g);
    posts = await postTexts(g);
  });

  it('守护: the guarded target of 杀人 stays in — 平安夜', () => {
    expect(posts).toContain('第2天 公示\n昨夜是平安夜。');
  });

  it('同守同救: <救药><守护>同时发生在一人身上时，救治与守护均失效 — the target goes out', () => {
    expect(posts).toContain('第3天 公示\n昨夜出局：民B。');
    expect(posts).toContain('第4天 公示\n昨夜出局：民C。');
  });

  it('女巫失去<救药>技能后，失去技能<通灵>: no 通灵 on the night after the save', async () => {
    expect(await notes(g, '巫')).toEqual([
      '你的身份是【女巫】，属于村民阵营。',
      '通灵：今晚被指杀的角色是 民A。',
      '通灵：今晚被指杀的角色是 民B。',
    ]);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.巫 });
    expect(me.body.skills.find((k: { name: string }) => k.name === '救药')).toMatchObject({ usesLeft: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// Conventions: names compare after NFKC and trimming; 代投 by the director.
// ---------------------------------------------------------------------------------------------
describe('names (NFKC, trimmed) and 代投', () => {
  const ROLES = {
    Ａｌｉｃｅ: '狼人',
    ' Bob ': '预言家',
    Carol: '女巫',
    Dave: '村民',
    Eve: '村民',
    Finn: '狼王',
  };
  let g: Created;

  beforeAll(async () => {
    g = await createGame({
      title: '全角半角',
      ruleset: '121',
      players: Object.keys(ROLES).map((name) => ({ name })),
      roles: ROLES,
      seed: 'nfkc',
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
  });

  it('the tokens come back under the normalised names; seating may use either form', async () => {
    expect(g.players.map((p) => p.name)).toEqual(['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Finn']);
    ok(await start(g, ['Ａｌｉｃｅ', 'Bob ', 'Carol', 'Dave', 'Eve', 'Finn']), 200);
    const seats = (await game(g)).body.seats.map((s: { name: string }) => s.name);
    expect(seats).toEqual(['Alice', 'Bob', 'Carol', 'Dave', 'Eve', 'Finn']);
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.Alice });
    expect(me.body).toMatchObject({ name: 'Alice', role: '狼人', seat: 1 });
  });

  it('votes and vote posts name targets in full- or half-width forms', async () => {
    expect((await vote(g, 'Dave', { target: 'Ｂｏｂ' })).body).toEqual({ target: 'Bob', changesLeft: 1 });
    expect((await vote(g, 'Eve', { post: '投票对象：　Ｂｏｂ　\n投票理由：全角' })).body).toEqual({
      target: 'Bob',
      changesLeft: 1,
    });
  });

  it('代投: the director votes for a named voter; it counts like the voter’s own vote', async () => {
    const r = await api('POST', `/v1/games/${g.id}/votes`, {
      token: g.directorToken,
      body: { voter: 'Ｃａｒｏｌ', target: 'Bob' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ target: 'Bob', changesLeft: 1 });
    ok(await close(g), 200);
    const posts = await postTexts(g);
    expect(posts[1]).toBe(
      [
        '第1天（竞选日）投票结果：',
        'Bob：3票（Carol、Dave、Eve）',
        '未投票：Alice、Bob、Finn。',
        'Bob 当选警长。',
      ].join('\n'),
    );
    const cast = (await api('GET', `/v1/games/${g.id}/events`, { token: g.auditorToken })).text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find((e) => e.type === 'VoteCast' && e.data.voter === 'Carol');
    expect(cast).toMatchObject({ actor: 'director', data: { proxy: true, target: 'Bob' } });
  });

  it('skill targets compare the same way', async () => {
    ok(await act(g, 'Alice', '杀人', ['Ｄａｖｅ']));
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.Finn });
    expect(me.body.skills.find((k: { name: string }) => k.name === '杀人').submitted.targets).toEqual([
      'Dave',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Contract, POST /start: "deal roles (hand or seeded random), fix the seating order (seating
// optional, else seeded random)".
// ---------------------------------------------------------------------------------------------
describe('seeded random deal and seating', () => {
  const POOL = Object.values(TABLE12);
  const players = Object.keys(TABLE12).map((name) => ({ name }));

  async function dealt(seed: string) {
    const g = await createGame({ title: '随机局', ruleset: '121', players, pool: POOL, seed });
    ok(await start(g), 200);
    const d = await api('GET', `/v1/games/${g.id}/director`, { token: g.directorToken });
    return d.body.characters.map((c: { name: string; role: string }) => `${c.name}=${c.role}`) as string[];
  }

  it('the same seed and pool deal the same roles to the same seats; another seed deals otherwise', async () => {
    const a = await dealt('同一个种子');
    const b = await dealt('同一个种子');
    const c = await dealt('另一个种子');
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    // every role of the pool is dealt once (12 roles, 12 players)
    expect(a.map((x) => x.split('=')[1]).sort()).toEqual([...POOL].sort());
  });
});

describe('concurrent requests', () => {
  it('votes sent all at once are each counted once (the object serialises them)', async () => {
    const g = await createGame({
      title: '并发局',
      ruleset: '121',
      players: Object.keys(TABLE12).map((name) => ({ name })),
      roles: TABLE12,
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    ok(await start(g, Object.keys(TABLE12)), 200);
    const voters = Object.keys(TABLE12).filter((n) => n !== '预');
    const answers = await Promise.all(voters.map((v) => vote(g, v, { target: '预' })));
    expect(answers.map((r) => r.status)).toEqual(voters.map(() => 200));
    ok(await close(g), 200);
    expect((await postTexts(g))[1]).toBe(
      ['第1天（竞选日）投票结果：', `预：11票（${voters.join('、')}）`, '未投票：预。', '预 当选警长。'].join(
        '\n',
      ),
    );
    const ver = await api('GET', `/v1/games/${g.id}/verify`, { token: g.auditorToken });
    expect(ver.body.ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Contract, POST /rulings: "a director's ruling (kill, revive, apply or remove a status, …) with
// a reason; recorded as an event like any other".
// ---------------------------------------------------------------------------------------------
describe('director rulings', () => {
  let g: Created;
  const ruling = (body: Record<string, unknown>) =>
    api('POST', `/v1/games/${g.id}/rulings`, { token: g.directorToken, body });

  beforeAll(async () => {
    g = await createGame({
      title: '裁定局',
      ruleset: '121',
      players: Object.keys(TABLE12).map((name) => ({ name })),
      roles: TABLE12,
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    ok(await start(g, Object.keys(TABLE12)), 200);
  });

  it('kill: the character goes out at once, the 公示 gives the reason; the rights follow (遗言)', async () => {
    const r = await ruling({ kind: 'kill', target: '民A', reason: '红牌罚下' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.seq).toBeGreaterThan(0);
    expect((await postTexts(g)).at(-1)).toBe('导演裁定：民A 出局（理由：红牌罚下）');
    expect((await game(g)).body.seats.find((s: { name: string }) => s.name === '民A').alive).toBe(false);
    expect(await notes(g, '民A')).toContain('你已出局（导演裁定）。');
    const again = await ruling({ kind: 'kill', target: '民A', reason: '再来一次' });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('RULING_NOT_APPLICABLE');
  });

  it('revive: 若被复活将重新回到游戏 — back in, posted, and told', async () => {
    const r = await ruling({ kind: 'revive', target: '民A', reason: '误判' });
    expect(r.status, r.text).toBe(200);
    expect((await postTexts(g)).at(-1)).toBe('导演裁定：民A 复活，重新回到游戏（理由：误判）');
    expect((await game(g)).body.seats.find((s: { name: string }) => s.name === '民A').alive).toBe(true);
    expect((await notes(g, '民A')).at(-1)).toBe('导演裁定：你重新回到游戏（理由：误判）');
    expect((await vote(g, '民A', { target: '预' })).status).toBe(200);
  });

  it('status: 不得投票 applied by the director bars the vote (422 CANNOT_VOTE); removed, it is lifted', async () => {
    ok(await ruling({ kind: 'status', target: '民B', status: '不得投票', op: 'apply', reason: '潜水' }), 200);
    const barred = await vote(g, '民B', { target: '预' });
    expect(barred.status).toBe(422);
    expect(barred.body.error.code).toBe('CANNOT_VOTE');
    ok(
      await ruling({ kind: 'status', target: '民B', status: '不得投票', op: 'remove', reason: '申诉成功' }),
      200,
    );
    expect((await vote(g, '民B', { target: '预' })).status).toBe(200);
    const unknown = await ruling({ kind: 'status', target: '民B', status: '隐身', op: 'apply', reason: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_STATUS');
  });

  it('each ruling is an event of the log, by the director, with its reason', async () => {
    const rulings = (await api('GET', `/v1/games/${g.id}/events`, { token: g.auditorToken })).text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === 'RulingMade');
    expect(rulings.map((e) => [e.actor, e.data.kind, e.data.reason])).toEqual([
      ['director', 'kill', '红牌罚下'],
      ['director', 'revive', '误判'],
      ['director', 'status', '潜水'],
      ['director', 'status', '申诉成功'],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Contract, Conventions: "Roles, skills and factions are named by the Chinese names of the rule
// text; a stable ASCII id for each is also accepted and returned beside the name."
// ---------------------------------------------------------------------------------------------
describe('ASCII ids beside the Chinese names', () => {
  it('roles dealt by id, skills used by id; views return both', async () => {
    const ids: Record<string, string> = {
      狼A: 'wolf_king',
      狼B: 'werewolf',
      狼C: '狼人',
      预: 'seer',
      巫: 'witch',
      猎: 'hunter',
      守: 'guard',
      痴: 'idiot',
      羊: 'scapegoat',
      民A: 'villager',
      民B: '村民',
      民C: 'villager',
    };
    const g = await createGame({
      title: 'ids',
      ruleset: '121',
      players: Object.keys(ids).map((name) => ({ name })),
      roles: ids,
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    ok(await start(g, Object.keys(ids)), 200);
    const wolf = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.狼B });
    expect(wolf.body).toMatchObject({
      role: '狼人',
      roleId: 'werewolf',
      faction: '狼人阵营',
      factionId: 'wolves',
    });
    expect(wolf.body.skills.map((k: { id: string; name: string }) => `${k.id}=${k.name}`)).toEqual([
      'kill=杀人',
    ]);
    ok(await close(g), 200);
    ok(await act(g, '狼B', 'kill', ['民A']));
    ok(await act(g, '预', 'prophecy', ['狼A']));
    const king = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.狼A });
    expect(king.body.skills.find((k: { id: string }) => k.id === 'kill').submitted.targets).toEqual(['民A']);
    await closeNight(g);
    expect(await notes(g, '预')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
    expect((await postTexts(g)).at(-1)).toBe('第2天 公示\n昨夜出局：民A。');
  });
});
