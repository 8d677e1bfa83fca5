import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] file 001 【能臣异士】15 太平道徒⑤ (l.332–333):
//   雷公助我[正午][指定][限定] —— 选择范围：除竞选日外可选至少总人数30%的角色（四舍五入），可选已出局角色。结算效果：若结算目标的实际阵营均为狼人阵营，所有结算
//   目标受到[致死伤害]。
//   神使[强制][翻牌] —— 永久获得[秩序]状态，若自己出局，立刻翻开身份牌并获得通知可以留遗言（即使没有遗言机会），且若是被[投票出局]或因为[村民阵营]的技能击杀
//   出局时，所有村民阵营的角色仅下一晚开始获得[净化]状态，持续至那之后下一个[正午]阶段开始，并且会公示[村民阵营害死了[翻牌的实际身份]，自发前来默哀]

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 道: '太平道徒' });
const votesOn = (t: string) => ({ 贵: t, 宫: t, 娥: t, 婆: t, 嫔: t, 妃: t, 雪: t });

describe('太平道徒 雷公助我', () => {
  it('实际阵营均为狼人阵营: the four (30% of 12) take [致死伤害] at once, each out public', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('道', '雷公助我', ['妃', '雪', '狼A', '狼B']);
    for (const n of ['妃', '雪', '狼A', '狼B']) expect(g.alive(n)).toBe(false);
    expect(g.announcements().join('\n')).toContain('妃 出局。');
  });

  it('可选已出局角色: an out wolf counts among the four; the living three go out', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '妃', reason: '测试' } });
    g.act('道', '雷公助我', ['妃', '雪', '狼A', '狼B']);
    expect(g.outs()).toEqual(['妃', '雪', '狼A', '狼B']);
  });

  it('one not of 狼人阵营 among them: nothing; <限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    g.act('道', '雷公助我', ['妃', '雪', '狼A', '嫔']);
    expect(g.outs()).toEqual([]);
    expect(g.actFails('道', '雷公助我', ['妃', '雪', '狼A', '狼B']).code).toBe('SKILL_USED_UP');
  });

  it('至少总人数30%的角色（四舍五入）: three of 12 (TARGET_COUNT); 除竞选日外 (WRONG_PHASE)', () => {
    const h = table();
    night(h, { 午夜: calm(h) });
    expect(h.actFails('道', '雷公助我', ['妃', '雪', '狼A']).code).toBe('TARGET_COUNT');
    const roles = { ...TABLE211, ...NO_EMPEROR, 道: '太平道徒' };
    const g = started211(roles);
    expect(g.actFails('道', '雷公助我', ['妃', '雪', '狼A', '狼B']).code).toBe('WRONG_PHASE');
  });
});

describe('太平道徒 神使', () => {
  it('永久获得[秩序]: 宫令’s 调令 does not freeze him', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '调令', ['道']);
      },
    });
    expect(g.notes('道').join('\n')).not.toMatch(/冰冻/);
  });

  it('被[投票出局]: his card is turned, he may leave last words, 村民阵营 gain [净化] to the 正午 after the night, 公示 默哀', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    day(g, votesOn('道'));
    const thread = g.announcements().join('\n');
    expect(thread).toContain('道 翻牌：太平道徒。');
    expect(thread).toContain('村民阵营害死了[太平道徒]，自发前来默哀。');
    expect(g.notes('宫')).toContain('你获得了[净化]状态，持续至第3天正午开始。');
    expect(g.notes('狼A').join('\n')).not.toMatch(/净化/);
    expect(g.notes('道').join('\n')).toMatch(/遗言/);
  });

  it('因为[村民阵营]的技能击杀出局 by night (贵妃双摄): the [净化] only from the next night, to the 正午 after it', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['道']) });
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['道']) });
    expect(g.alive('道')).toBe(false);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 3 });
    expect(g.notes('宫').join('\n')).not.toMatch(/净化/);
    day(g);
    expect(g.notes('宫')).toContain('你获得了[净化]状态，持续至第4天正午开始。');
  });

  it('out by the wolves’ 杀人: the card is turned and last words given, no [净化], no 默哀', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.alive('道')).toBe(false);
    day(g);
    const thread = g.announcements().join('\n');
    expect(thread).toContain('道 翻牌：太平道徒。');
    expect(thread).not.toContain('默哀');
    expect(g.notes('宫').join('\n')).not.toMatch(/净化/);
  });
});
