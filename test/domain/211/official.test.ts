import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211, tallyOf } from './table';

// [211] file 001 【能臣异士】5 官员（男）③ (l.247–249):
//   权势[深夜][指定] —— 选择范围：任意一名角色，不能连续两晚选择同一个角色。结算效果：结算目标获得状态[独裁]，持续至下一个夜晚开始。
//   [独裁] (l.114, 警长 任职宣言 l.956): 警长票权+1，从10人开始，当前存活人数每增加5人，警长票权额外+1；独裁可以叠加.

describe('官员 权势', () => {
  it('结算目标获得状态[独裁]: its vote counts 1 + 2 the next day (12 living: +1, and +1 from 10)', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['宫']) });
    day(g, { 宫: '嫔' });
    expect(tallyOf(g, 2).嫔).toBe(3);
  });

  it('附加…角色会得知: the target is told when 深夜1 closes, with the end (持续至下一个夜晚开始)', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    g.closeTo('深夜1');
    g.act('道', '权势', ['宫']);
    expect(g.notes('宫').join('\n')).not.toMatch(/独裁/);
    g.close();
    expect(g.notes('宫')).toContain('你获得了[独裁]状态，持续至第2夜开始。');
  });

  it('持续至下一个夜晚开始: gone at the next night; the day after, a plain vote', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['宫']) });
    day(g);
    expect(g.state.chars.find((c) => c.name === '宫')?.statuses.map((st) => st.id)).not.toContain('dictator');
    night(g);
    day(g, { 宫: '嫔' });
    expect(tallyOf(g, 3).嫔).toBe(1);
  });

  it('不能连续两晚选择同一个角色 (SAME_TARGET_AS_LAST_NIGHT); another target is fine', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['宫']) });
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('道', '权势', ['宫']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('道', '权势', ['嫔']);
  });

  it('独裁可以叠加: two nights apart on one target, each night’s own; 官员 on himself counts too', () => {
    const g = table211({ ...NO_EMPEROR, 道: '官员' });
    night(g, { 深夜1: () => g.act('道', '权势', ['道']) });
    day(g, { 道: '嫔' });
    expect(tallyOf(g, 2).嫔).toBe(3);
  });
});
