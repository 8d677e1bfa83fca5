import { describe, expect, it } from 'vitest';
import type { Game } from '../harness';
import { day, NO_EMPEROR, night, table211, tallyOf } from './table';
import { withBlackLovers } from './third';

// [211] file 001 【能臣异士】31 丞相（男）⑨ (l.430–435):
//   日理万机[指定][早夜] —— 选择范围：任意三名角色，不能连续两晚选择同一个角色。
//   若所有结算目标的[实际阵营]均不相同，所有和丞相实际阵营不一致的角色获得[沉默]状态，持续至下一个正午开始。
//   若所有结算目标的实际阵营均相同但和丞相不同，所有结算目标获得[冰冻]状态，持续至下一个正午开始。
//   若所有结算目标的实际阵营均相同，和丞相也相同，丞相在下一个白天获得[独裁]状态，且那一天丞相投票的角色将于黄昏结束时[翻牌]。
//   其余情况或丞相的结算目标不是正好3人则无效果。

const calm = (g: Game) => () => g.act('贵', '宠溺', [g.state.phase.day % 2 ? '娥' : '婆']);
const table = () => table211({ ...NO_EMPEROR, 道: '丞相' });

describe('丞相 日理万机', () => {
  it('均不相同 (村民, 狼人, 黑情侣): every character of another faction is [沉默] — the wolves have no 杀人', () => {
    const g = withBlackLovers({ 宫: '丞相' });
    night(g, {
      早夜2: () => g.act('宫', '日理万机', ['婆', '狼B', '嫔']),
      午夜: calm(g),
      深夜2: () => g.act('狼B', '杀人', ['婆']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('妃')).toContain('你获得了[沉默]状态，持续至第2天正午开始。');
    expect(g.notes('婆').join('\n')).not.toMatch(/沉默/);
  });

  it('均相同但和丞相不同 (three wolves): the three are [冰冻]', () => {
    const g = table();
    night(g, {
      早夜2: () => g.act('道', '日理万机', ['狼A', '狼B', '妃']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['嫔']),
    });
    expect(g.outs()).toEqual([]);
    expect(g.notes('狼A')).toContain('你获得了[冰冻]状态，持续至第2天正午开始。');
  });

  it('均相同，和丞相也相同: [独裁] the next day (his vote 3) and his vote’s target turns its card at the vote', () => {
    const g = table();
    night(g, { 早夜2: () => g.act('道', '日理万机', ['嫔', '婆', '娥']), 午夜: calm(g) });
    day(g, { 道: '狼A' });
    expect(tallyOf(g, 2).狼A).toBe(3);
    expect(g.announcements().join('\n')).toContain('狼A 翻牌：狼人。');
  });

  it('其余情况 (two wolves and one 村民): nothing — the wolves kill', () => {
    const g = table();
    night(g, {
      早夜2: () => g.act('道', '日理万机', ['狼A', '狼B', '嫔']),
      午夜: calm(g),
      深夜2: () => g.act('狼A', '杀人', ['宫']),
    });
    expect(g.outs()).toEqual(['宫']);
    day(g, { 道: '狼A' });
    expect(g.announcements().join('\n')).not.toContain('翻牌');
  });

  it('任意三名角色 (TARGET_COUNT); 不能连续两晚选择同一个角色 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    g.closeTo('早夜2');
    expect(g.actFails('道', '日理万机', ['嫔', '婆']).code).toBe('TARGET_COUNT');
    g.act('道', '日理万机', ['嫔', '婆', '娥']);
    night(g, { 午夜: calm(g) });
    day(g);
    g.closeTo('早夜2');
    expect(g.actFails('道', '日理万机', ['宫', '贵', '婆']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });
});
