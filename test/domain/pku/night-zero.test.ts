import { describe, expect, it } from 'vitest';
import { rulesetOf } from '../../../src/domain/rulesets';
import { publicView } from '../../../src/projections';
import { previewDeadlines } from '../../../src/projections/rulesets';
import { Game } from '../harness';

// [pku] file 004 群狼: 游戏的首夜为第零夜 (l.207). 狼禁【卧龙凤雏】: 每一组序号相同日和夜算作一个结算周期。例如，两狼分别在
//   第一日投票和第一夜夜间中毒出局… (l.231): night 0, then day 1 (its vote puts out: the FAQ has no 警长), night 1, day 2 …

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const SEATS = Object.keys(TABLE);
const pku = (): Game => {
  const g = Game.create(TABLE, { ruleset: 'pku' });
  g.start(SEATS);
  return g;
};

describe('pku 游戏的首夜为第零夜', () => {
  it('the game opens with night 0: the wolves kill, the start says so', () => {
    const g = pku();
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 0 });
    expect(publicView(g.state).phase).toMatchObject({ kind: 'night', day: 0 });
    expect(g.announcements()[0]).toContain('游戏的首夜为第零夜：第0夜开始。');
    expect(g.announcements()[0]).not.toContain('竞选');
    g.act('狼A', 'kill', ['民A']);
    g.closeNight();
    expect(g.outs()).toEqual(['民A']);
  });

  it('night 0 is followed by day 1: its 警情 is 第1天’s, its vote puts a character out (no 警长)', () => {
    const g = pku();
    g.closeNight();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
    expect(g.lastAnnouncement()).toBe(
      '第1天 警情\n昨夜是平安夜。\n工程进度：【无法诅咒的恒星】0点，【不能飞天的引擎】0点。\n好人白给池：0点。',
    );
    // 警情发布后30分钟以内 (l.19): the day opens with its window 警情后 (fixed schedule: the night seconds), then its own
    expect(g.state.phase.window).toBe('警情后');
    expect(g.state.phase.closesAt).toBe((g.state.phase.openedAt ?? 0) + 600_000);
    // 加速则另行通知 (l.19): 加速/延时 wait for the day's own window — the refusal says so (not the PK/竞选 wording)
    const speed = g.run({ type: 'RequestSpeed', actor: '民B', request: '加速' }, 'player:民B');
    expect(speed).toMatchObject({
      ok: false,
      error: { code: 'WRONG_PHASE', message: '加速、延时须在警情后时段结束、讨论日正式开始后提出' },
    });
    g.votes({ 民B: '狼A', 民C: '狼A', 狼A: '民B' });
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1, window: 'day' });
    g.close();
    expect(g.outs()).toEqual(['狼A']);
    expect(g.state.sheriff).toBeNull();
    expect(g.announcements().find((a) => a.startsWith('第1天 投票结果'))).toContain('狼A 被投票出局。');
    // day 1 is followed by night 1, then day 2
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1 });
    g.closeNight();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
    expect(g.lastAnnouncement()).toMatch(/^第2天 警情/);
  });

  it('no 上警 in pku: CANDIDACY_NOT_OFFERED on day 1', () => {
    const g = pku();
    g.closeNight();
    expect(g.fails({ type: 'Candidacy', actor: '民A', action: 'stand' }, 'player:民A').code).toBe(
      'CANDIDACY_NOT_OFFERED',
    );
  });

  it('the phase names: 第0夜, 第1天, 第1夜 — the schedule preview lists night 0’s windows first', () => {
    const rs = rulesetOf('pku');
    if (!rs) throw new Error('pku');
    expect([rs.phaseName('night', 0), rs.phaseName('day', 1), rs.phaseName('night', 1)]).toEqual([
      '第0夜',
      '第1天',
      '第1夜',
    ]);
    const g = Game.create(TABLE, { ruleset: 'pku', fixed: false });
    const phases = previewDeadlines(g.state, rs, g.now).map((d) => d.phase);
    expect(phases[0]).toBe('第0夜');
    expect(phases).toContain('第1天');
    expect(phases.at(-1)).toBe('第1夜');
  });

  it('other rulesets still open with day 1 (121: 竞选日)', () => {
    const g = Game.create(TABLE, { ruleset: 'tieba' });
    g.start(SEATS);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
  });
});
