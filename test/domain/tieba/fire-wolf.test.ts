import { describe, expect, it } from 'vitest';
import { elect, type Game, morningOf, night, table } from './given';

// [tieba] file 002 【狼人阵营】 3 赤狼 (l.56–59): 业炎 —— 游戏日夜晚，赤狼烧毁一个房屋。被烧毁的房屋离开游戏，房主变为流浪汉。若当晚预言家
// <预言>的目标为被烧毁房屋的对象，预言家立即出局；若当晚女巫<救药>/<毒药>的目标是被烧毁房屋的角色，女巫立即出局；若当晚医生<救治>的目标
// 是被烧毁屋的角色，医生立即出局。<业炎>一局游戏只能使用一次。补充说明：若预言家、女巫、医生同时以被业炎烧毁房屋的角色为对象，电梯贴内
// 三者中离该角色最近的一位出局。当晚以此为目标的技能都视为操作成功，但不产生效果。
// Houses (given.ts): 民A 居委会, 民B 花园, 民C 售楼处, 预 电梯, 巫 社区医院. Floors: 预 6, 巫 7, 医 8, 民A 11, 民B 12, 民C 13.

const burnt = (g: Game, name: string) =>
  g.state.chars.find((c) => c.name === name)?.statuses.map((s) => s.id) ?? [];

describe('tieba 赤狼 业炎', () => {
  it('烧毁一个房屋…房主变为流浪汉: the house leaves the game, announced in the next 公示', () => {
    const g = table();
    elect(g);
    night(g, { n90: () => g.act('赤狼', '业炎', ['民B']) });
    expect(burnt(g, '民B')).toContain('vagrant');
    expect(burnt(g, '民B')).not.toContain('house');
    expect(morningOf(g, 2)).toContain('民B 的房屋【花园】被烧毁，民B 变为流浪汉。');
    expect(morningOf(g, 2)).toContain('民B【流浪汉】');
    expect(g.alive('民B')).toBe(true);
    // the owner's occupation skill is gone with it
    expect(g.actFails('民B', '诽谤', ['狼A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('only a character with a house may be chosen (ILLEGAL_TARGET); <业炎>一局游戏只能使用一次', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        expect(g.actFails('赤狼', '业炎', ['民D']).code).toBe('ILLEGAL_TARGET');
        g.act('赤狼', '业炎', ['民B']);
      },
    });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    night(g, { n90: () => expect(g.actFails('赤狼', '业炎', ['民C']).code).toBe('SKILL_USED_UP') });
  });

  it('若当晚预言家<预言>的目标为被烧毁房屋的对象，预言家立即出局; the check answers nothing (视为操作成功，但不产生效果)', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('赤狼', '业炎', ['民A']);
        g.act('预', '预言', ['民A']);
      },
    });
    expect(g.alive('预')).toBe(false);
    expect(g.alive('民A')).toBe(true);
    expect(g.notes('预').some((n) => n.includes('查验结果'))).toBe(false);
  });

  it('若当晚女巫<救药>的目标是被烧毁房屋的角色，女巫立即出局: and the save has no effect (the owner killed goes out), the potion spent', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('赤狼', '业炎', ['民A']);
        g.act('狼A', 'kill', ['民A']);
      },
      witch: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.alive('巫')).toBe(false);
    expect(g.alive('民A')).toBe(false);
    expect(g.state.chars.find((c) => c.name === '巫')?.uses.antidote).toBe(1);
  });

  it('若当晚医生<救治>的目标是被烧毁屋的角色，医生立即出局', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('赤狼', '业炎', ['民C']);
        g.act('医', '救治', ['民C']);
      },
    });
    expect(g.alive('医')).toBe(false);
  });

  it('补充说明: 预言家、女巫、医生同时以其为对象 → 电梯贴内三者中离该角色最近的一位出局 (医 8楼 is nearest 民A 11楼), the others stay', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('赤狼', '业炎', ['民A']);
        g.act('预', '预言', ['民A']);
        g.act('医', '救治', ['民A']);
      },
      witch: () => g.act('巫', '毒药', ['民A']),
    });
    expect(['预', '巫', '医'].filter((n) => !g.alive(n))).toEqual(['医']);
    // …当晚以此为目标的技能都视为操作成功，但不产生效果: the poison did nothing
    expect(g.alive('民A')).toBe(true);
  });

  it('a burning on another night does not touch them: the next night a check of the (now 流浪汉) owner is a plain check', () => {
    const g = table();
    elect(g);
    night(g, { n90: () => g.act('赤狼', '业炎', ['民A']) });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    night(g, { n90: () => g.act('预', '预言', ['民A']) });
    expect(g.alive('预')).toBe(true);
    expect(g.notes('预')).toContain('预言：民A 的查验结果为<村民阵营>。');
  });
});
