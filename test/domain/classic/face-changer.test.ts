import { describe, expect, it } from 'vitest';
import { rulesetClassic } from '../../../src/domain/rulesets/classic';
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

/** the three cards he was told at the deal (the draw is seeded: read them back rather than pin them) */
function cardsOf(g: ReturnType<typeof classic>): string[] {
  const line = g.notes('变').find((n) => n.startsWith('变脸者：你的三张身份卡为 ')) ?? '';
  return line.replace('变脸者：你的三张身份卡为 ', '').replace('。', '').split('、');
}
const roleNamed = (name: string) => Object.values(rulesetClassic.roles).find((r) => r.name === name);
/** a drawn card with a night skill on one other player, and that skill's name */
function nightCard(cards: string[]): [string, string] {
  for (const c of cards) {
    const sk = roleNamed(c)?.skills.find(
      (k) => k.kind === 'night' && k.targets.min === 1 && !k.limits?.usable,
    );
    if (sk) return [c, sk.name];
  }
  throw new Error(`no card with a night skill among ${cards.join('、')}`);
}

describe('变脸者 (file 003 l.50)', () => {
  it('l.50 由上帝随机选出三个未参与游戏且拥有特殊能力的身份卡 (drawn at the deal, an event)', () => {
    const g = classic(TABLE);
    const cards = cardsOf(g);
    expect(new Set(cards).size).toBe(3);
    for (const c of cards) {
      const r = roleNamed(c);
      expect(r?.faction).toBe('village');
      expect(r?.skills.length).toBeGreaterThan(0);
      expect(Object.values(TABLE)).not.toContain(c);
    }
    expect(g.log.some((e) => e.type === 'RandomDrawn')).toBe(true);
  });

  it('l.50 每天晚上开始时…选择这三张卡的其中一张，之后变脸者获得这张角色卡的能力一回合', () => {
    const g = classic(TABLE);
    const cards = cardsOf(g);
    const [card, skill] = nightCard(cards);
    noElection(g);
    expect(g.notes('变')).toContain(
      `变脸者：请选择一张身份卡（剩余：${cards.join('、')}），本回合获得它的能力。`,
    );
    // not his before he chooses
    expect(g.actFails('变', skill, ['民A']).code).toBe('NOT_YOUR_SKILL');
    g.act('变', '变脸', [], card);
    expect(g.notes('变')).toContain(`变脸者：你获得【${card}】的能力一回合。`);
    night(g, { n60: () => g.act('变', skill, ['民A']) });
  });

  it('l.50 一回合; 下一次选择身份之前，将前一张身份卡移出游戏', () => {
    const g = classic(TABLE);
    const cards = cardsOf(g);
    const [card, skill] = nightCard(cards);
    noElection(g);
    g.act('变', '变脸', [], card);
    night(g, {});
    g.close();
    expect(g.state.phase.kind).toBe('night');
    const left = cards.filter((c) => c !== card);
    expect(g.notes('变')).toContain(
      `变脸者：请选择一张身份卡（剩余：${left.join('、')}），本回合获得它的能力。`,
    );
    expect(g.actFails('变', skill, ['民B']).code).toBe('NOT_YOUR_SKILL');
  });
});
