import { describe, expect, it } from 'vitest';
import { classic, morningOf, night, noElection, said } from './given';

// [classic] file 003 白狼王 (l.19): …当白狼王自爆的时候，若他不为最后一狼，他可以选择并立刻杀死一名玩家，之后双方均无遗言，直接进入黑夜。
// [classic] file 003 狼美人 (l.20): 狼美人每晚可以魅惑一名玩家，当狼美人出局时，被狼美人魅惑的玩家将一同殉情，狼美人晚上不可以自刀，白天也不可以
//   自爆，也就是说狼美人只会因为好人而死亡，狼人无法主动使狼美人死亡。

const words = (g: ReturnType<typeof classic>, name: string) =>
  g.state.rights.some((r) => r.holder === name && r.kind === 'last_words');

describe('白狼王 (file 003 l.19)', () => {
  const TABLE = {
    王: '白狼王',
    狼A: '狼人',
    预: '预言家',
    巫: '女巫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };
  it('l.19 自爆…若他不为最后一狼，他可以选择并立刻杀死一名玩家，之后双方均无遗言，直接进入黑夜', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.act('王', '自爆', ['预']);
    expect(g.alive('王')).toBe(false);
    expect(g.alive('预')).toBe(false);
    expect(words(g, '王')).toBe(false);
    expect(words(g, '预')).toBe(false);
    expect(said(g)).toContain('王 自爆时带走了 预。');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
  });

  it('l.19 若他不为最后一狼: the last wolf takes nobody (ILLEGAL_TARGET)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.actFails('王', '自爆', ['预']).code).toBe('ILLEGAL_TARGET');
  });

  it('he kills with the pack', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('王', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });
});

describe('狼美人 (file 003 l.20)', () => {
  const TABLE = {
    美: '狼美人',
    狼A: '狼人',
    预: '预言家',
    巫: '女巫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };
  it('l.20 当狼美人出局时，被狼美人魅惑的玩家将一同殉情 (voted out the next day)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('美', '魅惑', ['预']) });
    g.votes({ 民A: '美', 民B: '美' });
    g.close();
    expect(g.alive('美')).toBe(false);
    expect(g.alive('预')).toBe(false);
  });

  it('l.20 狼人无法主动使狼美人死亡: the pack\u2019s kill on her is void', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['美']) });
    expect(g.alive('美')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('l.20 白天也不可以自爆', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    expect(g.actFails('美', '自爆').code).toBe('NOT_YOUR_SKILL');
  });
});
