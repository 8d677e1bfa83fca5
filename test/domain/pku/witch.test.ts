import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 神 / 女巫 (l.281–297): 每夜至多使用一瓶药 (l.283); （有解药时）可以看见…濒死对象 (l.285–287); 解药对于挨第二
// 刀的长老…; 解药对于多重死因（包括叠刀）的玩家无效；可以自救 (l.289). 结算顺序 凌晨 (l.15): 女巫 after every knife.
// 狼禁 技能对女巫有效 (l.241).

describe('pku 女巫', () => {
  it('凌晨: while she holds the 解药 she sees who was knifed tonight (群狼刀, 野狼刀, 狙击手)', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('狙', '刀', ['民B']);
      },
    });
    expect(g.notes('巫')).toContain('今晚濒死的玩家：民A、民B。');
  });

  it('解药: the knifed one stays in; once used, she sees no more (有解药时)', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民A']), 凌晨: () => g.act('巫', '解药', ['民A']) });
    expect(g.alive('民A')).toBe(true);
    voteDay(g, {});
    const before = g.notes('巫').length;
    night(g, { 夜间: () => g.act('狼A', '杀人', ['民B']) });
    expect(
      g
        .notes('巫')
        .slice(before)
        .some((n) => n.startsWith('今晚濒死')),
    ).toBe(false);
    expect(g.outs()).toEqual(['民B']);
  });

  it('可以自救 (l.289)', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['巫']), 凌晨: () => g.act('巫', '解药', ['巫']) });
    expect(g.alive('巫')).toBe(true);
  });

  it('解药对于多重死因（包括叠刀）的玩家无效 (l.289): 群狼刀 + 野狼刀 on one, saved, is out', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('野', '刀', ['民A']);
      },
      凌晨: () => g.act('巫', '解药', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('每夜至多使用一瓶药 (l.283): the second bottle the same night is SKILL_CONFLICT', () => {
    const g = pku();
    night(g, {
      夜间: () => g.act('狼A', '杀人', ['民A']),
      凌晨: () => {
        g.act('巫', '解药', ['民A']);
        expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_CONFLICT');
      },
    });
  });

  it('毒药: the poisoned is out; one bottle each (the second use is SKILL_USED_UP)', () => {
    const g = pku();
    night(g, { 凌晨: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.outs()).toEqual(['狼A']);
    voteDay(g, {});
    g.closeTo('凌晨');
    expect(g.actFails('巫', '毒药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('技能对女巫有效 (狼禁, l.241): a banned witch’s 解药 is void — the knifed one is out', () => {
    const g = pku();
    night(g, {
      入夜: () => g.act('狼禁', '禁', ['巫']),
      夜间: () => g.act('狼A', '杀人', ['民A']),
      凌晨: () => g.act('巫', '解药', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
  });
});
