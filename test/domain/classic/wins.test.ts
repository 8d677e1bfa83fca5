import { describe, expect, it } from 'vitest';
import { classic, type Game, night, noElection, said } from './given';

// [classic] file 003 胜负判定:
//   篇三 (l.210–217): 胜利优先级为：第三方阵营＞狼人阵营＞好人阵营。（一）好人阵营胜利条件 场上不存在人狼恋，所有狼全部死亡，并保持场上既有
//     神阵营的玩家又有平民阵营的玩家存活。（二）狼人阵营胜利条件 场上不存在人狼恋，所有普通村民全部死亡或者所有除狼外身份身份全部死亡。
//     在天黑阶段，只要狼达到了上述胜利条件，不管天亮后狼是否还存活，判狼人获胜。
//   篇二 (l.103–105, l.118–119, l.127–129): 人类阵营 杀死所有狼人及坏身份; 狼人阵营 杀死除狼人以外的所有人（屠城, 第二季）or 杀死所有
//     神民或者杀死所有平民（屠边, 第三季）; 7(3) 当除了情侣狼以外的真狼全部死亡后，则狼人已被宣告失败.
//   篇二 四（一）(1) 白天胜负手：警长最大 — 若白天发言投票阶段最终剩余2位玩家，则拥有警长的玩家视为直接获胜 (l.153–154).
// The wolves' condition is the game option `win` (屠边 default, 屠城).

const winner = (g: Game) => g.state.winner?.faction ?? null;

describe('狼人阵营 屠边 (篇三 l.217, 篇二 l.119)', () => {
  it('所有普通村民全部死亡: the wolves win at the morning', () => {
    const g = classic({ 狼A: '狼人', 预: '预言家', 巫: '女巫', 民A: '村民' });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(winner(g)).toBe('wolves');
    expect(said(g)).toContain('游戏结束，狼人阵营胜利。');
  });

  it('所有除狼外身份全部死亡 (屠神): the wolves win', () => {
    const g = classic({ 狼A: '狼人', 狼B: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    expect(winner(g)).toBe('wolves');
  });

  it('屠城 (option win, 第二季 l.105): the last 神 out is not enough while a 平民 stands', () => {
    const g = classic({ 狼A: '狼人', 狼B: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' }, { win: '屠城' });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    expect(winner(g)).toBeNull();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
  });
});

describe('好人阵营 (篇三 l.215, 篇二 l.104)', () => {
  it('所有狼全部死亡: the last wolf voted out, the good side wins', () => {
    const g = classic({ 狼A: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    noElection(g);
    night(g, {});
    g.votes({ 预: '狼A', 民A: '狼A' });
    g.close();
    expect(winner(g)).toBe('village');
    expect(said(g)).toContain('游戏结束，好人阵营胜利。');
  });
});

describe('在天黑阶段 … 不管天亮后狼是否还存活 (篇三 l.217) and 篇二 7(3)', () => {
  /** the last wolf kills the only 神 (the witch) who poisons him the same night */
  function bothDie(convention: '篇二' | '篇三') {
    const g = classic({ 狼A: '狼人', 巫: '女巫', 民A: '村民', 民B: '村民' }, { convention });
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['巫']), n90: () => g.act('巫', '毒药', ['狼A']) });
    return g;
  }
  it('篇三: the wolves reached 屠边 at night: they win though none is left', () => {
    expect(winner(bothDie('篇三'))).toBe('wolves');
  });
  it('篇二: 真狼全部死亡 — the wolves have lost, the good side wins', () => {
    expect(winner(bothDie('篇二'))).toBe('village');
  });
});

describe('篇二 白天胜负手：警长最大 (l.153–154)', () => {
  /** 屠城; 民A elected; night 1 kills 民B; day 2 votes 狼B out; night 2 kills 民C: 狼A and the sheriff 民A are left */
  function twoLeft(convention: '篇二' | '篇三') {
    const g = classic(
      { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' },
      { convention, win: '屠城' },
    );
    g.stand('民A');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    expect(g.state.sheriff).toBe('民A');
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    g.votes({ 民A: '狼B', 民C: '狼B', 狼A: '民C', 狼B: '民C' });
    g.close();
    expect(g.alive('狼B')).toBe(false);
    expect(winner(g)).toBeNull();
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    return g;
  }
  it('若白天发言投票阶段最终剩余2位玩家，则拥有警长的玩家视为直接获胜', () => {
    const g = twoLeft('篇二');
    expect(winner(g)).toBe('village');
    expect(g.state.winner?.names).toContain('民A');
  });
  it('篇三 has no such rule: the day goes on', () => {
    const g = twoLeft('篇三');
    expect(winner(g)).toBeNull();
  });
});

describe('篇二 神民与平民 by table (第三季第一期 3(2), 第三季第三期 5(3))', () => {
  it('第三季第一期 平民为白痴、普通村民*3 (option idiotSide 平民): the last 村民 out with the 白痴 in is no 屠边', () => {
    // 屠边 by 平民: 民A out, 白 still in — not all 平民 are out while the 白痴 counts as one
    const table = { 狼A: '狼人', 狼B: '狼人', 白: '白痴', 预: '预言家', 民A: '村民' };
    const g = classic(table, { idiotSide: '平民' });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(winner(g)).toBeNull();
    const h = classic(table);
    h.close();
    night(h, { n60: () => h.act('狼A', '杀人', ['民A']) });
    expect(winner(h)).toBe('wolves');
  });
  it('第三季第三期 5(3) 丘比特既不算神民也不算平民 (篇二): the gods out with 丘比特 in is 屠边; 篇三 (五)2 丘比特是神身份: not', () => {
    const table = { 狼A: '狼人', 狼B: '狼人', 丘: '丘比特', 预: '预言家', 民A: '村民', 民B: '村民' };
    const g = classic(table);
    g.pass('丘', '连情侣');
    g.close();
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    expect(winner(g)).toBe('wolves');
    const h = classic(table, { convention: '篇三' });
    h.close();
    h.close();
    night(h, { n60: () => h.act('狼A', '杀人', ['预']) });
    expect(winner(h)).toBeNull();
  });
});

describe('篇三 2．警长 3）归票 (l.195)', () => {
  it('上帝会宣布警长的归票，但是归票不代表投票: announced at once, the count is the votes', () => {
    const g = classic(
      { 狼A: '狼人', 狼B: '狼人', 预: '预言家', 民A: '村民', 民B: '村民', 民C: '村民' },
      { convention: '篇三' },
    );
    g.stand('民A');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.close();
    expect(g.state.sheriff).toBe('民A');
    night(g, {});
    g.act('民A', '归票', ['狼A']);
    expect(said(g)).toContain('警长 民A 归票：狼A（归票不代表投票）。');
    expect(g.actFails('民A', '归票', ['狼B']).code).toBe('NOT_YOUR_SKILL'); // one a day: the right is used
    // 最终票人结果以自己的投票为准
    g.votes({ 民A: '狼B', 民B: '狼B', 预: '狼B' });
    g.close();
    expect(g.alive('狼B')).toBe(false);
    expect(g.alive('狼A')).toBe(true);
  });
});
