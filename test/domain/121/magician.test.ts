import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 村民阵营 8 魔术师:
//   交换 —— 游戏日夜晚，魔术师可交换两名玩家马甲仅自身知晓，其余玩家不可知晓，当夜别的玩家对此二人的操作都将被替换，
//   天亮前将两名玩家马甲换回，每局每名玩家仅可被交换一次。
// 总体流程 3 (5) 魔术师<交换>; 行动时限: 关门四十分钟内.

const table = () => tableWith({ 民C: '魔术师' });

describe('魔术师 交换', () => {
  it('当夜别的玩家对此二人的操作都将被替换: the wolves kill 民A, swapped with 民B — 民B goes out', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '交换', ['民A', '民B']),
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民B']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民B。');
  });

  it('替换 holds for every operation: 守护 and 杀人 on 民A both land on 民B, a 平安夜', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '交换', ['民A', '民B']);
        g.act('守', '守护', ['民A']);
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual([]);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('马甲仅自身知晓，其余玩家不可知晓: a check on 民A answers for 狼A under 民A’s name; nobody is told of the swap', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '交换', ['民A', '狼A']),
      n60: () => g.act('预', '预言', ['民A']),
    });
    expect(g.notes('预')).toContain('预言：民A 的查验结果为<狼人阵营>。');
    for (const who of ['民A', '狼A']) expect(g.notes(who).join('\n')).not.toMatch(/交换/);
  });

  it('the swap is the magician’s to make: his own operation is not swapped', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '交换', ['民C', '民A']), n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('天亮前将两名玩家马甲换回: the next night an operation on 民A lands on 民A', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '交换', ['民A', '民B']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('每局每名玩家仅可被交换一次: 民A swapped once cannot be chosen again (ILLEGAL_TARGET)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '交换', ['民A', '民B']) });
    nextNight(g);
    g.closeTo('n40');
    expect(g.actFails('民C', '交换', ['民A', '狼A']).code).toBe('ILLEGAL_TARGET');
    g.act('民C', '交换', ['狼A', '预']);
  });

  it('交换 takes two players (TARGET_COUNT otherwise)', () => {
    const g = table();
    g.closeTo('n40');
    expect(g.actFails('民C', '交换', ['民A']).code).toBe('TARGET_COUNT');
  });

  it('（5）魔术师<交换> before （6）…（17）: the seer, the guard and the wolves acting after it are all swapped', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '交换', ['民A', '狼C']);
        g.act('守', '守护', ['狼C']);
      },
      n60: () => {
        g.act('狼B', '杀人', ['狼C']);
        g.act('预', '预言', ['狼C']);
      },
    });
    // 守护 and 杀人 on 狼C both went to 民A; 预言 on 狼C read 民A
    expect(g.outs()).toEqual([]);
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<非狼人阵营>。');
  });

  it('关门四十分钟内: 交换 is refused once its window (n40) has closed', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('民C', '交换', ['民A', '民B']).code).toBe('WRONG_PHASE');
  });
});
