import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, morningOf, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】33 炼金魔女（女）⑩ (l.449–456):
//   魔女秘法[凌晨][强制] —— 若自身持有[法老之蛇]可用，炼金魔女会获得反馈：当晚将要出局的角色（电梯楼排序名单），触发该技能时，…并在下一个白天公示
//   [魔女秘法留下了一缕亡魂]。
//   法老之蛇[凌晨][指定]<限定> —— 结算目标获得[不死]，持续至下一个[正午]阶段开始。
//   未明之雾[午夜][指定]<限定> —— 任意3名角色。当晚持有[杀人]技能的角色将会收到结算目标的名单，…且只能在指定的名单内进行杀人。
//   怀孕技能[午夜][限定] —— 二选一刷新自己的[法老之蛇]或[未明之雾]。

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '宫']);
const table = () => table211({ ...NO_EMPEROR, 婆: '炼金魔女' });

describe('炼金魔女 魔女秘法 / 法老之蛇', () => {
  it('当晚将要出局的角色: told when 凌晨2 opens; the next 公示 says 魔女秘法留下了一缕亡魂', () => {
    const g = table();
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.notes('婆')).toContain('魔女秘法：当晚将要出局的角色：嫔。');
    expect(morningOf(g, 2)).toContain('魔女秘法留下了一缕亡魂。');
  });

  it('法老之蛇: [不死] to the next 正午 — the one about to go out stays (told)', () => {
    const g = table();
    night(g, {
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
      凌晨2: () => g.act('婆', '法老之蛇', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('嫔')).toContain('你获得了[不死]状态，持续至第2天正午开始。');
  });

  it('若自身持有[法老之蛇]可用: once it is used, no 魔女秘法 and no 亡魂; <限定> (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { 午夜: calm(g), 凌晨2: () => g.act('婆', '法老之蛇', ['嫔']) });
    day(g);
    night(g, { 午夜: calm(g), 深夜2: () => g.act('狼A', '杀人', ['宫']) });
    expect(g.notes('婆').filter((n) => n.startsWith('魔女秘法'))).toHaveLength(1);
    expect(morningOf(g, 3)).not.toContain('亡魂');
    day(g);
    g.closeTo('凌晨2');
    expect(g.actFails('婆', '法老之蛇', ['宫']).code).toBe('SKILL_USED_UP');
  });
});

describe('炼金魔女 未明之雾', () => {
  it('the holders of [杀人] get the names when 午夜 closes and may kill only among them', () => {
    const g = table();
    g.closeTo('午夜');
    calm(g)();
    g.act('婆', '未明之雾', ['宫', '娥', '道']);
    g.close();
    expect(g.notes('狼A')).toContain('未明之雾：今晚只能在 宫、娥、道 中进行杀人。');
    expect(g.notes('嫔').join('\n')).not.toMatch(/未明之雾/);
    g.closeTo('深夜2');
    expect(g.actFails('狼A', '杀人', ['嫔']).code).toBe('ILLEGAL_TARGET');
    g.act('狼A', '杀人', ['道']);
  });
});

describe('炼金魔女 未明之雾: 若可以发动杀人，则必须发动杀人 (l.453)', () => {
  // (not 嫦娥 among the names: her night [不死] would hide an out)
  const mist = (g: Game) => () => {
    calm(g)();
    g.act('婆', '未明之雾', ['宫', '道', '雪']);
  };

  it('not declined (SKILL_NOT_USABLE); missed, the 杀人 is drawn among the names — one of them is out', () => {
    const g = table();
    night(g, {
      午夜: mist(g),
      深夜2: () =>
        expect(
          g.fails(
            { type: 'SubmitAction', actor: '狼A', skill: '杀人', targets: [], pass: true },
            'player:狼A',
          ).code,
        ).toBe('SKILL_NOT_USABLE'),
    });
    expect(g.outs()).toHaveLength(1);
    expect(['宫', '道', '雪']).toContain(g.outs()[0]);
  });

  it('a 杀人 chosen before 午夜 closed, outside the names, no longer holds: drawn among them (嫔 stays)', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('狼A', '杀人', ['嫔']), 午夜: mist(g) });
    expect(g.alive('嫔')).toBe(true);
    expect(g.outs()).toHaveLength(1);
    expect(['宫', '道', '雪']).toContain(g.outs()[0]);
  });

  it('a 杀人 declined before 午夜 closed is drawn all the same; one inside the names stands', () => {
    const g = table();
    night(g, { 黄昏1: () => g.pass('狼A', '杀人'), 午夜: mist(g) });
    expect(g.outs()).toHaveLength(1);
    const h = table();
    night(h, { 黄昏1: () => h.act('狼A', '杀人', ['宫']), 午夜: mist(h) });
    expect(h.outs()).toEqual(['宫']);
  });

  it('若可以发动杀人: a night without 未明之雾, the 杀人 may be missed — no one out', () => {
    const g = table();
    night(g, { 午夜: calm(g) });
    expect(g.outs()).toEqual([]);
  });
});

describe('炼金魔女 怀孕技能', () => {
  it('二选一刷新: 法老之蛇 used, refreshed, usable again', () => {
    const g = table211({ 婆: '炼金魔女' });
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: calm(g),
      凌晨2: () => g.act('婆', '法老之蛇', ['嫔']),
    });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['婆']), 午夜: calm(g) });
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: () => {
        calm(g)();
        g.act('婆', '怀孕技能', [], '法老之蛇');
      },
    });
    day(g);
    g.closeTo('凌晨2');
    g.act('婆', '法老之蛇', ['宫']);
  });
});
