import { describe, expect, it } from 'vitest';
import { Game } from '../harness';

// The general rules of tieba (002), classic (003) and pku (004), played with the plain 狼人 and 村民 every ruleset has.
// [tieba] 投票: 第一天白天，获得投票最多的角色将成为警长。第二天及以后的白天，获得投票最多的角色将出局。平票则按照以下顺序：
//   警长投票的角色出局、无人出局。 遗言: 本场版杀共有五个遗言。 出局: 白天红牌罚下在被投票出局之前。红牌罚下的警长警徽随机移交。
//   投票规则: 没有投票（或弃票）的玩家将记作黄牌。
// [classic] 4、投票规则 (2) 警长的票视为1.5票。(3) 当发生平票时…PK台 (its PK, 上警/退选 and the badge: classic.test.ts).
// [pku] 投票: 平票双死。

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);

function table(ruleset: string, options: Record<string, unknown> = {}): Game {
  const g = Game.create(TABLE, { ruleset, options });
  g.start(SEATS);
  return g;
}
const voteResult = (g: Game, day: number): string => {
  const e = g.log.find(
    (x) => x.type === 'AnnouncementMade' && x.data.data.kind === 'vote' && x.data.day === day,
  );
  return e?.type === 'AnnouncementMade' ? e.data.text : '';
};

/** Day 1 elects `sheriff` (two votes), then a quiet night: day 2 is open. */
function toDay2(g: Game, sheriff = '民A'): void {
  // classic 篇二 1(3) 只有未竞选者可以投票: the sheriff stands first
  if (g.state.ruleset === 'classic') g.stand(sheriff);
  g.votes({ 民B: sheriff, 民C: sheriff });
  g.close();
  expect(g.state.sheriff).toBe(sheriff);
  g.closeNight();
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
}

describe('tieba', () => {
  it('第一天白天，获得投票最多的角色将成为警长; the plain roles are dealt and told', () => {
    const g = table('tieba');
    expect(g.notes('狼A')[0]).toBe('你的身份是【狼人】，属于狼人阵营。');
    expect(g.notes('民A')[0]).toBe('你的身份是【村民】，属于村民阵营。');
    toDay2(g);
    expect(voteResult(g, 1)).toContain('民A 当选警长。');
  });

  it('平票则按照以下顺序：警长投票的角色出局 — the sheriff voted for one of the tied: that one goes out', () => {
    const g = table('tieba');
    toDay2(g);
    g.votes({ 民A: '狼A', 民B: '狼A', 狼A: '民C', 狼B: '民C' });
    g.close();
    expect(voteResult(g, 2)).toContain('平票（狼A、民C），警长投票的 狼A 出局。');
    expect(g.outs()).toEqual(['狼A']);
  });

  it('…、无人出局 — the sheriff voted for none of the tied: nobody goes out', () => {
    const g = table('tieba', { autoCards: false });
    toDay2(g);
    g.votes({ 民B: '狼A', 狼A: '民C', 民A: '弃权' });
    g.close();
    expect(voteResult(g, 2)).toContain('平票（狼A、民C），无人出局，平安日。');
    expect(g.outs()).toEqual([]);
  });

  it('本场版杀共有五个遗言', () => {
    const g = table('tieba');
    expect(g.state.lastWordsQuota).toBe(5);
  });

  it('白天红牌罚下在被投票出局之前: the most-voted was sent off by a red card first — out without last words, nobody else', () => {
    const g = table('tieba');
    toDay2(g);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '民C', color: 'red', reason: '辱骂' } });
    g.votes({ 民A: '民C', 狼A: '民C', 狼B: '民C' });
    g.close();
    expect(g.outs()).toEqual(['民C']);
    expect(g.state.chars.find((c) => c.name === '民C')?.outCause).toBe('redcard');
    expect(g.notes('民C')).not.toContainEqual(expect.stringMatching(/^你可以留下遗言/));
  });

  it('没有投票的玩家将记作黄牌 — with option autoCards; tieba names no 加速 exemption', () => {
    const g = table('tieba', { autoCards: true });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'speed', request: '加速', reason: '人数' } });
    g.votes({ 民B: '民A', 民C: '民A', 狼A: '民A', 狼B: '民A', 民A: '民B', 民D: '民A' });
    g.close();
    expect(g.announcements()).toContain('民E 被判罚黄牌（理由：第1天讨论结束时未回复投票帖）。');
  });

  it('狼人: the wolves kill at night; the village wins when the wolves are out', () => {
    const g = table('tieba');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    g.closeTo('n90');
    g.act('狼A', '杀人', ['民E']);
    g.closeNight();
    expect(g.outs()).toEqual(['民E']);
    for (const w of ['狼A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    expect(g.state.winner?.faction).toBe('village');
  });
});

describe('classic', () => {
  it('警长的票视为1.5票', () => {
    const g = table('classic');
    toDay2(g);
    g.votes({ 民A: '狼A', 民B: '狼B' });
    g.close();
    expect(voteResult(g, 2)).toContain('狼A：1.5票（民A[警长]）');
    expect(g.outs()).toEqual(['狼A']);
  });

  it('(3) 当发生平票时，所有嫌疑人再进行一轮发言…（黑话称PK台）: a tie opens the PK, nobody is out yet', () => {
    const g = table('classic');
    toDay2(g);
    g.votes({ 民B: '狼A', 民C: '狼B' });
    g.close();
    expect(voteResult(g, 2)).toContain('平票：嫌疑人 狼A、狼B 上PK台');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'pk' });
    expect(g.outs()).toEqual([]);
  });
});

describe('classic 遗言规则', () => {
  /** 遗言's notice: 你可以留下遗言，须在第N天开门前提交。 (N: the day that follows the out) */
  const WORDS = expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/);
  it('(1) 第一天晚上的死者有遗言、所有白天死亡的死者有遗言。(2) 第二天及以后晚上的死者没有遗言。', () => {
    const g = table('classic');
    g.stand('民A');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    g.act('狼A', '杀人', ['民E']);
    g.closeNight();
    expect(g.notes('民E')).toContainEqual(WORDS); // the first night
    g.votes({ 民A: '民D', 民B: '民D' });
    g.close();
    expect(g.notes('民D')).toContainEqual(WORDS); // by day
    g.act('狼A', '杀人', ['民C']);
    g.closeNight();
    expect(g.outs()).toEqual(['民E', '民D', '民C']);
    expect(g.notes('民C')).not.toContainEqual(WORDS); // the second night
  });
});

describe('pku', () => {
  it('平票双死: every tied character goes out, in the tally’s order', () => {
    const g = table('pku');
    // 游戏的首夜为第零夜 (l.207): a quiet night 0, then day 1's vote puts out (no sheriff)
    g.closeNight();
    g.votes({ 民B: '狼A', 民C: '民D' });
    g.closePhase(); // the day's windows: 警情后 (file 004 l.19), then its own
    expect(voteResult(g, 1)).toContain('平票（狼A、民D），平票双死：狼A、民D 出局。');
    expect(g.outs()).toEqual(['狼A', '民D']);
  });
});
