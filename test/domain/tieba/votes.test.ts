import { describe, expect, it } from 'vitest';
import { Game } from '../harness';

// [tieba] file 002 投票规则 (l.162–167): 明确说明投票对象和投票理由…每人一票，允许弃权，弃权也需要发投票贴，并计为一次投票
// （或一次改票）…投票格式有误，并且没有联系法官更改的投票将算作废票。…修改投票格式或投票对象错误不算改票，且此类修改的投票
// 时间算作修改前的发贴时间。

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);
const MIN = 60_000;

/** A tieba table whose days last two hours with the text's lock (白天结束前一个小时不得改票), on day 2's vote. */
function day2(): Game {
  const g = Game.create(TABLE, {
    ruleset: 'tieba',
    schedule: { fixed: { daySeconds: 7200, nightSeconds: 600 }, changeLockMinutes: 60 },
  });
  g.start(SEATS);
  for (const v of SEATS) g.vote(v, '民A');
  g.close();
  g.pass('狼A', 'kill');
  g.closeNight();
  return g;
}
const post = (g: Game, voter: string, text: string) =>
  g.run({ type: 'CastVote', voter, post: text, proxy: false }, `player:${voter}`);

describe('tieba 投票格式 (l.164)', () => {
  it('明确说明投票对象和投票理由: a post without 投票理由 is void, the player told; a corrected post counts', () => {
    const g = day2();
    const r = post(g, '民B', '投票对象：狼A');
    expect(r.ok && r.events[0]).toMatchObject({
      type: 'VotePostInvalid',
      data: { code: 'INVALID_VOTE_POST' },
    });
    expect(g.notes('民B').at(-1)).toBe(
      '你的投票无效（投票格式有误：缺少“投票理由：”）。无效票须通过重新发帖来更正。',
    );
    expect(g.state.votes.民B).toBeUndefined();
    expect(post(g, '民B', '投票对象：狼A\n投票理由：发言像狼').ok).toBe(true);
    expect(g.state.votes.民B?.target).toBe('狼A');
  });

  it('弃权也需要发投票贴，并计为一次投票: 投票对象：弃权 with a reason is a vote; without a reason it is void', () => {
    const g = day2();
    expect(post(g, '民C', '投票对象：弃权').ok).toBe(true);
    expect(g.state.votes.民C).toBeUndefined();
    expect(post(g, '民C', '投票对象：弃权\n投票理由：信息不足').ok).toBe(true);
    expect(g.state.votes.民C).toMatchObject({ target: null, change: false });
    // …（或一次改票）: the one change is then spent on the next post
    expect(post(g, '民C', '改票对象：狼A\n改票理由：想通了').ok).toBe(true);
    expect(g.state.votes.民C).toMatchObject({ target: '狼A', change: true });
    const again = g.run(
      { type: 'CastVote', voter: '民C', post: '改票对象：狼B\n改票理由：再改', proxy: false },
      'player:民C',
    );
    expect(!again.ok && again.error.code).toBe('NO_CHANGES_LEFT');
  });

  it('修改投票格式不算改票，且此类修改的投票时间算作修改前的发贴时间: a change post with a wrong format before the last hour may be corrected inside it', () => {
    const g = day2();
    expect(post(g, '民D', '投票对象：狼A\n投票理由：划水').ok).toBe(true);
    g.now += 30 * MIN;
    // a change without its reason: void
    expect(post(g, '民D', '改票对象：狼B').ok).toBe(true);
    expect(g.state.votes.民D?.target).toBe('狼A');
    // 白天结束前一个小时不得改票: a fresh change now is refused …
    g.now += 40 * MIN;
    const fresh = g.run(
      { type: 'CastVote', voter: '民E', post: '投票对象：狼A\n投票理由：一', proxy: false },
      'player:民E',
    );
    expect(fresh.ok).toBe(true);
    const late = g.run(
      { type: 'CastVote', voter: '民E', post: '改票对象：狼B\n改票理由：二', proxy: false },
      'player:民E',
    );
    expect(!late.ok && late.error.code).toBe('CHANGE_CLOSED');
    // … but 民D's correction counts at the void post's time, before the lock
    expect(post(g, '民D', '改票对象：狼B\n改票理由：更正格式').ok).toBe(true);
    expect(g.state.votes.民D).toMatchObject({ target: '狼B', change: true });
  });
});
