import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, started211, TABLE211, table211 } from './table';

// [211] file 001 【叛皇阵营】24 白骨精（女）⑨ (l.665–670; 食尸鬼 her old name):
//   化尸大法[早夜][指定] —— 选择范围：任意尸体尚在的已出局角色。结算效果：毁灭结算目标的尸体，并获得结算目标的身份技能（机械狼版本）且刷新至初始，持续至
//   下一个[夜晚]开始前。…如吞食[实际阵营]为[非狼人阵营]的角色，不会获得技能，且食尸鬼将承受[致死伤害]，并公示[发动者吃多了不消化撑死了]。如食尸鬼吞食了
//   两个狼人阵营角色之后，再吞食非狼人阵营角色，将不再自杀，并可正常获得该身份技能
//   怀孕技能[强制]——[化尸大法]视为已经吞食了两个叛皇阵营的角色，并且获得的技能永久有效，直到下一次发动[化尸大法]且选择替换之前吞噬的尸体。
// Seats: 雪 白骨精, 狼B 地头蛇 (查验 [午夜]), 嫔 嫔妃 (诽谤 [深夜1]); bodies made by the director's ruling.

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const cast = { ...NO_EMPEROR, 雪: '白骨精', 狼B: '地头蛇' };
const table = () => table211(cast);
const kill = (g: Game, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('白骨精 化尸大法', () => {
  it('l.667 a 狼人阵营 body: its role’s skills that night (地头蛇’s 查验), gone when the next night opens (持续至下一个[夜晚]开始前)', () => {
    const g = table();
    kill(g, '狼B');
    night(g, {
      早夜1: () => g.act('雪', '化尸大法', ['狼B']),
      午夜: () => {
        calm(g)();
        g.act('雪', '查验', ['嫔']);
      },
    });
    expect(g.notes('雪')).toContain('化尸大法：你吞食了 狼B 的尸体，获得【地头蛇】的身份技能。');
    expect(g.notes('雪')).toContain('查验：嫔为村民阵营，身份是嫔妃。');
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('雪', '查验', ['宫']).code).toBe('NOT_YOUR_SKILL');
  });

  it('l.666 任意尸体尚在的已出局角色: a living one, or a body eaten (毁灭结算目标的尸体), is ILLEGAL_TARGET', () => {
    const g = table();
    g.closeTo('早夜1');
    expect(g.actFails('雪', '化尸大法', ['嫔']).code).toBe('ILLEGAL_TARGET');
    kill(g, '狼B');
    g.act('雪', '化尸大法', ['狼B']);
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('雪', '化尸大法', ['狼B']).code).toBe('ILLEGAL_TARGET');
  });

  it('l.668 a 非狼人阵营 body: no skill, she takes [致死伤害]; 公示 发动者吃多了不消化撑死了 (no name)', () => {
    const g = table();
    kill(g, '嫔');
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'status', target: '雪', status: '坚韧', op: 'apply', reason: '测试' },
    });
    night(g, { 早夜1: () => g.act('雪', '化尸大法', ['嫔']), 午夜: calm(g) });
    expect(g.outs()).toEqual(['嫔', '雪']);
    expect(morningOf(g, 2)).toContain('发动者吃多了不消化撑死了。');
    expect(morningOf(g, 2)).not.toMatch(/白骨精/);
  });

  it('l.668 两个狼人阵营角色之后: the third, a 村民阵营 body, gives its skills (嫔妃’s 诽谤) and she lives', () => {
    const g = table();
    kill(g, '狼B');
    kill(g, '狼A');
    kill(g, '嫔');
    night(g, { 早夜1: () => g.act('雪', '化尸大法', ['狼B']), 午夜: calm(g) });
    day(g);
    night(g, { 早夜1: () => g.act('雪', '化尸大法', ['狼A']), 午夜: calm(g) });
    day(g);
    night(g, {
      早夜1: () => g.act('雪', '化尸大法', ['嫔']),
      午夜: calm(g),
      深夜1: () => g.act('雪', '诽谤', ['妃']),
    });
    expect(g.alive('雪')).toBe(true);
    expect(morningOf(g, 4)).toMatch(/妃.*诽谤/);
  });

  it('l.670 怀孕技能: no [致死伤害] on a 村民阵营 body, its skills kept the next night too', () => {
    const g = table211({ 雪: '白骨精', 狼B: '地头蛇' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']), 午夜: calm(g) });
    day(g);
    kill(g, '嫔');
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜1: () => g.act('雪', '化尸大法', ['嫔']),
      午夜: calm(g),
    });
    expect(g.alive('雪')).toBe(true);
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: calm(g),
      深夜1: () => g.act('雪', '诽谤', ['妃']),
    });
    expect(morningOf(g, 4)).toMatch(/妃.*诽谤/);
  });

  it('l.670 …直到下一次发动[化尸大法]且选择替换: a later one names 替换 (the earlier skills end) or 保留', () => {
    const g = table211({ 雪: '白骨精', 狼B: '地头蛇' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['雪']), 午夜: calm(g) });
    day(g);
    kill(g, '嫔');
    kill(g, '狼B');
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜1: () => g.act('雪', '化尸大法', ['嫔']),
      午夜: calm(g),
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      早夜1: () => {
        expect(g.actFails('雪', '化尸大法', ['狼B']).code).toBe('INVALID_INPUT');
        g.act('雪', '化尸大法', ['狼B'], '替换');
      },
      午夜: () => {
        calm(g)();
        g.act('雪', '查验', ['宫']);
      },
    });
    expect(g.notes('雪')).toContain('查验：宫为村民阵营，身份是宫令。');
    day(g);
    g.closeTo('深夜1');
    expect(g.actFails('雪', '诽谤', ['妃']).code).toBe('NOT_YOUR_SKILL');
  });
});

describe('白骨精 化尸大法 — 机械狼版本 (l.666–667)', () => {
  it('l.666 获得结算目标的身份技能（机械狼版本）: 奸佞’s body gives 诬陷 as 美女画皮’s list has it (每次发动…得知当前有多少群内狼出局)', () => {
    const g = table211({ ...cast, 妃: '奸佞' });
    kill(g, '妃');
    night(g, {
      早夜1: () => g.act('雪', '化尸大法', ['妃']),
      午夜: () => {
        calm(g)();
        g.act('雪', '诬陷', ['嫔']);
      },
    });
    expect(g.notes('雪')).toContain('诬陷：当前有 1 只群内狼出局。');
  });

  it('l.667 如果吞食的尸体是机械狼可获其表面身份技能（效果同机械狼）: 美女画皮 who learned 嫔妃 gives 诽谤', () => {
    const hand = { ...TABLE211, ...NO_EMPEROR, 雪: '白骨精', 狼B: '美女画皮' };
    const g = started211(hand);
    g.act('狼B', '画皮', ['嫔']);
    g.close();
    day(g);
    kill(g, '狼B');
    night(g, {
      早夜1: () => g.act('雪', '化尸大法', ['狼B']),
      午夜: calm(g),
      深夜1: () => g.act('雪', '诽谤', ['宫']),
    });
    expect(g.notes('雪')).toContain('化尸大法：你吞食了 狼B 的尸体，获得【嫔妃】的身份技能。');
    expect(morningOf(g, 2)).toContain('宫 被诽谤。');
  });
});
