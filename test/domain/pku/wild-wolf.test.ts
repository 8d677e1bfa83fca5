import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 狼 / 野狼 (l.215–219) and 狼替 (l.247–257): 群狼刀 — 野狼刀 (结算顺序 l.13); 狼替晋升时会被告知"野狼为
// （新晋野狼的对应玩家）。" (l.213); 野狼出局时身份变更并获得通知，随后群狼被告知"野狼为（新晋野狼的玩家）"，此后被可能知道
// 身份的操作作用…时显示为「野狼」 (l.249).

describe('pku 野狼 刀 and 狼替 晋升', () => {
  it('野狼刀: a knife of its own beside the 群狼刀 — two out', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('野', '刀', ['民B']);
      },
    });
    expect(g.outs()).toEqual(['民A', '民B']);
  });

  it('野狼出局时 (l.249): the 狼替 is told it is now 野狼; the 群狼 are told who', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, { 民A: '野', 民B: '野' });
    expect(g.outs()).toEqual(['野']);
    expect(g.notes('狼替')).toContain('狼替晋升：野狼已出局，你的身份变更为野狼，获得野狼刀。');
    expect(g.notes('狼A')).toContain('野狼为 狼替。');
    expect(g.notes('狼B')).toContain('野狼为 狼替。');
  });

  it('the promoted 狼替 knifes as the 野狼 (野狼刀) and checks read 野狼', () => {
    const g = pku();
    g.closeNight();
    voteDay(g, { 民A: '野', 民B: '野' });
    night(g, {
      夜间: () => {
        g.act('狼替', '刀', ['民A']);
        g.act('预', '查验', ['狼替']);
        g.act('狼预', '查验', ['狼替']);
      },
    });
    expect(g.outs()).toEqual(['野', '民A']);
    expect(g.notes('预')).toContain('查验：狼替 的身份是【野狼】。');
    expect(g.notes('狼预')).toContain('查验：狼替 的身份是【野狼】。');
  });

  it('before the promotion the 狼替 has no knife', () => {
    const g = pku();
    expect(g.actFails('狼替', '刀', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });
});
