import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】8 半仙（男）④ (l.263–264): 通天[深夜][限定] —— 游戏日夜晚，半仙可以询问导演任何20字以内…的问题
// 可以用是，否，无法回答三种答案来回复的问题，导演会在深夜结束后，根据游戏内内容准确反馈[是/否/无法回答]。（问题需要直观合理，若导演判断问题不够直观合理，
// 需重新提问。） (行动顺序总集 深夜1 半仙<通天>). The director answers with the ruling `answer`.

describe('半仙 通天', () => {
  it('a question of up to 20 characters is recorded in the log; longer ones are refused; <限定>', () => {
    const g = table211({ ...NO_EMPEROR, 道: '半仙' });
    g.closeTo('深夜1');
    const long = g.run({
      type: 'SubmitAction',
      actor: '道',
      skill: '通天',
      targets: [],
      choice: '问'.repeat(21),
    });
    expect(long.ok ? null : long.error.code).toBe('INVALID_INPUT');
    g.act('道', '通天', [], '狼A是狼人阵营吗');
    expect(
      g.log.some(
        (e) => e.type === 'ActionSubmitted' && (e.data as { choice?: string }).choice === '狼A是狼人阵营吗',
      ),
    ).toBe(true);
    night(g);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('道', '通天', []).code).toBe('SKILL_USED_UP');
  });
});

const answer = (g: Game, a: string) =>
  g.run({ type: 'MakeRuling', ruling: { kind: 'answer', target: '道', answer: a, reason: '通天' } });

/** 道 半仙 asks at night 1's 深夜1; the slot closed. */
function asked(): Game {
  const g = table211({ ...NO_EMPEROR, 道: '半仙' });
  g.closeTo('深夜1');
  g.act('道', '通天', [], '狼A是狼人阵营吗');
  g.close();
  return g;
}

describe('半仙 通天 — the director’s answer (l.264–265)', () => {
  it('l.264 导演会在深夜结束后…反馈[是/否/无法回答]: the ruling answer tells him, nothing public', () => {
    const g = asked();
    const before = g.announcements().length;
    expect(answer(g, '是').ok).toBe(true);
    expect(g.notes('道')).toContain('通天：你的问题「狼A是狼人阵营吗」的答案：是。');
    expect(g.announcements().length).toBe(before);
    // answered once: a second answer is RULING_NOT_APPLICABLE
    const again = answer(g, '否');
    expect(again.ok ? null : again.error.code).toBe('RULING_NOT_APPLICABLE');
  });

  it('l.264 深夜结束后: before 通天’s slot has closed there is nothing to answer', () => {
    const g = table211({ ...NO_EMPEROR, 道: '半仙' });
    g.closeTo('深夜1');
    g.act('道', '通天', [], '狼A是狼人阵营吗');
    const early = answer(g, '是');
    expect(early.ok ? null : early.error.code).toBe('RULING_NOT_APPLICABLE');
  });

  it('l.264 只有 是/否/无法回答 (或需重新提问): another answer is INVALID_INPUT, nothing changes', () => {
    const g = asked();
    const n = g.log.length;
    const bad = answer(g, '也许');
    expect(bad.ok ? null : bad.error.code).toBe('INVALID_INPUT');
    expect(g.log.length).toBe(n);
    expect(answer(g, '无法回答').ok).toBe(true);
    expect(g.notes('道')).toContain('通天：你的问题「狼A是狼人阵营吗」的答案：无法回答。');
  });

  it('l.265 需重新提问: told so, and <通天> may be used again (a later night)', () => {
    const g = asked();
    expect(answer(g, '需重新提问').ok).toBe(true);
    expect(g.notes('道').join('\n')).toMatch(/需重新提问/);
    night(g);
    day(g);
    g.closeTo('深夜1');
    g.act('道', '通天', [], '雪是狼人阵营吗');
    g.close();
    expect(answer(g, '否').ok).toBe(true);
    expect(g.notes('道')).toContain('通天：你的问题「雪是狼人阵营吗」的答案：否。');
  });

  it('a character with no question awaiting: RULING_NOT_APPLICABLE', () => {
    const g = table211({ ...NO_EMPEROR, 道: '半仙' });
    const r = g.run({
      type: 'MakeRuling',
      ruling: { kind: 'answer', target: '嫔', answer: '是', reason: '通天' },
    });
    expect(r.ok ? null : r.error.code).toBe('RULING_NOT_APPLICABLE');
  });
});
