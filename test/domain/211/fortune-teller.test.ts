import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】8 半仙（男）④ (l.263–264): 通天[深夜][限定] —— 游戏日夜晚，半仙可以询问导演任何20字以内…的问题
// (行动顺序总集 深夜1 半仙<通天>). The director's answer is not in Bansha yet (partial).

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
