import { describe, expect, it } from 'vitest';
import { morningOf, night, smallTable, winner } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 三方阵营 12 双子星光 / 13 双子星暗 (l.435–446):
//   光暗开局不互知. 寻觅——游戏日夜晚可向导演提交暗的马甲，如此玩家为暗，则光暗建群，互知。
//   光明守护——夜晚可在光/暗中选择守护一名玩家，免疫所有致死伤害，不能连续两晚选择同一个人（只选择光暗，不选择马甲）。
//   光明狩猎——光死亡时可以翻牌选择射杀一名玩家（对暗无效），如果暗已经死亡，则失去此技能。
//   继承黑夜<限定>——暗死亡后光可以指杀一名玩家。
//   伪装——游戏开始可选择是否进入狼群。 黑夜狩猎——每个偶数夜晚可选择一名玩家进行猎杀（对光无效）。
//   黑暗守护——暗死亡后，光不会死于夜间致死伤害。 暗之王——光死亡后，暗每个游戏日夜晚可以刀人。
//   特殊：双子星阵营特定技能—— 忠诚，不会因为任何技能改变阵营归属
// 胜负判定 12、双子星：双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局.
// 总体流程 1 双子星暗<伪装>; 3 (10) 双子星光<光明守护>, (14) 黑夜狩猎、光明狩猎、继承黑夜、暗之王; 行动时限: 双子星阵营 关门四十分钟内 (n40).

/** 民B = 光, 民C = 暗; the opening closed with 暗's 伪装 (是 / 否); night 1 open. */
function table(disguise: '是' | '否' = '否', extra: Record<string, string> = {}) {
  const g = tableWith({ 民B: '双子星光', 民C: '双子星暗', ...extra }, { constraints: false });
  opening(g, () => g.act('民C', '伪装', [], disguise));
  return g;
}

describe('双子星光', () => {
  it('光暗开局不互知; 寻觅: 如此玩家为暗，则光暗建群，互知', () => {
    const g = table();
    expect(g.notes('民B').join('\n')).not.toContain('民C');
    night(g, { n40: () => g.act('民B', '寻觅', ['民C']) });
    expect(g.notes('民B')).toContain('寻觅：光暗建群，你的双子星是 民C。');
    expect(g.notes('民C')).toContain('寻觅：光暗建群，你的双子星是 民B。');
  });

  it('寻觅: another vest is not 暗 — answered, no group', () => {
    const g = table();
    night(g, { n40: () => g.act('民B', '寻觅', ['民A']) });
    expect(g.notes('民B')).toContain('寻觅：民A 不是暗。');
    expect(g.notes('民C').join('\n')).not.toContain('寻觅');
  });

  it('光明守护…免疫所有致死伤害: the ward on 暗 stops the wolves’ kill and the poison', () => {
    const g = table();
    night(g, {
      n40: () => g.act('民B', '光明守护', [], '暗'),
      n60: () => g.act('狼A', '杀人', ['民C']),
      n90: () => g.act('巫', '毒药', ['民C']),
    });
    expect(g.alive('民C')).toBe(true);
  });

  it('光明守护: 不能连续两晚选择同一个人 (SAME_TARGET_AS_LAST_NIGHT); the other twin is fine', () => {
    const g = table();
    night(g, { n40: () => g.act('民B', '光明守护', [], '光') });
    nextNight(g);
    expect(
      g.fails(
        { type: 'SubmitAction', actor: '民B', skill: '光明守护', targets: [], choice: '光' },
        'player:民B',
      ).code,
    ).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('民B', '光明守护', [], '暗');
  });

  it('光明狩猎——光死亡时可以翻牌选择射杀一名玩家', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(g.notes('民B')).toContain('你可以发动<光明狩猎>，翻牌选择射杀一名玩家。');
    g.act('民B', '光明狩猎', ['狼A']);
    expect(g.alive('狼A')).toBe(false);
    expect(g.announcements().join('\n')).toContain('民B 翻牌：双子星光。');
  });

  it('光明狩猎（对暗无效）: 暗 shot stays in', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    g.act('民B', '光明狩猎', ['民C']);
    expect(g.alive('民C')).toBe(true);
  });

  it('光明狩猎: 如果暗已经死亡，则失去此技能', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    day(g, { 狼A: '民B', 狼B: '民B' });
    expect(g.alive('民B')).toBe(false);
    expect(g.notes('民B')).not.toContain('你可以发动<光明狩猎>，翻牌选择射杀一名玩家。');
    expect(g.actFails('民B', '光明狩猎', ['狼A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('继承黑夜<限定>——暗死亡后光可以指杀一名玩家 (not before: SKILL_NOT_USABLE)', () => {
    const g = table();
    expect(g.actFails('民B', '继承黑夜', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    nextNight(g);
    night(g, { n40: () => g.act('民B', '继承黑夜', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
    nextNight(g);
    expect(g.actFails('民B', '继承黑夜', ['狼C']).code).toBe('SKILL_USED_UP');
  });

  it('黑暗守护——暗死亡后，光不会死于夜间致死伤害; by day he is voted out as anyone', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']), n90: () => g.act('巫', '毒药', ['民B']) });
    expect(g.alive('民B')).toBe(true);
    day(g, { 狼A: '民B', 狼B: '民B' });
    expect(g.alive('民B')).toBe(false);
  });
});

describe('双子星暗', () => {
  it('伪装——游戏开始可选择是否进入狼群: 是 — she and the pack are told each other, she may submit its 杀人', () => {
    const g = table('是');
    expect(g.notes('民C')).toContain('你的狼队友：狼A、狼B、狼C。');
    expect(g.notes('狼A')).toContain('你的狼队友：狼B、狼C、民C。');
    night(g, { n60: () => g.act('民C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('伪装 否: not in the pack (NOT_YOUR_SKILL)', () => {
    const g = table('否');
    g.closeTo('n60');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('黑夜狩猎——每个偶数夜晚可选择一名玩家进行猎杀 (night 1: WRONG_PHASE)', () => {
    const g = table();
    expect(g.actFails('民C', '黑夜狩猎', ['民A']).code).toBe('WRONG_PHASE');
    nextNight(g);
    night(g, { n40: () => g.act('民C', '黑夜狩猎', ['民A']) });
    expect(morningOf(g, 3)).toContain('昨夜出局：民A。');
  });

  it('黑夜狩猎（对光无效）', () => {
    const g = table();
    nextNight(g);
    night(g, { n40: () => g.act('民C', '黑夜狩猎', ['民B']) });
    expect(g.alive('民B')).toBe(true);
  });

  it('暗之王——光死亡后，暗每个游戏日夜晚可以刀人 (not before: SKILL_NOT_USABLE)', () => {
    const g = table();
    expect(g.actFails('民C', '暗之王', ['民A']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '暗之王', ['狼A']) });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '暗之王', ['狼B']) });
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('狼B')).toBe(false);
  });

  it('忠诚，不会因为任何技能改变阵营归属: 种狼’s 感染 does not take on 暗', () => {
    const g = table('否', { 狼B: '种狼' });
    night(g, { n60: () => g.act('狼B', '感染', ['民C']) });
    expect(g.state.chars.find((c) => c.name === '民C')?.faction).toBe('twins');
  });
});

describe('双子星 胜负判定', () => {
  it('双子星阵营有人存活且除双子星阵营外其他阵营玩家全部出局', () => {
    const g = smallTable({ 光: '双子星光', 暗: '双子星暗', 狼: '狼人', 民: '村民' });
    opening(g, () => g.act('暗', '伪装', [], '否'));
    night(g, { n60: () => g.act('狼', '杀人', ['民']) });
    day(g, { 光: '狼', 暗: '狼' });
    expect(winner(g)).toBe('twins');
    expect(g.state.winner?.names).toEqual(['光', '暗']);
  });
});
