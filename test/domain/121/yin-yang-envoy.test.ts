import { describe, expect, it } from 'vitest';
import { applyStatus, morningOf, night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 32 阴阳使者 (file 000 l.176–177):
//   复活<限定>—— 游戏日夜晚阴阳使者可选择一名已出局玩家复活，被复活的玩家底牌、技能和阵营为死亡离场时的状态。特别地，需有尸体的
//   才可复活，如被食尸鬼吃了尸体的则不能复活，选择其为目标时法官会告知操作无效，重新选择目标。
// 总体流程 3 (18) 阴阳使者<复活>; 行动时限: 所有身份 关门一小时后 (n60). 机械狼 学习 (l.336): 阴阳使者，同阴阳使者.
// Readings (the role file): the revived comes back when the night's outs are done, announced the next morning (复活);
// its card, its skills (used ones stay used) and its faction as when it went out.

const table = () => tableWith({ 民C: '阴阳使者' });

describe('阴阳使者 复活<限定>', () => {
  it('选择一名已出局玩家复活: the one voted out comes back, announced the next morning', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    night(g, { n60: () => g.act('民C', '复活', ['民A']) });
    expect(g.alive('民A')).toBe(true);
    expect(morningOf(g, 3)).toContain('民A 复活。');
  });

  it('底牌、技能和阵营为死亡离场时的状态: the seer revived checks again', () => {
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['预']) });
    day(g);
    night(g, { n60: () => g.act('民C', '复活', ['预']) });
    day(g);
    night(g, { n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预').at(-1)).toContain('<狼人阵营>');
  });

  it('已出局: a living player is refused (ILLEGAL_TARGET)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('民C', '复活', ['民A']).code).toBe('ILLEGAL_TARGET');
  });

  it('需有尸体的才可复活…法官会告知操作无效，重新选择目标: a body eaten is refused, another may be chosen', () => {
    // the eaten body as 食尸鬼's 食尸 leaves it (a status no_body; here by the director's ruling)
    const g = table();
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    day(g, { 狼A: '民B', 狼B: '民B', 狼C: '民B' });
    applyStatus(g, '民A', 'no_body');
    g.closeTo('n60');
    expect(g.actFails('民C', '复活', ['民A']).code).toBe('ILLEGAL_TARGET');
    g.act('民C', '复活', ['民B']);
    g.closeNight();
    expect([g.alive('民A'), g.alive('民B')]).toEqual([false, true]);
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g);
    day(g, { 狼A: '民A', 狼B: '民A', 狼C: '民A' });
    night(g, { n60: () => g.act('民C', '复活', ['民A']) });
    day(g, { 狼A: '民B', 狼B: '民B', 狼C: '民B' });
    g.closeTo('n60');
    expect(g.actFails('民C', '复活', ['民B']).code).toBe('SKILL_USED_UP');
  });

  it('机械狼 学习 阴阳使者，同阴阳使者 (l.336): the learner revives', () => {
    const g = tableWith({ 民C: '阴阳使者', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    day(g, { 民B: '狼A', 预: '狼A', 巫: '狼A' });
    night(g, { n60: () => g.act('狼C', '复活', ['狼A']) });
    expect(g.alive('狼A')).toBe(true);
  });
});
