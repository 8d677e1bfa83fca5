import { describe, expect, it } from 'vitest';
import { applyStatus, electionDay, morningOf, night, table12 } from './given';

// [121] 狼人阵营 1 狼王:
//   杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   冲锋<限定> —— 游戏日夜晚，狼王可以额外指杀一名角色，冲锋整局游戏最多只能使用一次。
//   特别地，被摄，被恐，被冻则无法发动技能。

describe('狼王 冲锋<限定>', () => {
  it('冲锋: 狼王可以额外指杀一名角色 — the group kill and the charge both go out', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '冲锋', ['民B']);
      },
    });
    expect(morningOf(g, 2)).toContain('昨夜出局：民A、民B。');
  });

  it('狼王 is one of the group: he may submit the group 杀人 himself', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    expect(g.outs()).toEqual(['民C']);
  });

  it('冲锋整局游戏最多只能使用一次: a second charge on a later night is refused with SKILL_USED_UP', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼A', '冲锋', ['民B']) });
    g.close(); // day 2
    g.closeTo('n60');
    expect(g.actFails('狼A', '冲锋', ['民C']).code).toBe('SKILL_USED_UP');
    expect(g.outs()).toEqual(['民B']);
  });

  it('冲锋<限定>: a charge that was guarded is still spent (SKILL_USED_UP the next night)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民B']), n60: () => g.act('狼A', '冲锋', ['民B']) });
    expect(g.alive('民B')).toBe(true);
    g.close();
    g.close();
    expect(g.actFails('狼A', '冲锋', ['民C']).code).toBe('SKILL_USED_UP');
  });

  it('冲锋 is the 狼王\u2019s own: a plain 狼人 has no 冲锋 (NOT_YOUR_SKILL)', () => {
    const g = table12();
    electionDay(g);
    g.close();
    expect(g.actFails('狼B', '冲锋', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  for (const status of ['恐惧', '摄梦', '冰冻']) {
    it(`特别地，被摄，被恐，被冻则无法发动技能: with ${status} the charge is refused (SKILL_NOT_USABLE)`, () => {
      const g = table12();
      electionDay(g);
      g.closeTo('n60');
      applyStatus(g, '狼A', status);
      expect(g.actFails('狼A', '冲锋', ['民B']).code).toBe('SKILL_NOT_USABLE');
      if (status === '摄梦') {
        // 摄梦 blocks nothing by itself (l.119): 冲锋 names 被摄 (l.198), the group's 杀人 does not
        g.act('狼A', '杀人', ['民B']);
        return;
      }
      // 恐惧 and 冰冻 take every non-<强制> skill of that night (l.227, l.127): the group 杀人 is not his to submit
      expect(g.actFails('狼A', '杀人', ['民B']).code).toBe('SKILL_NOT_USABLE');
    });
  }

  it('被恐则无法发动技能: a charge submitted before the 恐惧 does not take effect, and is not spent', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼A', '冲锋', ['民B']);
        g.act('狼B', '杀人', ['民A']);
        applyStatus(g, '狼A', '恐惧');
      },
    });
    expect(g.outs()).toEqual(['民A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
    // 恐惧 lasts the night (当夜): the next night the charge is his again, unspent
    g.close(); // day 2
    g.closeTo('n60');
    g.act('狼A', '冲锋', ['民C']);
    g.closeNight();
    expect(g.outs()).toEqual(['民A', '民C']);
  });

  it('冲锋 on the wolves\u2019 own target: one character, out once, in the 公示 once', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '冲锋', ['民A']);
      },
    });
    expect(g.outs()).toEqual(['民A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });

  it('游戏日夜晚: an out 狼王 cannot charge (NOT_ALIVE), while the group still kills', () => {
    const g = table12();
    electionDay(g);
    night(g);
    g.votes({ 预: '狼A', 巫: '狼A', 猎: '狼A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    g.closeTo('n60');
    expect(g.actFails('狼A', '冲锋', ['民B']).code).toBe('NOT_ALIVE');
    g.act('狼B', '杀人', ['民B']);
    g.closeNight();
    expect(morningOf(g, 3)).toContain('昨夜出局：民B。');
  });
});
