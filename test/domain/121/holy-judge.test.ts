import { describe, expect, it } from 'vitest';
import { createFails, night, TABLE12 } from './given';
import { day, tableWith } from './tables';

// [121] 村民阵营 28 圣裁者 (file 000 l.163–166):
//   裁决—— 游戏日夜晚上帝使徒如询问狼人阵营身份且该身份存在，圣裁者会立即得知该玩家马甲，并且可在下一个游戏日夜晚对他进行裁决，裁决效果为致死伤害。
//   辉耀<限定>——游戏日夜晚圣裁者可以选择发动辉耀对任意玩家进行裁决，此时裁决技能暂时失去效果，辉耀为致死伤害。
//   追随<强制>——圣裁者为上帝使徒追随者，圣裁者在场，必定存在上帝使徒。
// Readings (the role file): told when the night's actions end; 裁决 the next night only; 辉耀 and 裁决 not the same night.

const table = () => tableWith({ 民B: '上帝使徒', 民C: '圣裁者' });

/** Night 1: the 上帝使徒 asks 狼王 (dealt: 狼A). */
const asked = () => {
  const g = table();
  night(g, { n20: () => g.act('民B', '询问', [], '狼王') });
  return g;
};

describe('圣裁者 裁决', () => {
  it('上帝使徒如询问狼人阵营身份且该身份存在，圣裁者会立即得知该玩家马甲', () => {
    const g = asked();
    expect(g.notes('民C')).toContain(
      '裁决：上帝使徒询问了【狼王】，其马甲为 狼A。下一个夜晚你可以对其进行裁决。',
    );
  });

  it('可在下一个游戏日夜晚对他进行裁决，裁决效果为致死伤害: out though guarded', () => {
    const g = asked();
    day(g);
    night(g, { n40: () => g.act('守', '守护', ['狼A']), n60: () => g.act('民C', '裁决', ['狼A']) });
    expect(g.alive('狼A')).toBe(false);
  });

  it('对他: another player is refused (ILLEGAL_TARGET); a village card asked gives nothing (SKILL_NOT_USABLE)', () => {
    const g = asked();
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '裁决', ['狼B']).code).toBe('ILLEGAL_TARGET');
    const h = table();
    night(h, { n20: () => h.act('民B', '询问', [], '女巫') });
    day(h);
    h.closeTo('n60');
    expect(h.actFails('民C', '裁决', ['巫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('下一个游戏日夜晚: that night only', () => {
    const g = asked();
    day(g);
    night(g);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '裁决', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });
});

describe('圣裁者 辉耀<限定>', () => {
  it('对任意玩家进行裁决，辉耀为致死伤害; once', () => {
    const g = table();
    night(g, { n40: () => g.act('守', '守护', ['狼C']), n60: () => g.act('民C', '辉耀', ['狼C']) });
    expect(g.alive('狼C')).toBe(false);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '辉耀', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('此时裁决技能暂时失去效果: not with 裁决 the same night (SKILL_CONFLICT)', () => {
    const g = asked();
    day(g);
    g.closeTo('n60');
    g.act('民C', '辉耀', ['狼C']);
    expect(g.actFails('民C', '裁决', ['狼A']).code).toBe('SKILL_CONFLICT');
  });
});

describe('圣裁者 追随<强制>', () => {
  it('圣裁者在场，必定存在上帝使徒: dealt without one, SETUP_CONSTRAINT', () => {
    const roles = { ...TABLE12, 民C: '圣裁者' };
    const e = createFails(roles);
    expect(e.code).toBe('SETUP_CONSTRAINT');
  });
});
