import { describe, expect, it } from 'vitest';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】17 曼珠沙华（女）⑧ (file 001 l.615–620):
//   彼岸归去[深夜][指定]—— 选择范围：偶数游戏日夜晚，可选任意一名角色。结算效果：结算目标永久获得[遗忘]状态并承受[致死伤害]。
//   怀孕技能[强制]——[彼岸归去]去除偶数日限制，每晚都能发动。
// 行动顺序总集 深夜2 曼珠沙华 彼岸花开 (l.1103); the out tally: 曼珠沙华彼岸花 after 狼人杀人 (l.1130–1132).

const table = () => table211({ ...NO_EMPEROR, 雪: '曼珠沙华' });

/** To night 2's 黄昏1. */
function night2(g: ReturnType<typeof table>) {
  night(g);
  day(g);
}

describe('曼珠沙华 彼岸归去', () => {
  it('偶数游戏日夜晚: refused on night 1 (WRONG_PHASE)', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(g.actFails('雪', '彼岸归去', ['嫔']).code).toBe('WRONG_PHASE');
  });

  it('承受[致死伤害]: through [坚韧] (黑暗守护); counted after 狼人杀人 (l.1130)', () => {
    const g = table();
    night2(g);
    night(g, {
      午夜: () => g.act('魔', '黑暗守护', ['宫']),
      深夜2: () => {
        g.act('雪', '彼岸归去', ['宫']);
        g.act('狼A', '杀人', ['嫔']);
      },
    });
    expect(g.outs()).toEqual(['嫔', '宫']);
  });

  it('结算目标永久获得[遗忘]状态: 皇帝 (不死, 身份属性) stays and is told of the [遗忘] — for a day (所有永久负面状态都改为只持续一天)', () => {
    const g = table211({ 雪: '曼珠沙华' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 深夜2: () => g.act('雪', '彼岸归去', ['帝']) });
    expect(g.alive('帝')).toBe(true);
    const st = g.state.chars.find((c) => c.name === '帝')?.statuses.find((x) => x.id === 'forget');
    expect(st?.until).not.toBeNull();
    expect(g.notes('帝').join('\n')).toContain('遗忘');
  });

  it('结算目标永久获得[遗忘]状态: for good (no end) — kept when out (状态依然正常持有)', () => {
    const g = table();
    night2(g);
    night(g, { 深夜2: () => g.act('雪', '彼岸归去', ['贵']) });
    expect(g.alive('贵')).toBe(false);
    const st = g.state.chars.find((c) => c.name === '贵')?.statuses.find((x) => x.id === 'forget');
    expect(st?.until).toBeNull();
  });

  it('怀孕技能[强制]——去除偶数日限制: 临幸 on night 1, 彼岸归去 on night 3', () => {
    const g = table211({ 雪: '曼珠沙华' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 深夜2: () => g.act('雪', '彼岸归去', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });
});
