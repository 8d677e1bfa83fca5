import { describe, expect, it } from 'vitest';
import { night } from './given';
import { day, opening, tableWith } from './tables';

// [121] 村民阵营 22 圣女 (file 000 l.149–150):
//   净化<限定> —— 游戏日夜晚可选择一名玩家净化，若玩家是村民阵营，可始此玩家底牌状态恢复初始（已翻牌的身份牌，不会重新暗置）；若玩家是狼人阵营，
//   则永久失去睁眼能力（失去刀和技能），若玩家是三方阵营或无阵营，则第三方阵营或无阵营角色永久失去指杀能力，即不可杀人。净化后获得的杀人技能
//   也不可再使用。
// 总体流程 3 (19) 圣女<净化>; 机械狼 学习 (l.323): 如此玩家是狼人，可始此玩家底牌状态恢复初始状态（会对此玩家进行通知）；如此玩家是好人，
// 永久失去睁眼能力，仅可使用一次.
// Readings (the role file): the actual faction; the card's skills as dealt (lost ones back, used ones unused).

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '圣女', ...extra }, { constraints: false });

describe('圣女 净化<限定>', () => {
  it('村民阵营 → 底牌状态恢复初始: the 女巫\u2019s spent 毒药 is hers again', () => {
    const g = table();
    night(g, { n90: () => g.act('巫', '毒药', ['狼C']) });
    day(g);
    g.closeTo('n90');
    expect(g.actFails('巫', '毒药', ['狼B']).code).toBe('SKILL_USED_UP');
    g.closeNight();
    day(g);
    night(g, { n60: () => g.act('民C', '净化', ['巫']) });
    day(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('狼人阵营 → 永久失去睁眼能力: his skills refused for good; the pack still kills through the others', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '净化', ['狼A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('狼A', '冲锋', ['民A']).code).toBe('SKILL_NOT_USABLE');
    expect(g.actFails('狼A', '杀人', ['民A']).code).toBe('SKILL_NOT_USABLE');
    g.act('狼B', '杀人', ['民A']);
    g.closeNight();
    expect(g.alive('民A')).toBe(false);
  });

  it('三方阵营 → 永久失去指杀能力，即不可杀人: the lovers\u2019 own 杀人 refused to the one purified, not to the other', () => {
    const g = tableWith({ 民C: '圣女', 民B: '丘比特' }, { constraints: false });
    opening(g, () => g.act('民B', '丘比特之箭', ['民B', '民A']));
    night(g, { n60: () => g.act('民C', '净化', ['民A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民A', '杀人', ['痴']).code).toBe('SKILL_NOT_USABLE');
    g.act('民B', '杀人', ['痴']);
    g.closeNight();
    expect(g.alive('痴')).toBe(false);
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    night(g, { n60: () => g.act('民C', '净化', ['狼A']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '净化', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('机械狼 学习 圣女 (l.323): a wolf restored and told; a 好人 loses its skills for good', () => {
    const g = tableWith({ 民C: '圣女', 狼C: '机械狼' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    night(g, { n60: () => g.act('狼C', '净化', ['预']) });
    day(g);
    g.closeTo('n60');
    expect(g.actFails('预', '预言', ['狼A']).code).toBe('SKILL_NOT_USABLE');
    const h = tableWith({ 民C: '圣女', 狼C: '机械狼' });
    opening(h, () => h.act('狼C', '学习', ['民C']));
    night(h, { n60: () => h.act('狼C', '净化', ['狼A']) });
    expect(h.notes('狼A')).toContain('你被净化：底牌状态恢复初始。');
  });
});
