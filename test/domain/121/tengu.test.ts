import { describe, expect, it } from 'vitest';
import { night, voteResultOf } from './given';
import { day, nextNight, tableWith } from './tables';

// [121] 狼人阵营 14 天狗 (l.248–251):
//   天狗与其他狼人互知共群。
//   杀人——游戏日夜晚，该阵营共群的角色可以共同指杀一名角色
//   吞食——游戏日夜晚可使用技能保护一名角色，每一名角色一局只可选择一次，被选中的角色在第二天白天无法被投票出局，天狗无法选择保护自己。
// 投票 (l.71): 讨论日获得投票最多的角色将出局，若该角色为太阳或者被天狗吞，则不出局，公示平安日。
// 总体流程 3 (14) 天狗<吞食>; 行动时限: 所有身份 关门一小时后 (n60).

const table = () => tableWith({ 狼C: '天狗' });

describe('天狗 吞食', () => {
  it('与其他狼人互知共群', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
  });

  it('被选中的角色在第二天白天无法被投票出局 — 公示平安日 (l.71)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '吞食', ['狼A']) });
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    expect(g.alive('狼A')).toBe(true);
    expect(voteResultOf(g, 2)).toContain('无人出局，平安日。');
  });

  it('第二天白天 only: voted out the day after, he goes', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '吞食', ['狼A']) });
    nextNight(g);
    g.closeNight();
    day(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    expect(g.alive('狼A')).toBe(false);
  });

  it('天狗无法选择保护自己 (ILLEGAL_TARGET)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼C', '吞食', ['狼C']).code).toBe('ILLEGAL_TARGET');
  });

  it('每一名角色一局只可选择一次 (ILLEGAL_TARGET the second time)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼C', '吞食', ['狼A']) });
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '吞食', ['狼A']).code).toBe('ILLEGAL_TARGET');
    g.act('狼C', '吞食', ['狼B']);
  });
});
