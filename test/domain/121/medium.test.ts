import { describe, expect, it } from 'vitest';
import { night } from './given';
import { tableWith } from './tables';

// [121] 村民阵营 16 通灵师:
//   通灵 —— 游戏日夜晚，通灵师可选择一名玩家，得到其表面身份，如机械狼等拥有表面身份的角色。
// (机械狼's and 隐狼's surfaces: mech-wolf.test.ts, hidden-wolf.test.ts.)

describe('通灵师 通灵', () => {
  it('得到其表面身份: with no disguise, the role itself', () => {
    const g = tableWith({ 民B: '通灵师' });
    night(g, { n60: () => g.act('民B', '通灵', ['狼A']) });
    expect(g.notes('民B')).toContain('通灵：狼A 的身份为【狼王】。');
  });

  it('选择一名玩家: not himself (ILLEGAL_TARGET)', () => {
    const g = tableWith({ 民B: '通灵师' });
    g.closeTo('n60');
    expect(g.actFails('民B', '通灵', ['民B']).code).toBe('ILLEGAL_TARGET');
  });

  it('a checker of the setup constraint (现有常规验人功能的神为：通灵…): a table whose only checker is 通灵师 starts', () => {
    const g = tableWith({ 预: '通灵师' });
    expect(g.state.status).toBe('running');
  });
});
