import { describe, expect, it } from 'vitest';
import { night, smallTable, voteResultOf, winner } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 三方阵营 1 吹笛 (l.380–382; 吹笛者 / 吹笛人 in other places):
//   迷惑 —— 游戏日夜晚可迷惑两名玩家（自己不可被迷惑），场上存活的玩家都被迷惑独自胜利。吹笛每晚吹笛前可知晓场上已经被迷惑的人，吹笛人被验为
//   【非狼人阵营】，被通为吹笛。吹笛人不可被业炎。仅同夜被吹笛迷惑的玩家互知。
//   混乱<限定>——投票阶段，所有被迷惑的玩家投票对象和吹笛者一致。
// 胜负判定: 吹笛者：吹笛存活且除吹笛阵营外角色全部进入吹笛状态 (priority 1st); 狼人阵营 / 村民阵营 负 2、…的角色全部进入吹笛状态.
// Readings (role file): up to two a night (an already charmed one may be named again); the charmed are told, with the
// others charmed that night; 吹笛前 = when his window opens; 混乱 is a day skill used before the close: that day's count
// takes each charmed voter's vote as the piper's. 迷惑 is among (17) 其余身份; 行动时限: 所有身份 关门一小时后 (n60).

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '吹笛', ...extra });

describe('吹笛 迷惑', () => {
  it('迷惑两名玩家; 仅同夜被吹笛迷惑的玩家互知', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '迷惑', ['民A', '民B']) });
    expect(g.notes('民A')).toContain('迷惑：你被吹笛迷惑了。同夜被迷惑的玩家：民B。');
    expect(g.notes('民B')).toContain('迷惑：你被吹笛迷惑了。同夜被迷惑的玩家：民A。');
    nextNight(g);
    night(g, { n60: () => g.act('民C', '迷惑', ['预', '巫']) });
    expect(g.notes('预')).toContain('迷惑：你被吹笛迷惑了。同夜被迷惑的玩家：巫。');
  });

  it('自己不可被迷惑 (ILLEGAL_TARGET)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('民C', '迷惑', ['民C', '民A']).code).toBe('ILLEGAL_TARGET');
  });

  it('吹笛每晚吹笛前可知晓场上已经被迷惑的人: told when his window opens', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.notes('民C')).toContain('迷惑：场上尚无被迷惑的玩家。');
    g.act('民C', '迷惑', ['民A', '民B']);
    nextNight(g);
    g.closeTo('n60');
    expect(g.notes('民C')).toContain('迷惑：场上已被迷惑的玩家：民A、民B。');
  });

  it('吹笛人被验为【非狼人阵营】，被通为吹笛', () => {
    const g = table({ 民B: '通灵师' });
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【吹笛】。');
  });
});

describe('吹笛人不可被业炎', () => {
  it('the 赤狼’s 业炎 does not reach him: no notice, his 迷惑 still charms that night', () => {
    const g = tableWith({ 民C: '吹笛', 狼C: '赤狼' }, { constraints: false });
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n40: () => g.act('狼C', '业炎', ['民C']), n60: () => g.act('民C', '迷惑', ['民A']) });
    expect(g.notes('民C').join('\n')).not.toContain('业炎');
    expect(g.notes('民A')).toContain('迷惑：你被吹笛迷惑了。同夜被迷惑的玩家：—。');
  });
});

describe('吹笛 混乱<限定>', () => {
  it('所有被迷惑的玩家投票对象和吹笛者一致', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '迷惑', ['民A', '民B']) });
    g.act('民C', '混乱');
    day(g, { 民C: '狼A', 民A: '预', 狼B: '预' });
    expect(voteResultOf(g, 2)).toContain('狼A：3票（民A、民B、民C）');
    expect(g.alive('狼A')).toBe(false);
  });

  it('<限定>: once (SKILL_USED_UP the next day)', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '迷惑', ['民A', '民B']) });
    g.act('民C', '混乱');
    nextNight(g);
    g.closeNight();
    expect(g.actFails('民C', '混乱').code).toBe('SKILL_USED_UP');
  });
});

describe('吹笛 胜负判定', () => {
  it('吹笛存活且除吹笛阵营外角色全部进入吹笛状态: he alone wins', () => {
    const g = smallTable({ 笛: '吹笛', 狼: '狼人', 预: '预言家', 民: '村民' });
    g.close();
    night(g, { n60: () => g.act('笛', '迷惑', ['狼', '预']) });
    expect(winner(g)).toBe(null);
    day(g);
    night(g, { n60: () => g.act('笛', '迷惑', ['民']) });
    expect(winner(g)).toBe('piper');
    expect(g.state.winner?.names).toEqual(['笛']);
  });

  it('狼人阵营 负 2、狼人阵营的角色全部进入吹笛状态: with the piper voted out, the village is the one faction left', () => {
    const g = smallTable({ 笛: '吹笛', 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    g.close();
    night(g, { n60: () => g.act('笛', '迷惑', ['狼', '民A']) });
    expect(winner(g)).toBe(null);
    day(g, { 预: '笛', 民B: '笛', 狼: '笛' });
    expect(g.alive('狼')).toBe(true);
    expect(winner(g)).toBe('village');
  });
});

// 机械狼 学习 (l.316): 吹笛人，每晚可选择一名玩家进行迷惑，如此玩家已被迷惑，会将其唤醒.
describe('机械狼 学习 吹笛人 (l.316)', () => {
  const learnt = () => {
    const g = tableWith({ 民C: '吹笛', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    return g;
  };

  it('每晚可选择一名玩家进行迷惑: one a night, in 吹笛状态 — the real piper finds him among the charmed', () => {
    const g = learnt();
    g.closeTo('n60');
    expect(g.actFails('狼C', '迷惑', ['民A', '民B']).code).toBe('TARGET_COUNT');
    g.act('狼C', '迷惑', ['民A']);
    nextNight(g);
    expect(g.notes('民A')).toContain('迷惑：你被吹笛迷惑了。同夜被迷惑的玩家：—。');
    g.closeTo('n60');
    expect(g.notes('民C')).toContain('迷惑：场上已被迷惑的玩家：民A。');
  });

  it('如此玩家已被迷惑，会将其唤醒: the piper’s charmed one named by him leaves 吹笛状态, and is told', () => {
    const g = learnt();
    night(g, { n60: () => g.act('民C', '迷惑', ['民A', '民B']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼C', '迷惑', ['民A']) });
    expect(g.notes('民A')).toContain('迷惑：你被唤醒了，不再处于迷惑状态。');
    nextNight(g);
    g.closeTo('n60');
    expect(g.notes('民C').at(-1)).toBe('迷惑：场上已被迷惑的玩家：民B。');
  });

  it('…已被迷惑 the same night (his 迷惑 acts after the piper’s): the one both name is woken', () => {
    const g = learnt();
    night(g, {
      n60: () => {
        g.act('民C', '迷惑', ['民A', '民B']);
        g.act('狼C', '迷惑', ['民A']);
      },
    });
    expect(g.notes('民A')).toContain('迷惑：你被唤醒了，不再处于迷惑状态。');
    nextNight(g);
    g.closeTo('n60');
    expect(g.notes('民C').at(-1)).toBe('迷惑：场上已被迷惑的玩家：民B。');
  });
});
