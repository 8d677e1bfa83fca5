import { describe, expect, it } from 'vitest';
import { night, ruling, smallTable, winner } from './given';
import { day, nextNight, opening, tableWith } from './tables';

// [121] 三方阵营 6 死灵术师 (l.404–409; 胜负判定 l.506):
//   黑夜感知——死灵术师游戏日夜晚结束时可得知当夜里所有已判定出局的角色的具体身份（包括真实身份和表面身份）
//   白日感知——死灵术师在游戏日白天结束时可得知当天所有已判定出局角色的具体身份（包括真实身份和表面身份）
//   黑夜召唤<限定> —— 死灵术师游戏日夜晚结束时可选择获得当天夜里所有已判定死亡角色的初始技能，永久获得该角色的身份牌并可以使用该角色的技能；
//   如果获得可以杀人的身份牌，死灵术师可单独刀人；黑夜召唤使用后失去黑夜感知。
//   白日召唤<限定> —— …当天白天所有已判定死亡角色的初始技能…白日召唤使用后失去白日感知
//   未使用两个召唤前免疫殉情，恐，火，冻，若使用一个召唤技能，则另一感知技能的获得所有已出局角色改为随机获得一名已出局角色，
//   黑夜召唤与白日召唤的身份技能可叠加使用。
//   死灵术师：死灵术师存活且除死灵术师徒阵营外其他阵营玩家全部出局。
// Readings (role file): 白日感知 told as the night opens, 白日召唤 by n20 (the cards his when n20 closes); 黑夜感知 told
// when the night's outs are settled, 黑夜召唤 a right of the next day; the cards' skills are his own (a group's too).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '死灵术师', ...extra }, { constraints: false });

/** Day 2 with 预 voted out (five votes): night 2 opens. */
const seerVotedOut = (g: ReturnType<typeof table>, who = '预') =>
  nextNight(g, { 狼A: who, 狼B: who, 狼C: who, 民A: who, 民B: who });

describe('死灵术师', () => {
  it('白日感知: as the night opens, the day’s outs with their real and surface cards', () => {
    const g = table();
    seerVotedOut(g);
    expect(g.notes('民C')).toContain('白日感知：今天白天出局的角色：预【预言家】（表面身份【预言家】）。');
  });

  it('黑夜感知: when the night’s outs are settled, and he may 黑夜召唤 the next day', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.notes('民C')).toContain('黑夜感知：昨夜出局的角色：民A【村民】（表面身份【村民】）。');
    expect(g.notes('民C')).toContain(
      '你可在今天白天发动<黑夜召唤>，获得昨夜出局角色的身份牌与技能（<限定>）。',
    );
  });

  it('黑夜召唤: the night’s dead’s cards and skills are his for good (a 预言 of his own)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    g.act('民C', '黑夜召唤');
    expect(g.notes('民C')).toContain('黑夜召唤：你永久获得了【预言家】的身份牌，可使用其技能：预言。');
    day(g);
    night(g, { n60: () => g.act('民C', '预言', ['狼B']) });
    expect(g.notes('民C')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
    nextNight(g);
    night(g, { n60: () => g.act('民C', '预言', ['狼C']) });
    expect(g.notes('民C')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
  });

  it('如果获得可以杀人的身份牌，死灵术师可单独刀人: a wolf’s card, his own 杀人 beside the pack’s', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['狼B']) });
    g.act('民C', '黑夜召唤');
    day(g);
    night(g, {
      n60: () => {
        g.act('民C', '杀人', ['民A']);
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.outs()).toEqual(['狼B', '民A', '民B']);
  });

  it('黑夜召唤<限定>; 黑夜召唤使用后失去黑夜感知; unused, the right lapses with the day', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    g.act('民C', '黑夜召唤');
    day(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(g.notes('民C').filter((n) => n.startsWith('黑夜感知：昨夜出局'))).toHaveLength(1);
    expect(g.actFails('民C', '黑夜召唤').code).toBe('SKILL_USED_UP');
    const h = table();
    night(h, { n60: () => h.act('狼A', '杀人', ['民A']) });
    nextNight(h);
    expect(h.actFails('民C', '黑夜召唤').code).toBe('SKILL_NOT_USABLE');
  });

  it('白日召唤: submitted by n20, the day’s dead’s skills are his that night (a 守护 stops the pack)', () => {
    const g = table();
    seerVotedOut(g, '守');
    night(g, {
      n20: () => g.act('民C', '白日召唤'),
      n40: () => g.act('民C', '守护', ['民A']),
      n60: () => g.act('狼A', '杀人', ['民A']),
    });
    expect(g.notes('民C')).toContain('白日召唤：你永久获得了【守卫】的身份牌，可使用其技能：守护。');
    expect(g.alive('民A')).toBe(true);
  });

  it('白日召唤: nobody out that day (SKILL_NOT_USABLE); 关门二十分钟内 (WRONG_PHASE after n20)', () => {
    const g = table();
    expect(g.actFails('民C', '白日召唤').code).toBe('SKILL_NOT_USABLE');
    g.closeNight();
    seerVotedOut(g);
    g.closeTo('n40');
    expect(g.actFails('民C', '白日召唤').code).toBe('WRONG_PHASE');
  });

  it('白日召唤使用后失去白日感知; 另一感知…改为随机获得一名已出局角色 (黑夜感知 names one of two)', () => {
    const g = table();
    seerVotedOut(g);
    night(g, {
      n20: () => g.act('民C', '白日召唤'),
      n60: () => g.act('狼A', '杀人', ['民A']),
      n90: () => g.act('巫', '毒药', ['民B']),
    });
    const told = g.notes('民C').filter((n) => n.startsWith('黑夜感知：昨夜出局'));
    expect(told).toHaveLength(1);
    expect(told[0]?.match(/【/g)).toHaveLength(2);
    nextNight(g, { 狼A: '猎', 狼B: '猎', 狼C: '猎', 守: '猎' });
    expect(g.notes('民C').filter((n) => n.startsWith('白日感知：今天白天出局'))).toHaveLength(1);
  });

  it('未使用两个召唤前免疫殉情: his lover killed, he stays', () => {
    const g = table({ 民B: '丘比特' });
    opening(g, () => g.act('民B', '丘比特之箭', ['民C', '民A']));
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民C')).toBe(true);
  });

  it('未使用两个召唤前免疫…冻: a 企鹅’s freeze on him is void, his summoned 守护 still guards', () => {
    const g = table({ 民B: '企鹅' });
    seerVotedOut(g, '守');
    night(g, {
      n20: () => g.act('民C', '白日召唤'),
      n40: () => {
        g.act('民B', '冰冻', ['民C']);
        g.act('民C', '守护', ['民A']);
      },
      n60: () => g.act('狼A', '杀人', ['民A']),
    });
    expect(g.alive('民A')).toBe(true);
  });

  it('死灵术师存活且除死灵术师阵营外其他阵营玩家全部出局 → 死灵术师 wins', () => {
    const g = smallTable({ 死: '死灵术师', 狼: '狼人', 民A: '村民', 民B: '村民' });
    g.close();
    night(g);
    g.votes({ 死: '狼', 民A: '狼', 民B: '狼' });
    g.close();
    expect(winner(g)).toBe(null);
    ruling(g, { kind: 'kill', target: '民A', reason: '测试' });
    ruling(g, { kind: 'kill', target: '民B', reason: '测试' });
    expect(winner(g)).toBe('necromancer');
  });
});

describe('机械狼 学习 死灵术师 (l.332)', () => {
  it('可知道死亡角色的具体身份（包括表里）: each night’s end, the day’s and the night’s outs; lost from day 4 on', () => {
    const g = tableWith({ 民C: '死灵术师', 狼C: '机械狼' }, { constraints: false });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.notes('狼C')).toContain('死灵：今天出局的角色：民A【村民】（表面身份【村民】）。');
    nextNight(g, { 狼A: '猎', 狼B: '猎', 狼C: '猎', 预: '猎' });
    g.closeNight();
    expect(g.notes('狼C')).toContain('死灵：今天出局的角色：猎【猎人】（表面身份【猎人】）。');
    nextNight(g);
    g.closeNight();
    const told = g.notes('狼C').filter((n) => n.startsWith('死灵'));
    nextNight(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(g.notes('狼C').filter((n) => n.startsWith('死灵'))).toEqual(told);
  });
});
