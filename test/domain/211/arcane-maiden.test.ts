import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】24 秘术玄女⑦ (l.374–382):
//   术法增幅[早夜][限定][指定]——任意一名角色，发动后不可发动削弱。结算目标将收到通知，指定一个自己的技能，当晚可以额外发动一次且不计入次数限制，若是[群内]
//   或者可以使用杀人的角色，则可以指定[杀人]技能额外发动。
//   术法削弱[早夜][限定][指定]——任意一名角色，发动后不可发动增幅。结算目标获得[恐惧]，持续至下一个[正午]阶段开始。
//   术法混乱[凌晨][强制]——若有角色当晚获得过不止一次[术法增幅]或[术法削弱]效果，这些效果全部无效，所有持有该技能的角色对目标角色造成一次[致死伤害]
//   （所有群内视为一个角色，触发时当晚随机到的杀人来源暴毙）。
//   怀孕技能[强制]——增幅和削弱现在去除[限定]，但是不能连续两晚使用同样的技能。
// Seats: 帝1 贵2 宫3(秘术玄女) 娥4 道5 婆6 嫔7 | 妃 雪 魔 狼A 狼B (狼人阵营; 妃 狼A 狼B [群内]).

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const table = (swap: Record<string, string> = {}) => table211({ ...NO_EMPEROR, 宫: '秘术玄女', ...swap });

describe('秘术玄女 术法增幅', () => {
  it('told when 早夜1 closes; a [群内] wolf names 杀人: tonight the group kills twice (no count spent)', () => {
    const g = table();
    night(g, {
      早夜1: () => g.act('宫', '术法增幅', ['狼A']),
      早夜2: () => g.act('狼A', '术法指定', [], '杀人'),
      午夜: calm(g),
      深夜2: () => g.act('狼B', '杀人', ['嫔', '婆']),
    });
    expect(g.notes('狼A')).toContain(
      '术法增幅：你可以指定自己的一个技能，今晚可以额外发动一次且不计入次数限制（<术法指定>）。',
    );
    expect(g.outs()).toEqual(['嫔', '婆']);
  });

  it('指定一个自己的技能: 嫔妃’s 诽谤 on two targets that night, both slandered the next morning', () => {
    const g = table();
    night(g, {
      早夜1: () => g.act('宫', '术法增幅', ['嫔']),
      早夜2: () => g.act('嫔', '术法指定', [], '诽谤'),
      午夜: calm(g),
      深夜1: () => g.act('嫔', '诽谤', ['狼A', '狼B']),
    });
    expect(morningOf(g, 2)).toMatch(/狼A.*诽谤/);
    expect(morningOf(g, 2)).toMatch(/狼B.*诽谤/);
  });

  it('without it, one target only (TARGET_COUNT); 当晚: the next night one again', () => {
    const g = table();
    g.closeTo('深夜2');
    expect(
      g.fails({ type: 'SubmitAction', actor: '狼B', skill: '杀人', targets: ['嫔', '婆'] }, 'player:狼B')
        .code,
    ).toBe('TARGET_COUNT');
    const h = table();
    night(h, {
      早夜1: () => h.act('宫', '术法增幅', ['狼A']),
      早夜2: () => h.act('狼A', '术法指定', [], '杀人'),
      午夜: calm(h),
    });
    day(h);
    h.closeTo('深夜2');
    expect(
      h.fails({ type: 'SubmitAction', actor: '狼B', skill: '杀人', targets: ['嫔', '婆'] }, 'player:狼B')
        .code,
    ).toBe('TARGET_COUNT');
  });
});

describe('秘术玄女 术法削弱', () => {
  it('[恐惧] to the next 正午: a feared [群内] wolf — no 杀人 that night; told; the next night the group kills', () => {
    const g = table();
    night(g, {
      早夜1: () => g.act('宫', '术法削弱', ['狼A']),
      午夜: calm(g),
      深夜2: () => g.act('狼B', '杀人', ['嫔']),
    });
    expect(g.alive('嫔')).toBe(true);
    expect(g.notes('狼A').join('\n')).toMatch(/\[恐惧\]/);
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '杀人', ['嫔']) });
    expect(g.alive('嫔')).toBe(false);
  });

  it('[限定], 发动后不可发动增幅: the next night 削弱 SKILL_USED_UP, 增幅 SKILL_NOT_USABLE', () => {
    const g = table();
    night(g, { 早夜1: () => g.act('宫', '术法削弱', ['狼A']), 午夜: calm(g) });
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('宫', '术法削弱', ['狼B']).code).toBe('SKILL_USED_UP');
    expect(g.actFails('宫', '术法增幅', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });
});

describe('秘术玄女 术法混乱', () => {
  it('one character reached twice (two 秘术玄女): both effects void, each holder deals a [致死伤害]', () => {
    const g = table({ 嫔: '秘术玄女' });
    night(g, {
      早夜1: () => {
        g.act('宫', '术法增幅', ['道']);
        g.act('嫔', '术法削弱', ['道']);
      },
      午夜: calm(g),
    });
    expect(g.notes('道').join('\n')).not.toMatch(/恐惧|术法增幅/);
    expect(g.outs()).toEqual(['道']);
  });

  it('所有群内视为一个角色: 增幅 on 狼A and 削弱 on 狼B void; the 杀人’s drawn source goes out', () => {
    const g = table({ 嫔: '秘术玄女' });
    night(g, {
      早夜1: () => {
        g.act('宫', '术法增幅', ['狼A']);
        g.act('嫔', '术法削弱', ['狼B']);
      },
      午夜: calm(g),
      深夜2: () => g.act('狼B', '杀人', ['婆']),
    });
    expect(g.notes('狼B').join('\n')).not.toMatch(/恐惧/);
    const outs = g.outs();
    expect(outs).toContain('婆');
    expect(outs.filter((n) => ['妃', '狼A', '狼B'].includes(n))).toHaveLength(1);
  });
});

describe('秘术玄女 怀孕技能', () => {
  it('去除[限定]，但是不能连续两晚使用同样的技能', () => {
    const g = table211({ 宫: '秘术玄女' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      早夜1: () => g.act('宫', '术法削弱', ['狼A']),
      午夜: calm(g),
    });
    day(g);
    g.closeTo('早夜1');
    expect(g.actFails('宫', '术法削弱', ['狼B']).code).toBe('SKILL_NOT_USABLE');
    g.act('宫', '术法增幅', ['嫔']);
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('早夜1');
    g.act('宫', '术法削弱', ['狼B']);
  });
});
