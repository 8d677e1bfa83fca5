import { describe, expect, it } from 'vitest';
import { castVoteFails, night, table12 } from './121/given';

// The words players read (issue 16): every refusal a player or director reads is Chinese as a forum director writes it;
// the code stays the stable English key. Each case below is one refusal as an adapter forwards it.

const refusal = (e: { code: string; message: string }) => `${e.code} ${e.message}`;

describe('refusals read in Chinese, the code stays the key', () => {
  it('a night skill by day: <杀人>是夜晚技能', () => {
    const g = table12();
    expect(refusal(g.actFails('狼B', '杀人', ['民A']))).toBe('WRONG_PHASE <杀人>是夜晚技能，只能在夜晚发动');
  });

  it('a window past: <守护>的行动时限已过', () => {
    const g = table12();
    g.close();
    g.closeTo('n60');
    expect(refusal(g.actFails('守', '守护', ['民A']))).toBe('WRONG_PHASE <守护>的行动时限已过');
  });

  it('救药 used (<限定>): <救药>只能发动一次', () => {
    const g = table12();
    g.close();
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']), n90: () => g.act('巫', '救药', ['民A']) });
    g.close();
    g.closeTo('n90');
    expect(refusal(g.actFails('巫', '救药', ['民B']))).toBe('SKILL_USED_UP <救药>只能发动一次，已经发动过了');
  });

  it('the number of targets, oneself, the same target twice, an unknown name', () => {
    const g = table12();
    g.close();
    g.closeTo('n60');
    expect(refusal(g.actFails('预', '预言', ['民A', '民B']))).toBe('TARGET_COUNT <预言>须选择1名目标');
    expect(refusal(g.actFails('预', '预言', ['预']))).toBe('ILLEGAL_TARGET <预言>不能选择自己');
    expect(refusal(g.actFails('预', '预言', ['某人']))).toBe('UNKNOWN_PLAYER 没有名为“某人”的角色');
  });

  it('守护 two nights running: 民A 昨晚已被守护', () => {
    const g = table12();
    g.close();
    night(g, { n40: () => g.act('守', '守护', ['民A']) });
    g.close();
    expect(refusal(g.actFails('守', '守护', ['民A']))).toBe(
      'SAME_TARGET_AS_LAST_NIGHT 民A 昨晚已被守护：不能连续两晚守护同一名玩家',
    );
  });

  it('votes: only by day, not for the out, not by the out', () => {
    const g = table12();
    g.close();
    expect(refusal(castVoteFails(g, '民A', '民B'))).toBe('WRONG_PHASE 只能在讨论日投票');
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(refusal(castVoteFails(g, '民A', '民B'))).toBe('NOT_ALIVE 民A 已出局，不能投票');
    expect(refusal(castVoteFails(g, '民B', '民A'))).toBe('ILLEGAL_TARGET 民A 已出局，不能被投票');
  });

  it('a ruling without a reason; the director names one who is not at the table', () => {
    const g = table12();
    expect(
      refusal(g.fails({ type: 'MakeRuling', ruling: { kind: 'kill', target: '民A', reason: ' ' } })),
    ).toBe('INVALID_INPUT 判罚须写明理由');
    expect(
      refusal(g.fails({ type: 'MakeRuling', ruling: { kind: 'kill', target: '路人', reason: '测试' } })),
    ).toBe('UNKNOWN_PLAYER 没有名为“路人”的角色');
  });
});
