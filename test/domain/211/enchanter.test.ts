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

// l.801 堕落[黄昏] —— 游戏日黄昏宣言一个技能，且宣言使用者初始身份，如果当夜被宣言的技能发动，技能发动者反馈空，由蛊惑师选择技能目标（但是不得知该身份原本的
//   技能目标），若该技能有反馈，由蛊惑师获得反馈而非技能发动者获得，不能连续两夜宣言同一个技能，宣言狼群技能<杀人>无效，宣言其他人单独拥有的<杀人>，且宣言使用者
//   身份正确，则有效。
// 魔 is a 锦衣卫 (探查[深夜][指定]: 反馈结算目标的[表面身份]); 帝 a 开膛手 (杀人[深夜][指定], his own) where a test needs him.
describe('蛊惑师 堕落 (l.801)', () => {
  const fallTable = (swap: Record<string, string> = {}) => table({ 魔: '锦衣卫', ...swap });
  const declare = (g: Game, choice: string, targets: string[]) =>
    g.ok({ type: 'SubmitAction', actor: '道', skill: '堕落', targets, choice }, 'player:道');

  it('the declared skill used that night: the 蛊惑师 chose its target and gets its feedback; its user’s is empty', () => {
    const g = fallTable();
    night(g, {
      黄昏1: () => declare(g, '锦衣卫<探查>', ['狼A']),
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜1: () => g.act('魔', '探查', ['宫']),
    });
    expect(g.notes('道')).toContain('探查：狼A是狼人。');
    expect(g.notes('魔')).toContain('探查：反馈为空。');
    // 不得知该身份原本的技能目标: nothing names 宫 to him
    expect(g.notes('道').join('\n')).not.toContain('宫');
    expect(g.notes('魔').join('\n')).not.toContain('狼A');
  });

  it('如果当夜被宣言的技能发动: not used that night — nothing', () => {
    const g = fallTable();
    night(g, { 黄昏1: () => declare(g, '锦衣卫<探查>', ['狼A']), 午夜: () => g.act('贵', '宠溺', ['婆']) });
    expect(g.notes('道').join('\n')).not.toContain('探查');
  });

  it('宣言使用者初始身份: a wrong role — void, the 锦衣卫 gets his own answer', () => {
    const g = fallTable();
    night(g, {
      黄昏1: () => declare(g, '宫令<探查>', ['狼A']),
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜1: () => g.act('魔', '探查', ['宫']),
    });
    expect(g.notes('魔')).toContain('探查：宫是宫令。');
    expect(g.notes('道').join('\n')).not.toContain('探查：');
  });

  it('宣言狼群技能<杀人>无效: the wolves’ kill lands where they chose', () => {
    const g = fallTable();
    night(g, {
      黄昏1: () => declare(g, '狼人<杀人>', ['宫']),
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('宣言其他人单独拥有的<杀人>，且宣言使用者身份正确，则有效: the 开膛手’s 杀人 lands on the 蛊惑师’s target', () => {
    const g = fallTable({ 帝: '开膛手' });
    night(g, {
      黄昏1: () => declare(g, '开膛手<杀人>', ['宫']),
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜2: () => g.act('帝', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual(['宫']);
  });

  it('不能连续两夜宣言同一个技能 (SAME_TARGET_AS_LAST_NIGHT); another skill, or the same a night later, stands', () => {
    const g = fallTable();
    night(g, { 黄昏1: () => declare(g, '锦衣卫<探查>', ['狼A']), 午夜: () => g.act('贵', '宠溺', ['婆']) });
    day(g);
    night(g, {
      黄昏1: () => {
        expect(
          g.fails(
            { type: 'SubmitAction', actor: '道', skill: '堕落', targets: ['狼B'], choice: '锦衣卫<探查>' },
            'player:道',
          ).code,
        ).toBe('SAME_TARGET_AS_LAST_NIGHT');
        declare(g, '宫令<调令>', ['狼B']);
      },
      午夜: () => g.act('贵', '宠溺', ['娥']),
    });
    day(g);
    night(g, { 黄昏1: () => declare(g, '锦衣卫<探查>', ['狼B']), 午夜: () => g.act('贵', '宠溺', ['婆']) });
  });

  it('a declaration must name 身份<技能> (INVALID_INPUT)', () => {
    const g = fallTable();
    expect(
      g.fails({ type: 'SubmitAction', actor: '道', skill: '堕落', targets: [], choice: '探查' }, 'player:道')
        .code,
    ).toBe('INVALID_INPUT');
  });
});
