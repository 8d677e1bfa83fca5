import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】19 毒后（女）⑧ (file 001 l.630–635):
//   身份属性（不是技能）：毒后第一次使用下毒时，将获得[群内]标签。
//   下毒[早夜][指定] —— 选择范围：任意一名角色，不可连续两晚选择同一角色，并选择是否额外赋予[寡言]状态。
//   结算效果：结算目标获得[恐惧]，持续至下一个[正午]阶段开始，若选择额外赋予[寡言]状态，则再赋予[寡言]状态，持续至下一个夜晚开始。
//   怀孕技能[强制]——[下毒]技能可以选择最多3个角色。
// [冰冻/恐惧]：[沉默]+[缴械] (l.109). 行动顺序总集 早夜2 毒后 下毒 (l.1064), before 午夜 宫令 调令.
// Reading: 第一次使用下毒时 — the tag is hers when 早夜 closes, so that night's 杀人 (深夜2) is already hers to share.

const table = () => table211({ ...NO_EMPEROR, 雪: '毒后' });
const statusOf = (g: ReturnType<typeof table>, n: string, id: string) =>
  g.state.chars.find((c) => c.name === n)?.statuses.find((s) => s.id === id);

describe('毒后', () => {
  it('no [群内] before her first 下毒: no 杀人 (NOT_YOUR_SKILL)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('雪', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
  });

  it('毒后第一次使用下毒时，将获得[群内]标签: that night she shares the wolves’ 杀人, and keeps it', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '下毒', ['道']), 深夜2: () => g.act('雪', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
    day(g);
    night(g, { 深夜2: () => g.act('雪', '杀人', ['宫']) });
    expect(g.outs()).toEqual(['嫔', '宫']);
  });

  it('结算目标获得[恐惧]，持续至下一个[正午]阶段开始: her 调令 that night is void (早夜 before 午夜)', () => {
    const g = table();
    night(g, {
      早夜2: () => g.act('雪', '下毒', ['宫']),
      午夜: () => g.act('宫', '调令', ['狼A']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['嫔']);
    // told when 早夜 closes, with its end; gone as the day opens (正午)
    expect(g.notes('宫').join('\n')).toContain('恐惧');
    expect(statusOf(g, '宫', 'fear')).toBeUndefined();
  });

  it('若选择额外赋予[寡言]状态，则再赋予[寡言]状态，持续至下一个夜晚开始; without it, no [寡言]', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '下毒', ['宫'], '寡言') });
    expect(statusOf(g, '宫', 'taciturn')?.until).toMatchObject({ at: 'nightStart' });
    day(g);
    expect(statusOf(g, '宫', 'taciturn')).toBeUndefined();
    night(g, { 早夜2: () => g.act('雪', '下毒', ['嫔']) });
    expect(g.notes('嫔').join('\n')).toContain('恐惧');
    expect(g.notes('嫔').join('\n')).not.toContain('寡言');
  });

  it('不可连续两晚选择同一角色 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('雪', '下毒', ['宫']) });
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('雪', '下毒', ['宫']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('one target; 怀孕技能[强制]——最多3个角色 after the 临幸', () => {
    const g = table211({ 雪: '毒后' });
    g.act('帝', '临幸', ['贵']);
    g.closeTo('早夜2');
    expect(g.actFails('雪', '下毒', ['宫', '嫔']).code).toBe('TARGET_COUNT');
    night(g);
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜2: () => g.act('雪', '下毒', ['宫', '嫔', '道']),
    });
    for (const n of ['宫', '嫔', '道']) expect(g.notes(n).join('\n')).toContain('恐惧');
  });
});
