import { describe, expect, it } from 'vitest';
import { playerView } from '../../../src/projections';
import {
  day,
  Game,
  GENDERS211,
  NO_EMPEROR,
  night,
  offering211,
  opened211,
  SEATS211,
  TABLE211,
  thiefCards,
} from './table';

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

// l.122 获得技能除非另有说明，否则不会获得临时技能，二手技能和怀孕技能; 身份更换 (l.125–129) 1：不会获得验人系身份。2：不会获得有子身份存在的母
// 身份，若获取该母身份，则本局一定不存在该子身份。4：获取技能的角色获取到该角色身份时，获取的是最后更换出来的身份技能.
// The one check: rulesets/211/roles/inherit.ts (`ownSkills`, `swappable`); 盗贼 偷换 is 211's 身份更换.

const skillNames = (g: Game, name: string) => playerView(g.state, g.log, name).skills.map((k) => k.name);
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('获取技能 l.122: no 临时技能, 二手技能 nor 怀孕技能', () => {
  it('the 影武者 takes the host’s role’s own skills (嫔妃 诽谤), not the 临时 毒药 a 千金 gave the host', () => {
    const g = Game.create(
      { ...TABLE211, ...NO_EMPEROR, 道: '影武者', 宫: '千金' },
      { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
    );
    g.start(SEATS211);
    g.act('道', '附身', ['嫔']);
    g.close();
    day(g);
    night(g, { 午夜: () => g.act('贵', '宠溺', ['娥']), 深夜1: () => g.act('宫', '馈赠', ['嫔'], '毒药') });
    expect(skillNames(g, '嫔')).toContain('毒药');
    kill(g, '嫔');
    expect(g.notes('道').join('\n')).toContain('你获得了【嫔妃】的全部技能');
    expect(skillNames(g, '道')).toContain('诽谤');
    expect(skillNames(g, '道')).not.toContain('毒药');
  });
});

describe('身份更换 (l.125–129): 盗贼 偷换', () => {
  const thiefCast = (extra: Record<string, string>) => ({ ...TABLE211, ...NO_EMPEROR, 嫔: '盗贼', ...extra });
  const offered = (cast: Record<string, string>, seed: string): string[] => thiefCards(opened211(cast, seed));
  const seeds = Array.from({ length: 120 }, (_, i) => `swap-${i}`);

  it('2：不会获得有子身份存在的母身份 — with a 狐狸精 in (l.703 有狐狸精必有菩萨) no 菩萨 is offered; without her it is', () => {
    expect(seeds.some((s) => offered(thiefCast({}), s).includes('菩萨'))).toBe(true);
    const withChild = thiefCast({ 雪: '狐狸精' });
    for (const s of seeds) expect(offered(withChild, s)).not.toContain('菩萨');
  });

  it('4：获取…最后更换出来的身份技能 — the 影武者 of a 盗贼 who took 嫔妃 gains 嫔妃’s skills', () => {
    const cast = thiefCast({ 道: '影武者' });
    const g = offering211(cast, '嫔妃', seeds);
    g.act('嫔', '偷换', [], '嫔妃');
    g.act('道', '附身', ['嫔']);
    g.close();
    day(g);
    kill(g, '嫔');
    expect(g.notes('道').join('\n')).toContain('你获得了【嫔妃】的全部技能');
    expect(skillNames(g, '道')).toContain('诽谤');
  });
});
