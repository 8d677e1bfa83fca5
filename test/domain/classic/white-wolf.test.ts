import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 白眼狼 (l.8): 每2晚可以在狼人闭眼之后再杀一个人，白狼的胜利目标是独自存活到最后。
// 篇二 人类阵营：杀死所有狼人及坏身份 (l.104, l.128).

describe('白眼狼 (file 003 l.8)', () => {
  const TABLE = {
    狼A: '狼人',
    白: '白眼狼',
    预: '预言家',
    巫: '女巫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    民D: '村民',
  };

  it('l.8 每2晚可以在狼人闭眼之后再杀一个人 (nights 2, 4 …; the witch is told every victim, l.24)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => expect(g.actFails('白', '再杀', ['民B']).code).toBe('WRONG_PHASE') });
    g.close();
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('白', '再杀', ['民B']);
      },
      n90: () => expect(g.notes('巫')).toContain('女巫：今晚被狼人杀害的是 民A、民B。'),
    });
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民B')).toBe(false);
  });

  it('l.8 白狼的胜利目标是独自存活到最后; the good side wins only once he is out too (坏身份)', () => {
    const g = classic({ 狼A: '狼人', 白: '白眼狼', 预: '预言家', 民A: '村民' }, { win: '屠城' });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    g.votes({ 白: '狼A', 预: '狼A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    // every wolf of the pack's faction is out, yet he stands: nobody has won
    expect(g.state.winner).toBeNull();
    night(g, { n60: () => g.act('白', '杀人', ['预']) });
    expect(g.state.winner?.faction).toBe('white_wolf');
    expect(g.state.winner?.names).toEqual(['白']);
  });
});
