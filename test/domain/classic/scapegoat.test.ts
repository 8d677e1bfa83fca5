import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 替罪羊 (l.36): 当投票表决出现平票时，替罪羊会直接死亡并中止本轮投票。而若替罪羊因此死亡，他可以指定下一天哪些玩家可以参与投票，
//   哪些玩家不可以。

const TABLE = { 狼A: '狼人', 狼B: '狼人', 羊: '替罪羊', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' };

describe('替罪羊 (file 003 l.36)', () => {
  it('l.36 当投票表决出现平票时，替罪羊会直接死亡并中止本轮投票: no PK, nobody else out', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 民A: '狼A', 狼A: '民A' });
    g.close();
    expect(g.alive('羊')).toBe(false);
    expect(g.alive('狼A')).toBe(true);
    expect(g.alive('民A')).toBe(true);
    expect(said(g)).toContain('平票（狼A、民A），替罪羊 羊 直接死亡，本轮投票中止。');
    expect(g.state.phase.kind).toBe('night');
  });

  it('l.36 他可以指定下一天哪些玩家可以参与投票，哪些玩家不可以', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 民A: '狼A', 狼A: '民A' });
    g.close();
    g.act('羊', '指定投票', ['狼A', '狼B']);
    night(g, {});
    expect(said(g)).toContain('替罪羊 羊 指定：狼A、狼B 在第3天不可以参与投票。');
    expect(g.fails({ type: 'CastVote', voter: '狼A', target: '民A', proxy: false }, 'player:狼A').code).toBe(
      'CANNOT_VOTE',
    );
    g.vote('民A', '狼B');
    g.close();
    night(g, {});
    // the day after, 狼A votes again
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 4 });
    g.vote('狼A', '民B');
    expect(g.state.votes.狼A?.target).toBe('民B');
  });
});
