import { describe, expect, it } from 'vitest';
import { day, nextNight, night, table211 } from './table';

// [211] 【皇帝阵营】27 宫令（女）⑧:
//   调令[午夜][指定] —— 选择范围：任意一名角色，不能连续两晚选择同一个角色。结算效果：令结算目标获得[冰冻]，持续至下一个[正午]阶段开始。
//   怀孕技能[强制]——[调令]去除不能连续两晚选择同一个角色的限制。
//   [冰冻/恐惧]：[沉默]+[缴械]; [缴械]：该状态下不能发动[杀人]，若是[群内]，也会影响整个群内不能发动杀人。
//   夜晚阶段，则需要等待当前行动时间段结束之后再通知。例：企鹅冰冻一个角色，被冰冻的角色需要等午夜结束才会知道自己被冰冻。

describe('宫令 调令', () => {
  it('令结算目标获得[冰冻]: a frozen 群内 wolf — the whole group has no 杀人 ([缴械])', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('宫', '调令', ['狼B']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual([]);
  });

  it('[沉默]: the frozen 贵妃’s 宠溺 is void — her target is not [坚韧]', () => {
    const g = table211();
    night(g, {
      午夜: () => {
        g.act('宫', '调令', ['贵']);
        g.act('贵', '宠溺', ['嫔']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('被冰冻的角色需要等午夜结束才会知道: told when 午夜 closes, with its end', () => {
    const g = table211();
    g.closeTo('午夜');
    g.act('宫', '调令', ['嫔']);
    expect(g.notes('嫔').join('\n')).not.toMatch(/冰冻/);
    g.close(); // 午夜 closes
    expect(g.notes('嫔')).toContain('你获得了[冰冻]状态，持续至第2天正午开始。');
  });

  it('持续至下一个[正午]阶段开始: gone when the day opens', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    expect(g.state.chars.find((c) => c.name === '嫔')?.statuses).toEqual([]);
  });

  it('不能连续两晚选择同一个角色 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table211();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '调令', ['嫔']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('怀孕技能[强制]——去除不能连续两晚选择同一个角色的限制', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']) });
    day(g);
    night(g, { 午夜: () => g.act('宫', '调令', ['狼B']) });
    day(g);
    night(g, { 午夜: () => g.act('宫', '调令', ['狼B']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(true);
    nextNight(g);
  });
});
