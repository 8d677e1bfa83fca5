import { describe, expect, it } from 'vitest';
import { NO_EMPEROR, night, table211 } from './table';

// [211] 遗言: 第一天夜晚出局和所有白天出局的角色均有遗言。
// [211] 遗言中禁止使用Discuz!代码。
// [211] 出局: 红牌罚下出局的角色没有遗言权利，不能发动任何技能。白天红牌罚下导致的出局结算在投票结算之后执行。

/** 遗言's notice: 你可以留下遗言，须在第N天开门前提交。 (N: the day that follows the out) */
const WORDS = expect.stringMatching(/^你可以留下遗言，须在第\d+天开门前提交。$/);

describe('211 general rules', () => {
  it('第一天夜晚出局和所有白天出局的角色均有遗言 — a second-night out has none', () => {
    const g = table211(NO_EMPEROR);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '宫', reason: '测试' } }); // night 1
    expect(g.notes('宫')).toContainEqual(WORDS);
    night(g);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '婆' ? '弃权' : '婆');
    g.close();
    expect(g.notes('婆')).toContainEqual(WORDS); // by day
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '嫔', reason: '测试' } }); // night 2
    expect(g.notes('嫔')).not.toContainEqual(WORDS);
  });

  it('遗言中禁止使用Discuz!代码: refused (INVALID_INPUT), plain words taken', () => {
    const g = table211(NO_EMPEROR);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '宫', reason: '测试' } });
    const e = g.fails({ type: 'SubmitLastWords', actor: '宫', text: '[b]我是宫令[/b]' }, 'player:宫');
    expect(e.code).toBe('INVALID_INPUT');
    g.ok({ type: 'SubmitLastWords', actor: '宫', text: '我是宫令' }, 'player:宫');
  });

  it('红牌罚下: no last words, even on the first night', () => {
    const g = table211(NO_EMPEROR);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'card', target: '宫', color: 'red', reason: '违规' } });
    expect(g.alive('宫')).toBe(false);
    expect(g.notes('宫')).not.toContainEqual(WORDS);
  });
});
