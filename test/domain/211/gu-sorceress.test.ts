import { describe, expect, it } from 'vitest';
import { type Game as G, Game } from '../harness';
import { day, gendersOf, morningOf, NO_EMPEROR, night, TABLE211, table211 } from './table';

// [211] file 001 【叛皇阵营】20 巫蛊术女[接刀]（女）⑧ (l.637–645):
//   有巫蛊术女必有秘术玄女
//   身份属性（不是技能）：开局阶段结束后，若巫蛊术女属于狼人阵营，所有[群内]都知晓巫蛊术女是谁。
//   术法增幅 / 术法削弱 [早夜][限定][指定], 术法混乱[凌晨][强制] — as 秘术玄女's (l.376–381).
//   怀孕技能[强制]——增幅和削弱现在去除[限定]。
// Seats: 宫 秘术玄女, 狼B 巫蛊术女; [群内] 妃 狼A; 魔 魔教教主 ([接刀], before her in the 接刀 order read in order.ts).

const calm = (g: G) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const cast = { ...NO_EMPEROR, 宫: '秘术玄女', 狼B: '巫蛊术女' };
const table = () => table211(cast);
const kill = (g: G, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('巫蛊术女', () => {
  it('l.638 有巫蛊术女必有秘术玄女 (SETUP_CONSTRAINT)', () => {
    const hand = { ...TABLE211, 狼B: '巫蛊术女' };
    expect(() => Game.create(hand, { ruleset: '211', genders: gendersOf(hand) })).toThrow(
      /SETUP_CONSTRAINT: 发出了巫蛊术女但没有秘术玄女/,
    );
  });

  it('l.639 所有[群内]都知晓巫蛊术女是谁: 妃 and 狼A told, 雪妖 (not [群内]) not', () => {
    const g = table();
    expect(g.notes('妃')).toContain('巫蛊术女：狼B。');
    expect(g.notes('狼A')).toContain('巫蛊术女：狼B。');
    expect(g.notes('雪').join('\n')).not.toMatch(/巫蛊术女/);
  });

  it('l.640 术法增幅 on a [群内] wolf who names 杀人: the group kills twice that night', () => {
    const g = table();
    night(g, {
      早夜1: () => g.act('狼B', '术法增幅', ['狼A']),
      早夜2: () => g.act('狼A', '术法指定', [], '杀人'),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔', '婆']),
    });
    expect(g.outs()).toEqual(['嫔', '婆']);
  });

  it('l.642 术法削弱: the target gets [恐惧] to the next 正午 — 嫔妃’s 诽谤 that night is void', () => {
    const g = table();
    night(g, {
      早夜1: () => g.act('狼B', '术法削弱', ['嫔']),
      午夜: calm(g),
      深夜1: () => g.act('嫔', '诽谤', ['狼A']),
    });
    expect(g.notes('嫔').join('\n')).toMatch(/\[恐惧\]/);
    expect(morningOf(g, 2)).not.toMatch(/诽谤/);
  });

  it('l.640/642 [限定], 发动后不可发动削弱/增幅: the next night SKILL_USED_UP / SKILL_NOT_USABLE', () => {
    const g = table();
    night(g, { 早夜1: () => g.act('狼B', '术法增幅', ['嫔']), 午夜: calm(g) });
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('狼B', '术法增幅', ['道']).code).toBe('SKILL_USED_UP');
    expect(g.actFails('狼B', '术法削弱', ['道']).code).toBe('SKILL_NOT_USABLE');
  });

  it('l.644 术法混乱: 秘术玄女’s 增幅 and her 削弱 on one character — both void, it takes [致死伤害]', () => {
    const g = table();
    night(g, {
      早夜1: () => {
        g.act('宫', '术法增幅', ['道']);
        g.act('狼B', '术法削弱', ['道']);
      },
      午夜: calm(g),
    });
    expect(g.notes('道').join('\n')).not.toMatch(/恐惧|术法增幅/);
    expect(g.outs()).toEqual(['道']);
  });

  it('l.645 怀孕技能: 去除[限定] — 削弱 two nights running (秘术玄女’s 不能连续两晚 is not hers)', () => {
    const g = table211({ 宫: '秘术玄女', 狼B: '巫蛊术女' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜1: () => g.act('狼B', '术法削弱', ['嫔']),
      午夜: calm(g),
    });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      早夜1: () => g.act('狼B', '术法削弱', ['道']),
      午夜: calm(g),
    });
    expect(g.notes('道').join('\n')).toMatch(/\[恐惧\]/);
  });

  it('l.637 [接刀]: every [群内] out, 魔教教主 first; with him out too she holds the 杀人', () => {
    const g = table();
    kill(g, '妃');
    kill(g, '狼A');
    g.closeTo('深夜2');
    expect(g.actFails('狼B', '杀人', ['嫔']).code).toBe('NOT_YOUR_SKILL');
    g.act('魔', '杀人', ['嫔']);
    g.closeNight();
    day(g);
    kill(g, '魔');
    g.closeTo('深夜2');
    g.act('狼B', '杀人', ['婆']);
    g.closeNight();
    expect(g.alive('婆')).toBe(false);
  });
});
