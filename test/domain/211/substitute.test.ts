import { describe, expect, it } from 'vitest';
import { NO_EMPEROR, night, table211 } from './table';

// [211] file 001 替补 (l.1180–1184):
//   若玩家在游戏过程中因某些原因无法继续进行游戏，可以向导演申请更换替补。替补人选由导演最终决定，玩家不可私下寻找替补。
//   替补玩家将收到该玩家的角色、身份、行动及账号、密码，代替该玩家继续游戏。
//   每名角色仅限更换一次替补。
//   无法继续进行游戏的角色无法更换替补时红牌罚下。
// The director's ruling `substitute` (the same as 121's: the token swap is the edge's, test/api/cards.test.ts).

const substitute = (player: string, target = '宫') => ({
  type: 'MakeRuling' as const,
  ruling: { kind: 'substitute' as const, target, player, reason: '原玩家无法继续' },
});

describe('替补 (l.1180–1184)', () => {
  it('替补人选由导演最终决定: the director’s ruling; the thread says 宫 更换替补, the new player is told', () => {
    const g = table211(NO_EMPEROR);
    night(g); // by day the thread says it at once
    g.ok(substitute('新玩家'));
    expect(g.announcements().at(-1)).toBe('宫 更换替补。');
    expect(g.notes('宫').at(-1)).toBe('你已作为替补接替 宫，此前的通知均可查看。');
  });

  it('替补玩家将收到该玩家的角色、身份、行动: the character keeps its role and tonight’s action, which still acts', () => {
    const g = table211(NO_EMPEROR);
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['婆']);
    g.ok(substitute('新玩家', '嫔'));
    expect(g.state.chars.find((c) => c.name === '嫔')?.role).toBe('concubine');
    night(g);
    expect(g.announcements().join('\n')).toContain('婆 被诽谤。');
    // the substitute goes on with the character's skills
    g.closeTo('深夜1');
    g.act('嫔', '诽谤', ['宫']);
  });

  it('每名角色仅限更换一次替补: a second is refused (SUBSTITUTE_USED), nothing changes', () => {
    const g = table211(NO_EMPEROR);
    g.ok(substitute('新玩家'));
    const before = g.state.lastSeq;
    expect(g.fails(substitute('又一个')).code).toBe('SUBSTITUTE_USED');
    expect(g.state.lastSeq).toBe(before);
  });

  it('无法继续进行游戏的角色无法更换替补时红牌罚下: the red card puts the character out', () => {
    const g = table211(NO_EMPEROR);
    g.ok(substitute('新玩家'));
    g.ok({
      type: 'MakeRuling',
      ruling: { kind: 'card', target: '宫', color: 'red', reason: '无法继续游戏且无替补' },
    });
    expect(g.alive('宫')).toBe(false);
  });
});
