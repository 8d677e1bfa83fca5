import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】25 妙手太医（男）⑧ (l.383–389):
//   诊治[凌晨]<强制> —— 游戏日夜晚，反馈所有[指杀]技能的[选择目标]，反馈没有次数和先后顺序，按照电梯楼顺序排列名单。
//   救药 [凌晨][1][指定] —— …当晚使用了<毒药>或次数不足时，不可选择。结算效果：令结算目标获得状态[守护：∞]，持续至夜晚结束。
//   毒药[凌晨][1][指定] —— …当晚使用了<救药>或次数不足时，不可选择。结算效果：对结算目标造成[穿透]
//   PS：只要有选择目标就会反馈，不论最终有没有结算目标或有多个结算目标。 (行动顺序总集 凌晨1: 妙手太医 通灵 救药 毒药)

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);
const table = () => table211({ ...NO_EMPEROR, 道: '妙手太医' });
const rule = (g: Game, target: string, status: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'status', target, status, op: 'apply', reason: '测试' } });

describe('妙手太医 诊治', () => {
  it('反馈所有[指杀]技能的[选择目标]: told when 凌晨1 opens', () => {
    const g = table();
    g.closeTo('午夜');
    calm(g)();
    g.closeTo('深夜2');
    g.act('狼A', '杀人', ['嫔']);
    expect(g.notes('道').join('\n')).not.toMatch(/诊治/);
    g.close(); // 深夜2 closes, 凌晨1 opens
    expect(g.notes('道')).toContain('诊治：今晚[指杀]的选择目标：嫔。');
  });

  it('PS 只要有选择目标就会反馈: a [隐身] 选择目标 (no 结算目标) is still named', () => {
    const g = table();
    rule(g, '嫔', '隐身');
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.notes('道')).toContain('诊治：今晚[指杀]的选择目标：嫔。');
  });

  it('no 杀人 tonight: 诊治 says so', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    expect(g.notes('道')).toContain('诊治：今晚没有[指杀]。');
  });
});

describe('妙手太医 救药 / 毒药', () => {
  it('救药: [守护：∞] until the night ends — the 指杀 fails; the target is told', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      凌晨1: () => g.act('道', '救药', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('嫔')).toContain('你获得了[守护：∞]状态，持续至第1夜结束。');
  });

  it('毒药: [穿透] — through a [守护]', () => {
    const g = table();
    rule(g, '狼A', '守护');
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('道', '毒药', ['狼A']) });
    expect(g.outs()).toEqual(['狼A']);
  });

  it('当晚使用了<毒药>…不可选择 (SKILL_CONFLICT), and the other way round', () => {
    const g = table();
    g.closeTo('凌晨1');
    g.act('道', '毒药', ['狼A']);
    expect(g.actFails('道', '救药', ['嫔']).code).toBe('SKILL_CONFLICT');
  });

  it('[1]: 救药 once (SKILL_USED_UP), 毒药 still there', () => {
    const g = table();
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('道', '救药', ['嫔']) });
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('道', '救药', ['嫔']).code).toBe('SKILL_USED_UP');
    g.act('道', '毒药', ['狼A']);
  });
});
