import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 狼人阵营 25 狼妹妹 (l.360–363):
//   狼妹妹与狼人互知共群。
//   杀人 —— 游戏日夜晚，该阵营共群的角色可以共同指杀一名角色。
//   援交 —— 漂亮的狼妹妹每个游戏日夜晚可指定一名玩家进行援交获知其阵营。
// Reading (role file): 获知其阵营 = the character's actual faction, named in full (no disguise: the texts' disguises name
// 预言/验). 总体流程 3 (11) 狼妹妹<援交>; 行动时限: 关门四十分钟内 (n40).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 狼C: '狼妹妹', ...extra }, { constraints: false });

describe('狼妹妹', () => {
  it('与狼人互知共群: told the pack, and may submit its 杀人', () => {
    const g = table();
    expect(g.notes('狼C')).toContain('你的狼队友：狼A、狼B。');
    night(g, { n60: () => g.act('狼C', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('援交…获知其阵营: 村民阵营, 三方阵营', () => {
    const g = table({ 民C: '炸弹' });
    night(g, { n40: () => g.act('狼C', '援交', ['预']) });
    expect(g.notes('狼C')).toContain('援交：预 的阵营为村民阵营。');
    day(g);
    night(g, { n40: () => g.act('狼C', '援交', ['民C']) });
    expect(g.notes('狼C')).toContain('援交：民C 的阵营为三方阵营。');
  });

  it('获知其阵营 reads the actual faction: a 隐狼 is 狼人阵营', () => {
    const g = table({ 民C: '隐狼' });
    opening(g); // 伪装 missed: drawn
    night(g, { n40: () => g.act('狼C', '援交', ['民C']) });
    expect(g.notes('狼C')).toContain('援交：民C 的阵营为狼人阵营。');
  });

  it('行动时限: 关门四十分钟内 — refused once n40 has closed (WRONG_PHASE)', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('狼C', '援交', ['预']).code).toBe('WRONG_PHASE');
  });
});
