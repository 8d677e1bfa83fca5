import { describe, expect, it } from 'vitest';
import { day, Game, GENDERS211, morningOf, nextNight, night, SEATS211, TABLE211, table211 } from './table';

// [211] 【皇帝阵营】6 嫦娥（女）③:
//   夜<强制>[翻牌] —— 嫦娥在游戏日夜晚常驻[不死]状态（对殉情无效），嫦娥出局时将会触发此技能并公示[长夜漫漫]，下一个游戏日夜晚将额外进行一轮[早夜-晨曦第一阶段]。
//   PS：额外进行的游戏日夜晚会先结算并公布当晚已出局角色再进行第二轮夜晚，但应该公示的内容则集合到下一个白天公示。
//   所赋予的状态若是在下一个正午阶段解除，额外夜晚也会视作持有这些状态…所赋予的状态若是当晚解除，则第二个夜晚会不再视为拥有这些状态，需要重新赋予…
//   连续两晚不能选择同一个角色的限制在嫦娥的额外夜晚下规则为：若上一晚选择了A，则本次不论是哪个夜晚，都不能选择A。若本次两个夜晚分别选择了B和C，则下一晚
//   不能选择B和C，本次的两个夜晚可以选择同一个人。多个嫦娥效果触发可以叠加
//   怀孕技能[强制]——[夜]造成的额外夜晚，[非村民阵营]全部获得[净化]状态，持续至夜晚结束，且额外获得[成仙]技能。
//   成仙[正午]——游戏日白天，可对自己造成[致死伤害]，若因此出局，发动者永久获得[自由]状态。
// 对殉情无效: with 月老's lovers (file 001 l.899 当情侣中的一人出局，另外一人承受非[指定]的[致死伤害]).

/** Day 2 votes 嫦娥 out: night 2 has the extra round. */
function longNight(opts: { favoured?: boolean } = {}) {
  const g = table211();
  night(g, opts.favoured ? { 黄昏1: () => g.act('帝', '临幸', ['娥']) } : {});
  day(g, { 狼A: '娥', 狼B: '娥', 雪: '娥' });
  return g;
}

describe('嫦娥 夜<强制>[翻牌]', () => {
  it('嫦娥在游戏日夜晚常驻[不死]状态: the wolves’ kill and the 宠溺 chain do not put her out', () => {
    const g = table211();
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['娥']),
      深夜2: () => g.act('狼A', '杀人', ['贵']),
    });
    expect(g.outs()).toEqual(['贵']);
    nextNight(g);
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['娥']) });
    expect(g.alive('娥')).toBe(true);
  });

  it('嫦娥出局时将会触发此技能并公示[长夜漫漫] — the card turned', () => {
    const g = longNight();
    expect(g.announcements()).toContain('娥 翻牌：嫦娥。');
    expect(g.announcements()).toContain('长夜漫漫。');
  });

  it('下一个游戏日夜晚将额外进行一轮[早夜-晨曦第一阶段]: the wolves kill twice; 先结算并公布当晚已出局角色再进行第二轮', () => {
    const g = longNight();
    night(g, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) }, { 深夜2: () => g.act('狼A', '杀人', ['道']) });
    expect(g.outs()).toEqual(['娥', '嫔', '道']);
    expect(g.announcements()).toContain('本轮夜晚出局：嫔。');
    expect(morningOf(g, 3)).toContain('昨夜出局：嫔、道。');
    const windows = g.log.filter(
      (e) => e.type === 'PhaseStarted' && e.data.day === 2 && e.data.kind === 'night',
    );
    expect(
      windows.map(
        (e) => `${(e.data as { window: string }).window}${(e.data as { round?: number }).round ?? ''}`,
      ),
    ).toEqual([
      '黄昏1',
      '早夜1',
      '早夜2',
      '午夜',
      '深夜1',
      '深夜2',
      '凌晨1',
      '凌晨2',
      '晨曦1',
      '早夜11',
      '早夜21',
      '午夜1',
      '深夜11',
      '深夜21',
      '凌晨11',
      '凌晨21',
      '晨曦11',
      '晨曦21',
    ]);
  });

  it('所赋予的状态若是在下一个正午阶段解除，额外夜晚也会视作持有这些状态: a 冰冻 wolf has no kill in either round', () => {
    const g = longNight();
    night(
      g,
      { 午夜: () => g.act('宫', '调令', ['狼B']), 深夜2: () => g.act('狼A', '杀人', ['嫔']) },
      { 深夜2: () => g.act('狼A', '杀人', ['道']) },
    );
    expect(g.outs()).toEqual(['娥']);
  });

  it('所赋予的状态若是当晚解除，则第二个夜晚会不再视为拥有这些状态: the 宠溺’s 坚韧 is gone in round two', () => {
    const g = longNight();
    night(g, { 午夜: () => g.act('贵', '宠溺', ['嫔']) }, { 深夜2: () => g.act('狼A', '杀人', ['嫔']) });
    expect(g.outs()).toEqual(['娥', '嫔']);
  });

  it('本次的两个夜晚可以选择同一个人…下一晚不能选择 (宫令 调令)', () => {
    const g = longNight();
    night(g, { 午夜: () => g.act('宫', '调令', ['嫔']) }, { 午夜: () => g.act('宫', '调令', ['嫔']) });
    day(g);
    g.closeTo('午夜');
    expect(g.actFails('宫', '调令', ['嫔']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('多个嫦娥效果触发可以叠加: two 嫦娥 out the same day — two extra rounds', () => {
    const g = table211({ 嫔: '嫦娥' }, { constraints: false });
    night(g);
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '嫔', reason: '测试' } });
    day(g, { 狼A: '娥', 狼B: '娥', 雪: '娥' });
    night(g);
    const rounds = g.log.filter(
      (e) =>
        e.type === 'PhaseStarted' && e.data.day === 2 && (e.data as { window: string }).window === '早夜1',
    );
    expect(rounds.map((e) => (e.data as { round?: number }).round ?? 0)).toEqual([0, 1, 2]);
  });

  it('怀孕技能——[夜]造成的额外夜晚，[非村民阵营]全部获得[净化]状态: the wolves have no kill in round two', () => {
    const g = longNight({ favoured: true });
    night(
      g,
      { 深夜2: () => g.act('狼A', '杀人', ['嫔']) },
      { 深夜2: () => expect(g.actFails('狼A', '杀人', ['道']).code).toBe('SKILL_NOT_USABLE') },
    );
    expect(g.outs()).toEqual(['娥', '嫔']);
  });

  it('成仙[正午]: self 致死伤害 by day → out, permanent [自由], and 长夜漫漫 follows', () => {
    const g = table211();
    night(g, { 黄昏1: () => g.act('帝', '临幸', ['娥']) });
    day(g);
    night(g);
    g.act('娥', '成仙');
    expect(g.alive('娥')).toBe(false);
    expect(g.state.chars.find((c) => c.name === '娥')?.statuses.map((s) => s.id)).toContain('free');
    expect(g.announcements()).toContain('长夜漫漫。');
  });

  it('成仙 is a 怀孕技能: not before the 临幸 (SKILL_NOT_USABLE)', () => {
    const g = table211();
    night(g);
    expect(g.actFails('娥', '成仙').code).toBe('SKILL_NOT_USABLE');
  });
});

describe('嫦娥 夜: [不死]（对殉情无效）', () => {
  /** 道 dealt 月老, who links 嫦娥 with 宫 at the opening; night 1 open. */
  function lovers(): Game {
    const g = Game.create(
      { ...TABLE211, 道: '月老' },
      {
        ruleset: '211',
        genders: GENDERS211,
        // 魔教教主 without the 道教教主 (l.588): the setup constraints waived
        options: { autoCards: false, ignoreSetupConstraints: true },
      },
    );
    g.start(SEATS211);
    g.act('道', '月老牵线', ['娥', '宫']);
    g.close();
    day(g);
    return g;
  }

  it('her lover out at night, 嫦娥 follows (殉情) despite her night [不死]; her 夜 then calls 长夜漫漫', () => {
    const g = lovers();
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.outs()).toEqual(['宫', '娥']);
    expect(morningOf(g, 2)).toContain('长夜漫漫。');
  });

  it('the kill on her fails at night ([不死]), so her lover does not follow', () => {
    const g = lovers();
    night(g, {
      午夜: () => g.act('贵', '宠溺', ['婆']),
      深夜2: () => g.act('狼A', '杀人', ['娥']),
    });
    expect(g.outs()).toEqual([]);
  });
});
