import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 12 大野狼 (l.239–242):
//   大野狼与其他狼人互知共群
//   杀人——游戏日夜晚，该阵营共群的角色可以共同指杀一名角色
//   野性—— 偶数日夜晚，大野狼可额外指杀一名角色，如狼群内其他角色被恐，被冰冻，大野狼不失去此技能，当大野狼为群内最后一狼时失去此技能。
// 总体流程 3 (14) 大野狼<野性>, settled in (22) after 赌徒刀人; 行动时限: 所有身份 关门一小时后 (n60).

const table = (extra: Record<string, string> = {}) => tableWith({ 狼C: '大野狼', ...extra });

describe('大野狼', () => {
  it('与其他狼人互知共群: told the pack, and may submit its 杀人', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('野性: 偶数日夜晚 — refused on night 1 (WRONG_PHASE)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼C', '野性', ['民B']).code).toBe('WRONG_PHASE');
  });

  it('野性: 偶数日夜晚，大野狼可额外指杀一名角色 — night 2: the pack’s kill and his both go out', () => {
    const g = table();
    nextNight(g);
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民A']);
        g.act('狼C', '野性', ['民B']);
      },
    });
    expect(morningOf(g, 3)).toContain('昨夜出局：民A、民B。');
  });

  it('野性 is a 指杀: a guard stops it', () => {
    const g = table();
    nextNight(g);
    night(g, { n40: () => g.act('守', '守护', ['民B']), n60: () => g.act('狼C', '野性', ['民B']) });
    expect(g.alive('民B')).toBe(true);
  });

  it('如狼群内其他角色被恐，被冰冻，大野狼不失去此技能: a frozen mate voids the pack’s kill, not 野性', () => {
    const g = table({ 民C: '企鹅' });
    nextNight(g);
    night(g, {
      n40: () => g.act('民C', '冰冻', ['狼B']),
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('狼C', '野性', ['民B']);
      },
    });
    // 如冻到狼群内角色，则狼群内空刀 (l.127): the pack's 杀人 is void; his own 野性 stands
    expect(g.outs()).toEqual(['民B']);
  });

  it('当大野狼为群内最后一狼时失去此技能: the last of the pack cannot use it (SKILL_NOT_USABLE)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' }); // 狼A voted out on day 2
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' }); // 狼B voted out on day 3
    nextNight(g); // night 4 (even)
    g.closeTo('n60');
    expect(g.actFails('狼C', '野性', ['民A']).code).toBe('SKILL_NOT_USABLE');
    g.act('狼C', '杀人', ['民A']);
  });
});
