import { describe, expect, it } from 'vitest';
import { night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 20 梦魇 (l.283–286):
//   梦魇与狼群内角色不互知且不共群，被预言查验反馈【狼人阵营】，梦魇永不接刀
//   盟约 —— 游戏日夜晚，梦魇可以提交一名角色的名字给狼群。
//   迷梦 —— 游戏日夜晚，梦魇可以预测任一角色的非<强制>技能使用情况，若预测正确，该角色本次技能使用无效。
// Readings (role file): 迷梦 names a character and one of its non-<强制> skills; if the character uses that skill that
// night (from (3) on), the use is void; nobody is told. 盟约's name reaches the pack when his window closes.
// 总体流程 3 (3) 梦魇<迷梦>、<盟约>; 行动时限: 关门二十分钟内 (n20).

const table = () => tableWith({ 狼C: '梦魇' });

describe('梦魇', () => {
  it('与狼群内角色不互知且不共群', () => {
    const g = table();
    expect(g.notes('狼C').join('\n')).not.toMatch(/狼队友/);
    expect(g.notes('狼A')).toContain('你的狼队友：狼B。');
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('被预言查验反馈【狼人阵营】', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['狼C']) });
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
  });

  it('梦魇永不接刀: the pack out, still no 杀人 (NOT_YOUR_SKILL)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    g.closeTo('n60');
    expect(g.actFails('狼C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('盟约: 提交一名角色的名字给狼群 — every member of the pack is told', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '盟约', ['预']) });
    expect(g.notes('狼A')).toContain('盟约：梦魇提交的名字是 预。');
    expect(g.notes('狼B')).toContain('盟约：梦魇提交的名字是 预。');
  });

  it('迷梦: 若预测正确，该角色本次技能使用无效 — the seer’s 预言 gives nothing', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '迷梦', ['预'], '预言'), n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('迷梦: a wrong prediction changes nothing — the witch’s poison still kills', () => {
    const g = table();
    night(g, { n20: () => g.act('狼C', '迷梦', ['巫'], '救药'), n90: () => g.act('巫', '毒药', ['狼A']) });
    expect(g.outs()).toEqual(['狼A']);
  });

  it('迷梦: 若预测正确 — the predicted 守护 is void, the pack’s target goes out', () => {
    const g = table();
    night(g, {
      n20: () => g.act('狼C', '迷梦', ['守'], '守护'),
      n40: () => g.act('守', '守护', ['民A']),
      n60: () => g.act('狼A', '杀人', ['民A']),
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('非<强制>技能: a <强制> skill (灵能 感知<强制>) cannot be named (INVALID_INPUT)', () => {
    const g = table();
    const e = g.fails(
      { type: 'SubmitAction', actor: '狼C', skill: '迷梦', targets: ['巫'], choice: '感知' },
      'player:狼C',
    );
    expect(e.code).toBe('INVALID_INPUT');
  });
});
