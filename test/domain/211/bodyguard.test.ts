import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, started211, TABLE211 } from './table';

// [211] file 001 【能臣异士】14 护卫⑤ (l.317–330; 男 in the role list):
//   模式选择[开局] —— 游戏开局，守卫需从下列模式中选择一个进行。
//   法式守护 [午夜][指定] —— 任意一名角色，不能连续两晚选择同一个角色。令结算目标获得状态[守护：∞]，持续至夜晚结束。
//   日式守护 [午夜][指定] —— 除自己外任意一名角色。令结算目标获得状态[守护：∞]，持续至夜晚结束。
//   版杀守护 [午夜][指定] —— 任意一名角色，每个角色只能被选择一次。令结算目标获得仅针对[实际阵营]为[狼人阵营]的状态[坚韧]，持续至夜晚结束。
//   行动顺序总集 开局: 护卫 模式选择; 午夜: 守卫<守护>.

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);

/** The table with 道 as 护卫 in `mode` (or none chosen): the opening closed, the 竞选日 too — night 1 open. */
function table(mode: string | null, more: Record<string, string> = {}): Game {
  const roles = { ...TABLE211, ...NO_EMPEROR, 道: '护卫', ...more };
  const g = started211(roles);
  expect(g.state.phase).toMatchObject({ kind: 'day', day: 0, window: 'opening' });
  if (mode) g.act('道', '模式选择', [], mode);
  g.close();
  day(g);
  return g;
}

describe('护卫 模式选择', () => {
  it('the chosen mode gives its skill only (told); 守护 names it', () => {
    const g = table('日式守卫');
    expect(g.notes('道')).toContain('模式选择：日式守卫。');
    g.closeTo('午夜');
    expect(g.actFails('道', '法式守护', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('道', '守护', ['嫔']);
  });

  it('需从下列模式中选择一个: not chosen in the opening, one is drawn (an event)', () => {
    const g = table(null);
    const mode = g.notes('道').find((n) => n.startsWith('模式选择：'));
    expect(['模式选择：法式守卫。', '模式选择：日式守卫。', '模式选择：版杀守卫。']).toContain(mode);
  });
});

describe('护卫 法式守护 / 日式守护', () => {
  it('法式守护: [守护：∞] until the night ends — the wolves’ 指杀 fails; itself allowed', () => {
    const g = table('法式守卫');
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '法式守护', ['道']);
      },
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.outs()).toEqual([]);
  });

  it('法式守护: 不能连续两晚选择同一个角色 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table('法式守卫');
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '法式守护', ['嫔']);
      },
    });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '法式守护', ['嫔']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('日式守护: 除自己外 (ILLEGAL_TARGET); twice running is fine', () => {
    const g = table('日式守卫');
    g.closeTo('午夜');
    expect(g.actFails('道', '日式守护', ['道']).code).toBe('ILLEGAL_TARGET');
    g.act('道', '日式守护', ['嫔']);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual([]);
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '日式守护', ['嫔']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
  });
});

describe('护卫 版杀守护', () => {
  it('仅针对[狼人阵营]的[坚韧]: the wolves’ 杀人 fails; a 村民阵营 舞姬’s [穿透] does not', () => {
    const g = table('版杀守卫');
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '版杀守护', ['嫔']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
  });

  it('每个角色只能被选择一次 (ILLEGAL_TARGET)', () => {
    const g = table('版杀守卫');
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '版杀守护', ['嫔']);
      },
    });
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('道', '版杀守护', ['宫']);
      },
    });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '版杀守护', ['嫔']).code).toBe('ILLEGAL_TARGET');
  });
});

describe('护卫 PS', () => {
  it('受到刷新至初始效果时，可以重新选一个模式: 修女’s 圣水 → the next day <重选模式>; the new mode’s skill only from then on', () => {
    const g = table('法式守卫', { 嫔: '修女' });
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('嫔', '圣水', ['道']) });
    expect(g.notes('道')).toContain('你的技能已刷新至初始：今天你可以重新选择一个守卫模式（<重选模式>）。');
    g.act('道', '重选模式', [], '日式守卫');
    expect(g.notes('道')).toContain('模式选择：日式守卫。');
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '法式守护', ['婆']).code).toBe('NOT_YOUR_SKILL');
    g.act('道', '日式守护', ['婆']);
  });

  it('declined (the right lapses with the day): the mode stays', () => {
    const g = table('法式守卫', { 嫔: '修女' });
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('嫔', '圣水', ['道']) });
    day(g);
    g.closeTo('午夜');
    g.act('道', '法式守护', ['婆']);
    expect(g.actFails('道', '重选模式').code).toBe('SKILL_NOT_USABLE');
  });
});
