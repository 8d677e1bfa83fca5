import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] 【诸侯】6 蛊惑师（男）（35） (file 001 l.798–801):
//   l.799 身份属性（不是技能）：蛊惑师首夜不会获得任何负面状态。
//   l.800 蛊惑[午夜][指定] —— 选择范围：任意角色，连续两晚不能选择同一个角色。结算效果：若结算成功，蛊惑师当晚结算出局，蛊惑师不会出局，取而代之的是，
//         结算目标承受[致死伤害]，结算顺序和蛊惑师原本的出局顺序一致。
//   l.1005 15、蛊惑师：蛊惑师通过[蛊惑]击杀的数量大于存活人数的一半。

// 道 is the 蛊惑师; no 皇帝; 贵妃's 宠溺 (drawn when missed) is kept on 婆 where it matters
const table = (swap: Record<string, string> = {}): Game => table211({ ...NO_EMPEROR, 道: '蛊惑师', ...swap });
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('蛊惑师', () => {
  it('a faction of his own (蛊惑师阵营)', () => {
    expect(table().state.chars.find((c) => c.name === '道')?.faction).toBe('enchanter');
  });

  it('l.800 蛊惑: the wolves’ kill on him that night — he stays, the 蛊惑’d takes 致死伤害 instead', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['婆']);
        g.act('道', '蛊惑', ['宫']);
      },
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.alive('道')).toBe(true);
    expect(g.outs()).toEqual(['宫']);
  });

  it('l.800 若结算成功: a 蛊惑 that does not settle ([隐身] target) passes nothing — he goes out', () => {
    const g = table();
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '宫', status: '隐身', op: 'apply', reason: '测试' },
    });
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['婆']);
        g.act('道', '蛊惑', ['宫']);
      },
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.outs()).toEqual(['道']);
  });

  it('l.800 任意角色，连续两晚不能选择同一个角色 (SAME_TARGET_AS_LAST_NIGHT); himself allowed', () => {
    const g = table();
    night(g, { 午夜: () => g.act('道', '蛊惑', ['宫']) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('道', '蛊惑', ['宫']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('道', '蛊惑', ['道']);
  });

  it('l.799 首夜不会获得任何负面状态: 宫令’s 调令 does not freeze him on night 1 (the 蛊惑 holds); on a later night it does', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['宫']);
        g.act('宫', '调令', ['道']);
        g.act('道', '蛊惑', ['婆']);
      },
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.outs()).toEqual(['婆']);
    day(g);
    // (调令 not on the same character two nights running: night 2 elsewhere)
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    day(g);
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['宫']);
        g.act('宫', '调令', ['道']);
        g.act('道', '蛊惑', ['嫔']);
      },
      深夜2: () => g.act('狼A', '杀人', ['道']),
    });
    expect(g.alive('道')).toBe(false);
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.1005 胜: 通过[蛊惑]击杀的数量大于存活人数的一半 — one of four living is not enough; two of three win', () => {
    const g = table();
    for (const n of ['帝', '贵', '娥', '嫔', '妃', '雪', '魔']) kill(g, n);
    night(g, { 午夜: () => g.act('道', '蛊惑', ['宫']), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.outs().at(-1)).toBe('宫');
    expect(g.state.status).toBe('running');
    day(g);
    night(g, { 午夜: () => g.act('道', '蛊惑', ['婆']), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.state.winner?.faction).toBe('enchanter');
  });
});
