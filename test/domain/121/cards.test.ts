import { describe, expect, it } from 'vitest';
import type { Ruling } from '../../../src/domain/commands';
import {
  electionDay,
  Game,
  morningOf,
  night,
  ruling,
  SEATS12,
  TABLE12,
  table12,
  voteResultOf,
} from './given';

// [211] 判罚 (the card system 121 and tieba use without restating it): 累计三张"蓝牌"合并为一张"黄牌"。
//   累计三张"黄牌"合并为一张"红牌"。玩家受到红牌判罚时出局（称为"红牌罚下"）。
// [121] 出局: 红牌罚下出局的角色没有遗言权利，不能发动技能。白天红牌罚下导致的出局结算在投票结算之后执行。
// [121] 投票规则: 讨论结束时，未回复投票帖者将被判罚黄牌；执行加速时，…发言不足或未投票者将不被判罚。
// [121] 猎人 最后一枪: 当猎人非因红牌罚下或同守同救而出局后，猎人可以选择一名其他角色，对其开枪。

const card = (g: Game, target: string, color: 'blue' | 'yellow' | 'red', reason = '违规') =>
  ruling(g, { kind: 'card', target, color, reason });
/** 遗言's notice: 你可以留下遗言，须在第N天开门前提交。 (N: the day that follows the out) */
const LAST_WORDS = expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/);

describe('判罚: blue, yellow, red', () => {
  it('a blue card is announced in the thread and told to the player', () => {
    const g = table12();
    card(g, '民A', 'blue', '场外交流');
    expect(g.lastAnnouncement()).toBe('民A 被判罚蓝牌（理由：场外交流）。');
    expect(g.notes('民A')).toContain('民A 被判罚蓝牌（理由：场外交流）。');
    expect(g.alive('民A')).toBe(true);
  });

  it('累计三张"蓝牌"合并为一张"黄牌": the third blue becomes a yellow, announced', () => {
    const g = table12();
    card(g, '民A', 'blue');
    card(g, '民A', 'blue');
    expect(g.state.cards?.民A).toEqual({ blue: 2, yellow: 0, red: 0 });
    card(g, '民A', 'blue');
    expect(g.lastAnnouncement()).toBe('民A 累计三张蓝牌，合并为一张黄牌。');
    expect(g.state.cards?.民A).toEqual({ blue: 0, yellow: 1, red: 0 });
  });

  it('累计三张"黄牌"合并为一张"红牌" — by night the red sends off at once, without last words', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g);
    const posted = g.announcements().length;
    card(g, '民B', 'yellow');
    card(g, '民B', 'yellow');
    expect(g.alive('民B')).toBe(true);
    card(g, '民B', 'yellow');
    expect(g.announcements().length).toBe(posted); // by night the thread waits for the morning
    expect(g.alive('民B')).toBe(false);
    expect(g.notes('民B')).toContain('你已出局（红牌罚下）。');
    expect(g.notes('民B')).not.toContainEqual(LAST_WORDS);
    g.closeNight();
    expect(morningOf(g, 2)).toContain('民B 累计三张黄牌，合并为一张红牌。');
  });

  it('白天红牌罚下导致的出局结算在投票结算之后执行: the voted one goes out first, the red one after, with no last words', () => {
    const g = table12();
    electionDay(g);
    night(g);
    card(g, '民C', 'red', '辱骂');
    expect(g.alive('民C')).toBe(true); // out at the close, after the count
    g.votes({ 狼A: '民A', 狼B: '民A', 狼C: '民A', 民C: '预' });
    g.close();
    expect(g.outs()).toEqual(['民A', '民C']);
    expect(voteResultOf(g, 2)).toContain('民A 被投票出局。');
    expect(voteResultOf(g, 2)).toContain('预：1票（民C）'); // his vote counted: the out is settled after the vote
    expect(g.notes('民A')).toContainEqual(LAST_WORDS);
    expect(g.notes('民C')).not.toContainEqual(LAST_WORDS);
  });

  it('红牌罚下 … 不能发动技能: a red-carded sheriff hands on no badge; it goes to a random living character', () => {
    const g = table12();
    electionDay(g, { 民A: '预', 民B: '预' });
    expect(g.state.sheriff).toBe('预');
    card(g, '预', 'red');
    expect(g.notes('预')).not.toContain('你是警长，须选择一名未出局的角色移交警长（<殉职>）。');
    const to = g.state.sheriff as string;
    expect(to).not.toBeNull();
    expect(g.alive(to)).toBe(true);
    expect(g.log.some((e) => e.type === 'RandomDrawn' && e.data.purpose === 'badge')).toBe(true);
    g.closeNight();
    expect(morningOf(g, 2)).toContain(`警长 预 未移交警徽，警徽随机移交给 ${to}。`);
  });

  it('最后一枪 — 非因红牌罚下: a hunter sent off by a red card has no shot', () => {
    const g = table12();
    electionDay(g);
    card(g, '猎', 'red');
    expect(g.alive('猎')).toBe(false);
    expect(g.notes('猎')).not.toContain('你可以发动<最后一枪>，选择一名其他角色开枪。');
    expect(g.actFails('猎', '最后一枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('a red card voids the rights an out character still holds: last words not yet given', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.notes('民A')).toContainEqual(LAST_WORDS);
    card(g, '民A', 'red', '场外');
    expect(g.fails({ type: 'SubmitLastWords', actor: '民A', text: '我是好人' }, 'player:民A').code).toBe(
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('out characters can still be carded: recorded and announced, nothing else changes', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    const outs = g.outs();
    card(g, '民A', 'yellow', '出局后发言');
    expect(g.lastAnnouncement()).toBe('民A 被判罚黄牌（理由：出局后发言）。');
    expect(g.state.cards?.民A?.yellow).toBe(1);
    expect(g.outs()).toEqual(outs);
  });

  it('a red card on the last wolf ends the game: 村民阵营 胜', () => {
    const g = Game.create(
      { 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' },
      { options: { ignoreSetupConstraints: true } },
    );
    g.start(['狼', '预', '民A', '民B']);
    electionDay(g);
    card(g, '狼', 'red');
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('bad rulings append nothing: unknown character, no colour, no reason, before the start', () => {
    const g = table12();
    const bad = (r: Ruling) => g.fails({ type: 'MakeRuling', ruling: r }).code;
    expect(bad({ kind: 'card', target: '路人', color: 'red', reason: 'x' })).toBe('UNKNOWN_PLAYER');
    expect(bad({ kind: 'card', target: '民A', color: 'green' as 'red', reason: 'x' })).toBe('INVALID_INPUT');
    expect(bad({ kind: 'card', target: '民A', color: 'red', reason: ' ' })).toBe('INVALID_INPUT');
    const fresh = Game.create(TABLE12);
    expect(
      fresh.fails({ type: 'MakeRuling', ruling: { kind: 'card', target: '民A', color: 'red', reason: 'x' } })
        .code,
    ).toBe('GAME_NOT_STARTED');
  });
});

describe('讨论结束时，未回复投票帖者将被判罚黄牌', () => {
  // the text's rule applies by default: no option needed
  const autoCards = () => {
    const g = Game.create(TABLE12);
    g.start(SEATS12);
    return g;
  };

  it('at the close each listed non-voter gets a yellow, announced after the vote result', () => {
    const g = autoCards();
    const voters = SEATS12.filter((n) => n !== '民C');
    for (const v of voters) g.vote(v, '预');
    g.close();
    expect(voteResultOf(g, 1)).toContain('未投票：民C。');
    expect(g.announcements()).toContain('民C 被判罚黄牌（理由：第1天讨论结束时未回复投票帖）。');
    expect(g.state.cards?.民C?.yellow).toBe(1);
    expect(g.state.cards?.民A).toBeUndefined();
  });

  it('the close’s automatic cards are one 公示, not one per player; a 弃权 is listed in the count', () => {
    const g = autoCards();
    const voters = SEATS12.filter((n) => n !== '民B' && n !== '民C' && n !== '守');
    for (const v of voters) g.vote(v, '预');
    g.vote('守', '弃权');
    g.close();
    expect(voteResultOf(g, 1)).toBe(
      '第1天（竞选日）投票结果：\n预：9票（狼A、狼B、狼C、预、巫、猎、痴、羊、民A）\n弃权：守。\n未投票：民B、民C。\n预 当选警长。',
    );
    const cards = g.announcements().filter((a) => a.includes('被判罚'));
    expect(cards).toEqual(['民B、民C 被判罚黄牌（理由：第1天讨论结束时未回复投票帖）。']);
    // each is told its own card
    expect(g.notes('民B')).toContain('民B 被判罚黄牌（理由：第1天讨论结束时未回复投票帖）。');
  });

  it('three days without a vote: the third yellow makes a red, and the red goes out after the vote’s out', () => {
    const g = autoCards();
    const others = SEATS12.filter((n) => n !== '民C');
    const day = (target: string) => {
      for (const v of others.filter((n) => g.alive(n))) g.vote(v, target);
      g.close();
    };
    day('预');
    night(g);
    day('民A');
    night(g);
    day('民B');
    expect(g.outs()).toEqual(['民A', '民B', '民C']);
    // the close's automatic cards are one post: the third yellow and its merge together
    expect(g.announcements()).toContainEqual(
      expect.stringMatching(
        /^民C 被判罚黄牌（理由：第3天讨论结束时未回复投票帖）。\n民C 累计三张黄牌，合并为一张红牌。$/,
      ),
    );
    expect(g.notes('民C')).toContain('你已出局（红牌罚下）。');
  });

  it('执行加速时…未投票者将不被判罚: no yellow on a day the director accelerated', () => {
    const g = autoCards();
    ruling(g, { kind: 'speed', request: '加速', reason: '人数减少' });
    g.close();
    expect(g.announcements().some((a) => a.includes('被判罚黄牌'))).toBe(false);
  });

  it('option autoCards: false leaves these cards to the director: the close gives none', () => {
    const g = Game.create(TABLE12, { options: { autoCards: false } });
    g.start(SEATS12);
    g.close();
    expect(g.announcements().some((a) => a.includes('被判罚黄牌'))).toBe(false);
    expect(g.state.cards).toBeUndefined();
    const bad = new Game().fails({
      type: 'CreateGame',
      id: 'g2',
      title: '测试局',
      ruleset: '121',
      players: SEATS12.map((name) => ({ name })),
      seed: 's',
      roles: TABLE12,
      options: { autoCards: 'yes' },
    });
    expect(bad.code).toBe('INVALID_INPUT');
  });
});

describe('判罚 以导演解释为准: the director takes a card back (ruling card, op remove)', () => {
  it('an automatic 未投票 yellow taken back: the count drops, the thread says so, the player is told', () => {
    const g = table12();
    for (const v of SEATS12.filter((n) => n !== '民C')) g.vote(v, '预');
    g.close();
    expect(g.state.cards?.民C?.yellow).toBe(1);
    ruling(g, { kind: 'card', target: '民C', color: 'yellow', op: 'remove', reason: '已私信导演代投' });
    expect(g.state.cards?.民C?.yellow).toBe(0);
    // by night: in the next morning's 公示
    expect(g.state.newsQueue.map((x) => x.text)).toContain(
      '导演撤销 民C 的一张黄牌（理由：已私信导演代投）。',
    );
    expect(g.notes('民C')).toContain('导演撤销 民C 的一张黄牌（理由：已私信导演代投）。');
    night(g);
    expect(g.announcements().some((a) => a.includes('导演撤销 民C 的一张黄牌'))).toBe(true);
  });

  it('a red taken back before the close no longer sends off', () => {
    const g = table12({ options: { autoCards: false } });
    ruling(g, { kind: 'card', target: '民A', color: 'red', reason: '场外' });
    ruling(g, { kind: 'card', target: '民A', color: 'red', op: 'remove', reason: '误判' });
    g.close();
    expect(g.alive('民A')).toBe(true);
    expect(g.state.cards?.民A).toEqual({ blue: 0, yellow: 0, red: 0 });
  });

  it('a card the character does not hold cannot be taken back: 422 RULING_NOT_APPLICABLE, nothing appended', () => {
    const g = table12();
    const before = g.log.length;
    const r = g.fails({
      type: 'MakeRuling',
      ruling: { kind: 'card', target: '民A', color: 'yellow', op: 'remove', reason: 'x' },
    });
    expect(r.code).toBe('RULING_NOT_APPLICABLE');
    expect(g.log.length).toBe(before);
  });
});
