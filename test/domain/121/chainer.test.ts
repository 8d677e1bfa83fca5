import { describe, expect, it } from 'vitest';
import { morningOf, night, ruling, winner } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 三方阵营 8 锁链师:
//   链接——游戏日夜晚可将两名玩家进行链接，被链接的玩家会获得告知，你和谁被链接，对其中一名玩家进行的致死伤害，也将会传递给另一名玩家，注意链接传递是致死伤害。
//   暴走<限定>——当夜可以将三名玩家进行链接
//   免疫——锁链师自己进入链接范围免疫传递致死
//   特殊说明：第一天链接AB 第二天链接CD A死 BCD也会死，但是第二天只会通知CD被链接，AB 不会知道CD进入链接CD也不知道AB
//   胜负判定 8、锁链师：锁链师存活且场上存活人数为4。
// Readings: the chain passes on when a linked character goes out by a skill (a vote is not 致死伤害), as 致死伤害.
// 总体流程 3 (9) 锁链师<链接>、<暴走>; 行动时限: 关门四十分钟内.

const table = () => tableWith({ 民C: '锁链师' });

describe('锁链师 链接', () => {
  it('被链接的玩家会获得告知，你和谁被链接', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '链接', ['民A', '民B']) });
    expect(g.notes('民A')).toContain('链接：你和 民B 被链接。');
    expect(g.notes('民B')).toContain('链接：你和 民A 被链接。');
  });

  it('对其中一名玩家进行的致死伤害，也将会传递给另一名玩家: the wolves kill 民A, 民B follows', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '链接', ['民A', '民B']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A', '民B']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A、民B。');
  });

  it('注意链接传递是致死伤害: a guard on the other one does not stop what the link passes on', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '链接', ['民A', '民B']);
        g.act('守', '守护', ['民B']);
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民A', '民B']);
  });

  it('特殊说明：第一天链接AB 第二天链接CD A死 BCD也会死，但是第二天只会通知CD被链接', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '链接', ['民A', '民B']) });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '链接', ['猎', '痴']) });
    expect(g.notes('民A').filter((n) => n.startsWith('链接'))).toEqual(['链接：你和 民B 被链接。']);
    expect(g.notes('猎').filter((n) => n.startsWith('链接'))).toEqual(['链接：你和 痴 被链接。']);
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    // those the chain takes go out in seat order (电梯楼, left to right)
    expect(g.outs()).toEqual(['民A', '猎', '痴', '民B']);
  });

  it('魔术师 交换 (当夜别的玩家对此二人的操作都将被替换, l.117): the link lands on the swapped one, and the notices name the partner the chain really joins', () => {
    // reading: 被链接的玩家会获得告知，你和谁被链接 tells the truth of the link as settled; the partner's name is the one
    // the chain acts on (a redirection applies to feedback too), and it reveals no swap (the linked one never learns
    // whom the 锁链师 chose)
    const g = tableWith({ 民C: '锁链师', 民B: '魔术师' });
    night(g, {
      n40: () => {
        g.act('民B', '交换', ['民A', '痴']);
        g.act('民C', '链接', ['民A', '猎']);
      },
    });
    expect(g.notes('痴')).toContain('链接：你和 猎 被链接。');
    expect(g.notes('猎')).toContain('链接：你和 痴 被链接。');
    expect(g.notes('民A').join('\n')).not.toContain('链接');
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    expect(g.alive('痴')).toBe(false);
    expect(g.alive('民A')).toBe(true);
  });

  it('免疫——锁链师自己进入链接范围免疫传递致死', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '链接', ['民C', '民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('a vote is not 致死伤害: the linked one voted out goes alone', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '链接', ['民A', '民B']) });
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    expect(g.outs()).toEqual(['民A']);
  });
});

describe('锁链师 暴走<限定>', () => {
  it('当夜可以将三名玩家进行链接 — once (SKILL_USED_UP after)', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '暴走', ['民A', '民B', '痴']),
      n60: () => g.act('狼B', '杀人', ['痴']),
    });
    expect(g.outs()).toEqual(['痴', '民A', '民B']);
    nextNight(g);
    g.closeTo('n40');
    expect(g.actFails('民C', '暴走', ['猎', '守', '羊']).code).toBe('SKILL_USED_UP');
  });

  it('暴走 is the night’s link instead of 链接 (SKILL_CONFLICT with both)', () => {
    const g = table();
    g.closeTo('n40');
    g.act('民C', '链接', ['民A', '民B']);
    expect(g.actFails('民C', '暴走', ['猎', '守', '羊']).code).toBe('SKILL_CONFLICT');
  });
});

describe('锁链师 胜利', () => {
  it('锁链师存活且场上存活人数为4: the chainer’s faction wins alone', () => {
    const g = table();
    for (const n of ['狼B', '狼C', '预', '巫', '猎', '守', '痴', '羊'])
      ruling(g, { kind: 'kill', target: n, reason: '测试' });
    expect(winner(g)).toBe('chainer');
    expect(g.announcements()).toContain('游戏结束，三方阵营胜利。');
  });
});
