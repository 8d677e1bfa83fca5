import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 狼 / 狼预 (l.221–223): 查验神替时反馈神替，无论预言家或守卫是否出局 (l.223). 结算顺序 夜间 (l.13):
// 卡片兑换成功情况通知 — 狼预信息传递到狼群 — 守卫 — 预言家 — 狼预 …: the pack learns the 狼预's result of the night
// before when the next 夜间 opens.

describe('pku 狼预 查验', () => {
  it('the answer is the target’s 身份: 神替 reads 神替 (l.223)', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼预', '查验', ['神替']) });
    expect(g.notes('狼预')).toContain('查验：神替 的身份是【神替】。');
  });

  it('无论预言家或守卫是否出局 (l.223): with the 预言家 out and the 神替 promoted to his 查验, 神替 still reads 神替', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    expect(g.notes('神替').join('\n')).toContain('神替晋升');
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼预', '查验', ['神替']) });
    expect(g.notes('狼预')).toContain('查验：神替 的身份是【神替】。');
  });

  it('查验晋升的狼禁时显示野狼 (l.223; reading: the promoted 狼替): after the 野狼’s out, 狼替 reads 野狼', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狙', '刀', ['野']) });
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼预', '查验', ['狼替']) });
    expect(g.notes('狼预')).toContain('查验：狼替 的身份是【野狼】。');
  });

  it('狼预信息传递到狼群 (l.13): the 群狼 learn it when the next night’s 夜间 opens, not before', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼预', '查验', ['预']) });
    const relay = '狼预信息：查验：预 的身份是【预言家】。';
    expect(g.notes('狼A')).not.toContain(relay);
    voteDay(g, {});
    expect(g.notes('狼A')).not.toContain(relay); // 入夜
    g.close(); // 夜间 opens
    expect(g.notes('狼A')).toContain(relay);
    expect(g.notes('狼B')).toContain(relay);
    expect(g.notes('野')).not.toContain(relay); // the 野狼 is not of the 群狼
  });

  it('a banned 狼预 learns nothing and the pack is told nothing', () => {
    const g = pku();
    night(g, { 入夜: () => g.act('狼禁', '禁', ['狼预']), 夜间: () => g.act('狼预', '查验', ['预']) });
    voteDay(g, {});
    night(g);
    expect(g.notes('狼A').some((n) => n.startsWith('狼预信息'))).toBe(false);
  });
});
