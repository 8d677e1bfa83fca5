import { describe, expect, it } from 'vitest';
import { electionDay, morningOf, night, table12 } from './given';

// [121] 村民阵营 5 守卫:
//   守护 —— 游戏日夜晚，守卫可以守护一名角色，使对其当晚的所有<杀人>无效。一名角色不可连续被<守护>两次。
//   <救药><守护>同时发生在一人身上时，救治与守护均失效，不可重复守护同一人。

describe('守卫 守护', () => {
  it('守护: 使对其当晚的所有<杀人>无效 — the wolves\u2019 target stays in, 平安夜', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('守护: 所有<杀人> — the 狼王\u2019s 冲锋 on the guarded one is void as well', () => {
    // Reading: 冲锋 is an extra 指杀 (狼王可以额外指杀一名角色), i.e. a <杀人> the guard stops.
    const g = table12();
    electionDay(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '冲锋', ['民A']);
      },
    });
    expect(g.outs()).toEqual([]);
  });

  it('守护 stops <杀人> only: a guarded character poisoned by the witch is out', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });

  it('守护 protects the one guarded only: the others 指杀\u2019d go out', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼A', '冲锋', ['民B']);
      },
    });
    expect(g.outs()).toEqual(['民B']);
  });

  it('守护: the guard may guard himself', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['守']), n60: () => g.act('狼B', '杀人', ['守']) });
    expect(g.alive('守')).toBe(true);
  });

  it('一名角色不可连续被<守护>两次 — the second night is refused with SAME_TARGET_AS_LAST_NIGHT', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']) });
    g.close(); // day 2
    expect(g.actFails('守', '守护', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('不可重复守护同一人 applies to the guard himself too (two nights running)', () => {
    const g = table12();
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['守']) });
    g.close();
    expect(g.actFails('守', '守护', ['守']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('连续: another character on the second night, and the first again on the third, are allowed', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']) });
    g.close();
    night(g, { n40: () => g.act('守', '守护', ['民B']) });
    g.close();
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(true);
  });

  it('连续: a night without 守护 breaks the run — the same character may be guarded again', () => {
    const g = table12({ options: { autoCards: false } });
    electionDay(g);
    night(g, { n40: () => g.act('守', '守护', ['民A']) });
    g.close();
    night(g);
    g.close();
    night(g, { n40: () => g.act('守', '守护', ['民A']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(true);
  });

  it('<救药><守护>同时发生在一人身上时，救治与守护均失效 (同守同救) — the target goes out', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.alive('民A')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });

  it('同守同救 on a character nobody 指杀\u2019d puts nobody out', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼B', '杀人', ['民B']),
      n90: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.outs()).toEqual(['民B']);
  });

  it('关门四十分钟内…守卫…未与导演取得联系，视为放弃夜晚行动 (window n40): after it closes, WRONG_PHASE', () => {
    const g = table12();
    electionDay(g);
    g.act('守', '守护', ['民A']); // usable from 关门 on, in the earlier windows too
    g.closeTo('n60'); // n40 closed
    expect(g.actFails('守', '守护', ['民A']).code).toBe('WRONG_PHASE');
  });
});
