import { describe, expect, it } from 'vitest';
import { day, Game, GENDERS211, NO_EMPEROR, SEATS211, TABLE211 } from './table';

// [211] file 001 用语定义 获取技能 (l.121–124):
//   当游戏中通过某种方式获得了其他角色的技能时，那个技能所有涉及到原身份的名词都会改为发动者自己
//   获得的技能若没有“刷新至初始”条目，则类别[开局]的技能不可用
// 影武者 附身 (l.901): 当该角色出局时，获得该角色的全部技能 — the gainer here (the host a 冷妃: 伪装[开局]).

function hosted(host: string, hostRole: string): Game {
  const g = Game.create(
    { ...TABLE211, ...NO_EMPEROR, 道: '影武者', [host]: hostRole },
    { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
  );
  g.start(SEATS211);
  g.act('道', '附身', [host]);
  g.close();
  day(g);
  return g;
}

describe('获取技能 (l.121–124)', () => {
  it('[开局] skills gained later are not usable (WRONG_PHASE): the 冷妃’s 伪装 in the 影武者’s hands', () => {
    const g = hosted('妃', '冷妃');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '妃', reason: '测试' } });
    expect(g.notes('道').join('\n')).toContain('你获得了【冷妃】的全部技能');
    const e = g.fails(
      { type: 'SubmitAction', actor: '道', skill: '伪装', targets: [], choice: '村民' },
      'player:道',
    );
    expect(e.code).toBe('WRONG_PHASE');
  });
});
