import { describe, expect, it } from 'vitest';
import { directorView, publicView } from '../../../src/projections';
import { Game } from '../harness';
import { createFails, morningOf, night, pku, voteDay } from './given';

// [pku] file 004 白给池相关 (l.85–105): 狼人的白给池点数仅在入夜时结算；好人的白给池点数仅在破晓时结算 (l.87); 狼队所有玩家在
// 狼队白给池结算完成以后知道剩余点数 (l.89); 触6/8减半的效果每个结算周期仅触发一次，且在当前周期所有点数累积完…最后触发。例如
// 狼队白给池上一夜兑换结束时剩余5点，本周期新增合计4点，则入夜时通知白给池余额为 floor（（5+4）/2） = 4点 (l.91); 触6/8减半的
// 效果一局中可多次触发 (l.95). 警情公布信息: 好人白给池额外效果以及点数 (l.63). The points' sources are in the missing rules
// post: the director enters them (ruling `pool`).

const points = (g: Game, pool: string, n: number) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool, points: n, reason: '白给' } });

describe('pku 白给池', () => {
  it('狼人的白给池点数仅在入夜时结算 (l.87, l.89): points entered by day reach the wolves at 入夜, every wolf is told', () => {
    const g = pku();
    g.closeNight();
    points(g, 'wolves', 3);
    expect(g.notes('狼A').some((n) => n.startsWith('狼队白给池'))).toBe(false);
    voteDay(g, {});
    expect(g.state.phase).toMatchObject({ kind: 'night', window: '入夜' });
    for (const w of ['狼A', '狼B', '野', '狼预', '狼禁', '狼替'])
      expect(g.notes(w)).toContain('狼队白给池余额：3点。');
    expect(g.notes('预').some((n) => n.startsWith('狼队白给池'))).toBe(false);
  });

  it('例如 剩余5点，本周期新增合计4点 → floor((5+4)/2) = 4 (l.91): halved once, after every point of the cycle', () => {
    const g = pku();
    g.closeNight();
    points(g, 'wolves', 5);
    voteDay(g, {});
    expect(g.notes('狼A')).toContain('狼队白给池余额：5点。');
    g.closeNight();
    points(g, 'wolves', 1);
    points(g, 'wolves', 3);
    voteDay(g, {});
    expect(g.notes('狼A')).toContain('狼队白给池余额：4点。');
  });

  it('触6/8减半的效果一局中可多次触发 (l.95)', () => {
    const g = pku();
    g.closeNight();
    points(g, 'wolves', 7);
    voteDay(g, {});
    expect(g.notes('狼A')).toContain('狼队白给池余额：3点。');
    g.closeNight();
    points(g, 'wolves', 4);
    voteDay(g, {});
    expect(g.notes('狼A').at(-1)).toBe('狼队白给池余额：3点。'); // 3 + 4 = 7 ≥ 6 → 3
  });

  it('好人的白给池点数仅在破晓时结算; 警情公布 好人白给池点数 (l.63, l.87); halved at 8 (reading of 触6/8)', () => {
    const g = pku();
    points(g, 'village', 5);
    g.closeNight();
    expect(morningOf(g, 1)).toContain('好人白给池：5点。');
    voteDay(g, {});
    points(g, 'village', 3);
    // the 预言家 finds a wolf: no 【茫茫人海】 point for a second night without one (pool-points.test.ts)
    night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(morningOf(g, 2)).toContain('好人白给池：4点。');
  });

  it('the thresholds are options: goodPoolHalveAt "off" never halves; a bad value is INVALID_OPTION', () => {
    const g = pku(undefined, { goodPoolHalveAt: 'off' });
    points(g, 'village', 9);
    g.closeNight();
    expect(morningOf(g, 1)).toContain('好人白给池：9点。');
    expect(createFails({ wolfPoolHalveAt: '7' }).code).toBe('INVALID_OPTION');
  });

  it('the director sees each pool (balance, points since); the public view does not', () => {
    const g = pku();
    points(g, 'wolves', 2);
    expect(directorView(g.state).pools).toEqual({ wolves: { balance: 0, pending: 2 } });
    expect(JSON.stringify(publicView(g.state))).not.toContain('pending');
  });

  it('refusals: an unknown pool or zero points is INVALID_INPUT; a ruleset without pools RULING_NOT_APPLICABLE', () => {
    const g = pku();
    const r = (pool: string, n: number) =>
      g.fails({ type: 'MakeRuling', ruling: { kind: 'pool', pool, points: n, reason: '白给' } }).code;
    expect(r('third', 1)).toBe('INVALID_INPUT');
    expect(r('wolves', 0)).toBe('INVALID_INPUT');
    const t = Game.create({ 狼: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' }, { ruleset: 'tieba' });
    t.start(['狼', '民A', '民B', '民C']);
    expect(
      t.fails({ type: 'MakeRuling', ruling: { kind: 'pool', pool: 'wolves', points: 1, reason: 'x' } }).code,
    ).toBe('RULING_NOT_APPLICABLE');
  });
});

describe('pku 狼池≥2 (l.193): 狼群作为一个整体只被提醒一次。被提醒更改对象后，可以坚持不改 (reading: a wolf knife named on a wolf is reminded)', () => {
  const REMIND = (name: string) => `【狼池≥2】刀口 ${name} 是狼队玩家，可以更改对象，也可以坚持不改。`;
  /** the wolves' pool entered on night 0, settled at night 1's 入夜; night 1's 夜间 is open */
  function settledAt(n: number) {
    const g = pku();
    if (n) points(g, 'wolves', n);
    night(g);
    voteDay(g, {});
    g.close();
    expect(g.state.phase.window).toBe('夜间');
    return g;
  }
  const count = (g: Game, who: string, name: string) => g.notes(who).filter((x) => x === REMIND(name)).length;

  it('settled at 2: the 群狼刀 named on a wolf — the pack as a whole is reminded at once (every living 群狼), once a night', () => {
    const g = settledAt(2);
    g.act('狼A', '杀人', ['狼预']);
    expect(count(g, '狼A', '狼预')).toBe(1);
    expect(count(g, '狼B', '狼预')).toBe(1);
    // another member, another wolf: not reminded again (只被提醒一次)
    g.act('狼B', '杀人', ['狼禁']);
    expect(g.notes('狼B').filter((x) => x.startsWith('【狼池≥2】'))).toHaveLength(1);
    // the others of the wolves' side are not the pack
    expect(g.notes('野').some((x) => x.startsWith('【狼池≥2】'))).toBe(false);
  });

  it('可以坚持不改: the knife stands as last submitted — the wolf it names is out', () => {
    const g = settledAt(2);
    g.act('狼A', '杀人', ['狼预']);
    night(g);
    expect(g.alive('狼预')).toBe(false);
  });

  it('被提醒更改对象后: the pack changes to a villager after the reminder — the villager is out, the wolf in', () => {
    const g = settledAt(3);
    g.act('狼A', '杀人', ['狼预']);
    g.act('狼A', '杀人', ['民A']);
    night(g);
    expect(g.alive('狼预')).toBe(true);
    expect(g.alive('民A')).toBe(false);
  });

  it('the 野狼刀 on a wolf reminds the 野狼 himself; a knife on a villager reminds nobody', () => {
    const g = settledAt(2);
    g.act('野', '刀', ['狼A']);
    expect(count(g, '野', '狼A')).toBe(1);
    expect(g.notes('狼A').some((x) => x.startsWith('【狼池≥2】'))).toBe(false);
    g.act('狼A', '杀人', ['民B']);
    expect(g.notes('狼A').some((x) => x.startsWith('【狼池≥2】'))).toBe(false);
  });

  it('settled at 1 (白给池的额外效果仅有在白给池上一次结算完后的点数>=阈值时生效, l.191): no reminder', () => {
    const g = settledAt(1);
    g.act('狼A', '杀人', ['狼预']);
    expect(g.notes('狼A').some((x) => x.startsWith('【狼池≥2】'))).toBe(false);
  });
});

describe('pku 狼池≥4 (l.195): 仅提示被作用，不提示被谁作用', () => {
  const points = (g: ReturnType<typeof pku>, n: number) =>
    g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool: 'wolves', points: n, reason: '白给' } });

  it('with the pool settled at 4, a wolf the 预言家 checked is told at the 破晓, without who; another wolf is not', () => {
    const g = pku();
    points(g, 4);
    night(g);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('狼A')).toContain('【狼池≥4】你昨夜被技能作用。');
    expect(g.notes('狼B')).not.toContain('【狼池≥4】你昨夜被技能作用。');
  });

  it('白给池的额外效果仅有在白给池上一次结算完后的点数>=阈值时生效 (l.93): settled at 3, nothing', () => {
    const g = pku();
    points(g, 3);
    night(g);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('狼A')).not.toContain('【狼池≥4】你昨夜被技能作用。');
  });

  it('被猎人指定为操作对象亦会触发 (l.195)', () => {
    const g = pku();
    points(g, 4);
    night(g);
    voteDay(g, {});
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['猎']),
      破晓: () => {
        g.act('猎', '开枪', ['狼B']);
        // 仅在破晓阶段通知（见行动顺序）: with the night's others, as 破晓 ends
        expect(g.notes('狼B')).not.toContain('【狼池≥4】你昨夜被技能作用。');
      },
    });
    expect(g.notes('狼B')).toContain('【狼池≥4】你昨夜被技能作用。');
  });

  it('被猎人指定为操作对象亦会触发 (l.195): the voted-out hunter’s shot (入夜) is told at that night’s 破晓', () => {
    const g = pku();
    points(g, 4);
    night(g);
    voteDay(g, { 民A: '猎' });
    g.act('猎', '开枪', ['狼B']);
    expect(g.notes('狼B')).not.toContain('【狼池≥4】你昨夜被技能作用。');
    night(g);
    expect(g.notes('狼B')).toContain('【狼池≥4】你昨夜被技能作用。');
  });
});

describe('pku 好人池≥4: 放弃遗言 (l.197, l.399)', () => {
  const kill = (g: Game, target: string) =>
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });
  const WORDS = /^你可以留下遗言/;
  /** lastWords places; the good pool settled at `level` at night 0's 破晓; day 1 is open */
  function settled(level: number, lastWords: number): Game {
    const g = pku(undefined, { lastWords });
    points(g, 'village', level);
    night(g);
    expect(morningOf(g, 1)).toContain(`好人白给池：${level}点。`);
    return g;
  }

  it('遗言期间私信法官告知放弃遗言: the place is free again — the next one out has last words; nothing is posted', () => {
    const g = settled(4, 1);
    kill(g, '民A');
    g.act('民A', '放弃遗言');
    expect(g.notes('民A')).toContain('【好人池≥4】你已放弃遗言。');
    kill(g, '民B');
    expect(g.notes('民B').some((n) => WORDS.test(n))).toBe(true);
    expect(g.announcements().join('\n')).not.toContain('已放弃遗言');
    expect(g.lastAnnouncement()).toBe('民B 可以留遗言。');
  });

  it('警情公布信息: 好人白给池额外效果以及点数 (l.63): the 警情 names the effects the good pool’s points give', () => {
    expect(morningOf(settled(4, 0), 1)).toContain(
      '好人白给池额外效果：【好人池≥4】遗言期间可私信法官放弃遗言。',
    );
    expect(morningOf(settled(6, 0), 1)).toContain(
      '好人白给池额外效果：【好人池≥4】遗言期间可私信法官放弃遗言；【好人池≥6】民可投暗票。',
    );
    expect(morningOf(settled(3, 0), 1)).not.toContain('额外效果');
  });

  it('未私信通知法官的放弃遗言占用遗言条数 (l.197): without the waiver the next one out has none', () => {
    const g = settled(4, 1);
    kill(g, '民A');
    kill(g, '民B');
    expect(g.notes('民B').some((n) => WORDS.test(n))).toBe(false);
  });

  it('上一次结算的结果≥阈值 (l.191): settled at 3 the waiver is refused; a wolf may not (reading: the good side’s effect)', () => {
    const g = settled(3, 2);
    kill(g, '民A');
    expect(g.actFails('民A', '放弃遗言').code).toBe('SKILL_NOT_USABLE');
    const h = settled(4, 2);
    kill(h, '狼A');
    expect(h.actFails('狼A', '放弃遗言').code).toBe('SKILL_NOT_USABLE');
  });

  it('遗言余量最多恢复至使总数等于预定数量 (l.399): over the number (the hunter and his target), each waiver frees one place at most up to it', () => {
    const both = settled(4, 1);
    kill(both, '猎');
    both.act('猎', '开枪', ['民A']); // 均有遗言: two places used of one
    both.act('猎', '放弃遗言');
    both.act('民A', '放弃遗言');
    kill(both, '民B');
    expect(both.notes('民B').some((n) => WORDS.test(n))).toBe(true);
    const one = settled(4, 1);
    kill(one, '猎');
    one.act('猎', '开枪', ['民A']);
    one.act('民A', '放弃遗言');
    kill(one, '民B');
    expect(one.notes('民B').some((n) => WORDS.test(n))).toBe(false);
  });
});

describe('pku 好人池≥6: 民暗票 (l.199, l.195, l.363; reading: a 民’s night 暗票 counts at the next day’s vote)', () => {
  /** the good pool settled at `good` (night 0's 破晓), the wolves' at `wolves` (night 1's 入夜); night 1's 夜间 is open */
  function settled(good: number, wolves = 0, options: Record<string, unknown> = {}): Game {
    const g = pku(undefined, options);
    points(g, 'village', good);
    if (wolves) points(g, 'wolves', wolves);
    night(g);
    voteDay(g, {});
    g.close();
    expect(g.state.phase.window).toBe('夜间');
    return g;
  }
  const dayTwo = (g: Game) => g.announcements().find((a) => a.startsWith('第2天 投票结果')) ?? '';

  it('each 暗票 adds a vote at the next day’s count (option darkVoteWeight, default 1); its caster is not shown', () => {
    const g = settled(6);
    g.act('民A', '暗票', ['狼A']);
    night(g);
    voteDay(g, { 狼B: '民B' });
    expect(g.alive('狼A')).toBe(false); // 平票双死: 狼A 1 (the 暗票), 民B 1
    expect(g.alive('民B')).toBe(false);
    expect(dayTwo(g)).toContain('狼A：1票（）'); // counted, nobody named
    const h = settled(6, 0, { darkVoteWeight: '2' });
    h.act('民A', '暗票', ['狼A']);
    night(h);
    voteDay(h, { 狼B: '民B' });
    expect(h.alive('狼A')).toBe(false);
    expect(h.alive('民B')).toBe(true);
  });

  it('上一次结算的结果≥阈值 (l.191): settled at 5, refused; darkVoteWeight 0 turns the effect off', () => {
    expect(settled(5).actFails('民A', '暗票', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    expect(settled(6, 0, { darkVoteWeight: '0' }).actFails('民A', '暗票', ['狼A']).code).toBe(
      'SKILL_NOT_USABLE',
    );
  });

  it('被标记后上工不增加进度，但投暗票有效 (l.363): a 民 the 狼替 marked still casts it', () => {
    const g = settled(6);
    g.act('狼替', '标记', ['民A']);
    g.act('民A', '暗票', ['狼A']);
    night(g);
    voteDay(g, { 狼B: '民B' });
    expect(g.alive('狼A')).toBe(false);
  });

  it('被民暗票（好人白给池≥6作用）不触发此技能 (l.195): no 【狼池≥4】 notice for it', () => {
    const g = settled(6, 4);
    g.act('民A', '暗票', ['狼A']);
    g.act('预', '查验', ['狼B']);
    night(g);
    expect(g.notes('狼A')).not.toContain('【狼池≥4】你昨夜被技能作用。');
    expect(g.notes('狼B')).toContain('【狼池≥4】你昨夜被技能作用。');
  });
});

describe('pku 【白给之王】 (l.105, l.191)', () => {
  it('等称号一旦获得永久拥有，并将于游戏结束后予以表彰: the director’s title, told, kept though out, posted after the 演员表', () => {
    const g = pku({ 狼A: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '民A', status: '白给之王', op: 'apply', reason: '白给' },
    });
    expect(g.notes('民A').join('\n')).toContain('白给之王');
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(g.announcements().join('\n')).not.toContain('表彰');
    voteDay(g, { 民B: '狼A', 民C: '狼A' });
    expect(g.state.status).toBe('ended');
    expect(g.lastAnnouncement()).toBe('表彰：\n【白给之王】民A');
    expect(g.announcements().at(-2)).toMatch(/^演员表/);
  });

  it('a game without titles posts none', () => {
    const g = pku({ 狼A: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' });
    night(g);
    voteDay(g, { 民B: '狼A', 民C: '狼A' });
    expect(g.lastAnnouncement()).toMatch(/^演员表/);
  });
});
