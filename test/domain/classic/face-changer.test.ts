import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 变脸者 (l.50): 游戏开始前，由上帝随机选出三个未参与游戏且拥有特殊能力的身份卡。每天晚上开始时，上帝必须唤醒变脸者选择这三张卡的其中一张，
//   之后变脸者获得这张角色卡的能力一回合。下一次选择身份之前，将前一张身份卡移出游戏。

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  变: '变脸者',
  预: '预言家',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

describe('变脸者 (file 003 l.50)', () => {
  it('l.50 由上帝随机选出三个未参与游戏且拥有特殊能力的身份卡 (drawn at the deal, an event; none dealt)', () => {
    const g = classic(TABLE);
    expect(g.notes('变')).toContain('变脸者：你的三张身份卡为 驯熊师、替罪羊、蛊惑师。');
    expect(g.log.some((e) => e.type === 'RandomDrawn')).toBe(true);
  });

  it('l.50 每天晚上开始时…选择这三张卡的其中一张，之后变脸者获得这张角色卡的能力一回合', () => {
    const g = classic(TABLE);
    noElection(g);
    expect(g.notes('变')).toContain(
      '变脸者：请选择一张身份卡（剩余：驯熊师、替罪羊、蛊惑师），本回合获得它的能力。',
    );
    // not his before he chooses
    expect(g.actFails('变', '蛊惑', ['民A']).code).toBe('NOT_YOUR_SKILL');
    g.act('变', '变脸', [], '蛊惑师');
    expect(g.notes('变')).toContain('变脸者：你获得【蛊惑师】的能力一回合。');
    night(g, {
      n60: () => {
        g.act('变', '蛊惑', ['民A']);
        g.act('狼A', '杀人', ['变']);
      },
    });
    // the 蛊惑师's power: his death passes to the enchanted
    expect(g.alive('变')).toBe(true);
    expect(g.alive('民A')).toBe(false);
  });

  it('l.50 一回合; 下一次选择身份之前，将前一张身份卡移出游戏', () => {
    const g = classic(TABLE);
    noElection(g);
    g.act('变', '变脸', [], '蛊惑师');
    night(g, {});
    g.close();
    // the next night: the card is gone from his hand and its power with the round
    expect(g.state.phase.kind).toBe('night');
    expect(g.notes('变')).toContain('变脸者：请选择一张身份卡（剩余：驯熊师、替罪羊），本回合获得它的能力。');
    expect(g.actFails('变', '蛊惑', ['民B']).code).toBe('NOT_YOUR_SKILL');
  });
});
