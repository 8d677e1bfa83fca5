import { describe, expect, it } from 'vitest';
import { Game, gendersOf, NO_EMPEROR, night, TABLE211, table211 } from './table';

// [211] 【叛皇阵营】16 梁山头目[群内]（男）⑧ (file 001 l.610–613):
//   归途[黄昏][指定]——选择范围：任意一名角色。结算效果：若该角色[实际阵营]是狼人阵营且没有[群内]标签，则该角色于早夜结束时获得[群内]标签，该角色
//   将收到通知，有进群前的加成技能可在早夜阶段发动，若该角色[实际阵营]不是狼人阵营，则无事发生。
//   若开局的[群内]人数不超过狼人开局总人数的1/3则必有梁山头目，开局的[群内]人数超过狼人开局总人数的2/3则必没有梁山头目，中间值正常概率出现。
// 行动顺序总集 黄昏1 梁山头目 归途 (l.1047). 魔 is the 梁山头目; 雪 (雪妖) a wolf without [群内].

const table = () => table211({ ...NO_EMPEROR, 魔: '梁山头目' });

describe('梁山头目 归途', () => {
  it('[群内]: shares the wolves’ 杀人', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('魔', '杀人', ['婆']) });
    expect(g.outs()).toEqual(['婆']);
  });

  it('狼人阵营且没有[群内]标签 → 获得[群内]标签，收到通知: 雪妖 shares that night’s 杀人', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('魔', '归途', ['雪']),
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜2: () => g.act('雪', '杀人', ['婆']),
    });
    expect(g.notes('雪').join('\n')).toContain('归途：你获得了[群内]标签');
    expect(g.outs()).toEqual(['婆']);
  });

  it('若该角色[实际阵营]不是狼人阵营，则无事发生: no tag, no notice', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('魔', '归途', ['宫']),
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜2: () => expect(g.actFails('宫', '杀人', ['婆']).code).toBe('NOT_YOUR_SKILL'),
    });
    expect(g.notes('宫').join('\n')).not.toContain('归途');
  });

  it('a wolf already [群内]: nothing (no notice)', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('魔', '归途', ['狼A']), 午夜: () => g.act('贵', '宠溺', ['娥']) });
    expect(g.notes('狼A').join('\n')).not.toContain('归途');
  });
});

describe('梁山头目 in the deal (l.611)', () => {
  const create = (swap: Record<string, string>) => () =>
    Game.create({ ...TABLE211, ...swap }, { ruleset: '211', genders: gendersOf({ ...TABLE211, ...swap }) });

  it('[群内]人数不超过狼人开局总人数的1/3则必有梁山头目: 1 of 5 without him is refused, with him deals', () => {
    // 噬时狼妃 the only [群内]; 雪妖, 魔教教主 ([接刀]), 地头蛇 ([接刀]), 大天狗 (his tag chosen later) are not
    // (贵妃 dealt 村民: a hand with a plain card is not weighed by the 强度值 rule)
    expect(create({ 贵: '村民', 狼A: '地头蛇', 狼B: '大天狗' })).toThrow(
      /SETUP_CONSTRAINT: 开局\[群内\] 1 人，狼人阵营 5 人，没有梁山头目；规则：若开局的\[群内\]人数不超过狼人开局总人数的1\/3则必有梁山头目/,
    );
    expect(create({ 贵: '村民', 狼A: '地头蛇', 狼B: '梁山头目' })).not.toThrow();
  });

  it('超过2/3则必没有梁山头目: 4 [群内] of 5 with him is refused; the middle (3 of 5) deals either way', () => {
    const noTaoist = { 道: '村民' };
    expect(create({ ...noTaoist, 雪: '狼人', 魔: '梁山头目' })).toThrow(
      /SETUP_CONSTRAINT: 开局\[群内\] 4 人，狼人阵营 5 人，却有梁山头目/,
    );
    expect(create({ ...noTaoist, 魔: '梁山头目' })).not.toThrow();
    expect(create({})).not.toThrow();
  });
});
