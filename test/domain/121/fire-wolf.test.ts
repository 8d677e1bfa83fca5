import { describe, expect, it } from 'vitest';
import { night } from './given';
import { nextNight, tableWith } from './tables';

// [121] 狼人阵营 4 赤狼 (l.208–211; 食尸鬼's text calls it 火狼):
//   赤狼与狼人互知共群。
//   杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   业炎 —— 每有一只群内狼死亡，赤狼可选择业炎一名玩家（一晚可使用多次），该玩家将被告知失去除强制技能外所有技能。
// Readings (role file): 死亡 = out, whatever the cause; each dead member of the pack gives one 业炎, used on one player
// (several in one night, one submission naming them); the loss counts from (7) on that night and for good after.
// 总体流程 3 (7) 赤狼<业炎>; 行动时限: 关门四十分钟内 (n40). 吹笛人不可被业炎 (l.381); 炸弹不可被…业炎 (l.384).

const BURNED = '业炎：你失去了除强制技能外的所有技能。';
const table = (extra: Record<string, string> = {}) =>
  tableWith({ 狼C: '赤狼', ...extra }, { constraints: false });

describe('赤狼 业炎', () => {
  it('与狼人互知共群', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
  });

  it('每有一只群内狼死亡: none dead yet, none to use (SKILL_NOT_USABLE)', () => {
    const g = table();
    expect(g.actFails('狼C', '业炎', ['预']).code).toBe('SKILL_NOT_USABLE');
  });

  it('该玩家将被告知失去除强制技能外所有技能: the burned seer is told, and has no 预言 that night nor after', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n40: () => g.act('狼C', '业炎', ['预']), n60: () => g.act('预', '预言', ['狼B']) });
    expect(g.notes('预')).toContain(BURNED);
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('预', '预言', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('除强制技能外: the burned witch keeps 通灵<强制>, loses her potions', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n40: () => g.act('狼C', '业炎', ['巫']), n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.notes('巫')).toContain('通灵：今晚被指杀的角色是 民A。');
    nextNight(g);
    g.closeTo('n90');
    expect(g.actFails('巫', '毒药', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('one per dead wolf: with one dead, a second 业炎 is refused (SKILL_NOT_USABLE)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n40: () => g.act('狼C', '业炎', ['预']) });
    nextNight(g);
    expect(g.actFails('狼C', '业炎', ['巫']).code).toBe('SKILL_NOT_USABLE');
  });

  it('（一晚可使用多次）: two dead, two players burned in one night', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    expect(g.actFails('狼C', '业炎', ['预', '巫', '猎']).code).toBe('TARGET_COUNT');
    night(g, { n40: () => g.act('狼C', '业炎', ['预', '巫']) });
    expect(g.notes('预')).toContain(BURNED);
    expect(g.notes('巫')).toContain(BURNED);
  });

  it('炸弹不可被…业炎 (l.384): the fire does not reach him', () => {
    const g = table({ 民C: '炸弹' });
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n40: () => g.act('狼C', '业炎', ['民C']) });
    expect(g.notes('民C')).not.toContain(BURNED);
  });
});
