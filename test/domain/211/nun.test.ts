import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';
import { withBlackLovers } from './third';

// [211] file 001 【能臣异士】16 修女（女）⑤ (l.335–339):
//   圣水[凌晨][指定]<限定> —— 选择范围：任意一名角色。结算效果：根据结算目标的[实际阵营]结算效果，若该玩家[实际阵营]是村民阵营，该玩家[实际身份]的对应
//   技能刷新至初始，并且目标会收到技能刷新的通知。若该玩家[实际阵营]是狼人阵营，其永久获得[净化]状态，若该玩家[实际阵营]是三方阵营，该角色永久获得[超度]状态。
//   怀孕技能[强制] —— 圣水去除[限定]，但圣水的技能刷新效果只会触发一次。

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '道']);
const table = () => table211({ ...NO_EMPEROR, 婆: '修女', 宫: '女侠' });

describe('修女 圣水', () => {
  it('村民阵营: its role’s skills refreshed (told) — 女侠’s [限定] 惩奸除恶 usable again', () => {
    const g = table();
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼B']);
      },
      凌晨1: () => g.act('婆', '圣水', ['宫']),
    });
    expect(g.notes('宫')).toContain('圣水：你的技能已刷新至初始。');
    day(g);
    g.closeTo('午夜');
    g.act('宫', '惩奸除恶', ['狼A']);
  });

  it('狼人阵营: 永久获得[净化] (told) — [超度] within it (l.104: 不能发动[杀人]，会丢失…[群内]): he has no 杀人, the rest of the group keeps it', () => {
    const g = table();
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '圣水', ['狼B']) });
    expect(g.notes('狼B')).toContain('你获得了[净化]状态，永久有效。');
    day(g);
    g.closeTo('深夜2');
    expect(g.actFails('狼B', '杀人', ['嫔']).code).toBeTruthy();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('三方阵营 (a 黑情侣 lover): 永久获得[超度] — untold, she has no [杀人] (l.104 仅在角色[带刀]时会得知)', () => {
    const g = withBlackLovers({ 婆: '修女' });
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '圣水', ['嫔']) });
    const st = g.state.chars.find((c) => c.name === '嫔')?.statuses.find((x) => x.id === 'release');
    expect(st?.until).toBeNull();
    expect(g.notes('嫔').join('\n')).not.toMatch(/超度/);
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 凌晨1: () => g.act('婆', '圣水', ['狼B']) });
    day(g);
    g.closeTo('凌晨1');
    expect(g.actFails('婆', '圣水', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('怀孕技能: 圣水 is not limited any more, but its refresh works once only', () => {
    const g = table211({ 婆: '修女', 宫: '女侠' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['婆']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼B']);
      },
      凌晨1: () => g.act('婆', '圣水', ['宫']),
    });
    expect(g.notes('宫')).toContain('圣水：你的技能已刷新至初始。');
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['贵']),
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['狼A']);
      },
      凌晨1: () => g.act('婆', '圣水', ['宫']),
    });
    expect(g.notes('宫').filter((n) => n === '圣水：你的技能已刷新至初始。')).toHaveLength(1);
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '惩奸除恶', ['妃']).code).toBe('SKILL_USED_UP');
  });
});
