import { describe, expect, it } from 'vitest';
import { day, type Game, morningOf, NO_EMPEROR, night, started211, TABLE211 } from './table';

// [211] file 001 【叛皇阵营】30 美女画皮[接刀]（女）⑨ (l.710–716):
//   身份属性：机械狼通过接刀以外的方式获得了永久的<杀人>技能时，机械狼不能使用杀人。取而代之的是，机械狼将知晓狼人阵营中所有[群内]标签名单和[接刀]标签名单。
//   画皮[开局][黄昏][限定][指定] —— 除自己外任意一名角色。得知结算目标的表里身份，并按照学习的身份获取下列效果之一且刷新至初始，行动顺序为该身份对应的技能
//   之后，随后表面身份，表面阵营，表面带刀变为与目标角色当前情况相同。
// Seats: 狼B 美女画皮, 道 锦衣卫 (探查 reads the 表面身份), 嫔 嫔妃 (诽谤 [深夜1]); [群内] 妃 狼A, 魔 魔教教主 [接刀].

const cast = { ...TABLE211, ...NO_EMPEROR, 狼B: '美女画皮', 道: '锦衣卫' };
const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);

/** The opening open (she holds an opening skill); `learn` names her [开局] 画皮's target, else she passes. */
function opening(learn?: string, hand: Record<string, string> = cast): Game {
  const g = started211(hand);
  if (learn) g.act('狼B', '画皮', [learn]);
  else g.pass('狼B', '画皮');
  g.close();
  day(g);
  return g;
}

describe('美女画皮 画皮', () => {
  it('[开局]: told the 表里身份; 嫔妃’s 诽谤 hers that night (its own slot)', () => {
    const g = opening('嫔');
    expect(g.notes('狼B')).toContain('画皮：嫔 的实际身份为【嫔妃】，表面身份为【嫔妃】。');
    night(g, { 午夜: calm(g), 深夜1: () => g.act('狼B', '诽谤', ['宫']) });
    expect(morningOf(g, 2)).toMatch(/宫.*诽谤/);
  });

  it('[黄昏]: at 黄昏1, the skills usable the same night', () => {
    const g = opening();
    night(g, {
      黄昏1: () => g.act('狼B', '画皮', ['嫔']),
      午夜: calm(g),
      深夜1: () => g.act('狼B', '诽谤', ['宫']),
    });
    expect(morningOf(g, 2)).toMatch(/宫.*诽谤/);
  });

  it('l.712 注意学习隐身会直接导致技能浪费: [开局] on 隐士 ([隐身]) — nothing told nor learned, the 黄昏 one SKILL_USED_UP', () => {
    const g = opening('嫔', { ...cast, 嫔: '隐士' });
    expect(g.notes('狼B').join('\n')).not.toContain('画皮：');
    expect(g.actFails('狼B', '画皮', ['宫']).code).toBe('SKILL_USED_UP');
  });

  it('[限定]: after the [开局] one, the 黄昏 one is SKILL_USED_UP', () => {
    const g = opening('嫔');
    expect(g.actFails('狼B', '画皮', ['宫']).code).toBe('SKILL_USED_UP');
  });

  it('表面身份，表面阵营 变为与目标角色当前情况相同: 锦衣卫’s 探查 on her reads 嫔妃', () => {
    const g = opening('嫔');
    night(g, { 午夜: calm(g), 深夜1: () => g.act('道', '探查', ['狼B']) });
    expect(g.notes('道')).toContain('探查：狼B是嫔妃。');
  });

  it('a [群内] target (狼A): no 杀人 of hers; told the [群内] and [接刀] lists', () => {
    const g = opening('狼A');
    expect(g.notes('狼B')).toContain('画皮：狼人阵营[群内]：妃、狼A；[接刀]：魔、狼B。');
    g.closeTo('深夜2');
    expect(g.actFails('狼B', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
  });

  it('[接刀]: every [群内] and 魔教教主 (before her in the order) out — she holds the 杀人', () => {
    const g = opening('嫔');
    for (const w of ['妃', '狼A', '魔'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '杀人', ['婆']) });
    expect(g.alive('婆')).toBe(false);
  });
});

describe('美女画皮 怀孕技能 (l.715–716: 和画皮相同，你可以选择是否替换学习到的技能)', () => {
  /** 画皮 on 嫔 at the opening, 临幸'd at night 1; night 2's 黄昏1 open (her [怀孕] over). */
  function pregnant(): Game {
    const g = opening('嫔', { ...TABLE211, 狼B: '美女画皮', 道: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']), 午夜: calm(g) });
    day(g);
    g.act('帝', '临幸', ['娥']);
    return g;
  }

  it('替换: told 宫’s 表里身份, 宫令’s 调令 hers, 嫔妃’s 诽谤 no longer (NOT_YOUR_SKILL)', () => {
    const g = pregnant();
    g.act('狼B', '怀孕技能', ['宫'], '替换');
    g.closeTo('深夜1');
    expect(g.notes('狼B')).toContain('画皮：宫 的实际身份为【宫令】，表面身份为【宫令】。');
    expect(g.actFails('狼B', '诽谤', ['帝']).code).toBe('NOT_YOUR_SKILL');
  });

  it('保留: only told — 诽谤 still hers', () => {
    const g = pregnant();
    g.act('狼B', '怀孕技能', ['宫'], '保留');
    night(g, { 午夜: calm(g), 深夜1: () => g.act('狼B', '诽谤', ['帝']) });
    expect(g.notes('狼B')).toContain('画皮：宫 的实际身份为【宫令】，表面身份为【宫令】。');
    expect(morningOf(g, 3)).toMatch(/帝.*诽谤/);
  });
});
