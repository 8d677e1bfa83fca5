import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 狼犬 (l.9): 必须在游戏开始时选择自己成为平民还是成为狼人，但无论成为什么，狼人杀人时他可以醒过来陪同狼人一起杀人，也就是说即使他是
//   好人他也可以知道谁是狼人。
// [classic] file 003 大野狼 (l.10): 每天晚上醒来与其他狼人一起杀人后，大野狼每晚可以单独醒来再杀一人，当第一个狼人阵营的角色死亡时，大野狼失去能力。

describe('狼犬 (file 003 l.9)', () => {
  const TABLE = { 狼A: '狼人', 犬: '狼犬', 预: '预言家', 巫: '女巫', 民A: '村民', 民B: '村民', 民C: '村民' };
  function chose(side: string) {
    const g = classic(TABLE);
    g.act('犬', '选择阵营', [], side);
    g.close();
    return g;
  }
  it('l.9 选择自己成为平民还是成为狼人: his faction', () => {
    expect(chose('狼人').state.chars.find((c) => c.name === '犬')?.faction).toBe('wolves');
    expect(chose('平民').state.chars.find((c) => c.name === '犬')?.faction).toBe('village');
  });
  it('l.9 无论成为什么，…陪同狼人一起杀人…即使他是好人他也可以知道谁是狼人', () => {
    const g = chose('平民');
    expect(g.notes('犬').join()).toContain('狼A');
    noElection(g);
    // he names the pack's target with them: a differing choice is no agreement
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('犬', '杀人', ['民B']);
      },
    });
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('民B')).toBe(true);
  });
});

describe('大野狼 (file 003 l.10)', () => {
  const TABLE = {
    狼A: '狼人',
    大: '大野狼',
    预: '预言家',
    巫: '女巫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    民D: '村民',
  };
  it('l.10 与其他狼人一起杀人后，大野狼每晚可以单独醒来再杀一人 (the witch is told both, l.24)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('大', '再杀', ['民B']);
      },
    });
    expect(g.notes('巫')).toContain('女巫：今晚被狼人杀害的是 民A、民B。');
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民B')).toBe(false);
  });
  it('l.10 当第一个狼人阵营的角色死亡时，大野狼失去能力', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼A']) });
    g.close();
    night(g, { n60: () => expect(g.actFails('大', '再杀', ['民B']).code).toBe('SKILL_USED_UP') });
  });
});

// [classic] file 003 火狼 (l.13): 技能只能发动一次。当有狼人死亡时，当晚火狼可以选择一个玩家永久失去能力。
describe('火狼 (file 003 l.13)', () => {
  const TABLE = {
    狼A: '狼人',
    火: '火狼',
    预: '预言家',
    巫: '女巫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    民D: '村民',
  };
  it('l.13 当有狼人死亡时，当晚火狼可以选择一个玩家永久失去能力; only that night, once', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => expect(g.actFails('火', '焚烧', ['预']).code).toBe('SKILL_NOT_USABLE') });
    g.votes({ 民A: '狼A', 民B: '狼A', 预: '狼A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    night(g, { n60: () => g.act('火', '焚烧', ['巫']) });
    g.close();
    night(g, {
      n60: () => expect(g.actFails('火', '焚烧', ['预']).code).toBe('SKILL_USED_UP'),
      n90: () => expect(g.actFails('巫', '毒药', ['火']).code).toBe('SKILL_USED_UP'),
    });
  });
});
