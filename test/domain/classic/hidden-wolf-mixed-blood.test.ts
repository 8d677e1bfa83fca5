import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 隐狼 (l.6–7): 隐狼夜晚不和狼队一起睁眼，且隐狼不可杀人，但是隐狼的胜利条件依然与狼队相同。隐狼和狼人互不认识，隐狼无法被任何手段
//   验出狼人身份。由于隐狼无法杀人，因此当所有狼人出局时，除非隐狼拥有警徽，否则隐狼将因为不可能获胜而强制失败。
// [classic] file 003 混血儿 (l.57–59): …指定一名玩家成为他的主人。混血儿的阵营取决于主人的身份而非主人的阵营，并且仅取决于认主人时主人的身份。
//   若主人是好人身份则混血儿为好人，若主人是狼人身份则混血儿为狼人阵营…混血儿无法得知主人的身份，必须在发言中自行判断。

describe('隐狼 (file 003 l.6–7)', () => {
  const TABLE = { 狼A: '狼人', 隐: '隐狼', 预: '预言家', 巫: '女巫', 民A: '村民', 民B: '村民', 民C: '村民' };
  it('l.7 不和狼队一起睁眼，不可杀人，和狼人互不认识', () => {
    const g = classic(TABLE);
    expect(g.notes('狼A').join()).not.toContain('隐');
    expect(g.notes('隐').join()).not.toContain('狼A');
    noElection(g);
    expect(g.actFails('隐', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('l.7 隐狼无法被任何手段验出狼人身份', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('预', '查验', ['隐']) });
    expect(g.notes('预')).toContain('查验：隐 是好人。');
  });

  it('l.7 当所有狼人出局时，除非隐狼拥有警徽，否则隐狼将因为不可能获胜而强制失败', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.alive('隐')).toBe(true);
    expect(g.state.winner?.faction).toBe('village');
  });

  it('l.7 …除非隐狼拥有警徽: with the badge the game goes on', () => {
    const g = classic(TABLE);
    g.stand('隐');
    g.votes({ 民A: '隐', 民B: '隐' });
    g.close();
    expect(g.state.sheriff).toBe('隐');
    night(g, { n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.state.winner).toBeNull();
  });
});

describe('混血儿 (file 003 l.57–59)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    混: '混血儿',
    预: '预言家',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };
  function mastered(master: string) {
    const g = classic(TABLE);
    expect(g.state.phase).toMatchObject({ day: 0, window: 'opening' });
    g.act('混', '认主', [master]);
    g.close();
    return g;
  }
  it('l.58 若主人是狼人身份则混血儿为狼人阵营 — silently (混血儿无法得知主人的身份)', () => {
    const g = mastered('狼A');
    expect(g.state.chars.find((c) => c.name === '混')?.faction).toBe('wolves');
    expect(g.notes('混').join()).not.toContain('阵营转变');
  });
  it('l.58 若主人是好人身份则混血儿为好人', () => {
    const g = mastered('民A');
    expect(g.state.chars.find((c) => c.name === '混')?.faction).toBe('village');
  });
});
