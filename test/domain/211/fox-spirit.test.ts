import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, Game as G, gendersOf, morningOf, NO_EMPEROR, night, TABLE211, table211 } from './table';

// [211] file 001 【叛皇阵营】29 狐狸精[接刀]（女）⑩ (l.720–725):
//   身份属性（不是技能）：开局阶段结束后，若狐狸精属于叛皇阵营，狐狸精获得所有[群内]的名单。有狐狸精必有菩萨。
//   神魂颠倒[黄昏][指定]——选择范围：任意一名角色。结算效果：得知该角色当晚可以发动的技能，当夜获得此玩家的操作权，被操纵的人将获得通知被狐狸精
//   操纵的通知，并可获知狐狸精当夜所有操作，若使用的技能有反馈，狐狸精和被操控者均可获得。窃取群内狼人可以改<杀人>的目标，但并不会多一刀。若结算
//   目标在被操控期间持有[秩序]状态，则狐狸精当晚受到[致死伤害]。
//   怀孕技能[强制]——[神魂颠倒]窃取的角色若是男性角色，该角色还会在[晨曦]受到来自于你的[致死伤害]。

const table = () => table211({ ...NO_EMPEROR, 狼B: '狐狸精', 婆: '菩萨' }, { constraints: false });
const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '宫' : '娥']);

describe('狐狸精', () => {
  it('l.721 she is told the [群内] list', () => {
    expect(table().notes('狼B')).toContain('群内狼：妃、狼A。');
  });

  it('l.721 有狐狸精必有菩萨 (SETUP_CONSTRAINT)', () => {
    const cast = { ...TABLE211, 狼B: '狐狸精' };
    expect(() => G.create(cast, { ruleset: '211', genders: gendersOf(cast) })).toThrow(/菩萨/);
  });

  it('l.722 神魂颠倒: told the target’s skills; the target told; she uses its 诽谤, its own choice is refused, it learns her operations', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('狼B', '神魂颠倒', ['嫔']),
      午夜: calm(g),
      深夜1: () => {
        expect(g.actFails('嫔', '诽谤', ['狼A']).code).toBe('SKILL_NOT_USABLE');
        g.act('狼B', '诽谤', ['宫']);
      },
    });
    expect(g.notes('狼B')).toContain('神魂颠倒：嫔 今晚可以发动的技能：诽谤。');
    expect(g.notes('嫔')).toContain('你被狐狸精操纵：今晚你的操作权归狐狸精。');
    expect(g.notes('嫔')).toContain('狐狸精今晚的操作：<诽谤>宫。');
    expect(morningOf(g, 2)).toContain('宫 被诽谤');
  });

  it('l.722 被操控期间持有[秩序]: controlling 菩萨 (神恩: [秩序] for good) she takes [致死伤害] that night', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('狼B', '神魂颠倒', ['婆']), 午夜: calm(g) });
    expect(g.alive('狼B')).toBe(false);
    expect(g.alive('婆')).toBe(true);
  });

  it('l.725 怀孕技能: a male target takes [致死伤害] from her in 晨曦; a female one does not', () => {
    const g = table211({ 狼B: '狐狸精', 婆: '菩萨' }, { constraints: false });
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['狼B']), 午夜: calm(g) });
    day(g);
    night(g, { 午夜: calm(g) });
    day(g);
    night(g, { 黄昏1: () => g.act('狼B', '神魂颠倒', ['道']), 午夜: calm(g) });
    expect(g.alive('道')).toBe(false);
    day(g);
    night(g, { 黄昏1: () => g.act('狼B', '神魂颠倒', ['嫔']), 午夜: calm(g) });
    expect(g.alive('嫔')).toBe(true);
  });

  it('l.725 without 临幸: a male target stays', () => {
    const g = table();
    night(g, { 黄昏1: () => g.act('狼B', '神魂颠倒', ['道']), 午夜: calm(g) });
    expect(g.alive('道')).toBe(true);
  });

  it('l.722 窃取群内狼人可以改<杀人>的目标，但并不会多一刀: controlling 狼A she changes the group’s 杀人 (the last stands); 狼A cannot', () => {
    const g = table();
    night(g, {
      黄昏1: () => g.act('狼B', '神魂颠倒', ['狼A']),
      午夜: calm(g),
      深夜2: () => {
        g.act('妃', '杀人', ['宫']);
        expect(g.actFails('狼A', '杀人', ['婆']).code).toBe('SKILL_NOT_USABLE');
        g.act('狼B', '杀人', ['嫔']);
      },
    });
    expect(g.outs()).toEqual(['嫔']);
  });

  it('l.722 若使用的技能有反馈，狐狸精和被操控者均可获得: her 探查 as the 锦衣卫 answers both', () => {
    const g = table211({ ...NO_EMPEROR, 狼B: '狐狸精', 婆: '菩萨', 嫔: '锦衣卫' }, { constraints: false });
    night(g, {
      黄昏1: () => g.act('狼B', '神魂颠倒', ['嫔']),
      午夜: calm(g),
      深夜1: () => g.act('狼B', '探查', ['狼A']),
    });
    expect(g.notes('狼B')).toContain('探查：狼A是狼人。');
    expect(g.notes('嫔')).toContain('探查：狼A是狼人。');
  });
});
