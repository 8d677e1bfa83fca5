import { describe, expect, it } from 'vitest';
import { publicView } from '../../../src/projections';
import { Game } from '../harness';

// [classic] file 003 (狼人杀角色与规则整理): the sheriff election, the PK revote and the badge, in its two conventions
// (options.convention): 篇二 第一部分，普适规则 (lines 68-93) and 篇三 2．警长 (lines 192-196).

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);
const MIN = 60_000;

function table(convention?: '篇二' | '篇三'): Game {
  const g = Game.create(TABLE, { ruleset: 'classic', ...(convention ? { options: { convention } } : {}) });
  g.start(SEATS);
  return g;
}
const said = (g: Game) => g.announcements().join('\n');
/** the vote announcements of a day, in order */
const results = (g: Game, day: number): string[] =>
  g.log
    .filter((x) => x.type === 'AnnouncementMade' && x.data.data.kind === 'vote' && x.data.day === day)
    .map((x) => (x.type === 'AnnouncementMade' ? x.data.text : ''));
const stand = (g: Game, actor: string, action: 'stand' | 'withdraw' = 'stand') =>
  g.fails({ type: 'Candidacy', actor, action }, `player:${actor}`).code;
const voteFails = (g: Game, voter: string, target: string) =>
  g.fails({ type: 'CastVote', voter, target, proxy: false }, `player:${voter}`).code;
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

/** Day 1 elects 民A (篇二 or 篇三), a quiet night: day 2's vote is open. */
function toDay2(g: Game): void {
  g.stand('民A');
  g.votes({ 民B: '民A', 民C: '民A' });
  g.close();
  expect(g.state.sheriff).toBe('民A');
  g.closeNight();
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
}

describe('options.convention', () => {
  it('defaults to 篇二, stored in the game; anything else is INVALID_OPTION, and other rulesets have no convention', () => {
    expect(table().state.options.convention).toBe('篇二');
    expect(table('篇三').state.options.convention).toBe('篇三');
    const bad = (ruleset: string, convention: unknown) => {
      const g = new Game();
      return g.fails({
        type: 'CreateGame',
        id: 'g',
        title: 't',
        ruleset,
        players: SEATS.map((name) => ({ name })),
        seed: 's',
        roles: TABLE,
        options: { convention },
      }).code;
    };
    expect(bad('classic', '篇一')).toBe('INVALID_OPTION');
    expect(bad('classic', 3)).toBe('INVALID_OPTION');
    expect(bad('121', '篇二')).toBe('INVALID_OPTION');
  });
});

describe('篇二 1、警长规则 (file 003 lines 68-73)', () => {
  it('(1) 第一天未宣布死者之前就进行警长竞选: day 1 is the election, its result comes before any morning', () => {
    const g = table();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1, window: 'day' });
    expect(publicView(g.state).phase.ballot).toEqual({
      purpose: 'sheriff',
      round: 'vote',
      candidates: [],
      withdrawn: [],
    });
    toDay2(g);
    const kinds = g.log.flatMap((e) => (e.type === 'AnnouncementMade' ? [e.data.data.kind] : []));
    expect(kinds.indexOf('vote')).toBeLessThan(kinds.indexOf('morning'));
    expect(results(g, 1)[0]).toContain('第1天（竞选日）投票结果：');
  });

  it('(2) 警长竞选后可以退选: standing and withdrawing are announced at once; a withdrawal is for good', () => {
    const g = table();
    g.stand('民A');
    g.stand('民B');
    expect(g.lastAnnouncement()).toBe('民B 上警，竞选警长。');
    expect(stand(g, '民A')).toBe('ALREADY_CANDIDATE');
    expect(stand(g, '民C', 'withdraw')).toBe('NOT_A_CANDIDATE');
    g.withdraw('民B');
    expect(g.lastAnnouncement()).toBe('民B 退选。');
    expect(stand(g, '民B')).toBe('ALREADY_WITHDRAWN');
    expect(stand(g, '民B', 'withdraw')).toBe('ALREADY_WITHDRAWN');
    expect(publicView(g.state).phase.ballot).toMatchObject({ candidates: ['民A'], withdrawn: ['民B'] });
    g.votes({ 民C: '民A' });
    g.close();
    expect(results(g, 1)[0]).toContain('竞选者：民A。\n退选：民B。');
    expect(results(g, 1)[0]).toContain('民A 当选警长。');
    // the election is day 1's: no standing by night or on a later day
    expect(stand(g, '民C')).toBe('CANDIDACY_CLOSED');
    g.closeNight();
    expect(stand(g, '民C')).toBe('CANDIDACY_CLOSED');
  });

  it('(3) 只有未竞选者可以投票，竞选后退选不能投票; votes go to standing candidates only', () => {
    const g = table();
    g.stand('民A');
    g.stand('民B');
    g.withdraw('民B');
    expect(voteFails(g, '民A', '民A')).toBe('CANDIDATE_CANNOT_VOTE');
    expect(voteFails(g, '民B', '民A')).toBe('CANDIDATE_CANNOT_VOTE');
    expect(voteFails(g, '民C', '民B')).toBe('NOT_A_CANDIDATE'); // withdrew
    expect(voteFails(g, '民C', '民D')).toBe('NOT_A_CANDIDATE'); // never stood
    g.votes({ 民C: '民A', 民D: '民A' });
    g.close();
    // the non-voters are the non-candidates who did not vote
    expect(results(g, 1)[0]).toContain('未投票：狼A、狼B、民E。');
  });

  it('(3) one who stands after voting loses the vote; a vote for one who withdraws is void and may be cast again', () => {
    const g = table();
    g.stand('民A');
    g.stand('民B');
    g.votes({ 民C: '民B', 民D: '民A' });
    g.stand('民D');
    expect(g.notes('民D').at(-1)).toBe('你已上警：只有未竞选者可以投票，你之前的投票作废。');
    g.withdraw('民B');
    expect(g.notes('民C').at(-1)).toBe('民B 退选，你投给 民B 的票作废，请重新投票。');
    expect(g.state.votes.民C).toBeUndefined();
    g.vote('民C', '民A'); // a fresh vote, not the one change
    expect(g.state.votes.民C).toMatchObject({ target: '民A', change: false });
    g.close();
    expect(results(g, 1)[0]).toContain('民A：1票（民C）');
    expect(g.state.sheriff).toBe('民A');
  });

  it('(4) 如果第一次投票时平票，则平票者再进行一次发言，然后其他人视为退选。依然只有未竞选者能投票: the PK round', () => {
    const g = table();
    for (const c of ['民A', '民B', '民C']) g.stand(c);
    g.votes({ 民D: '民A', 民E: '民B', 狼A: '民C' });
    g.now += 5 * MIN;
    g.close();
    expect(results(g, 1)[0]).toContain(
      '平票：民A、民B、民C 进入PK，再进行一次发言，其他竞选者视为退选；依然只有未竞选者能投票，且只能投给PK台上的竞选者。',
    );
    expect(g.state.sheriff).toBeNull();
    // a window of the same day with its own deadline (ballotMinutes.pk: 60)
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1, window: 'pk', closesAt: g.now + 60 * MIN });
    expect(publicView(g.state).phase).toMatchObject({
      window: 'pk',
      ballot: { purpose: 'sheriff', round: 'pk', tied: ['民A', '民B', '民C'] },
    });
    expect(g.state.votes).toEqual({});
    expect(voteFails(g, '民A', '民B')).toBe('CANDIDATE_CANNOT_VOTE');
    expect(stand(g, '民E')).toBe('CANDIDACY_CLOSED');
    g.withdraw('民C'); // one on the PK may still withdraw
    expect(voteFails(g, '民D', '民C')).toBe('NOT_A_CANDIDATE');
    g.votes({ 民D: '民B', 民E: '民B', 狼A: '民A' });
    // the deadline closes it like any window
    expect(g.fails({ type: 'CloseWindow', by: 'alarm' }).code).toBe('NOT_DUE');
    g.now += 60 * MIN;
    g.ok({ type: 'CloseWindow', by: 'alarm' });
    const pk = results(g, 1)[1];
    expect(pk).toContain('第1天 警长竞选PK投票结果：');
    expect(pk).toContain('民B：2票（民D、民E）');
    expect(pk).toContain('民B 当选警长。');
    expect(g.state.sheriff).toBe('民B');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1 });
  });

  it('(4) 其他人视为退选: the candidates not tied count as withdrawn, and still may not vote', () => {
    const g = table();
    for (const c of ['民A', '民B', '民C']) g.stand(c);
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close();
    expect(g.state.candidates).toEqual({ 民A: 'standing', 民B: 'standing', 民C: 'withdrawn' });
    expect(voteFails(g, '民C', '民A')).toBe('CANDIDATE_CANNOT_VOTE');
    expect(voteFails(g, '民D', '民C')).toBe('NOT_A_CANDIDATE');
  });

  it('(4) 如果再次平票则没有警长: a second tie, no sheriff, and the night starts', () => {
    const g = table();
    g.stand('民A');
    g.stand('民B');
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close();
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close();
    expect(results(g, 1)[1]).toContain('再次平票（民A、民B），没有警长。');
    expect(g.state.sheriff).toBeNull();
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1 });
    // 篇二 elects on the first day only
    g.closeNight();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
    expect(stand(g, '民C')).toBe('CANDIDACY_CLOSED');
  });

  it('the director extends the PK window (rulings extend); no 加速 in it', () => {
    const g = table();
    g.stand('民A');
    g.stand('民B');
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close();
    const closes = g.state.phase.closesAt as number;
    g.ok({ type: 'MakeRuling', ruling: { kind: 'extend', seconds: 1800, reason: 'PK发言未完' } });
    expect(g.state.phase).toMatchObject({ window: 'pk', closesAt: closes + 30 * MIN });
    expect(g.fails({ type: 'RequestSpeed', actor: '民C', request: '加速' }, 'player:民C').code).toBe(
      'WRONG_PHASE',
    );
  });

  it('no candidate: nobody is elected', () => {
    const g = table();
    g.close();
    expect(results(g, 1)[0]).toContain('无人上警。');
    expect(results(g, 1)[0]).toContain('无人当选警长。');
  });
});

describe('篇二 4、投票规则 (lines 86-89) (3) the PK台', () => {
  it('当发生平票时，所有嫌疑人再进行一轮发言，然后嫌疑人不能投票（包括嫌疑人为警长亦不能投票），其余玩家只能投票给嫌疑人', () => {
    const g = table();
    toDay2(g);
    g.votes({ 民B: '民A', 民C: '狼A' });
    g.close();
    expect(results(g, 2)[0]).toContain(
      '平票：嫌疑人 狼A、民A 上PK台，再进行一轮发言；嫌疑人不能投票（警长亦然），其余玩家只能投票给PK台上的嫌疑人。',
    );
    expect(g.outs()).toEqual([]);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'pk' });
    expect(voteFails(g, '民A', '狼A')).toBe('SUSPECT_CANNOT_VOTE'); // the sheriff, a suspect
    expect(voteFails(g, '狼A', '民A')).toBe('SUSPECT_CANNOT_VOTE');
    expect(voteFails(g, '民B', '民C')).toBe('NOT_A_SUSPECT');
    g.votes({ 民B: '狼A', 民C: '狼A', 狼B: '民A' });
    g.close();
    const pk = results(g, 2)[1];
    expect(pk).toContain('第2天 放逐PK投票结果：');
    expect(pk).toContain('狼A：2票（民B、民C）');
    // non-voters listed: those who could vote (the suspects cannot)
    expect(pk).toContain('未投票：民D、民E。');
    expect(pk).toContain('狼A 被投票出局');
    expect(g.outs()).toEqual(['狼A']);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
  });

  it('若再次平票则无人被处决，直接进入黑夜', () => {
    const g = table();
    toDay2(g);
    g.votes({ 民B: '民C', 民D: '狼A' });
    g.close();
    g.votes({ 民B: '民C', 民D: '狼A' });
    g.close();
    expect(results(g, 2)[1]).toContain('再次平票（狼A、民C），无人被处决，直接进入黑夜。');
    expect(g.outs()).toEqual([]);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
  });

  it('(2) 警长的票视为1.5票 in the PK too', () => {
    const g = table();
    toDay2(g);
    g.votes({ 民B: '民C', 民D: '狼A' });
    g.close();
    g.votes({ 民A: '狼A', 民B: '民C' });
    g.close();
    expect(results(g, 2)[1]).toContain('狼A：1.5票（民A[警长]）');
    expect(g.outs()).toEqual(['狼A']);
  });
});

describe('篇二 5、警徽规则 (lines 90-93)', () => {
  it('(3) 警长因为任何原因死亡时，可以撕毁警徽，警徽撕毁后，本局将没有警长', () => {
    const g = table();
    toDay2(g);
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    expect(g.outs()).toEqual(['民A']);
    expect(g.notes('民A')).toContain(
      '你是警长，须选择一名未出局的角色移交警徽（<殉职>），或撕毁警徽（choice：撕毁），撕毁后本局将没有警长。',
    );
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '民A', skill: '殉职', targets: ['民B'], choice: '撕毁' },
        'player:民A',
      ).code,
    ).toBe('TARGET_COUNT');
    g.act('民A', '殉职', [], '撕毁');
    expect(g.state.sheriff).toBeNull();
    expect(g.state.badgeTorn).toBe(true);
    g.closeNight();
    expect(said(g)).toContain('警长 民A 撕毁了警徽，本局将没有警长。');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3, window: 'day' });
  });

  it('(2) 警长因为任何原因死亡时，可以移交警徽，获得警徽的玩家成为信任警长', () => {
    const g = table();
    toDay2(g);
    kill(g, '民A');
    g.act('民A', '殉职', ['民C']);
    expect(g.state.sheriff).toBe('民C');
    expect(said(g)).toContain('警长 民A 将警徽移交给 民C。');
  });
});

describe('篇三 2．警长 (file 003 lines 192-196)', () => {
  it('4）在场上玩家人数大于6人时，警长投票视为2票，在场上玩家人数小于等于6人时，警长投票视为1.5票', () => {
    const g = table('篇三');
    toDay2(g);
    expect(g.state.chars.filter((c) => c.alive)).toHaveLength(7);
    // seven alive: the sheriff's 2 ties two plain votes (a PK, 篇二 4(3), where 篇三 is silent)
    g.votes({ 民A: '狼A', 民B: '狼B', 民C: '狼B' });
    g.close();
    expect(results(g, 2)[0]).toContain('狼A：2票（民A[警长]）');
    expect(results(g, 2)[0]).toContain('平票：嫌疑人 狼A、狼B 上PK台');
    expect(g.state.phase.window).toBe('pk');
  });

  it('4）…在场上玩家人数小于等于6人时，警长投票视为1.5票', () => {
    const g = table('篇三');
    toDay2(g);
    kill(g, '民E');
    expect(g.state.chars.filter((c) => c.alive)).toHaveLength(6);
    g.votes({ 民A: '狼A', 民B: '狼B', 民C: '狼B' });
    g.close();
    expect(results(g, 2)[0]).toContain('狼A：1.5票（民A[警长]）');
    expect(g.outs()).toEqual(['民E', '狼B']);
  });

  it('篇二 4(2): the sheriff weighs 1.5 with seven alive', () => {
    const g = table('篇二');
    toDay2(g);
    g.votes({ 民A: '狼A', 民B: '狼B', 民C: '狼B' });
    g.close();
    expect(results(g, 2)[0]).toContain('狼A：1.5票（民A[警长]）');
    expect(g.outs()).toEqual(['狼B']);
  });

  it('2）警长死亡后必须移警徽给后任警长，不得出现场上无警长情况: no tearing, and a missed deadline draws', () => {
    const g = table('篇三');
    toDay2(g);
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    expect(g.notes('民A')).toContain('你是警长，须选择一名未出局的角色移交警长（<殉职>）。');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '民A', skill: '殉职', targets: [], choice: '撕毁' },
        'player:民A',
      ).code,
    ).toBe('BADGE_TEAR_NOT_ALLOWED');
    expect(
      g.fails({ type: 'SubmitAction', actor: '民A', skill: '殉职', targets: [], pass: true }, 'player:民A')
        .code,
    ).toBe('SKILL_NOT_USABLE');
    expect(
      g.fails({ type: 'SubmitAction', actor: '民A', skill: '殉职', targets: [] }, 'player:民A').code,
    ).toBe('TARGET_COUNT');
    g.closeNight(); // the right lapses with the night: 警徽随机移交
    expect(g.state.sheriff).not.toBeNull();
    expect(said(g)).toMatch(/警长 民A 未移交警徽，警徽随机移交给 \S+。/);
  });

  it('1）若竞选时出现平票，则当天白天没有警长，必须等待到下一个白天重新选举 — no PK; the next day opens with the election, then its own vote', () => {
    const g = table('篇三');
    g.stand('民A');
    g.stand('民B');
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close();
    expect(results(g, 1)[0]).toContain('平票（民A、民B），当天白天没有警长。\n下一个白天重新选举警长。');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1 });
    g.closeNight();
    // day 2: the election window first (ballotMinutes.election: 120), with a fresh candidacy
    expect(g.state.phase).toMatchObject({
      kind: 'day',
      day: 2,
      window: 'election',
      closesAt: g.now + 120 * MIN,
    });
    expect(g.lastAnnouncement()).toBe(
      '第2天：场上没有警长，先重新竞选警长（上警、退选，未竞选者投票），竞选结束后进行放逐投票。',
    );
    expect(g.state.candidates).toBeUndefined();
    expect(voteFails(g, '民D', '狼A')).toBe('NOT_A_CANDIDATE'); // the out vote is not open yet
    g.stand('民C');
    g.votes({ 民D: '民C', 民E: '民C' });
    g.close();
    expect(results(g, 2)[0]).toContain('第2天（竞选日）投票结果：');
    expect(g.state.sheriff).toBe('民C');
    // then the day's vote, as any day, with the new sheriff's weight
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
    expect(g.lastAnnouncement()).toBe('第2天 警长竞选结束，放逐投票开始。');
    expect(g.state.votes).toEqual({});
    g.votes({ 民C: '狼A', 民D: '狼B' });
    g.close();
    expect(results(g, 2)[1]).toContain('狼A：2票（民C[警长]）');
    expect(g.outs()).toEqual(['狼A']);
    g.closeNight();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3, window: 'day' }); // a sheriff: no election
  });

  it('1）…重新选举 again and again until one is elected', () => {
    const g = table('篇三');
    g.close(); // nobody stood
    expect(results(g, 1)[0]).toContain('无人当选警长。\n下一个白天重新选举警长。');
    g.closeNight();
    expect(g.state.phase.window).toBe('election');
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
    g.close();
    g.closeNight();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3, window: 'election' });
  });
});
