import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】29 菩萨（女）⑧ (l.415–421):
//   神恩[强制] —— 流光伯爵永久获得[秩序]状态。
//   流光庇护[早夜][指定] —— 选择范围：任意一个其他角色，不能连续两晚选择同一个角色。结算效果：结算目标当晚获得[不死][秩序]状态。
//   怀孕技能[限定][早夜] —— 游戏日夜晚可发动此技能，当晚自己的[流光庇护]可以额外庇护2个目标。
//   [秩序] (警长 l.958): 立刻清除所有负面状态并免疫所有负面状态（对怀孕无效）.

/** 贵妃's 宠溺 (drawn if not chosen; never one target two nights running: 贵妃双摄) on 宫 or 道, by the night. */
const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '宫' : '道']);
const table = () => table211({ ...NO_EMPEROR, 娥: '菩萨' });

describe('菩萨 神恩', () => {
  it('永久获得[秩序]: 宫令’s 调令 does not freeze her (her 流光庇护 that night works)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '调令', ['娥']);
      },
    });
    expect(g.notes('娥').join('\n')).not.toMatch(/冰冻/);
    day(g);
    g.closeTo('早夜2');
    g.act('娥', '流光庇护', ['嫔']);
  });
});

describe('菩萨 流光庇护', () => {
  it('结算目标当晚获得[不死][秩序]: the wolves’ 杀人 fails; both told', () => {
    const g = table();
    night(g, {
      早夜2: () => g.act('娥', '流光庇护', ['嫔']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('嫔')).toEqual(
      expect.arrayContaining([
        '你获得了[不死]状态，持续至第1夜结束。',
        '你获得了[秩序]状态，持续至第1夜结束。',
      ]),
    );
  });

  it('[秩序] on the target: 宫令’s 调令 (午夜, after 早夜2) does not freeze it', () => {
    const g = table();
    night(g, {
      早夜2: () => g.act('娥', '流光庇护', ['贵']),
      午夜: () => {
        g.act('宫', '调令', ['贵']);
        calm(g)();
      },
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    // 贵妃 not frozen: her 宠溺 gave 宫 [坚韧]
    expect(g.outs()).toEqual([]);
  });

  it('任意一个其他角色 (not herself: ILLEGAL_TARGET); 不能连续两晚 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    g.closeTo('早夜2');
    expect(g.actFails('娥', '流光庇护', ['娥']).code).toBe('ILLEGAL_TARGET');
    g.act('娥', '流光庇护', ['嫔']);
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('娥', '流光庇护', ['嫔']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('怀孕技能: that night three targets; without it one (TARGET_COUNT)', () => {
    const f = table();
    f.closeTo('早夜2');
    expect(f.actFails('娥', '流光庇护', ['嫔', '宫']).code).toBe('TARGET_COUNT');
    const g = table211({ 娥: '菩萨' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      早夜2: () => {
        g.act('娥', '怀孕技能');
        g.act('娥', '流光庇护', ['嫔', '婆', '贵']);
      },
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['婆']),
    });
    expect(g.outs()).toEqual([]);
  });
});
