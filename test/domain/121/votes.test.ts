import { describe, expect, it } from 'vitest';
import { castVoteFails, electionDay, Game, night, TABLE12, table12, voteResultOf } from './given';

// [121] 用语定义 投票:
//   每天白天，所有角色均可参与投票。在白天结束时，统计投票结果并公布。
//   讨论日获得投票最多的角色将出局。
//   “多于一名角色票数最高”称为平票。产生平票时，如有替罪羊，则替罪羊出局。
// 公示: 投票结束后，立即公示出局人员名单。
// 出局: 角色出局后，不能继续参与讨论、投票；已经公示的出局角色不允许被选为技能或投票的目标。
// 投票规则: 每名存活角色每个讨论日限投一票，投票完成后允许改票。改票只允许进行一次。
//   投票格式中标点符号不区分全半角。投票对象与投票理由之间可以不换行。投弃权票时，须在投票对象中填写“弃权”。
// Not tested: 关门前一小时不允许改票或代投 and 执行加速时不允许改票 — the engine does not implement them yet.

/** The 12-seat table with a plain villager 民D in the scapegoat's seat: a tie puts nobody out. */
function tableWithoutScapegoat(): Game {
  const roles = Object.fromEntries(
    Object.entries(TABLE12).map(([k, v]) => (k === '羊' ? ['民D', '村民'] : [k, v])),
  );
  const g = Game.create(roles);
  g.start(Object.keys(roles));
  return g;
}

describe('投票 (讨论日)', () => {
  it('讨论日获得投票最多的角色将出局；投票结束后，立即公示出局人员名单', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g);
    night(g);
    g.votes({ 预: '狼A', 巫: '狼A', 猎: '狼A', 狼A: '预', 狼B: '预' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    // the vote's 公示 is made at the close, in the day, before anything of the night
    const last = g.log.filter((e) => e.type === 'AnnouncementMade').at(-1);
    expect(last?.data).toMatchObject({ day: 2, phase: 'day' });
    expect(g.lastAnnouncement()).toBe(
      [
        '第2天 投票结果：',
        '狼A：3票（预、巫、猎）',
        '预：2票（狼A、狼B）',
        '未投票：狼C、守、痴、羊、民A、民B、民C。',
        '狼A 被投票出局。',
      ].join('\n'),
    );
    expect(g.notes('狼A')).toContain('你已出局（被投票出局）。');
  });

  it('平票 without a 替罪羊 in the game: nobody goes out and the tie is announced (平安日)', () => {
    const g = tableWithoutScapegoat();
    electionDay(g);
    night(g);
    g.votes({ 预: '狼A', 巫: '狼A', 狼A: '预', 狼B: '预' });
    g.close();
    expect(g.outs()).toEqual([]);
    expect(voteResultOf(g, 2)).toContain('平票（狼A、预），无人出局，平安日。');
  });

  it('产生平票时，如有替罪羊，则替罪羊出局', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 预: '狼A', 巫: '狼A', 狼A: '预', 狼B: '预' });
    g.close();
    expect(g.outs()).toEqual(['羊']);
  });

  it('平票: three tied at the top is a tie too', () => {
    const g = tableWithoutScapegoat();
    electionDay(g);
    night(g);
    g.votes({ 预: '狼A', 狼A: '预', 狼B: '巫' });
    g.close();
    expect(voteResultOf(g, 2)).toContain('平票（狼A、预、巫），无人出局，平安日。');
  });

  it('no vote at all: nobody goes out (平安日)', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.close();
    expect(voteResultOf(g, 2)).toContain('无人投票。');
    expect(voteResultOf(g, 2)).toContain('无人出局，平安日。');
  });

  it('投弃权票时，须在投票对象中填写“弃权”: an abstention counts for nobody and is not a missing vote', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 预: '弃权', 巫: '狼A' });
    g.close();
    const result = voteResultOf(g, 2);
    expect(result).toContain('狼A：1票（巫）');
    expect(result).not.toMatch(/未投票：.*预/);
    expect(g.outs()).toEqual(['狼A']);
  });

  it('投票完成后允许改票: the changed vote is the one counted', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.vote('预', '狼A');
    g.vote('预', '狼B');
    g.close();
    expect(voteResultOf(g, 2)).toContain('狼B：1票（预）');
    expect(g.outs()).toEqual(['狼B']);
  });

  it('改票只允许进行一次: a second change is refused with NO_CHANGES_LEFT', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.vote('预', '狼A');
    g.vote('预', '狼B');
    expect(castVoteFails(g, '预', '狼C').code).toBe('NO_CHANGES_LEFT');
    g.close();
    expect(g.outs()).toEqual(['狼B']);
  });

  it('每个讨论日限投一票: the change allowance is per day — the next day one may vote and change again', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.vote('预', '狼A');
    g.vote('预', '狼B');
    g.close();
    night(g);
    g.vote('预', '狼A');
    g.vote('预', '狼C');
    expect(g.state.votes.预?.target).toBe('狼C');
  });

  it('角色出局后，不能继续参与投票 — an out character\u2019s vote is refused with NOT_ALIVE', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(castVoteFails(g, '民A', '狼B').code).toBe('NOT_ALIVE');
  });

  it('已经公示的出局角色不允许被选为投票的目标 — ILLEGAL_TARGET', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(castVoteFails(g, '预', '民A').code).toBe('ILLEGAL_TARGET');
  });

  it('每天白天 … 投票: a vote at night is refused with WRONG_PHASE', () => {
    const g = table12();
    electionDay(g);
    expect(castVoteFails(g, '预', '狼A').code).toBe('WRONG_PHASE');
  });

  it('投票对象 must name a character: an unknown vest is refused with UNKNOWN_PLAYER', () => {
    const g = table12();
    expect(castVoteFails(g, '预', '路人甲').code).toBe('UNKNOWN_PLAYER');
  });
});

describe('投票格式', () => {
  const post = (g: Game, voter: string, text: string) =>
    g.run({ type: 'CastVote', voter, post: text, proxy: false }, `player:${voter}`);

  it('投票格式中标点符号不区分全半角；投票对象与投票理由之间可以不换行', () => {
    const g = table12();
    electionDay(g);
    night(g);
    expect(post(g, '预', '投票对象:狼A\n投票理由:他很可疑').ok).toBe(true);
    expect(post(g, '巫', '投票对象：狼A投票理由：同上').ok).toBe(true);
    g.close();
    expect(voteResultOf(g, 2)).toContain('狼A：2票（预、巫）');
  });

  it('投票格式或投票对象有误的票无效 — the post is recorded as invalid with its reason, the player told; no vote counts', () => {
    const g = table12();
    electionDay(g);
    night(g);
    const events = post(g, '预', '我投狼A');
    expect(events.ok && events.events.map((e) => e.type)).toEqual(['VotePostInvalid', 'NotificationSent']);
    expect(g.notes('预').at(-1)).toBe(
      '你的投票无效（投票格式有误：找不到“投票对象：”或“改票对象：”）。无效票须通过重新发帖来更正。',
    );
    expect(g.state.votes.预).toBeUndefined();
    g.close();
    expect(voteResultOf(g, 2)).toContain('未投票：');
    expect(voteResultOf(g, 2)).toMatch(/未投票：[^\n]*预/);
  });

  it('投票对象有误: an unknown or out vest in a post is an invalid vote; 无效票须通过重新发帖来更正 — a new post counts', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    const unknown = post(g, '预', '投票对象：路人甲\n投票理由：可疑');
    expect(unknown.ok && unknown.events[0]).toMatchObject({
      type: 'VotePostInvalid',
      data: { voter: '预', code: 'UNKNOWN_PLAYER' },
    });
    const out = post(g, '预', '投票对象：民A 投票理由：可疑');
    expect(out.ok && out.events[0]).toMatchObject({
      type: 'VotePostInvalid',
      data: { code: 'ILLEGAL_TARGET' },
    });
    expect(g.notes('预').at(-1)).toBe('你的投票无效（民A 已出局，不能被投票）。无效票须通过重新发帖来更正。');
    expect(post(g, '预', '投票对象：狼A\n投票理由：更正').ok).toBe(true);
    expect(g.state.votes.预?.target).toBe('狼A');
    expect(g.state.voteLog.filter((v) => v.voter === '预')).toHaveLength(1); // the invalid posts were no vote, nor a change
  });

  it('a vote given as a target (not a post) with an unknown vest is still refused: UNKNOWN_PLAYER, nothing appended', () => {
    const g = table12();
    expect(castVoteFails(g, '预', '路人甲').code).toBe('UNKNOWN_PLAYER');
  });

  it('改票格式: 改票需回复原投票楼层 — a change with no vote to change is an invalid post (INVALID_VOTE_POST)', () => {
    const g = table12();
    electionDay(g);
    night(g);
    const r = post(g, '预', '改票对象：狼B\n改票理由：包子也好吃');
    expect(r.ok && r.events[0]).toMatchObject({
      type: 'VotePostInvalid',
      data: { code: 'INVALID_VOTE_POST' },
    });
    expect(post(g, '预', '投票对象：狼A\n投票理由：饺子好吃').ok).toBe(true);
    expect(post(g, '预', '改票对象：狼B\n改票理由：包子也好吃').ok).toBe(true);
    g.close();
    expect(g.outs()).toEqual(['狼B']);
  });
});
