import { describe, expect, it } from 'vitest';
import { classic, type Game, morningOf, night, noElection, skipElection } from './given';

// [classic] file 003 丘比特:
//   篇一 (l.26–27): 丘比特在第一天晚上可以把两个人设为情侣（可以将自己设为情侣之一），这两人若是其中一人死去，另一个也要跟着殉情。第一天
//     晚上情侣睁眼互相确认，而丘比特无法得知情侣的身份。当情侣均为好人时丘比特为好人阵营，当情侣均为狼人时丘比特为狼人阵营，当情侣为1好人
//     1狼人时，丘比特与情侣形成第三方阵营，需除掉其余所有玩家方可胜利。
//   篇三(五) (l.180–183): 1．…丘比特可以选择连两个人成为情侣，也可以放弃连人的功能，也可以将自己和场上其他一个玩家连在一起。2．丘比特是神
//     身份，若丘比特没有自连，无论连出的是什么结果，丘比特只属于神阵营，并不因为情侣出现人狼而归属到第三方阵营
//   篇三 3．情侣 (l.197–198) 当情侣中任意一方因任何理由死亡时，另一人将被判死亡; 胜负判定 (三) 人狼恋 (l.218–220).
//   篇二 第三季第三期 6(3) 本规则中双狼情侣丘比特帮助狼人获胜; 7(1) 人狼恋…必须杀死除了丘比特以外的所有玩家.
// Readings: the first night's link is the engine's opening (before the first day's election); 篇二 follows 篇一 and 第三季第三期
// (丘比特 takes the lovers' side: 双人 好人, 双狼 狼人, 人狼恋 the third party with the lovers); 篇三 keeps him a 神 unless he
// linked himself.

const faction = (g: Game, name: string) => g.state.chars.find((c) => c.name === name)?.faction;
const TABLE: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  丘: '丘比特',
  预: '预言家',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

function linked(
  pair: [string, string],
  options: Record<string, unknown> = {},
  table: Record<string, string> = TABLE,
): Game {
  const g = classic(table, options);
  expect(g.state.phase).toMatchObject({ day: 0, window: 'opening' });
  g.act('丘', '连情侣', pair);
  g.close();
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 1 });
  return g;
}

describe('丘比特 连情侣 (file 003 l.26, l.181)', () => {
  it('l.26 第一天晚上情侣睁眼互相确认: each lover is told the other', () => {
    const g = linked(['民A', '民B']);
    expect(g.notes('民A')).toContain('情侣：你与 民B 成为情侣，一人死去，另一人殉情。');
    expect(g.notes('民B')).toContain('情侣：你与 民A 成为情侣，一人死去，另一人殉情。');
  });

  it('l.26 / l.198 其中一人死去，另一个也要跟着殉情 (篇二 3(3) 视为同时死亡)', () => {
    const g = linked(['民A', '民B']);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民B')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A、民B。');
  });

  it('l.181 也可以放弃连人的功能: no lovers', () => {
    const g = classic(TABLE);
    g.pass('丘', '连情侣');
    g.close();
    expect(g.state.chars.some((c) => c.statuses.some((st) => st.id === 'lover'))).toBe(false);
  });

  it('l.26 当情侣均为好人时丘比特为好人阵营', () => {
    const g = linked(['民A', '预']);
    expect([faction(g, '民A'), faction(g, '预'), faction(g, '丘')]).toEqual([
      'village',
      'village',
      'village',
    ]);
  });

  it('篇二 (l.27, 第三季 6(3)): 1好人1狼人 → 丘比特与情侣形成第三方阵营; 双狼 → 丘比特 for the wolves', () => {
    const g = linked(['民A', '狼A']);
    expect([faction(g, '民A'), faction(g, '狼A'), faction(g, '丘')]).toEqual(['lovers', 'lovers', 'lovers']);
    const w = linked(['狼A', '狼B']);
    expect([faction(w, '狼A'), faction(w, '丘')]).toEqual(['wolves', 'wolves']);
  });

  it('篇三 l.182 若丘比特没有自连，无论连出的是什么结果，丘比特只属于神阵营', () => {
    const g = linked(['民A', '狼A'], { convention: '篇三' });
    expect([faction(g, '民A'), faction(g, '狼A'), faction(g, '丘')]).toEqual(['lovers', 'lovers', 'village']);
    const w = linked(['狼A', '狼B'], { convention: '篇三' });
    expect(faction(w, '丘')).toBe('village');
  });

  it('篇三 l.181 也可以将自己和场上其他一个玩家连在一起: self-linked with a wolf, he is of the 人狼恋', () => {
    const g = linked(['丘', '狼A'], { convention: '篇三' });
    expect([faction(g, '丘'), faction(g, '狼A')]).toEqual(['lovers', 'lovers']);
  });
});

describe('人狼恋 (篇三 胜负判定 (三) l.218–220; 篇二 l.105, 7(1)–(3))', () => {
  it('篇三 白天阶段场上除了人狼恋外只剩下了一张任意牌: the lovers win', () => {
    const table = { 狼A: '狼人', 丘: '丘比特', 预: '预言家', 民A: '村民', 民B: '村民' };
    const g = linked(['民A', '狼A'], { convention: '篇三' }, table);
    noElection(g);
    // the pack (狼A, a lover) kills 预; 民B and 丘 are left beside the lovers
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    expect(g.state.winner).toBeNull();
    skipElection(g);
    g.votes({ 狼A: '民B', 民A: '民B' });
    g.close();
    expect(g.state.winner?.faction).toBe('lovers');
    expect(g.lastAnnouncement()).toContain('演员表');
  });

  it('篇二 7(2) the wolves must remove the 人狼恋 too: with a lover standing, 屠边 is not yet a win', () => {
    const table = { 狼A: '狼人', 狼B: '狼人', 丘: '丘比特', 预: '预言家', 民A: '村民', 民B: '村民' };
    const g = linked(['民A', '狼B'], {}, table);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    // 民A (a 平民) stands as a lover: no 屠民 yet
    expect(g.state.winner).toBeNull();
  });
});
