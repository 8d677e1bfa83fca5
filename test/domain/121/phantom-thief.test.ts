import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 15 怪盗 (l.252–255):
//   怪盗与其他狼人互知共群。
//   杀人 —— 游戏日夜晚，该阵营共群的角色共同指杀一名角色。
//   偷盗<限定>——游戏日夜晚，选择一名角色，若该角色当晚发动非<强制>技能，怪盗可以代替他成为技能的发动者，并重新选择技能目标。
// Readings (role file): he names the character and the new target(s) at once ([X, Y]); the first non-<强制> skill of X's
// own acting after (3) is his, on Y; X's use is spent, X is told nothing; he is told what he used when the night's
// actions end. 总体流程 3 (3) 怪盗<偷盗>; 行动时限: 关门二十分钟内 (n20).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 狼C: '怪盗', ...extra }, { constraints: false });

describe('怪盗', () => {
  it('怪盗与其他狼人互知共群: told the pack, and may submit its 杀人', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('代替他成为技能的发动者: the 预言 on the thief’s new target answers him; the seer hears nothing', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '偷盗', ['预', '猎']), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('狼C')).toContain('预言：猎 的查验结果为<非狼人阵营>。');
    expect(g.notes('狼C')).toContain('偷盗：你代替 预 发动了<预言>，目标：猎。');
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('重新选择技能目标: the guard’s 守护 goes to the thief’s target, the pack’s target goes out', () => {
    const g = table();
    night(g, {
      n20: () => g.act('狼C', '偷盗', ['守', '狼A']),
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼A', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('成为技能的发动者: a stolen 毒药 is spent for the witch and kills the thief’s target', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '偷盗', ['巫', '预']), n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.outs()).toEqual(['预']);
    nextNight(g);
    g.closeTo('n90');
    expect(g.actFails('巫', '毒药', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('若该角色当晚发动: no skill used that night — nothing taken, and he is told so', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '偷盗', ['民B', '预']) });
    expect(g.notes('狼C')).toContain('偷盗：民B 今晚没有发动可偷盗的技能。');
    expect(g.outs()).toEqual([]);
  });

  it('非<强制>技能: the 铁柱’s 票台<强制> is not taken — its names stand in the 公示', () => {
    const g = table({ 民C: '铁柱' });
    night(g, {
      n20: () => g.act('狼C', '偷盗', ['民C', '民B']),
      n60: () => g.act('民C', '票台', ['狼A', '民A', '民B', '预']),
    });
    expect(g.notes('狼C')).toContain('偷盗：民C 今晚没有发动可偷盗的技能。');
    expect(morningOf(g, 2)).toContain('票台：狼A、民A、民B、预 第二天不可被投票出局。');
  });

  it('<限定>: once (SKILL_USED_UP the next night)', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '偷盗', ['民B', '预']) });
    nextNight(g);
    expect(g.actFails('狼C', '偷盗', ['民A', '预']).code).toBe('SKILL_USED_UP');
  });

  it('选择一名角色: not himself (ILLEGAL_TARGET); 关门二十分钟内 (WRONG_PHASE after n20)', () => {
    const g = table();
    expect(g.actFails('狼C', '偷盗', ['狼C', '预']).code).toBe('ILLEGAL_TARGET');
    g.closeTo('n40');
    expect(g.actFails('狼C', '偷盗', ['民B', '预']).code).toBe('WRONG_PHASE');
  });
});
