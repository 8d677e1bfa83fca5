import { describe, expect, it } from 'vitest';
import { night, pku } from './given';

// [pku] file 004 狼 / 狼禁 (l.225–245): 知道全部狼人阵营玩家，但不知道玩家和身份的对应关系 (l.227); 技能对女巫有效 对三方
// 【永劫无间】有效 对猎人无效 对被动技能（例如【六神无主】）无效 (l.241); 可以不行动，不可自禁 (l.243); 狼禁作用的对象将在夜晚
// 开始时得到通知自己被禁 (l.245). 结算顺序 入夜: … 狼禁行动 (l.11), before 夜间.

describe('pku 狼禁 禁', () => {
  it('知道全部狼人阵营玩家，但不知道玩家和身份的对应关系 (l.227): told the names, not the roles', () => {
    const g = pku();
    expect(g.notes('狼禁')).toContain(
      '狼人阵营的玩家：狼A、狼B、野、狼预、狼替（不知道玩家与身份的对应关系）。',
    );
  });

  it('狼禁作用的对象将在夜晚开始时得到通知自己被禁 (l.245): told when 入夜 closes, before 夜间’s actions', () => {
    const g = pku();
    g.act('狼禁', '禁', ['预']);
    expect(g.notes('预')).not.toContain('你今夜被狼禁禁止行动，无法使用技能。');
    g.close(); // 入夜 → 夜间
    expect(g.state.phase.window).toBe('夜间');
    expect(g.notes('预')).toContain('你今夜被狼禁禁止行动，无法使用技能。');
    g.act('预', '查验', ['狼A']); // accepted, void when it resolves
    g.closeNight();
    expect(g.notes('预').some((n) => n.startsWith('查验：'))).toBe(false);
  });

  it('the ban blocks the target’s night skill: a 狙击手 banned knifes nobody', () => {
    const g = pku();
    night(g, { 入夜: () => g.act('狼禁', '禁', ['狙']), 夜间: () => g.act('狙', '刀', ['狼A']) });
    expect(g.outs()).toEqual([]);
  });

  it('对被动技能无效 (l.241): a banned 女巫 still sees who is dying, her 解药 is void', () => {
    const g = pku();
    night(g, { 入夜: () => g.act('狼禁', '禁', ['巫']), 夜间: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.notes('巫')).toContain('今晚濒死的玩家：民A。');
  });

  it('不可自禁 (l.243): ILLEGAL_TARGET', () => {
    const g = pku();
    expect(g.actFails('狼禁', '禁', ['狼禁']).code).toBe('ILLEGAL_TARGET');
  });

  it('可以不行动 (l.243): a pass is accepted, nobody is banned', () => {
    const g = pku();
    g.pass('狼禁', '禁');
    night(g, { 夜间: () => g.act('预', '查验', ['狼A']) });
    expect(g.notes('预')).toContain('查验：狼A 的身份是【狼人】。');
  });
});
