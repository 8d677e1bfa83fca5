import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】7 义勇军（男）④ (l.259–261):
//   最后一枪[晨曦][黄昏][指定] —— 选择范围：出局后下一个可发动技能的时点，选择任意一名角色。结算效果：结算目标承受[致死伤害]。
//   (行动顺序总集 黄昏1 and 晨曦1: 义勇军<最后一枪>)

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 道: '义勇军' });
const votesOn = (t: string) => ({ 贵: t, 宫: t, 娥: t, 婆: t, 嫔: t, 妃: t, 雪: t });

describe('义勇军 最后一枪', () => {
  it('out by the vote: in that night’s 黄昏 he shoots — [致死伤害] through [坚韧]', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('道'));
    expect(g.alive('道')).toBe(false);
    expect(g.notes('道')).toContain('你可以在黄昏发动<最后一枪>，选择任意一名角色承受[致死伤害]。');
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '狼A', status: '坚韧', op: 'apply', reason: '测试' },
    });
    g.act('道', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
  });

  it('out by night: he shoots in that night’s 晨曦', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['道']),
      晨曦1: () => g.act('道', '最后一枪', ['狼B']),
    });
    expect(g.alive('狼B')).toBe(false);
  });

  it('下一个可发动技能的时点 only: out by the vote, he cannot shoot in 深夜 (SKILL_NOT_USABLE)', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('道'));
    g.closeTo('深夜1');
    expect(g.actFails('道', '最后一枪', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('[致死伤害]: a [不死] target stays', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('道'));
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '狼A', status: '不死', op: 'apply', reason: '测试' },
    });
    g.act('道', '最后一枪', ['狼A']);
    expect(g.alive('狼A')).toBe(true);
  });

  it('红牌罚下: no 最后一枪', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'card', target: '道', color: 'red', reason: '测试' },
    } as never);
    day(g);
    expect(g.alive('道')).toBe(false);
    expect(g.notes('道').join('\n')).not.toMatch(/最后一枪/);
  });
});
