import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] 飘零 · 不定身份 3 顺从的女仆（女） (file 001 l.904–907):
//   l.905 顺从[黄昏]<限定> —— 当天若有角色在[正午]或[黄昏]出局，则女仆可以发动此技能，选择其中一个出局角色，获得该角色的全部技能并刷新至初始状态，
//   阵营也转变为和该角色相同，同时获得该身份所拥有的[群内]或[接刀]标签，并且表面身份变更为继承的身份，当女仆为[真爱情侣]，则该技能不能发动。
//   发动后会公布[有角色发动了[顺从]和发动目标交换了身份]
//   l.907 怀孕技能[强制]——[顺从]可选择任意已出局角色，且如果获得的是女性身份，则怀孕技能也会一并获取。
// l.877 不定阵营（初始为无阵营）; 行动顺序总集 黄昏1 顺从的女仆 顺从.

// 嫔 is the 女仆, 娥 a 锦衣卫 (探查 reads the surface role); no 皇帝 and no 贵妃 (临幸, 宠溺 drawn when missed)
const CALM = { ...NO_EMPEROR, 贵: '村民', 嫔: '顺从的女仆', 娥: '锦衣卫' };
const table = (swap: Record<string, string> = {}) => table211({ ...CALM, ...swap }, { constraints: false });
const faction = (g: Game, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('顺从的女仆', () => {
  it('l.877 starts with no faction (不定阵营)', () => {
    expect(faction(table(), '嫔')).toBe('undetermined');
  });

  it('l.905 顺从 on the one voted out today: 宫令’s skills are hers that night (调令 freezes), her faction becomes 村民阵营 (told), and the 公示 says so', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.alive('宫')).toBe(false);
    night(g, {
      黄昏1: () => g.act('嫔', '顺从', ['宫']),
      午夜: () => g.act('嫔', '调令', ['狼A']),
    });
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
    expect(faction(g, '嫔')).toBe('village');
    expect(g.notes('嫔').join('\n')).toContain('你的阵营转变为村民阵营');
    expect(g.announcements().join('\n')).toContain('有角色发动了[顺从]和发动目标交换了身份。');
  });

  it('l.905 表面身份变更为继承的身份: 锦衣卫’s 探查 reads 宫令', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    night(g, {
      黄昏1: () => g.act('嫔', '顺从', ['宫']),
      深夜1: () => g.act('娥', '探查', ['嫔']),
    });
    expect(g.notes('娥')).toContain('探查：嫔是宫令。');
  });

  it('l.905 当天: one out the night before is not a choice (ILLEGAL_TARGET)', () => {
    const g = table();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.alive('宫')).toBe(false);
    day(g);
    expect(g.actFails('嫔', '顺从', ['宫']).code).toBe('ILLEGAL_TARGET');
  });

  it('l.905 [群内]: 狼A voted out → she joins 狼人阵营 and the wolves’ group: her 杀人 is the group’s', () => {
    const g = table();
    g.closeNight();
    day(g, { 宫: '狼A', 道: '狼A' });
    night(g, {
      黄昏1: () => g.act('嫔', '顺从', ['狼A']),
      深夜2: () => g.act('嫔', '杀人', ['宫']),
    });
    expect(faction(g, '嫔')).toBe('wolves');
    expect(g.alive('宫')).toBe(false);
  });

  it('l.905 <限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    night(g, { 黄昏1: () => g.act('嫔', '顺从', ['宫']) });
    day(g, { 狼A: '道', 狼B: '道' });
    expect(g.actFails('嫔', '顺从', ['道']).code).toBe('SKILL_USED_UP');
  });

  it('l.905 当女仆为[真爱情侣]，则该技能不能发动 (SKILL_NOT_USABLE)', () => {
    const roles = { ...TABLE211, ...CALM, 帝: '月老' };
    const g = started211(roles);
    g.act('帝', '月老牵线', ['嫔', '道']);
    g.close();
    day(g);
    g.closeNight();
    day(g, { 狼A: '宫', 狼B: '宫' });
    expect(g.actFails('嫔', '顺从', ['宫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.907 怀孕技能: any out character (out the night before), and a female role’s 怀孕技能 with it (女侠)', () => {
    const g = table211({ ...CALM, 帝: '贤明之君', 宫: '女侠' }, { constraints: false });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['嫔']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.alive('宫')).toBe(false);
    day(g);
    night(g, {
      黄昏1: () => {
        g.act('帝', '临幸', ['贵']);
        g.act('嫔', '顺从', ['宫']);
      },
      午夜: () => {
        g.act('嫔', '惩奸除恶', ['狼A']);
        g.act('嫔', '怀孕技能');
      },
    });
    expect(g.notes('狼A').join('\n')).toContain('冰冻');
    // 怀孕技能 gave back the use: 惩奸除恶 again the next night
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['妃']),
      午夜: () => g.act('嫔', '惩奸除恶', ['狼B']),
    });
    expect(g.notes('狼B').join('\n')).toContain('冰冻');
  });
});
