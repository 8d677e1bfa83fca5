import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211 } from './table';

// [211] file 001 【能臣异士】1 丫鬟（女）① (l.222–225):
//   背锅侠[强制] —— 丫鬟的[表面阵营]变为[叛皇阵营]，[表面身份]变为本局未出现的女性叛皇阵营身份，受到来自于[皇权阵营]的以[实际阵营]判断的技能时，以你为
//   [叛皇阵营]进行判定。
//   怀孕技能[强制] —— 失去技能[背锅侠]，然后选择一个皇帝阵营④分及以下的身份，获取其技能并刷新至初始。

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '婆' : '宫']);
const FEMALE_REBELS_NOT_DEALT = [
  '冷妃',
  '恶役千金',
  '老鸨',
  '曼珠沙华',
  '纸嫁衣',
  '毒后',
  '巫蛊术女',
  '褒姒',
  '白骨精',
  '树精姥姥',
  '美女画皮',
  '巫毒娃娃',
  '银狼',
  '狐狸精',
];

describe('丫鬟 背锅侠', () => {
  it('[表面身份]: a female rebel card not dealt (told at the start); [表面阵营]: 叛皇 (预言 reads 非村民阵营)', () => {
    const g = table211({ ...NO_EMPEROR, 娥: '丫鬟', 嫔: '锦衣卫', 道: '国师' });
    const told = g.notes('娥').find((n) => n.startsWith('背锅侠：'));
    const card = /表面身份为【(.+)】/.exec(told ?? '')?.[1] ?? '';
    expect(FEMALE_REBELS_NOT_DEALT).toContain(card);
    night(g, {
      午夜: calm(g),
      深夜1: () => {
        g.act('嫔', '探查', ['娥']);
        g.act('道', '预言', ['娥']);
      },
    });
    expect(g.notes('嫔')).toContain(`探查：娥是${card}。`);
    expect(g.notes('道')).toContain('预言：娥为非村民阵营。');
  });

  it('以你为[叛皇阵营]进行判定 by a 皇帝阵营 skill: 女侠’s 惩奸除恶 freezes her, 大将军’s 征战 pierces her', () => {
    const g = table211({ ...NO_EMPEROR, 娥: '丫鬟', 宫: '女侠', 道: '大将军' });
    night(g, {
      午夜: () => {
        calm(g)();
        g.act('宫', '惩奸除恶', ['娥']);
      },
      深夜2: () => g.act('道', '征战', ['娥']),
    });
    expect(g.notes('娥')).toContain('你获得了[冰冻]状态，持续至第1夜结束。');
    expect(g.alive('娥')).toBe(false);
  });

  it('[遗忘] (l.81: 强制技能失效后，这些状态也一同失效): while her [怀孕] lasts 探查 reads 丫鬟; after it, the card again', () => {
    const g = table211({ 娥: '丫鬟', 嫔: '锦衣卫' });
    const card =
      /表面身份为【(.+)】/.exec(g.notes('娥').find((n) => n.startsWith('背锅侠：')) ?? '')?.[1] ?? '';
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['娥']),
      午夜: calm(g),
      深夜1: () => g.act('嫔', '探查', ['娥']),
    });
    expect(g.notes('嫔')).toContain('探查：娥是丫鬟。');
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['宫']),
      午夜: calm(g),
      深夜1: () => g.act('嫔', '探查', ['娥']),
    });
    expect(g.notes('嫔')).toContain(`探查：娥是${card}。`);
  });

  it('怀孕技能: 背锅侠 lost (her own card again), a ④-or-less 皇帝阵营 role’s skills gained (官员 权势)', () => {
    const g = table211({ 娥: '丫鬟', 嫔: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    // [怀孕] (with its [遗忘]) ended as this night began: on day 3 she uses it
    g.act('娥', '怀孕技能', [], '官员');
    expect(g.notes('娥')).toContain('怀孕技能：你失去<背锅侠>，获得【官员】的技能。');
    day(g);
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: calm(g),
      深夜1: () => {
        g.act('娥', '权势', ['嫔']);
        g.act('嫔', '探查', ['娥']);
      },
    });
    expect(g.notes('嫔')).toEqual(
      expect.arrayContaining(['探查：娥是丫鬟。', '你获得了[独裁]状态，持续至第4夜开始。']),
    );
  });

  // 获取其技能并刷新至初始: the role's own set-up with its skills (innate statuses, its start, its out)
  /** A night where the wolves’ 杀人 names her (the 皇帝’s 临幸 on 婆). */
  const killedAtNight = (g: Game) =>
    night(g, {
      黄昏1: () => g.act('帝', '临幸', ['婆']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['娥']),
    });

  function chosen(role: string): Game {
    const g = table211({ 娥: '丫鬟', 嫔: '锦衣卫' });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']), 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['宫']), 午夜: calm(g) });
    g.act('娥', '怀孕技能', [], role);
    day(g);
    return g;
  }

  it('刷新至初始 — 太子: 健壮’s [守护：1] from now (told), the wolves’ 杀人 on her is absorbed', () => {
    const g = chosen('太子');
    expect(g.notes('娥')).toContain('你获得了[守护]状态，永久有效。');
    killedAtNight(g);
    expect(g.alive('娥')).toBe(true);
  });

  it('刷新至初始 — 嫦娥: her night [不死] (innate) — the wolves’ 杀人 fails', () => {
    const g = chosen('嫦娥');
    killedAtNight(g);
    expect(g.alive('娥')).toBe(true);
  });

  it('刷新至初始 — 老将: out by the wolves, 破伤风 goes to the first wolf below her (妃, seat 8), out at the next 晨曦', () => {
    const g = chosen('老将');
    killedAtNight(g);
    expect(g.outs()).toEqual(['娥']);
    day(g);
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['贵']), 午夜: calm(g) });
    expect(g.outs()).toEqual(['娥', '妃']);
  });
});
