import { describe, expect, it } from 'vitest';
import { electionDay, morningOf, night, table12 } from './given';

// [121] 狼人阵营 1: 狼王与其他狼人阵营角色（以下简称狼人）互知共群。
//   杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
// The plain 狼人 has no entry of its own in the text; it is the 共群 wolf of the contract.

describe('狼人 (共群 杀人)', () => {
  it('互知共群: every wolf is told the vests of the others at the start, nobody else is', () => {
    const g = table12();
    expect(g.notes('狼A')).toContain('你的狼队友：狼B、狼C。');
    expect(g.notes('狼B')).toContain('你的狼队友：狼A、狼C。');
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
    expect(g.notes('预').some((n) => n.startsWith('你的狼队友'))).toBe(false);
  });

  it('杀人: the group 指杀 one character, who is out in the next 公示', () => {
    const g = table12();
    electionDay(g);
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
    expect(g.notes('民A')).toContain('你已出局（夜晚死亡）。');
  });

  it('共同指杀一名角色: any member may submit, the last submission stands', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼C', 'kill', ['民B']);
      },
    });
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('民B')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：民B。');
  });

  it('可以共同指杀: a member may withdraw the group kill (空刀), and the night is 平安夜', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.pass('狼A', '杀人');
      },
    });
    expect(g.outs()).toEqual([]);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('共群: one kill per night for the whole group, not one per wolf', () => {
    const g = table12();
    electionDay(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼C', '杀人', ['民B']);
        g.act('狼A', '杀人', ['民C']);
      },
    });
    expect(g.outs()).toEqual(['民C']);
  });

  it('该阵营共群的角色: a character outside the group has no 杀人 (NOT_YOUR_SKILL)', () => {
    const g = table12();
    electionDay(g);
    g.closeTo('n60');
    expect(g.actFails('预', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('共群: the group kill stands when the wolf who submitted it is shot out before the night resolves', () => {
    const g = table12();
    electionDay(g);
    night(g);
    // day 2: the hunter is voted out; his 最后一枪 is usable that night
    g.votes({ 狼A: '猎', 狼B: '猎', 狼C: '猎' });
    g.close();
    g.closeTo('n60');
    g.act('狼B', '杀人', ['民A']);
    g.act('猎', '最后一枪', ['狼B']);
    g.closeNight();
    // 公示出局名单时按角色出局的顺序排序: 狼B was shot first, 民A went out at the settlement
    expect(morningOf(g, 3)).toContain('昨夜出局：狼B、民A。');
  });
});
