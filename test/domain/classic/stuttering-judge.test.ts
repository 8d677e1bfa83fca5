import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 口吃法官 (l.51): 技能只能发动一次。第一个夜晚上帝唤醒口吃法官，口吃法官将给上帝一个暗号，当白天投票结束处决完玩家后，口吃法官可以做出这个
//   暗号，若如此做，上帝将立刻发起一轮新的投票。

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  法: '口吃法官',
  预: '预言家',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
};

describe('口吃法官 (file 003 l.51)', () => {
  it('l.51 当白天投票结束处决完玩家后…上帝将立刻发起一轮新的投票', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.act('法', '暗号');
    g.votes({ 法: '狼A', 预: '狼A', 民A: '狼A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    expect(said(g)).toContain('有人做出了暗号：立刻发起一轮新的投票。');
    // the same day, a fresh vote
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
    g.votes({ 法: '狼B', 预: '狼B', 民A: '狼B' });
    g.close();
    expect(g.alive('狼B')).toBe(false);
  });

  it('l.51 技能只能发动一次', () => {
    const g = classic({ ...TABLE, 狼C: '狼人' });
    noElection(g);
    night(g, {});
    g.act('法', '暗号');
    g.votes({ 法: '狼A', 预: '狼A', 民A: '狼A' });
    g.close();
    g.votes({ 法: '狼B', 预: '狼B', 民A: '狼B' });
    g.close();
    expect(g.state.phase.kind).toBe('night');
    night(g, {});
    expect(g.actFails('法', '暗号').code).toBe('SKILL_USED_UP');
  });

  it('l.51 处决完玩家后 only: a day that executes nobody keeps it for later', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.act('法', '暗号');
    g.close(); // nobody voted
    expect(g.state.phase.kind).toBe('night');
    night(g, {});
    g.act('法', '暗号');
    g.votes({ 法: '狼A', 预: '狼A', 民A: '狼A' });
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3 });
  });
});
