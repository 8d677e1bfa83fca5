import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】25 树精姥姥[群内]（女）⑨ (file 001 l.672–676):
//   吸精[深夜][指定]—— 选择目标：偶数日夜晚，可选任意一名角色。结算效果：对结算目标造成一次[指杀]。
//   怀孕技能[强制]——[吸精]去除偶数日限制，每晚都能发动。
// 行动顺序总集 深夜2: 狼人阵营与其他身份 杀人, 贼兄 暴怒, 曼珠沙华 彼岸花开, 树精姥姥 吸精 (l.1101–1104); the out tally
// (l.1130–1132) counts 狼人杀人 before 树精姥姥吸精.

const table = () => table211({ ...NO_EMPEROR, 妃: '树精姥姥' });

describe('树精姥姥', () => {
  it('[群内]: in the wolves’ group — told her mates, shares the 杀人', () => {
    const g = table();
    expect(g.notes('妃').join('\n')).toContain('狼A');
    night(g, { 深夜2: () => g.act('妃', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('吸精: 偶数日夜晚 only — refused on night 1 (WRONG_PHASE)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('妃', '吸精', ['嫔']).code).toBe('WRONG_PHASE');
  });

  it('吸精 on night 2: 对结算目标造成一次[指杀], besides the group’s 杀人; 狼人杀人 is counted first (l.1130)', () => {
    const g = table();
    night(g);
    day(g);
    night(g, {
      深夜2: () => {
        g.act('妃', '吸精', ['宫']);
        g.act('狼A', '杀人', ['嫔']);
      },
    });
    expect(g.outs()).toEqual(['嫔', '宫']);
  });

  it('[指杀]: a [坚韧] target (黑暗守护) stays', () => {
    const g = table();
    night(g);
    day(g);
    night(g, { 午夜: () => g.act('魔', '黑暗守护', ['宫']), 深夜2: () => g.act('妃', '吸精', ['宫']) });
    expect(g.alive('宫')).toBe(true);
  });

  it('怀孕技能[强制]——[吸精]去除偶数日限制: 临幸 on night 2, 吸精 on night 3', () => {
    const g = table211({ 妃: '树精姥姥' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['妃']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 深夜2: () => g.act('妃', '吸精', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });
});
