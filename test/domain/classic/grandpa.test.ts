import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 邪恶的宗族老爷爷 (l.63–65): 老爷爷不属于任何阵营。上帝将玩家分为两组，分组方式随意，老爷爷会在其中一组。当对面那组的人全死光时，老爷爷独自胜利。
//   老爷爷的胜利判定优先于除天使外所有角色，即若是对面那组最后一人被狼人杀死后狼人达到胜利条件，但此时老爷爷也达成了胜利条件，那么算作老爷爷胜利。若影子获得了老爷爷
//   的身份牌，无论影子和老爷爷是否在同一组，老爷爷已经失败，而影子需要以自己所在的那一组重新判断胜利条件。

// seats 1–3 one group (老, 狼A, 民B), 4–6 the other (预, 巫, 民A)
const TABLE = { 老: '邪恶的宗族老爷爷', 狼A: '狼人', 民B: '村民', 预: '预言家', 巫: '女巫', 民A: '村民' };

describe('老爷爷 (file 003 l.63–65)', () => {
  it('l.63 上帝将玩家分为两组…老爷爷会在其中一组 (the seating cut in two; he is told both)', () => {
    const g = classic(TABLE);
    expect(g.notes('老')).toContain(
      '老爷爷：你所在的一组为 老、狼A、民B；对面一组为 预、巫、民A。对面那组的人全死光时你独自胜利。',
    );
  });

  it('l.64 对面那组最后一人被狼人杀死后狼人达到胜利条件…算作老爷爷胜利', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    g.votes({ 老: '预', 狼A: '预', 民B: '预' });
    g.close();
    expect(g.state.winner).toBeNull();
    // the last 神 of the table and the last of his other group: the wolves' 屠边 and his win at once
    night(g, { n60: () => g.act('狼A', '杀人', ['巫']) });
    expect(g.state.winner?.faction).toBe('grandpa');
    expect(g.state.winner?.names).toEqual(['老']);
  });

  it('l.63 老爷爷不属于任何阵营: the good side wins with him in', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 老: '狼A', 民B: '狼A', 预: '狼A' });
    g.close();
    expect(g.state.winner?.faction).toBe('village');
  });

  it('l.65 若影子获得了老爷爷的身份牌…老爷爷已经失败，而影子需要以自己所在的那一组重新判断胜利条件', () => {
    // seats 1–3 (老, 影, 狼A), 4–6 (预, 民A, 民B); 屠城 so that the wolves do not win first
    const g = classic(
      { 老: '邪恶的宗族老爷爷', 影: '影子', 狼A: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' },
      { win: '屠城' },
    );
    g.act('影', '认主', ['老']);
    g.close();
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['老']) });
    expect(g.state.chars.find((c) => c.name === '影')?.role).toBe('grandpa');
    g.votes({ 影: '预', 狼A: '预', 民A: '预' });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    g.votes({ 影: '民B', 狼A: '民B' });
    g.close();
    expect(g.state.winner?.faction).toBe('grandpa');
    expect(g.state.winner?.names).toEqual(['影']);
  });
});
