import { describe, expect, it } from 'vitest';
import { morningOf, night, pku, voteDay } from './given';

// [pku] file 004 神 / 守卫 (l.315–321): 守卫守狙击手的刀，不守毒不守枪不守狼禁 (l.319); 被禁/无法发动技能的夜晚参与
// "连续的两夜"的计算 (l.321); 神替继承守卫技能后，若选择上一夜被守护的玩家，将会得到提示修改操作对象 (l.329).

describe('pku 守卫 守护', () => {
  it('守: the 群狼刀 and the 野狼刀 on the guarded are void — 平安夜', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['民A']);
        g.act('狼A', '杀人', ['民A']);
        g.act('野', '刀', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(true);
    expect(morningOf(g, 1)).toContain('昨夜是平安夜。');
  });

  it('守卫守狙击手的刀 (l.319)', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['民A']);
        g.act('狙', '刀', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(true);
  });

  it('不守毒 (l.319): the guarded one poisoned is out', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('守', '守护', ['民A']), 凌晨: () => g.act('巫', '毒药', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('不守狼禁 (l.319): a guarded 预言家 banned still gets no answer', () => {
    const g = pku();
    night(g, {
      入夜: () => g.act('狼禁', '禁', ['预']),
      夜间: () => {
        g.act('守', '守护', ['预']);
        g.act('预', '查验', ['狼A']);
      },
    });
    expect(g.notes('预').some((n) => n.startsWith('查验：'))).toBe(false);
  });

  it('not the same player two nights running: SAME_TARGET_AS_LAST_NIGHT', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('守', '守护', ['民A']) });
    voteDay(g, {});
    g.close(); // 入夜
    expect(g.actFails('守', '守护', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('被禁的夜晚参与"连续的两夜"的计算 (l.321): A, a banned night, A again is allowed (reading: not two nights running)', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('守', '守护', ['民A']) });
    voteDay(g, {});
    night(g, { 入夜: () => g.act('狼禁', '禁', ['守']), 夜间: () => g.act('守', '守护', ['民B']) });
    voteDay(g, {});
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['民A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(true);
  });

  it('a banned 守卫’s guard is void: the knifed one is out', () => {
    const g = pku();
    night(g, {
      入夜: () => g.act('狼禁', '禁', ['守']),
      夜间: () => {
        g.act('守', '守护', ['民A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('the 守卫 may guard himself (reading: the FAQ forbids no self-guard)', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['守']);
        g.act('狼A', '杀人', ['守']);
      },
    });
    expect(g.alive('守')).toBe(true);
  });
});
