import { describe, expect, it } from 'vitest';
import { day, type Game, NO_EMPEROR, night, table211 } from './table';

// [211] 【叛皇阵营】6 前朝余孽[群内]（男）⑦ (file 001 l.514–519):
//   灭国之恨<强制> —— 游戏日夜晚，前朝余孽获得[不死]状态，游戏日夜晚，前朝余孽会获得反馈：今晚村民阵营对你进行操作过的[指定]技能名。
//   无休复仇[凌晨][指定]<限定><强制> —— 选择目标：[灭国之恨]有反馈时，按照反击顺序，选择优先级第一的目标。结算效果：对结算目标造成[致死伤害]。
//   邪恶的反击顺序：能造成伤害的技能＞验人系技能＞其他，同类则以发动顺序进行反击。
// 狼B is the 前朝余孽, 嫔 a 锦衣卫 (探查: a check).

const table = (swap: Record<string, string> = {}) =>
  table211({ ...NO_EMPEROR, 狼B: '前朝余孽', 嫔: '锦衣卫', ...swap });
const forget = (g: Game, target: string) =>
  g.ok({
    type: 'MakeRuling',
    ruling: { kind: 'status', target, status: 'forget', op: 'apply', reason: '测试' },
  });

describe('前朝余孽', () => {
  it('[群内]: shares the wolves’ 杀人', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜2: () => g.act('狼B', '杀人', ['婆']) });
    expect(g.outs()).toEqual(['婆']);
  });

  it('灭国之恨: 游戏日夜晚获得[不死] — 日月合击’s 致死伤害 does not put him out; by day he can be voted out', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('道', '黑暗守护', ['狼B']);
        g.act('魔', '黑暗守护', ['狼B']);
      },
    });
    expect(g.alive('狼B')).toBe(true);
    // (道's 黑暗守护, a village operation, drew his 无休复仇)
    day(g, { 狼A: '狼B', 宫: '狼B' });
    expect(g.outs()).toEqual(['道', '狼B']);
  });

  it('反馈：今晚村民阵营对你进行操作过的[指定]技能名 — not a wolf’s (魔教教主’s 黑暗守护)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['狼B']);
        g.act('魔', '黑暗守护', ['狼B']);
      },
    });
    expect(g.notes('狼B')).toContain('灭国之恨：今晚村民阵营对你使用了 调令。');
  });

  it('无休复仇: 验人系技能 before 其他 — the 锦衣卫 (探查, 深夜1) is struck, not the 宫令 (调令, 午夜, earlier)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['狼B']);
      },
      深夜1: () => g.act('嫔', '探查', ['狼B']),
    });
    expect(g.notes('狼B')).toContain('灭国之恨：今晚村民阵营对你使用了 调令、探查。');
    expect(g.outs()).toEqual(['嫔']);
  });

  it('同类则以发动顺序: two 其他 — the first to resolve (宫令’s 调令 before 道教教主’s 光明守护)', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['狼B']);
        g.act('道', '光明守护', ['狼B']);
      },
    });
    expect(g.outs()).toEqual(['宫']);
  });

  it('能造成伤害的技能＞验人系技能: the 大将军 (征战, 深夜2) is struck, not the 锦衣卫 (探查, 深夜1, earlier)', () => {
    // 婆 dealt 大将军: 征战 on a 狼人阵营 target is a [穿透] — his night [不死] holds
    const g = table({ 婆: '大将军' });
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜1: () => g.act('嫔', '探查', ['狼B']),
      深夜2: () => g.act('婆', '征战', ['狼B']),
    });
    expect(g.notes('狼B')).toContain('灭国之恨：今晚村民阵营对你使用了 探查、征战。');
    expect(g.outs()).toEqual(['婆']);
  });

  it('l.81 + [遗忘]: 灭国之恨 lost while it lasts — no night [不死] (日月合击 puts him out), no feedback, no one struck', () => {
    const g = table();
    forget(g, '狼B');
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['狼B']);
        g.act('道', '黑暗守护', ['狼B']);
        g.act('魔', '黑暗守护', ['狼B']);
      },
    });
    expect(g.outs()).toEqual(['狼B']);
    expect(g.notes('狼B').join('\n')).not.toContain('灭国之恨');
  });

  it('<限定>: once — the next night’s operations are named, no one is struck', () => {
    const g = table();
    night(g, {
      午夜: () => {
        g.act('贵', '宠溺', ['娥']);
        g.act('宫', '调令', ['狼B']);
      },
    });
    expect(g.outs()).toEqual(['宫']);
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜1: () => g.act('嫔', '探查', ['狼B']) });
    expect(g.outs()).toEqual(['宫']);
    expect(g.notes('狼B')).toContain('灭国之恨：今晚村民阵营对你使用了 探查。');
  });

  it('no operation on him: no feedback, no one struck', () => {
    const g = table();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']) });
    expect(g.notes('狼B').join('\n')).not.toContain('灭国之恨');
    expect(g.outs()).toEqual([]);
  });
});
