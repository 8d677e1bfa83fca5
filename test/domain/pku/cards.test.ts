import { describe, expect, it } from 'vitest';
import { directorView } from '../../../src/projections';
import type { Game } from '../harness';
import { createFails, morningOf, night, pku, voteDay } from './given';

// [pku] file 004 魔法卡相关 (l.107–187): 申领 in 入夜, 卡片兑换成功情况通知 when 夜间 opens (l.11, l.13), from the pool's
// settled balance (l.87); priority 狼队内部编号从大至小 (l.109; reading: the seats, the last first); 若余额不足/卡已被兑换，
// 通知「XX卡兑换失败」 (l.109), no reason (l.97); 狼禁技能无法阻止兑换魔法卡 (l.111). Prices: option cardPrices (default 3).

const points = (g: Game, pool: string, n: number) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'pool', pool, points: n, reason: '白给' } });

/** night 0 and day 1 pass with `wolves` / `good` points entered: night 1 opens with the pools settled */
function funded(wolves: number, good: number, options: Record<string, unknown> = {}): Game {
  const g = pku(undefined, options);
  if (wolves) points(g, 'wolves', wolves);
  if (good) points(g, 'village', good);
  night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
  voteDay(g, {});
  return g;
}

describe('pku 魔法卡 申领 and 兑换', () => {
  it('申领 in 入夜, told when 夜间 opens; the price leaves the pool (wolves told the rest at the next 入夜)', () => {
    const g = funded(5, 0);
    expect(g.notes('狼A')).toContain('狼队白给池余额：5点。');
    g.act('狼A', '申领', [], '纸条兴邦');
    expect(g.notes('狼A')).not.toContain('【纸条兴邦】兑换成功。');
    g.close();
    expect(g.state.phase.window).toBe('夜间');
    expect(g.notes('狼A')).toContain('【纸条兴邦】兑换成功。');
    expect(directorView(g.state).pools?.wolves).toEqual({ balance: 2, pending: 0 });
    night(g);
    voteDay(g, {});
    expect(g.notes('狼B').at(-1)).toBe('狼队白给池余额：2点。');
  });

  it('在投票中出局/猎人带走的玩家无法兑换当夜的魔法卡 (l.113): the voted-out 猎人 shoots in 入夜 a wolf who asked — no card, the pool kept; the voted-out cannot ask', () => {
    const g = pku();
    points(g, 'wolves', 5);
    night(g);
    voteDay(g, { 民A: '猎', 民B: '猎', 狼A: '狼B', 狼预: '狼B' });
    expect(g.outs()).toEqual(['狼B', '猎']);
    expect(g.state.phase.window).toBe('入夜');
    const asked = g.fails(
      { type: 'SubmitAction', actor: '狼B', skill: '申领', targets: [], choice: '纸条兴邦' },
      'player:狼B',
    );
    expect(asked.code).toBe('NOT_ALIVE');
    g.act('狼A', '申领', [], '纸条兴邦');
    g.act('猎', '开枪', ['狼A']);
    g.close();
    expect(g.notes('狼A')).not.toContain('【纸条兴邦】兑换成功。');
    expect(directorView(g.state).pools?.wolves).toEqual({ balance: 5, pending: 0 });
  });

  it('若余额不足 → 「XX卡兑换失败」, no reason; several cards in one request, in the order asked', () => {
    const g = funded(4, 0);
    g.act('狼A', '申领', [], '鸭苗指刀,纸条兴邦');
    g.close();
    expect(g.notes('狼A')).toContain('【鸭苗指刀】兑换成功。');
    expect(g.notes('狼A')).toContain('纸条兴邦卡兑换失败');
    expect(directorView(g.state).pools?.wolves?.balance).toBe(1);
  });

  it('不同群狼的优先级按照狼队内部编号从大至小 (reading: the last seat first): the later seat gets the one card', () => {
    const g = funded(6, 0);
    g.act('狼A', '申领', [], '填子抗推');
    g.act('狼B', '申领', [], '填子抗推');
    g.close();
    expect(g.notes('狼B')).toContain('【填子抗推】兑换成功。');
    expect(g.notes('狼A')).toContain('填子抗推卡兑换失败'); // 卡已被兑换
  });

  it('卡已被兑换: one copy a game — asked again a later night, it fails', () => {
    const g = funded(8, 0, { cardPrices: '纸条兴邦:1' });
    g.act('狼A', '申领', [], '纸条兴邦');
    night(g);
    voteDay(g, {});
    g.act('狼B', '申领', [], '纸条兴邦');
    g.close();
    expect(g.notes('狼B')).toContain('纸条兴邦卡兑换失败');
  });

  it('狼禁技能无法阻止兑换魔法卡 (l.111): a banned 狙击手 still gets 【二龙戏珠】 from the good pool', () => {
    const g = funded(0, 3);
    expect(morningOf(g, 1)).toContain('好人白给池：3点。');
    g.act('狼禁', '禁', ['狙']);
    g.act('狙', '申领', [], '二龙戏珠');
    g.close();
    expect(g.notes('狙')).toContain('【二龙戏珠】兑换成功。');
  });

  it('who may ask: a card of another role is refused at 入夜; cardPrices sets a price, a bad one is INVALID_OPTION', () => {
    const g = funded(0, 3, { cardPrices: '三人成虎:2' });
    const other = g.fails(
      { type: 'SubmitAction', actor: '狙', skill: '申领', targets: [], choice: '三人成虎' },
      'player:狙',
    );
    expect(other.code).toBe('NOT_YOUR_SKILL');
    g.act('预', '申领', [], '三人成虎');
    g.close();
    expect(directorView(g.state).pools?.village?.balance).toBe(1);
    expect(createFails({ cardPrices: '不存在的卡:2' }).code).toBe('INVALID_OPTION');
  });
});

describe('pku 神替: 可一夜兑换两卡，优先级按照卡所属的身份排列 (l.331)', () => {
  it('his 三人成虎 goes as the 预言家’s card, before the 女巫’s 一言难尽; his 六神无主 as the 神替’s, after it', () => {
    const g = pku(undefined, { promotionPoints: '0' });
    points(g, 'village', 6);
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    voteDay(g, {});
    g.act('神替', '申领', [], '六神无主,三人成虎');
    g.act('巫', '申领', [], '一言难尽');
    g.close();
    expect(g.notes('神替')).toContain('【三人成虎】兑换成功。');
    expect(g.notes('巫')).toContain('【一言难尽】兑换成功。');
    expect(g.notes('神替')).toContain('六神无主卡兑换失败');
  });
});

describe('pku 魔法卡 effects', () => {
  it('【皇牌飞刀】 可以直接刀死两命长老 (l.123), 挨飞刀的长老救不回来 (l.289): the group’s knife, whoever submits it', () => {
    const g = funded(3, 0);
    g.act('狼A', '申领', [], '皇牌飞刀');
    g.close();
    g.act('狼B', '杀人', ['老']);
    g.close();
    g.act('巫', '解药', ['老']);
    g.close();
    expect(g.alive('老')).toBe(false);
    g.close(); // 破晓
    expect(morningOf(g, 2)).toContain('老');
  });

  it('是已有刀的加强 不是额外的刀 (l.125): one knife, and the card is spent — the next night’s knife is a plain one (the 长老’s life takes it)', () => {
    const g = funded(3, 0);
    g.act('狼A', '申领', [], '皇牌飞刀');
    g.close();
    g.act('狼B', '杀人', ['民A']);
    night(g);
    expect(g.outs()).toEqual(['民A']);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼A', '杀人', ['老']) });
    expect(g.alive('老')).toBe(true); // the card is spent: an ordinary knife, the life takes it
  });

  it('a 飞刀 on another player is saved by the 解药 as any knife (reading: only 挨飞刀的长老救不回来)', () => {
    const g = funded(3, 0);
    g.act('狼A', '申领', [], '皇牌飞刀');
    g.close();
    g.act('狼A', '杀人', ['民A']);
    g.close();
    g.act('巫', '解药', ['民A']);
    g.close();
    expect(g.alive('民A')).toBe(true);
  });

  it('晋升狼替可以兑换此卡 / the 野狼 with the card: his own 野狼刀 is the 飞刀', () => {
    const g = funded(3, 0);
    g.act('野', '申领', [], '皇牌飞刀');
    g.close();
    g.act('野', '刀', ['老']);
    night(g);
    expect(g.alive('老')).toBe(false);
  });

  it('【领导核心】: 单飞刀不视为「间隔不超过一夜的狼刀」 (l.347) — the 长老 out by a lone 飞刀 gives no 3 points', () => {
    const g = funded(3, 0, { promotionPoints: '0' });
    g.act('狼A', '申领', [], '皇牌飞刀');
    g.close();
    g.act('狼A', '杀人', ['老']);
    g.act('预', '查验', ['狼B']);
    night(g);
    expect(g.alive('老')).toBe(false);
    expect(morningOf(g, 2)).toContain('好人白给池：0点。');
  });

  it('【二龙戏珠】 (l.165–167): the 狙击手’s first knife at a good player is void, he is told; the next one kills', () => {
    const g = funded(0, 3);
    g.act('狙', '申领', [], '二龙戏珠');
    g.close();
    g.act('狙', '刀', ['民A']);
    night(g);
    expect(g.alive('民A')).toBe(true);
    expect(g.notes('狙')).toContain('【二龙戏珠】触发：你今夜向好人出刀，此刀无效。');
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狙', '刀', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('【二龙戏珠】 is not spent on a wolf: his knife on a wolf kills', () => {
    const g = funded(0, 3);
    g.act('狙', '申领', [], '二龙戏珠');
    g.close();
    g.act('狙', '刀', ['狼A']);
    night(g);
    expect(g.alive('狼A')).toBe(false);
    expect(g.notes('狙')).not.toContain('【二龙戏珠】触发：你今夜向好人出刀，此刀无效。');
  });

  it('【五体投地】 (l.183–185, l.59): the 猎人’s shot at a good player — posted, not out, every skill lost; he is told', () => {
    const g = funded(0, 3);
    g.act('猎', '申领', [], '五体投地');
    g.close();
    g.act('狼A', '杀人', ['猎']);
    g.act('预', '查验', ['狼B']);
    night(g, { 破晓: () => g.act('猎', '开枪', ['预']) });
    expect(g.alive('预')).toBe(true);
    // 【五体投地】通知 in 破晓, the target in that 警情 (l.17, l.59)
    expect(morningOf(g, 2)).toContain('猎人 猎 开枪，目标是 预。【五体投地】：预 未出局。');
    expect(g.notes('猎')).toContain('【五体投地】触发：预 失去一切技能，未出局。');
    voteDay(g, {});
    night(g, { 夜间: () => expect(g.actFails('预', '查验', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
  });

  it('【五体投地】 on a wolf does nothing: the wolf is shot', () => {
    const g = funded(0, 3);
    g.act('猎', '申领', [], '五体投地');
    g.close();
    g.act('狼A', '杀人', ['猎']);
    night(g, { 破晓: () => g.act('猎', '开枪', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });
});

describe('pku 【三人成虎】 (l.169–173, l.277)', () => {
  const TIGER = '此玩家是好人，你可以重新选择今晚的查验对象';
  /** 预 holds 【三人成虎】 (bought at night 1's 入夜); 夜间 is open */
  function tiger(options: Record<string, unknown> = {}): Game {
    const g = funded(0, 3, options);
    g.act('预', '申领', [], '三人成虎');
    g.close();
    return g;
  }

  it('第一次查验好人将被通知「此玩家是好人，你可以重新选择今晚的查验对象」: no 身份; the re-chosen player answers in 凌晨', () => {
    const g = tiger();
    g.act('预', '查验', ['民A']);
    g.close();
    expect(g.notes('预')).toContain(TIGER);
    expect(g.notes('预')).not.toContain('查验：民A 的身份是【村民】。');
    expect(g.state.phase.window).toBe('凌晨');
    g.act('预', '重新查验', ['狼预']);
    expect(g.notes('预')).toContain('查验：狼预 的身份是【狼预】。');
  });

  it('the re-choice is 凌晨’s (重新选择今晚的查验对象): the right lapses as 凌晨 closes — in 破晓, once the night has settled, it is gone', () => {
    const g = tiger();
    g.act('预', '查验', ['民A']);
    g.close();
    g.close();
    expect(g.state.phase.window).toBe('破晓');
    expect(g.actFails('预', '重新查验', ['狼预']).code).toBe('NOT_YOUR_SKILL');
    expect(g.notes('预')).not.toContain('查验：狼预 的身份是【狼预】。');
  });

  it('无论预言家是否变更查验对象，此卡视为已被使用: not re-chosen, the card is spent all the same (the next good check answers)', () => {
    const g = tiger();
    g.act('预', '查验', ['民A']);
    night(g);
    expect(g.notes('预')).toContain(TIGER);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['民B']) });
    expect(g.notes('预')).toContain('查验：民B 的身份是【村民】。');
    expect(g.notes('预').filter((n) => n === TIGER)).toHaveLength(1);
  });

  it('a check on a wolf answers as usual and keeps the card; the re-choice is the 预言家’s only after a good player', () => {
    const g = tiger();
    g.act('预', '查验', ['狼A']);
    g.close();
    expect(g.notes('预')).toContain('查验：狼A 的身份是【狼人】。');
    expect(g.actFails('预', '重新查验', ['狼B']).code).toBe('NOT_YOUR_SKILL');
    night(g);
    voteDay(g, {});
    night(g, { 夜间: () => g.act('预', '查验', ['民A']) });
    expect(g.notes('预')).toContain(TIGER);
  });

  it('继承预言家技能的神替可以兑换此卡 (l.171): the promoted 神替’s check meets it too', () => {
    const g = pku(undefined, { promotionPoints: '0' });
    points(g, 'village', 3);
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    voteDay(g, {});
    g.act('神替', '申领', [], '三人成虎');
    g.close();
    expect(g.notes('神替')).toContain('【三人成虎】兑换成功。');
    g.act('神替', '查验', ['民A']);
    g.close();
    expect(g.notes('神替')).toContain(TIGER);
    g.act('神替', '重新查验', ['野']);
    expect(g.notes('神替')).toContain('查验：野 的身份是【野狼】。');
  });

  it('【无法诅咒的恒星】的额外查验…【三人成虎】的效果将依次结算 (l.277): the first good target meets the card, the other answers', () => {
    const g = pku(undefined, { workPoints: '3' });
    points(g, 'village', 3);
    night(g, { 夜间: () => g.act('民A', '上工', [], '恒星') });
    voteDay(g, {});
    g.act('预', '申领', [], '三人成虎');
    g.close();
    expect(g.notes('预')).toContain('【无法诅咒的恒星】达到3：今夜你可以额外查验一名玩家。');
    g.act('预', '查验', ['民A', '民B']);
    g.close();
    expect(g.notes('预')).toContain(TIGER);
    expect(g.notes('预')).toContain('查验：民B 的身份是【村民】。');
    expect(g.notes('预')).not.toContain('查验：民A 的身份是【村民】。');
  });
});

describe('pku 【鸭苗指刀】 (l.127–135)', () => {
  /** 狼A holds 【鸭苗指刀】 (bought at night 1's 入夜); day 2 is open */
  function holding(options: Record<string, unknown> = {}): Game {
    const g = funded(3, 0, options);
    g.act('狼A', '申领', [], '鸭苗指刀');
    night(g);
    return g;
  }
  const duck = (g: Game, choice: string) =>
    g.run({ type: 'SubmitAction', actor: '狼A', skill: '鸭苗指刀', targets: [], choice }, 'player:狼A');
  const posts = (g: Game) => g.announcements().filter((a) => a.startsWith('【鸭苗指刀】'));

  it('使用时段 投票: a post titled 【鸭苗指刀】 at once, its holder not named (法官不公布鸭苗指刀卡的拥有玩家); the card is spent', () => {
    const g = holding();
    expect(duck(g, '投票:民A是预言家').ok).toBe(true);
    expect(g.lastAnnouncement()).toBe('【鸭苗指刀】\n民A是预言家');
    expect(duck(g, '投票:再来一次')).toMatchObject({ ok: false });
    expect(duck(g, '明天:内容')).toMatchObject({ ok: false });
  });

  it('使用时段 夜间遗言: posted as the night opens, after the vote that gave last words', () => {
    const g = holding({ lastWords: 3 });
    duck(g, '夜间遗言:今晚刀民B');
    expect(posts(g)).toEqual([]);
    voteDay(g, { 狼B: '民A' });
    expect(g.alive('民A')).toBe(false);
    expect(posts(g)).toEqual(['【鸭苗指刀】\n今晚刀民B']);
  });

  it('若当夜没有夜间遗言，不可指定夜间遗言阶段: nothing posted, he is told, the card stays his', () => {
    const g = holding();
    duck(g, '夜间遗言:今晚刀民B');
    voteDay(g, { 狼B: '民A' });
    expect(posts(g)).toEqual([]);
    expect(g.notes('狼A')).toContain('今夜没有夜间遗言，【鸭苗指刀】未发布，卡仍在你手中。');
    night(g);
    expect(duck(g, '投票:第二天').ok).toBe(true);
  });

  it('拥有该卡的玩家必须在使用时段仍然存活（留遗言的玩家视为已出局）: voted out that day, his 夜间遗言 post is void', () => {
    const g = holding({ lastWords: 3 });
    duck(g, '夜间遗言:今晚刀民B');
    voteDay(g, { 民A: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    expect(posts(g)).toEqual([]);
  });
});

describe('pku 【纸条兴邦】 (l.137–149)', () => {
  const note = (g: Game, who: string, choice: string) =>
    g.run({ type: 'SubmitAction', actor: who, skill: '纸条兴邦', targets: [], choice }, `player:${who}`);

  it('使用时段：仅限夜间 法官将在凌晨阶段传递: the note reaches the one dealt that 身份 when 凌晨 opens; no card, no note', () => {
    const g = funded(3, 0);
    expect(note(g, '狼A', '野狼:刀民A').ok).toBe(false);
    g.act('狼A', '申领', [], '纸条兴邦');
    g.close();
    expect(note(g, '狼A', '野狼:刀民A').ok).toBe(true);
    expect(g.notes('野')).not.toContain('【纸条兴邦】你收到一张纸条：刀民A');
    g.close();
    expect(g.state.phase.window).toBe('凌晨');
    expect(g.notes('野')).toContain('【纸条兴邦】你收到一张纸条：刀民A');
  });

  it('传递对像按照开局时获得的身份: to 狼替 after his promotion it arrives; to 野狼 with the original out, 作废', () => {
    const g = pku(undefined, { cardPrices: '纸条兴邦:0' });
    night(g, { 夜间: () => g.act('狼A', '杀人', ['野']) });
    voteDay(g, {});
    g.act('狼A', '申领', [], '纸条兴邦');
    g.close();
    expect(note(g, '狼A', '野狼:给野狼').ok).toBe(true);
    night(g);
    expect(g.notes('狼替')).not.toContain('【纸条兴邦】你收到一张纸条：给野狼');
    const h = pku(undefined, { cardPrices: '纸条兴邦:0' });
    night(h, { 夜间: () => h.act('狼A', '杀人', ['野']) });
    voteDay(h, {});
    h.act('狼A', '申领', [], '纸条兴邦');
    h.close();
    note(h, '狼A', '狼替:给狼替');
    night(h);
    expect(h.notes('狼替')).toContain('【纸条兴邦】你收到一张纸条：给狼替');
  });

  it('字母、数字、标点、空格计为半个汉字；不支持emoji: option noteLength (default 30 汉字)', () => {
    const g = funded(3, 0, { noteLength: '10' });
    g.act('狼A', '申领', [], '纸条兴邦');
    g.close();
    expect(note(g, '狼A', '野狼:一二三四五六七八九十').ok).toBe(true);
    expect(note(g, '狼A', '野狼:一二三四五六七八九十a')).toMatchObject({ ok: false });
    expect(note(g, '狼A', '野狼:abcdefghij1234567890').ok).toBe(true);
    expect(note(g, '狼A', '野狼:刀😀')).toMatchObject({ ok: false });
  });
});

describe('pku 【填子抗推】 (l.151–155, l.405)', () => {
  /** 狼A holds the card from night 1 (bought at its 入夜); day 2 is open */
  function holding(): Game {
    const g = funded(3, 0);
    g.act('狼A', '申领', [], '填子抗推');
    night(g);
    return g;
  }

  it('投票期间@法官申明发动: the vote’s result is posted, the top player is not out', () => {
    const g = holding();
    g.act('狼A', '填子抗推');
    voteDay(g, { 狼A: '民A', 狼B: '民A', 预: '狼A' });
    expect(g.alive('民A')).toBe(true);
    const post = g.announcements().find((a) => a.startsWith('第2天 投票结果')) ?? '';
    expect(post).toContain('民A：2票');
    expect(post).toContain('【填子抗推】发动：所有最高票玩家（除此卡拥有者）均免于出局。');
  });

  it('所有最高票玩家（除了此卡拥有者）均免于出局: in a 平票双死 the holder goes out alone; the card is spent', () => {
    const g = holding();
    g.act('狼A', '填子抗推');
    voteDay(g, { 狼B: '民A', 预: '狼A' });
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('狼A')).toBe(false);
  });

  it('not declared, the card does nothing; once used it is gone (the next day’s vote puts out)', () => {
    const g = holding();
    voteDay(g, { 狼A: '民A', 狼B: '民A' });
    expect(g.alive('民A')).toBe(false);
    const h = holding();
    h.act('狼A', '填子抗推');
    voteDay(h, { 狼A: '民A' });
    night(h);
    expect(h.actFails('狼A', '填子抗推').code).toBe('NOT_YOUR_SKILL');
    voteDay(h, { 狼A: '民A' });
    expect(h.alive('民A')).toBe(false);
  });
});
