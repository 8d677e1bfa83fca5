import { describe, expect, it } from 'vitest';
import { elect, night, table } from './given';

// [tieba] file 002 【狼人阵营】 4 花蝴蝶 (l.60–63): 拥抱 —— 游戏日夜晚，花蝴蝶可以抱走一名除自己以外的角色，该角色当晚使用的非<强制>技能无效，
// 当晚任何技能对该角色无效。当晚若花蝴蝶成为任何技能的目标，那么被抱走的角色同样受到该技能的影响。每名角色整局游戏只能成为该技能的目标
// 一次。补充说明：若狼群中任意一名角色被花蝴蝶抱走，当晚狼群内角色均不能使用<杀人>。 指杀结算 (l.143): 若被指杀的角色为当晚被花蝴蝶抱走的
// 角色，则不出局.

describe('tieba 花蝴蝶 拥抱', () => {
  it('当晚任何技能对该角色无效: the hugged 指杀 target does not go out', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('蝶', '拥抱', ['民D']);
        g.act('狼A', 'kill', ['民D']);
      },
    });
    expect(g.alive('民D')).toBe(true);
  });

  it('该角色当晚使用的非<强制>技能无效: a hugged 预言家 gets no answer', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('蝶', '拥抱', ['预']);
        g.act('预', '预言', ['狼A']);
      },
    });
    expect(g.notes('预').some((n) => n.includes('狼A 的查验结果'))).toBe(false);
  });

  it('当晚若花蝴蝶成为任何技能的目标，那么被抱走的角色同样受到该技能的影响: the wolves kill 蝶, the hugged goes too', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('蝶', '拥抱', ['民E']);
        g.act('狼A', 'kill', ['蝶']);
      },
    });
    expect(g.outs().sort()).toEqual(['民E', '蝶']);
  });

  it('若狼群中任意一名角色被花蝴蝶抱走，当晚狼群内角色均不能使用<杀人> (whoever submits it)', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        g.act('蝶', '拥抱', ['赤狼']);
        g.act('狼A', 'kill', ['民D']);
      },
    });
    expect(g.alive('民D')).toBe(true);
  });

  it('每名角色整局游戏只能成为该技能的目标一次; not herself', () => {
    const g = table({ houses: null });
    elect(g);
    night(g, {
      n90: () => {
        expect(g.actFails('蝶', '拥抱', ['蝶']).code).toBe('ILLEGAL_TARGET');
        g.act('蝶', '拥抱', ['民D']);
      },
    });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    night(g, { n90: () => expect(g.actFails('蝶', '拥抱', ['民D']).code).toBe('ILLEGAL_TARGET') });
  });
});
