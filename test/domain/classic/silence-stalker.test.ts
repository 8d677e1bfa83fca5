import { describe, expect, it } from 'vitest';
import { classic, morningOf, night, noElection } from './given';

// [classic] file 003 禁言长老 (l.54): 每天晚上禁言长老可以指定一名玩家，禁言其一回合，被禁言的玩家第二天白天将无法发表任何发言，包括警上竞选，正常发言，
//   平票pk，以及遗言。…通常会限制禁言长老不得连续两天禁言同一个人。
// [classic] file 003 潜行者 (l.55): 技能只能发动一次。潜行者可以在夜晚暗杀一名玩家，这名玩家必须是潜行者在前一天放逐投票时所投的那个人。若潜行者弃票，
//   或因为狼人自爆而跳过投票阶段，则潜行者无法发动技能。

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  禁: '禁言长老',
  潜: '潜行者',
  预: '预言家',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};
const words = (g: ReturnType<typeof classic>, name: string) =>
  g.state.rights.some((r) => r.holder === name && r.kind === 'last_words');

describe('禁言长老 (file 003 l.54)', () => {
  it('l.54 被禁言的玩家第二天白天将无法发表任何发言…以及遗言: announced in the morning; voted out that day, no last words', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('禁', '禁言', ['民A']) });
    expect(morningOf(g, 2)).toContain('民A 被禁言');
    g.votes({ 狼A: '民A', 狼B: '民A' });
    g.close();
    expect(g.alive('民A')).toBe(false);
    expect(words(g, '民A')).toBe(false);
  });

  it('l.54 不得连续两天禁言同一个人', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('禁', '禁言', ['民A']) });
    g.votes({ 狼A: '民C', 狼B: '民C' });
    g.close();
    night(g, { n60: () => expect(g.actFails('禁', '禁言', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT') });
  });
});

describe('潜行者 (file 003 l.55)', () => {
  it('l.55 这名玩家必须是潜行者在前一天放逐投票时所投的那个人; once', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.votes({ 潜: '狼A', 民A: '民B', 民B: '民B' });
    g.close();
    night(g, {
      n60: () => {
        expect(g.actFails('潜', '暗杀', ['狼B']).code).toBe('ILLEGAL_TARGET');
        g.act('潜', '暗杀', ['狼A']);
      },
    });
    expect(g.alive('狼A')).toBe(false);
    g.votes({ 潜: '狼B', 民A: '民C', 民C: '民C' });
    g.close();
    night(g, { n60: () => expect(g.actFails('潜', '暗杀', ['狼B']).code).toBe('SKILL_USED_UP') });
  });

  it('l.55 若潜行者弃票，或因为狼人自爆而跳过投票阶段，则潜行者无法发动技能', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {});
    g.vote('潜', '狼A');
    g.act('狼B', '自爆');
    night(g, { n60: () => expect(g.actFails('潜', '暗杀', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
    const h = classic(TABLE);
    noElection(h);
    night(h, {});
    h.votes({ 潜: '弃权', 民A: '民B', 民B: '民B' });
    h.close();
    night(h, { n60: () => expect(h.actFails('潜', '暗杀', ['民B']).code).toBe('SKILL_NOT_USABLE') });
  });
});
