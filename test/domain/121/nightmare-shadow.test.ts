import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { drawn, nextNight, tableWith } from './tables';

// [121] 狼人阵营 8 噩梦之影 (l.223–227):
//   首夜噩梦之影使用〈恐惧〉前与狼人不互知不共群。首夜使用技能后与狼队互知共群。
//   杀人——游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   恐惧——游戏日夜晚可选择一名玩家进行恐惧，被恐惧的玩家当夜无法使用除强制以外的技能，不可连续两晚恐惧一玩家。
// Reading (role file): he joins the pack when the window of his first 恐惧 closes (使用技能后), whichever night that is.
// 总体流程 3 (4) 噩梦之影<恐惧>; 行动时限: 关门四十分钟内 (n40).

const table = (extra: Record<string, string> = {}) => tableWith({ 狼C: '噩梦之影', ...extra });

describe('噩梦之影 与狼人 (l.224–225)', () => {
  it('首夜使用〈恐惧〉前与狼人不互知不共群: not told the wolves, nor they him; no 杀人 (NOT_YOUR_SKILL)', () => {
    const g = table();
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A')).toContain('你的狼队友：狼B。');
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('首夜使用技能后与狼队互知共群: told when the 恐惧 window closes, and he may submit the pack’s 杀人', () => {
    const g = table();
    g.act('狼C', '恐惧', ['预']);
    g.closeTo('n60');
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
    expect(g.notes('狼A')).toContain('你的狼队友：狼B、狼C。');
    g.act('狼C', '杀人', ['民A']);
    g.closeNight();
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });

  it('not used on night 1: still outside the pack on night 2 until he uses it (reading: his first use)', () => {
    const g = table();
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });
});

describe('噩梦之影 恐惧 (l.227)', () => {
  it('被恐惧的玩家当夜无法使用除强制以外的技能: the feared seer learns nothing', () => {
    const g = table();
    night(g, { n40: () => g.act('狼C', '恐惧', ['预']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('…当夜无法使用: the feared guard’s 守护 (10) is void, the wolves’ target goes out', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('狼C', '恐惧', ['守']);
        g.act('守', '守护', ['民A']);
      },
      n60: () => g.act('狼B', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('除强制以外: the feared witch is still told the kill (通灵<强制>), her 救药 is void', () => {
    const g = table();
    night(g, {
      n40: () => g.act('狼C', '恐惧', ['巫']),
      n60: () => g.act('狼B', '杀人', ['民A']),
      n90: () => g.act('巫', '救药', ['民A']),
    });
    expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民A。');
    expect(g.outs()).toEqual(['民A']);
  });

  it('当夜: a hunter feared and killed that night has no 最后一枪 (l.106 被恐)', () => {
    const g = table();
    night(g, { n40: () => g.act('狼C', '恐惧', ['猎']), n60: () => g.act('狼B', '杀人', ['猎']) });
    expect(g.alive('猎')).toBe(false);
    expect(g.actFails('猎', '最后一枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('当夜: the next night the feared uses its skills again', () => {
    const g = table();
    night(g, { n40: () => g.act('狼C', '恐惧', ['预']) });
    nextNight(g);
    night(g, { n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('不可连续两晚恐惧一玩家: SAME_TARGET_AS_LAST_NIGHT; another player is fine', () => {
    const g = table();
    night(g, { n40: () => g.act('狼C', '恐惧', ['预']) });
    nextNight(g);
    expect(g.actFails('狼C', '恐惧', ['预']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('狼C', '恐惧', ['巫']);
  });

  it('炸弹不可被恐惧 (l.384): the 恐惧 does not reach him, so its user is not blown up for it', () => {
    const g = tableWith({ 狼C: '噩梦之影', 民C: '炸弹' }, { constraints: false });
    night(g, { n40: () => g.act('狼C', '恐惧', ['民C']), n60: () => g.act('狼B', '杀人', ['民C']) });
    const wolf = drawn<string>(g, 'bomb:wolves');
    // the pack's 杀人 takes one drawn member; the 恐惧 alone would have taken 狼C as well
    expect(g.outs()).toEqual(['民C', wolf]);
  });
});
