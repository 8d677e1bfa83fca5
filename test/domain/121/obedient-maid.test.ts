import { describe, expect, it } from 'vitest';
import { morningOf, night } from './given';
import { nextNight, opening, tableWith } from './tables';

// [121] 不定阵营 4 顺从的女仆 (l.458–459):
//   顺从<限定>—— 女仆可在一名玩家被投票出局以后，私聊法官，拿过被投票死的玩家的身份牌替换自身的身份牌，并加入此玩家阵营继续游戏，此身份牌状态为
//   初始状态；如果女仆是情侣之一的话，因为爱情更加重要，失去顺从。女仆发动顺从技能后，法官将公示：女仆发动<顺从>。
// 行动时限: 关门十分钟内顺从的女仆<顺从>仍未与导演取得联系，视为放弃发动技能 (n10); 总体流程 3 (0) 女仆<顺从>.
// Readings (role file): the card is taken when the n10 window closes, so its night skills are hers that same night;
// 初始状态 = its skills unused, its group joined (a pack card: 互知共群); the 公示 is the next morning's; 通灵 reads the
// taken card; the player must be the one voted out that day.

const table = (extra: Record<string, string> = {}) => tableWith({ 民C: '顺从的女仆', ...extra });

describe('顺从的女仆 顺从<限定>', () => {
  it('拿过被投票死的玩家的身份牌…并加入此玩家阵营; 法官将公示：女仆发动<顺从>', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n10: () => g.act('民C', '顺从', ['狼A']) });
    expect(g.notes('民C')).toContain('顺从：你的身份牌替换为【狼王】。');
    expect(g.notes('民C')).toContain('你的阵营转变为狼人阵营。');
    expect(morningOf(g, 3)).toContain('女仆发动<顺从>。');
  });

  it('此身份牌状态为初始状态: she holds the card’s skills that night — 狼王’s 冲锋 and the pack’s 杀人', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, {
      n10: () => g.act('民C', '顺从', ['狼A']),
      n60: () => {
        g.act('民C', '冲锋', ['民A']);
        g.act('民C', '杀人', ['民B']);
      },
    });
    expect(g.outs()).toEqual(['狼A', '民B', '民A']);
  });

  it('a seer card: she checks as a seer, and 通灵 reads her card 【预言家】', () => {
    const g = table({ 民B: '通灵师' });
    nextNight(g, { 狼A: '预', 狼B: '预', 狼C: '预' });
    night(g, {
      n10: () => g.act('民C', '顺从', ['预']),
      n60: () => {
        g.act('民C', '预言', ['狼A']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【预言家】。');
  });

  it('被投票出局: a player out by night is refused (ILLEGAL_TARGET)', () => {
    const g = table();
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    nextNight(g);
    expect(g.actFails('民C', '顺从', ['预']).code).toBe('ILLEGAL_TARGET');
  });

  it('行动时限: 关门十分钟内 — after n10 it is refused (WRONG_PHASE)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    g.closeTo('n20');
    expect(g.actFails('民C', '顺从', ['狼A']).code).toBe('WRONG_PHASE');
  });

  it('<限定>: once (SKILL_USED_UP)', () => {
    const g = table();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n10: () => g.act('民C', '顺从', ['狼A']) });
    nextNight(g, { 预: '狼B', 巫: '狼B', 猎: '狼B' });
    expect(g.actFails('民C', '顺从', ['狼B']).code).toBe('SKILL_USED_UP');
  });

  it('如果女仆是情侣之一的话…失去顺从 (SKILL_USED_UP)', () => {
    const g = table({ 民B: '丘比特' });
    opening(g, () => g.act('民B', '丘比特之箭', ['民C', '民A']));
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    expect(g.actFails('民C', '顺从', ['狼A']).code).toBe('SKILL_USED_UP');
  });

  it('此身份牌状态为初始状态: a 猎人 card — at her out she has the card’s 最后一枪 (once, not twice)', () => {
    const g = table();
    nextNight(g, { 预: '猎', 巫: '猎', 狼A: '猎' });
    night(g, {
      n10: () => g.act('民C', '顺从', ['猎']),
      n60: () => g.act('狼A', '杀人', ['民C']),
    });
    const rights = g.notes('民C').filter((n) => n.includes('最后一枪'));
    expect(rights).toHaveLength(1);
  });

  it('此身份牌状态为初始状态 — the card’s innate statuses: a 恶灵骑士 card, 主宰黑夜 — poisoned at night she stays in (l.246)', () => {
    const g = table({ 狼C: '恶灵骑士' });
    nextNight(g, { 预: '狼C', 巫: '狼C', 猎: '狼C' });
    night(g, { n10: () => g.act('民C', '顺从', ['狼C']), n90: () => g.act('巫', '毒药', ['民C']) });
    expect(g.notes('民C')).toContain('顺从：你的身份牌替换为【恶灵骑士】。');
    expect(g.alive('民C')).toBe(true);
  });

  it('…a 上帝使徒 card, 神恩: 无法被种狼感染, and killed later the 公示 names her card (l.142)', () => {
    const g = table({ 民B: '上帝使徒', 狼C: '种狼' });
    nextNight(g, { 预: '民B', 巫: '民B', 猎: '民B' });
    night(g, { n10: () => g.act('民C', '顺从', ['民B']), n60: () => g.act('狼C', '感染', ['民C']) });
    expect(g.state.chars.find((c) => c.name === '民C')?.faction).toBe('village');
    nextNight(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
    expect(g.announcements().join('\n')).toContain('民C 的身份是【上帝使徒】。');
  });
});

describe('机械狼 学习 顺从的女仆 (l.337)', () => {
  const learning = () => {
    const g = tableWith({ 狼C: '机械狼', 民C: '顺从的女仆', 民B: '通灵师' });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    return g;
  };

  it('顺从的女仆翻牌替换身份时，机械狼表面身份也替换成此身份，会得到告知: 通灵 and 预言 read the card she took', () => {
    const g = learning();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, {
      n10: () => g.act('民C', '顺从', ['狼A']),
      n60: () => {
        g.act('民B', '通灵', ['狼C']);
        g.act('预', '预言', ['狼C']);
      },
    });
    expect(g.notes('狼C')).toContain('学习：顺从的女仆替换了身份，你的表面身份替换为【狼王】。');
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【狼王】。');
    expect(g.notes('预')).toContain('预言：狼C 的查验结果为<狼人阵营>。');
  });

  it('before she takes a card he reads as 顺从的女仆 (被通为学习的身份)', () => {
    const g = learning();
    night(g, { n60: () => g.act('民B', '通灵', ['狼C']) });
    expect(g.notes('民B')).toContain('通灵：狼C 的身份为【顺从的女仆】。');
  });

  it('但不获得技能: the 狼王 card’s 冲锋 is not his', () => {
    const g = learning();
    nextNight(g, { 预: '狼A', 巫: '狼A', 猎: '狼A' });
    night(g, { n10: () => g.act('民C', '顺从', ['狼A']) });
    nextNight(g);
    expect(g.actFails('狼C', '冲锋', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });
});
