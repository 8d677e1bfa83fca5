import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】13 才女（女）④ (l.298–301):
//   传承<强制><限定>——若验人系的身份出局，才女立刻获得该角色的身份技能并刷新至初始，然后表面身份变更为继承的身份。
//   怀孕技能[强制]——传承触发后，再选择获得一套与继承的身份不同的验人系身份技能。
//   验人系 (l.74): 锦衣卫，国师，宠妃，魔镜少女.
// Seats: 帝1 贵2 宫3 娥4 道5 婆6 嫔7(才女) 妃8 雪9 魔10 狼A11 狼B12.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '狼A' : '狼B']);
const table = (swap: Record<string, string> = {}) =>
  table211({ ...NO_EMPEROR, 嫔: '才女', 婆: '锦衣卫', ...swap });

describe('才女 传承', () => {
  it('验人系的身份出局 → 立刻获得该角色的身份技能: told, and 探查 is hers the next night', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['婆']) });
    expect(g.notes('嫔')).toContain(
      '传承：你获得了【锦衣卫】的技能（刷新至初始），表面身份变更为【锦衣卫】。',
    );
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '探查', ['狼A']) });
    expect(g.notes('嫔')).toContain('探查：狼A是狼人。');
  });

  it('before a checker goes out she has none of its skills (NOT_YOUR_SKILL)', () => {
    const g = table();
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '探查', ['狼A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('表面身份变更为继承的身份: another 锦衣卫’s 探查 reads her as 锦衣卫', () => {
    const g = table({ 道: '锦衣卫' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['婆']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('道', '探查', ['嫔']) });
    expect(g.notes('道')).toContain('探查：嫔是锦衣卫。');
  });

  it('刷新至初始: a 宠妃 whose 狡黠 was spent (lost) → 狡黠 fresh for the 才女', () => {
    const g = table({ 婆: '村民', 宫: '宠妃' });
    // 狼A (11) between 魔 (10) and 狼B (12): all 非村民阵营 → 宠妃 loses 狡黠
    night(g, { 午夜: calm(g), 深夜1: () => g.act('宫', '狡黠', ['狼A']) });
    expect(g.notes('宫')).toContain('狡黠：狼A、魔、狼B 都为<非村民阵营>。');
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '狡黠', ['雪']) });
    expect(g.notes('嫔')).toContain('狡黠：雪、妃、魔 都为<非村民阵营>。');
  });

  it('<限定>: a second checker’s out gives nothing (国师’s 预言 stays NOT_YOUR_SKILL)', () => {
    const g = table({ 宫: '国师' });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['婆']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    expect(g.notes('嫔').filter((n) => n.startsWith('传承'))).toHaveLength(1);
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '预言', ['狼A']).code).toBe('NOT_YOUR_SKILL');
  });
});

describe('才女 怀孕技能', () => {
  it('传承触发后，再选择获得一套与继承的身份不同的验人系身份技能: 国师 chosen, 预言 hers; 锦衣卫 refused', () => {
    const g = table211({ 嫔: '才女', 婆: '锦衣卫' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['婆']),
    });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '嫔', skill: '怀孕技能', targets: [], choice: '锦衣卫' },
        'player:嫔',
      ).code,
    ).toBe('INVALID_INPUT');
    g.act('嫔', '怀孕技能', [], '国师');
    expect(g.notes('嫔')).toContain('怀孕技能：你获得了【通天国师】的技能。');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '预言', ['狼A']) });
    expect(g.notes('嫔')).toContain('预言：狼A为非村民阵营。');
  });

  it('传承触发后 only: 临幸’d before any checker is out, refused (SKILL_NOT_USABLE)', () => {
    const g = table211({ 嫔: '才女', 婆: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    expect(g.actFails('嫔', '怀孕技能').code).toBe('SKILL_NOT_USABLE');
  });
});
