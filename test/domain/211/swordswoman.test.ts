import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】17 女侠（女）⑤ (l.341–345):
//   惩奸除恶[午夜][指定][限定] —— 选择范围：任意一名角色。结算效果：若目标角色的[实际身份]为[叛皇阵营]，目标角色获得[冰冻]，持续一晚，否则无效果。
//   怀孕技能[午夜][限定] —— 游戏日夜晚，女侠可以刷新自己的[惩奸除恶]技能。
//   [冰冻] = [沉默]+[缴械]; [缴械]：…若是[群内]，也会影响整个群内不能发动杀人 (l.101–107).

const calm = (g: Game) => () => g.act('贵', '宠溺', ['娥']);
const table = () => table211({ ...NO_EMPEROR, 宫: '女侠' });

describe('女侠 惩奸除恶', () => {
  it('[叛皇阵营] target → [冰冻]: a frozen [群内] wolf, the group has no 杀人 that night; told when 午夜 closes', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼B']);
      },
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('狼B')).toContain('你获得了[冰冻]状态，持续至第1夜结束。');
  });

  it('否则无效果: a 村民阵营 target is not frozen (its skill works)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('宫', '惩奸除恶', ['贵']);
        calm(g)();
      },
    });
    expect(g.notes('贵').join('\n')).not.toMatch(/冰冻/);
  });

  it('持续一晚: the next night the wolves kill again', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼B']);
      },
    });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼B', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('[限定]: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼B']);
      },
    });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '惩奸除恶', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('怀孕技能[午夜][限定]: after the 临幸 it refreshes 惩奸除恶 — usable again; itself once', () => {
    const g = table211({ 宫: '女侠' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼B']);
        g.act('宫', '怀孕技能');
      },
    });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '怀孕技能').code).toBe('SKILL_USED_UP');
    g.act('宫', '惩奸除恶', ['狼A']);
  });

  it('怀孕技能 needs the 临幸 (SKILL_NOT_USABLE without)', () => {
    const g = table();
    g.closeTo('午夜');
    expect(['SKILL_NOT_USABLE', 'NOT_YOUR_SKILL']).toContain(g.actFails('宫', '怀孕技能').code);
  });
});
