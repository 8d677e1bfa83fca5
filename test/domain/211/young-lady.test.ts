import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】26 千金（女）⑧ (l.392–402):
//   馈赠[深夜][指定][0] —— 若技能可以发动，则该技能每个奇数日夜晚开始时次数+1。
//   选择范围：任意1名其他角色，每个角色只能被选择一次，并决定赠送验人，毒药，猎枪，守护，控制其中之一（每个礼物只能赠送一次）。
//   结算效果：结算目标在夜晚结束时会得到通知，获得对应的临时技能，额外单独计算，这些技能使用一次后就丢失
//   验人：[照耀] 毒药：[毒药] 猎枪：[最后一枪] 守护：[流光庇护] 控制：[冰冻]
//   怀孕技能[强制] —— 馈赠技能次数+2。
// Seats: 帝1 贵2 宫3(千金) 娥4 道5 婆6 嫔7 | 妃 雪 魔 狼A 狼B.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const table = () => table211({ ...NO_EMPEROR, 宫: '千金' });
const gift = (g: Game, to: string, what: string) => () => g.act('宫', '馈赠', [to], what);

describe('千金 馈赠', () => {
  it('[0]，每个奇数日夜晚开始时次数+1: one use on night 1, none on night 2 (SKILL_USED_UP), one again on night 3', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '嫔', '验人') });
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('宫', '馈赠', ['婆']).code).toBe('SKILL_USED_UP');
    night(g, { 午夜: calm(g) });
    day(g);
    night(g, { 午夜: calm(g), 深夜1: gift(g, '婆', '毒药') });
  });

  it('每个角色只能被选择一次 (ILLEGAL_TARGET); 每个礼物只能赠送一次 (INVALID_INPUT); not herself', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '嫔', '验人') });
    day(g);
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('深夜1');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '宫', skill: '馈赠', targets: ['嫔'], choice: '毒药' },
        'player:宫',
      ).code,
    ).toBe('ILLEGAL_TARGET');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '宫', skill: '馈赠', targets: ['婆'], choice: '验人' },
        'player:宫',
      ).code,
    ).toBe('INVALID_INPUT');
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '宫', skill: '馈赠', targets: ['宫'], choice: '毒药' },
        'player:宫',
      ).code,
    ).toBe('ILLEGAL_TARGET');
  });

  it('验人 → [照耀]: told when the night ends; the next night a check of the 表面阵营; used once, then gone', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '嫔', '验人') });
    expect(g.notes('嫔')).toContain('馈赠：你获得了临时技能<照耀>（使用一次后消失）。');
    day(g);
    night(g, { 午夜: calm(g), 深夜1: () => g.act('嫔', '照耀', ['狼A']) });
    expect(g.notes('嫔')).toContain('照耀：狼A为非村民阵营。');
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('嫔', '照耀', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('毒药 → [毒药]: the next night its target goes out', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '婆', '毒药') });
    day(g);
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '毒药', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });

  it('猎枪 → [最后一枪]: out by the wolves, at that night’s 晨曦 a 致死伤害', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '婆', '猎枪') });
    day(g);
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['婆']),
      晨曦1: () => g.act('婆', '最后一枪', ['狼B']),
    });
    expect(g.outs()).toEqual(['婆', '狼B']);
  });

  it('守护 → [流光庇护]: the sheltered one survives the 杀人 that night', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '嫔', '守护') });
    day(g);
    night(g, {
      早夜2: () => g.act('嫔', '流光庇护', ['婆']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['婆']),
    });
    expect(g.alive('婆')).toBe(true);
  });

  it('控制 → [冰冻]: a frozen [群内] wolf, the group has no 杀人 that night; the frozen one is told', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜1: gift(g, '嫔', '控制') });
    day(g);
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('嫔', '冰冻', ['狼A']);
      },
      深夜2: () => g.act('狼B', '杀人', ['婆']),
    });
    expect(g.alive('婆')).toBe(true);
    expect(g.notes('狼A').join('\n')).toMatch(/\[冰冻\]/);
  });
});

describe('千金 怀孕技能', () => {
  it('馈赠技能次数+2: after the 临幸 (as her [怀孕] ends) she gives on night 2 and night 4 too', () => {
    const g = table211({ 宫: '千金' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g), 深夜1: gift(g, '嫔', '验人') });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g), 深夜1: gift(g, '婆', '毒药') });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['嫔']), 午夜: calm(g), 深夜1: gift(g, '道', '守护') });
    day(g);
    night(g, { 午夜: calm(g), 深夜1: gift(g, '帝', '控制') });
    expect(g.notes('帝')).toContain('馈赠：你获得了临时技能<冰冻>（使用一次后消失）。');
  });
});
