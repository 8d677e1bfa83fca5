import { describe, expect, it } from 'vitest';
import { elect, morningOf, night, quietDay, TABLE, table } from './given';

// [tieba] file 002 【村民阵营】 6 纵火者 (l.81–82): 纵火 —— 游戏日夜晚，纵火者烧毁一个房屋。被烧毁的房屋离开游戏，房主变为流浪汉。若当晚
// 狼人/狼王/赤狼/黑情侣<杀人>、狼王<冲锋>的目标是被烧毁房屋的角色，被烧毁房屋的角色电梯贴下方的第一名狼群内角色立即出局，且原本拥有被烧毁
// 房屋的角色不会出局。<纵火>一局游戏只能使用一次。
// Floors: 狼A 1, 狼B 2, 狼王 3, 赤狼 4 … 预 6 (电梯), 民A 11 (居委会), 民B 12 (花园), 民C 13 (售楼处).

describe('tieba 纵火者 纵火', () => {
  it('烧毁一个房屋…房主变为流浪汉; nobody goes out when no 杀人/冲锋 aimed at the owner', () => {
    const g = table();
    elect(g);
    night(g, { n90: () => g.act('火', '纵火', ['民C']) });
    expect(morningOf(g, 2)).toContain('民C 的房屋【售楼处】被烧毁，民C 变为流浪汉。');
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('若当晚狼人<杀人>的目标是被烧毁房屋的角色: the owner does not go out; the first 狼群内角色 below him on the 电梯贴 does (from the top again: 狼A 1楼)', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('火', '纵火', ['民C']);
        g.act('狼B', 'kill', ['民C']);
      },
    });
    expect(g.alive('民C')).toBe(true);
    expect(g.outs()).toEqual(['狼A']);
  });

  it('狼王<冲锋> on the owner likewise; the first 狼群内角色 below 预 (6楼) is none, from the top: 狼A', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('火', '纵火', ['预']);
        g.act('狼王', '冲锋', ['预']);
      },
    });
    expect(g.alive('预')).toBe(true);
    expect(g.outs()).toEqual(['狼A']);
  });

  it('黑情侣<杀人> on the owner likewise (l.78): the owner stays in; the first 狼群内角色 below him goes out — not the wolf lover, who left the pack', () => {
    // 丘 (16楼) links 狼B and 民A at the opening: 黑情侣阵营 (the lovers' own 杀人; 狼B leaves the pack, cupid.test.ts)
    const g = table({ roles: { ...TABLE, 丘: '丘比特' } });
    g.act('丘', '丘比特之箭', ['狼B', '民A']);
    g.close();
    elect(g, '民D');
    night(g, {
      n90: () => {
        g.act('火', '纵火', ['民C']);
        g.act('民A', 'lovers_kill', ['民C']);
      },
    });
    expect(g.alive('民C')).toBe(true);
    // below 民C (13楼): 民D, 民E, 丘 — no 狼群内角色; from the top again: 狼A 1楼 (狼B 2楼 is a lover, no longer in the pack)
    expect(g.outs()).toEqual(['狼A']);
    expect(morningOf(g, 2)).toContain('民C 的房屋【售楼处】被烧毁，民C 变为流浪汉。');
  });

  it('the wolves’ other target is untouched; <纵火>一局游戏只能使用一次', () => {
    const g = table();
    elect(g);
    night(g, {
      n90: () => {
        g.act('火', '纵火', ['民A']);
        g.act('狼A', 'kill', ['民D']);
      },
    });
    expect(g.outs()).toEqual(['民D']);
    quietDay(g);
    night(g, { n90: () => expect(g.actFails('火', '纵火', ['民B']).code).toBe('SKILL_USED_UP') });
  });

  it('a target without a house may not be chosen (ILLEGAL_TARGET)', () => {
    const g = table();
    elect(g);
    night(g, { n90: () => expect(g.actFails('火', '纵火', ['民D']).code).toBe('ILLEGAL_TARGET') });
  });
});
