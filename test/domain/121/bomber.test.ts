import { describe, expect, it } from 'vitest';
import { TABLE12 } from '../harness';
import { morningOf, night, smallTable, winner } from './given';
import { day, drawn, tableWith } from './tables';

// [121] 三方阵营 2 炸弹:
//   炸弹 —— 游戏日夜晚如炸弹死亡则翻牌，当夜对其操作的角色都死亡（群内狼随机选择1狼出局）；游戏日白天如炸弹被投票出局则翻牌，所有投票炸弹的角色一起出局。
//   被炸弹炸死的角色不可翻牌或发动除强制技能外的技能且将失去遗言；炸弹不可被恐惧/业炎/冰冻；炸弹胜利条件为翻牌后结算完，场上存活玩家，只剩一方势力，
//   无法正常进行游戏，则炸弹独自胜利，炸弹被预言查被验反馈【非狼人阵营】，被通为炸弹。
//   注：若炸弹出局前场上只剩炸弹与另一方势力，则那方势力获胜
// 胜负判定 2、炸弹：炸弹翻牌结算后，场上只存在同一阵营的玩家。 A passive role: no tier, no row of 行动时限.

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '炸弹', ...extra }, { constraints: false });

describe('炸弹 by night', () => {
  it('游戏日夜晚如炸弹死亡则翻牌，当夜对其操作的角色都死亡（群内狼随机选择1狼出局）', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民C']);
        g.act('预', '预言', ['民C']);
      },
    });
    const wolf = drawn<string>(g, 'bomb:wolves');
    expect(['狼A', '狼B', '狼C']).toContain(wolf);
    // in the order they operated on him: the wolves' 杀人 (13) before the 预言 (17)
    expect(g.outs()).toEqual(['民C', wolf, '预']);
    const m = morningOf(g, 2);
    expect(m).toContain(`昨夜出局：民C、${wolf}、预。`);
    expect(m).toContain('民C 翻牌：炸弹。');
    expect(m).toContain(`被炸弹炸死：${wolf}、预。`);
  });

  it('…将失去遗言: the blown-up have no last words', () => {
    const g = table();
    night(g, {
      n60: () => {
        g.act('狼B', '杀人', ['民C']);
        g.act('预', '预言', ['民C']);
      },
    });
    expect(g.state.rights.some((r) => r.holder === '预')).toBe(false);
    expect(g.fails({ type: 'SubmitLastWords', actor: '预', text: '我是预言家' }, 'player:预').code).toBe(
      'NO_LAST_WORDS_RIGHT',
    );
  });

  it('炸弹不可被…冰冻: the freeze does not reach him, so the 企鹅 is not blown up', () => {
    const g = table({ 民B: '企鹅' });
    night(g, {
      n40: () => g.act('民B', '冰冻', ['民C']),
      n60: () => g.act('狼B', '杀人', ['民C']),
    });
    expect(g.alive('民B')).toBe(true);
    expect(g.outs()).toHaveLength(2); // 民C and one wolf
  });

  it('炸弹被预言查被验反馈【非狼人阵营】，被通为炸弹', () => {
    const g = table({ 民B: '通灵师' });
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【炸弹】。');
  });
});

describe('炸弹 by day', () => {
  it('游戏日白天如炸弹被投票出局则翻牌，所有投票炸弹的角色一起出局', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '民C', 狼B: '民C', 预: '民C', 守: '民A' });
    expect(g.outs()).toEqual(['民C', '狼A', '狼B', '预']);
    expect(g.announcements()).toContain('民C 翻牌：炸弹。');
    expect(g.announcements()).toContain('被炸弹炸死：狼A、狼B、预。');
  });

  it('所有投票炸弹的角色 — 隐者’s vote 视为弃票 (l.168 隐身衣: 投票视为弃票): he voted for no one and stays', () => {
    const g = table({ 民A: '隐者' });
    g.closeNight();
    day(g, { 狼A: '民C', 狼B: '民C', 民A: '民C' });
    expect(g.outs()).toEqual(['民C', '狼A', '狼B']);
    expect(g.alive('民A')).toBe(true);
    expect(g.announcements()).toContain('被炸弹炸死：狼A、狼B。');
  });

  it('被炸弹炸死的角色不可…发动除强制技能外的技能: the hunter who voted for him has no shot', () => {
    const g = table();
    g.closeNight();
    day(g, { 猎: '民C', 狼A: '民C' });
    expect(g.alive('猎')).toBe(false);
    expect(g.actFails('猎', '最后一枪', ['狼B']).code).toBe('SKILL_NOT_USABLE');
  });

  it('…除强制技能外: a sheriff blown up still hands the badge on (殉职<强制>)', () => {
    const g = smallTable({ ...TABLE12, 民C: '炸弹' });
    g.votes({ 狼A: '守', 狼B: '守' });
    g.close();
    expect(g.state.sheriff).toBe('守');
    g.closeNight();
    day(g, { 守: '民C' });
    expect(g.alive('守')).toBe(false);
    g.act('守', '殉职', ['预']);
    expect(g.state.sheriff).toBe('预');
  });
});

describe('炸弹 胜利条件', () => {
  it('翻牌后结算完，场上存活玩家只剩一方势力 → 炸弹独自胜利', () => {
    const g = smallTable({ 炸: '炸弹', 狼A: '狼人', 民A: '村民', 民B: '村民' });
    g.close(); // 竞选日
    g.closeNight();
    day(g, { 民A: '炸', 民B: '炸' });
    expect(g.outs()).toEqual(['炸', '民A', '民B']);
    expect(winner(g)).toBe('bomber');
  });

  it('注：若炸弹出局前场上只剩炸弹与另一方势力，则那方势力获胜', () => {
    const g = smallTable({ 炸: '炸弹', 狼A: '狼人', 狼B: '狼人', 狼C: '狼人' });
    g.close();
    g.closeNight();
    day(g, { 狼A: '炸' });
    expect(g.outs()).toEqual(['炸', '狼A']);
    expect(winner(g)).toBe('wolves');
  });

  it('more than one side left after it: the game goes on', () => {
    const g = table();
    g.closeNight();
    day(g, { 狼A: '民C', 狼B: '民C' });
    expect(g.state.status).toBe('running');
  });
});
