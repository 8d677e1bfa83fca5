import { describe, expect, it } from 'vitest';
import { GENDERS211, TABLE211 } from '../domain/211/seats';
import {
  act,
  api,
  close,
  closeNight,
  closePast,
  createGame,
  events,
  notes,
  pastOpening,
  postTexts,
  start,
  TABLE12,
  vote,
} from './client';

/**
 * Issue 3: whole nights over HTTP in which several of the hard roles act at once — each player submits through
 * POST /actions, the director closes the windows as their deadlines would, and the test reads what the thread
 * (公示) and each player (/me notifications) were told, word for word.
 */

async function table(ruleset: string, roles: Record<string, string>, genders: Record<string, string> = {}) {
  const seats = Object.keys(roles);
  const g = await createGame({
    title: '夜晚测试局',
    ruleset,
    players: seats.map((name) => ({ name, ...(genders[name] ? { gender: genders[name] } : {}) })),
    roles,
    seed: 'night-scenarios',
    options: { autoCards: false },
    schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
  });
  expect((await start(g, seats)).status).toBe(200);
  await pastOpening(g);
  // 竞选日: everyone abstains; the night opens
  for (const n of seats) expect((await vote(g, n, { target: '弃权' })).status).toBe(200);
  expect((await close(g)).status).toBe(200);
  return g;
}

async function allOk(...rs: Promise<{ status: number; text: string }>[]) {
  for (const r of await Promise.all(rs)) expect(r.status, r.text).toBe(202);
}

describe('121: 魔术师, 花蝴蝶, 企鹅, 摄梦人, 守卫, 狼王 and the witch in one night', () => {
  const ROLES = {
    狼A: '狼王',
    狼B: '狼人',
    蝶: '花蝴蝶',
    预: '预言家',
    巫: '女巫',
    守: '守卫',
    魔: '魔术师',
    鹅: '企鹅',
    梦: '摄梦人',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };

  it('the swap carries the kill onto the guarded, the hug voids the check, the freeze voids the save, the dreamer takes his dreamed with him', async () => {
    const g = await table('121', ROLES);
    await allOk(
      act(g, '魔', '交换', ['民A', '民B']),
      act(g, '蝶', '拥抱', ['预']),
      act(g, '鹅', '冰冻', ['巫']),
      act(g, '梦', '摄梦', ['民C']),
      act(g, '守', '守护', ['民A']),
      act(g, '狼B', '杀人', ['民A']),
      act(g, '狼A', '冲锋', ['梦']),
      act(g, '预', '预言', ['狼A']),
      act(g, '巫', '救药', ['民A']),
    );
    await closeNight(g);
    const posts = await postTexts(g);
    // 守护 and 杀人 on 民A both went to 民B (swapped): guarded; 冲锋 took the 摄梦人, and his dreamed one followed
    expect(posts.at(-1)).toBe('第2天 公示\n昨夜出局：梦、民C。');
    // 通灵 lists the night's 指杀 under the names the witch reaches them by: the kill chose 民A and landed on 民B, and
    // for her too 民A is 民B tonight (当夜别的玩家对此二人的操作都将被替换, file 000 l.117)
    expect(await notes(g, '巫')).toEqual(
      expect.arrayContaining(['通灵：今晚被指杀的角色是 民A、梦。', '你被冰冻，<救药>无效。']),
    );
    // the hugged seer learns nothing; the swapped are never told
    expect((await notes(g, '预')).filter((n) => n.startsWith('预言'))).toEqual([]);
    for (const n of ['民A', '民B']) expect((await notes(g, n)).join('\n')).not.toMatch(/交换/);
    expect(await notes(g, '梦')).toContain('你已出局（夜晚死亡）。');
    // and the next night 民A is 民A again, the 救药 still unspent (the freeze voided it)
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.巫 });
    expect(me.body.skills.find((k: { name: string }) => k.name === '救药').usesLeft).toBe(1);
  });
});

describe('121, issue 10: the night’s shared rules as the texts state them, over HTTP', () => {
  const ROLES = {
    狼A: '狼王',
    狼B: '狼人',
    预: '预言家',
    巫: '女巫',
    猎: '猎人',
    魔: '魔术师',
    鹅: '企鹅',
    梦: '摄梦人',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    狼C: '狼人',
  };

  // the same night twice, the pack's 杀人 typed by the dreamed 狼B or by 狼A: the outcome is the group's (file 000 l.127)
  for (const killer of ['狼B', '狼A']) {
    it(`a dreamed wolf in the pack, a dreamed seer, a swap, a frozen hunter: the same night whoever types the kill (${killer})`, async () => {
      const g = await table('121', ROLES);
      await allOk(
        act(g, '梦', '摄梦', ['狼B']),
        act(g, '魔', '交换', ['民A', '民B']),
        act(g, '鹅', '冰冻', ['猎']),
        act(g, killer, '杀人', ['民A']),
        act(g, '狼A', '冲锋', ['猎']),
        act(g, '预', '预言', ['狼B']),
      );
      await closePast(g, '预', '预言');
      // 摄梦 blocks nothing by itself (l.119): the dreamed 狼B's pack kills, and a seer checks a dreamed wolf as any other
      expect(await notes(g, '预')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
      // the kill chose 民A and lands on 民B (swapped): the witch's 通灵 names 民A, the name that reaches it (l.117)
      expect(await notes(g, '巫')).toContain('通灵：今晚被指杀的角色是 民A、猎。');
      await allOk(act(g, '巫', '救药', ['民A']));
      await closeNight(g);
      // saved under 民A, 民B lives; the 冲锋 takes the frozen hunter, who has no 最后一枪 (冰冻, l.127, l.106)
      expect((await postTexts(g)).at(-1)).toBe('第2天 公示\n昨夜出局：猎。');
      expect(await notes(g, '猎')).not.toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
      const shot = await act(g, '猎', '最后一枪', ['狼A']);
      expect(shot.status).toBe(422);
      expect(shot.text).toContain('SKILL_NOT_USABLE');
    });
  }
});

describe('121, issue 10 over HTTP: the third party’s 指杀 before 通灵, 邪恶 among operations that do not kill', () => {
  it('女巫可看到三方的指杀 (l.102): 丘比特 in his own pair kills, the witch’s 通灵 names it, her 救药 saves', async () => {
    const roles = { ...TABLE12, 民C: '丘比特' };
    const seats = Object.keys(roles);
    const g = await createGame({
      title: '三方指杀局',
      ruleset: '121',
      players: seats.map((name) => ({ name })),
      roles,
      seed: 'issue-10-lovers',
      options: { ignoreSetupConstraints: true, autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, seats)).status).toBe(200);
    await allOk(act(g, '民C', '丘比特之箭', ['民C', '民A']));
    expect((await close(g)).status).toBe(200); // the opening
    expect((await close(g)).status).toBe(200); // 竞选日, no votes
    await allOk(act(g, '民A', '杀人', ['痴']));
    await closePast(g, '民A', '杀人');
    expect(await notes(g, '巫')).toContain('通灵：今晚被指杀的角色是 痴。');
    await allOk(act(g, '巫', '救药', ['痴']));
    await closeNight(g);
    expect((await postTexts(g)).at(-1)).toBe('第2天 公示\n昨夜是平安夜。');
  });

  it('恶灵骑士 邪恶 (l.247): a 守卫 and a 预言家 on him, neither lethal — one of them dies by a seeded draw, logged', async () => {
    const g = await table('121', { ...TABLE12, 狼C: '恶灵骑士' });
    await allOk(
      act(g, '守', '守护', ['狼C']),
      act(g, '狼C', '邪恶'),
      act(g, '预', '预言', ['狼C']),
      act(g, '狼B', '杀人', ['民A']),
    );
    await closeNight(g);
    const draw = (await events(g)).find((e) => e.type === 'RandomDrawn' && /evil:狼C/.test(e.data.purpose));
    expect(['守', '预']).toContain(draw?.data.outcome);
    expect((await postTexts(g)).at(-1)).toBe(`第2天 公示\n昨夜出局：民A、${draw?.data.outcome}。`);
  });
});

describe('121: 种狼, 狼美人, 锁链师 and the witch in one night', () => {
  const ROLES = {
    狼A: '种狼',
    狼B: '狼美人',
    狼C: '狼人',
    预: '预言家',
    巫: '女巫',
    通: '通灵师',
    锁: '锁链师',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    民D: '村民',
    民E: '村民',
  };

  it('the infection replaces the kill, the poisoned beauty takes her charmed one, whose link takes another', async () => {
    const g = await table('121', ROLES);
    await allOk(
      act(g, '锁', '链接', ['民C', '民A']),
      act(g, '狼B', '魅惑', ['民C']),
      act(g, '狼C', '杀人', ['民D']),
      act(g, '狼A', '感染', ['预']),
      act(g, '预', '预言', ['狼C']),
      act(g, '巫', '毒药', ['狼B']),
    );
    await closeNight(g);
    const posts = await postTexts(g);
    expect(posts.at(-1)).toBe(
      '第2天 公示\n昨夜出局：狼A、狼B、民C、民A。\n有玩家被感染成了狼人。\n民C 因殉情出局。',
    );
    expect(await notes(g, '巫')).toContain('通灵：今晚没有角色被指杀。');
    expect(await notes(g, '民A')).toContain('链接：你和 民C 被链接。');
    expect(await notes(g, '预')).toEqual(
      expect.arrayContaining([
        '预言：狼C 的查验结果为<狼人阵营>。',
        '你的阵营转变为狼人阵营。',
        '你的狼队友：狼B、狼C。',
      ]),
    );
    expect(await notes(g, '民D')).not.toContain('你已出局（夜晚死亡）。');
    // the infected seer's card is the same, his skills gone; his /me shows the new faction
    const me = await api('GET', `/v1/games/${g.id}/me`, { token: g.tok.预 });
    expect(me.body.role).toBe('预言家');
    expect(me.body.factionId).toBe('wolves');
  });
});

describe('211: 临幸, 时间逆流, 调令, 宠溺, 光明/黑暗守护 and 日月合击, 诽谤, 杀人 in one night', () => {
  const ROLES = TABLE211;
  const GENDERS = GENDERS211;

  it('slot by slot: the 临幸 announced at 黄昏’s end, the 调令 bounced back, 日月合击 and the 宠溺 chain, the night 不死', async () => {
    const g = await table('211', ROLES, GENDERS);
    const game = (await api('GET', `/v1/games/${g.id}`)).body;
    expect(game.phase).toMatchObject({ kind: 'night', day: 1, window: '黄昏1' });
    await allOk(
      act(g, '帝', '临幸', ['婆']),
      act(g, '妃', '时间逆流', ['狼A']),
      act(g, '宫', '调令', ['狼A']),
      act(g, '贵', '宠溺', ['嫔']),
      act(g, '道', '光明守护', ['贵']),
      act(g, '魔', '黑暗守护', ['贵']),
      act(g, '嫔', '诽谤', ['狼B']),
      act(g, '狼A', '杀人', ['娥']),
    );
    await close(g); // 黄昏1 ends: the 临幸 is public at once
    expect((await postTexts(g)).at(-1)).toBe('皇帝临幸了 婆，婆 获得[怀孕]状态。');
    await closeNight(g);
    // 日月合击 put 贵妃 out (two 守护 on her); her 宠溺's target followed (贵妃宠溺); 嫦娥 survived the kill (夜: 不死)
    expect((await postTexts(g)).at(-1)).toBe('第2天 公示\n昨夜出局：贵、嫔。\n狼B 被诽谤。');
    expect(await notes(g, '妃')).toContain('时间逆流：反弹了 <调令>。');
    expect(await notes(g, '宫')).toContain('你获得了[冰冻]状态，持续至第2天正午开始。');
    expect(await notes(g, '婆')).toEqual(
      expect.arrayContaining(['你获得了[怀孕]状态，持续至第2夜开始。', '临幸：今晚你与 帝 共群。']),
    );
    expect(await notes(g, '娥')).not.toContain('你已出局（出局）。');
    // the day: 狼B is slandered (+1 vote): with everyone abstaining, that one vote puts him out
    for (const n of ['道', '婆', '娥', '宫', '帝', '妃', '雪', '魔', '狼A', '狼B'])
      expect((await vote(g, n, { target: '弃权' })).status).toBe(200);
    await close(g);
    expect((await postTexts(g)).find((p) => p.startsWith('第2天 投票结果'))).toContain('狼B 被投票出局。');
  });
});

describe('121: the opening (总体流程 1) over HTTP — 丘比特, 隐狼, 机械狼 choose before the first day', () => {
  const ROLES = {
    狼A: '狼王',
    狼B: '狼人',
    隐: '隐狼',
    机: '机械狼',
    预: '预言家',
    巫: '女巫',
    丘: '丘比特',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    民D: '村民',
    民E: '村民',
    民F: '村民',
  };

  it('the opening window, its choices in order, then the 竞选日; the lovers die together that night', async () => {
    const seats = Object.keys(ROLES);
    const g = await createGame({
      title: '开局测试局',
      ruleset: '121',
      players: seats.map((name) => ({ name })),
      roles: ROLES,
      seed: 'opening',
      options: { autoCards: false },
      schedule: { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    expect((await start(g, seats)).status).toBe(200);
    expect((await api('GET', `/v1/games/${g.id}`)).body.phase).toMatchObject({
      kind: 'day',
      day: 0,
      window: 'opening',
    });
    expect((await vote(g, '预', { target: '狼A' })).body.error.code).toBe('WRONG_PHASE');
    await allOk(
      act(g, '丘', '丘比特之箭', ['民A', '民B']),
      api('POST', `/v1/games/${g.id}/actions`, {
        token: g.tok.隐,
        body: { skill: '伪装', targets: [], choice: '女巫' },
      }),
      act(g, '机', '学习', ['预']),
    );
    expect((await close(g)).status).toBe(200);
    expect((await api('GET', `/v1/games/${g.id}`)).body.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(await notes(g, '民A')).toContain('丘比特之箭：你与 民B 成为情侣。');
    expect(await notes(g, '丘')).toContain('你的阵营转变为村民阵营。');
    expect(await notes(g, '隐')).toEqual(
      expect.arrayContaining(['狼人阵营的角色：狼A、狼B、机。', '伪装：你的表面身份为【女巫】。']),
    );
    expect(await notes(g, '机')).toContain('学习：你学习了 预 的身份【预言家】。');
    for (const n of seats) await vote(g, n, { target: '弃权' });
    await close(g);
    await allOk(act(g, '狼B', '杀人', ['民A']), act(g, '机', '预言', ['隐']));
    await closeNight(g);
    expect((await postTexts(g)).at(-1)).toBe('第2天 公示\n昨夜出局：民A、民B。');
    expect(await notes(g, '机')).toContain('预言：隐 的查验结果为<非狼人阵营>。');
  });
});
