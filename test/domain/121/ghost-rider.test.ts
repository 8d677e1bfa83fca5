import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { day, drawn, nextNight, tableWith } from './tables';

// [121] 狼人阵营 13 恶灵骑士:
//   恶灵骑士与其他狼人互知共群。杀人——该阵营共群的角色可以共同指杀一名角色
//   主宰黑夜〈强制〉—— 恶灵骑士无法在游戏日夜晚出局。
//   邪恶〈限定〉—— 当村民阵营对其进行操作时，可使对其操作的一名角色死亡。如多人对其进行操作，致死操作优先进行判定死亡；多人进行致死操作，轮次优先的判定死亡；
//   前两条都无法达成筛选至一名角色，将随机判定死亡。封禁类技能对其操作，会封禁邪恶，不会死亡
//   (22) 每次指杀依次结算：…恶灵骑士<邪恶>…
// Readings: 邪恶 is armed by submitting it that night (可使); it is spent only when it strikes; the strike is a 指杀 in its
// place of (22), so 守护 or 救药 may stop it.

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 狼C: '恶灵骑士', 民C: '企鹅', 民A: '预言家', ...extra });

describe('恶灵骑士 主宰黑夜<强制>', () => {
  it('无法在游戏日夜晚出局: neither poisoned nor killed at night', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['狼C']), n90: () => g.act('巫', '毒药', ['狼C']) });
    expect(g.alive('狼C')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('…not even with the 摄梦人 who dreamed him (一起出局)', () => {
    const g = table({ 民B: '摄梦人' });
    night(g, { n40: () => g.act('民B', '摄梦', ['狼C']), n60: () => g.act('狼B', '杀人', ['民B']) });
    expect(g.outs()).toEqual(['民B']);
  });

  it('by day he is voted out like anyone', () => {
    const g = table();
    night(g);
    day(g, { 预: '狼C', 巫: '狼C' });
    expect(g.alive('狼C')).toBe(false);
  });
});

describe('恶灵骑士 邪恶<限定>', () => {
  it('当村民阵营对其进行操作时，可使对其操作的一名角色死亡: the seer who checked him goes out', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.outs()).toEqual(['预']);
  });

  it('可使: not armed that night, nobody dies', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['狼C']) });
    expect(g.outs()).toEqual([]);
  });

  it('only a 村民阵营 operation: the wolves’ own kill on him triggers nothing', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('狼B', '杀人', ['狼C']);
      },
    });
    expect(g.outs()).toEqual([]);
  });

  it('致死操作优先进行判定死亡: the poisoning witch, not the seer', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
      n90: () => g.act('巫', '毒药', ['狼C']),
    });
    expect(g.outs()).toEqual(['巫']);
  });

  it('多人进行致死操作，轮次优先 ranks lethal operations only (l.247): of the guard (10) and the seer (17), neither lethal, a seeded draw', () => {
    const g = table();
    night(g, {
      n40: () => g.act('守', '守护', ['狼C']),
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    // 前两条都无法达成筛选至一名角色，将随机判定死亡: the tier does not choose between operations that do not kill
    const victim = drawn<string>(g, /evil:狼C/);
    expect(['守', '预']).toContain(victim);
    expect(g.outs()).toEqual([victim]);
  });

  it('前两条都无法达成筛选至一名角色，将随机判定死亡: two seers in the same slot — a seeded draw, written as an event', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
        g.act('民A', '预言', ['狼C']);
      },
    });
    expect(g.outs()).toEqual([drawn<string>(g, /evil:狼C/)]);
    expect(['预', '民A']).toContain(g.outs()[0]);
  });

  it('封禁类技能对其操作，会封禁邪恶，不会死亡: frozen by the 企鹅, nobody dies and 邪恶 stays', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民C', '冰冻', ['狼C']),
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.outs()).toEqual([]);
    nextNight(g);
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.outs()).toEqual(['预']);
  });

  it('<限定>: once it has struck it is spent (SKILL_USED_UP)', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '邪恶').code).toBe('SKILL_USED_UP');
  });

  it('armed without an operation on him it is not spent', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '邪恶') });
    nextNight(g);
    night(g, {
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.outs()).toEqual(['预']);
  });

  it('(22) 恶灵骑士<邪恶> is a 指杀 there: a guard on the seer saves him', () => {
    const g = table();
    night(g, {
      n40: () => g.act('守', '守护', ['预']),
      n60: () => {
        g.act('狼C', '邪恶');
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.outs()).toEqual([]);
  });
});
