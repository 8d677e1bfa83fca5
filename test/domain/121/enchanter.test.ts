import { describe, expect, it } from 'vitest';
import { morningOf, night, smallTable, winner } from './given';
import { nextNight, tableWith } from './tables';

// [121] 三方阵营 5 蛊惑师 (l.400–403; also spelled 盎惑师):
//   蛊惑 ——游戏日夜晚可选择一名除自己外的其他玩家蛊惑，如当夜盎惑师在天亮结算轮判定死亡时，死亡结算为被蛊惑的玩家死亡。除技能被封外连续两夜不可
//   指定同一名玩家，且首夜盎惑师不会被封技能。
//   蛊惑师被验为【非狼人阵营】，被通为盎惑师。 蛊惑师胜利条件为场存四人，独自胜利。
// Readings (role file): the death the settlement judges for him (a guard or a save on him stops it first) passes to the
// enchanted as 致死伤害; 被封 = a block of his skill (冰冻, 恐惧, 拥抱 …): a night it was blocked does not count for
// 连续两夜; 被通为盎惑师 is the role's other spelling: 通灵 reads 【蛊惑师】.
// 总体流程 3 (9) 蛊惑师<蛊惑>; 行动时限: 关门四十分钟内 (n40).

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '蛊惑师', ...extra });

describe('蛊惑师 蛊惑', () => {
  it('如当夜盎惑师在天亮结算轮判定死亡时，死亡结算为被蛊惑的玩家死亡: the wolves kill him, the enchanted goes out', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '蛊惑', ['民A']), n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.outs()).toEqual(['民A']);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });

  it('any death judged at dawn: the witch’s poison on him takes the enchanted too', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '蛊惑', ['民A']), n90: () => g.act('巫', '毒药', ['民C']) });
    expect(g.outs()).toEqual(['民A']);
  });

  it('判定死亡: a guard on him stops the kill, nobody goes out', () => {
    const g = table();
    night(g, {
      n40: () => {
        g.act('民C', '蛊惑', ['民A']);
        g.act('守', '守护', ['民C']);
      },
      n60: () => g.act('狼B', '杀人', ['民C']),
    });
    expect(g.outs()).toEqual([]);
  });

  it('当夜: without a 蛊惑 that night he dies himself', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '蛊惑', ['民A']) });
    nextNight(g);
    night(g, { n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.outs()).toEqual(['民C']);
  });

  it('除自己外的其他玩家 (ILLEGAL_TARGET)', () => {
    const g = table();
    expect(g.actFails('民C', '蛊惑', ['民C']).code).toBe('ILLEGAL_TARGET');
  });

  it('连续两夜不可指定同一名玩家 (SAME_TARGET_AS_LAST_NIGHT)', () => {
    const g = table();
    night(g, { n40: () => g.act('民C', '蛊惑', ['民A']) });
    nextNight(g);
    expect(g.actFails('民C', '蛊惑', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
  });

  it('首夜盎惑师不会被封技能: frozen on night 1, his 蛊惑 still holds', () => {
    const g = table({ 民B: '企鹅' });
    night(g, {
      n40: () => {
        g.act('民B', '冰冻', ['民C']);
        g.act('民C', '蛊惑', ['民A']);
      },
      n60: () => g.act('狼B', '杀人', ['民C']),
    });
    expect(g.outs()).toEqual(['民A']);
  });

  it('除技能被封外: frozen on night 2, his 蛊惑 is void (he dies himself) and the same target is allowed on night 3', () => {
    const g = table({ 民B: '企鹅' });
    night(g, { n40: () => g.act('民C', '蛊惑', ['民A']) });
    nextNight(g);
    night(g, {
      n40: () => {
        g.act('民B', '冰冻', ['民C']);
        g.act('民C', '蛊惑', ['预']);
      },
    });
    nextNight(g);
    night(g, { n40: () => g.act('民C', '蛊惑', ['预']), n60: () => g.act('狼B', '杀人', ['民C']) });
    expect(g.outs()).toEqual(['预']);
  });

  it('蛊惑师被验为【非狼人阵营】，被通为盎惑师 (通灵 reads the card 蛊惑师)', () => {
    const g = table({ 民B: '通灵师' });
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【蛊惑师】。');
  });
});

describe('蛊惑师 胜负判定', () => {
  it('蛊惑师存活且场上存活人数为4: he alone wins', () => {
    const g = smallTable({ 蛊: '蛊惑师', 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' });
    g.close();
    night(g, { n60: () => g.act('狼', '杀人', ['民A']) });
    expect(winner(g)).toBe('enchanter');
    expect(g.state.winner?.names).toEqual(['蛊']);
  });
});
