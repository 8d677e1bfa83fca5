import { describe, expect, it } from 'vitest';
import { classic, morningOf, night, noElection } from './given';

// [classic] file 003 驯熊师 (l.38): 每天天亮时，若驯熊师左右两名存活的玩家中存在狼人，则上帝宣布“熊咆哮了”，若没有狼人，则上帝宣布“熊没有咆哮”。…
// [classic] file 003 天使 (l.52): 若天使第一天白天天使被投票放逐，则天使独自获得胜利，这种情况下死亡的天使胜利条件判定优于一切角色。若没有，则天使
//   只是一个普通的平民。
// [classic] file 003 炸弹人 (l.53): 白天炸弹人被投票放逐后，会立刻炸死所有给他投票的玩家，如果炸弹人炸死了场上剩余的其他所有人，炸弹人单独获胜，
//   如果不是，则炸弹人视为好人阵营。

describe('驯熊师 (file 003 l.38)', () => {
  // seats in this order, circular: 民A 熊 民B 狼A 预 民C 狼B 巫
  const TABLE = {
    民A: '村民',
    熊: '驯熊师',
    民B: '村民',
    狼A: '狼人',
    预: '预言家',
    民C: '村民',
    狼B: '狼人',
    巫: '女巫',
  };
  it('l.38 左右两名存活的玩家中没有狼人: 熊没有咆哮; once a neighbour is out, the next living one counts: 熊咆哮了', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    expect(morningOf(g, 2)).toContain('熊没有咆哮。');
    g.votes({ 狼A: '民B', 狼B: '民B' });
    g.close();
    night(g, {});
    expect(morningOf(g, 3)).toContain('熊咆哮了。');
  });
});

describe('天使 (file 003 l.52)', () => {
  const TABLE = { 狼A: '狼人', 狼B: '狼人', 天: '天使', 预: '预言家', 民A: '村民', 民B: '村民' };
  it('l.52 第一天白天被投票放逐，则天使独自获得胜利', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 狼A: '天', 狼B: '天' });
    g.close();
    expect(g.state.winner).toMatchObject({ faction: 'angel', names: ['天'] });
  });

  it('l.52 若没有，则天使只是一个普通的平民: voted out on a later day, the game goes on', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.close();
    night(g, {});
    g.votes({ 狼A: '天', 狼B: '天' });
    g.close();
    expect(g.alive('天')).toBe(false);
    expect(g.state.winner).toBeNull();
  });
});

describe('炸弹人 (file 003 l.53)', () => {
  const TABLE = { 狼A: '狼人', 狼B: '狼人', 炸: '炸弹人', 预: '预言家', 民A: '村民', 民B: '村民' };
  it('l.53 被投票放逐后，会立刻炸死所有给他投票的玩家; not everyone: he counts as good', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 狼A: '炸', 民A: '炸', 狼B: '预' });
    g.close();
    expect(g.alive('炸')).toBe(false);
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('狼B')).toBe(true);
    expect(g.state.winner?.faction ?? null).not.toBe('bomber');
  });

  it('l.53 如果炸弹人炸死了场上剩余的其他所有人，炸弹人单独获胜', () => {
    const g = classic({ 狼A: '狼人', 炸: '炸弹人', 民A: '村民', 预: '预言家' }, { win: '屠城' });
    noElection(g);
    night(g, {});
    g.votes({ 狼A: '炸', 民A: '炸', 预: '炸' });
    g.close();
    expect(g.state.winner).toMatchObject({ faction: 'bomber', names: ['炸'] });
  });
});
