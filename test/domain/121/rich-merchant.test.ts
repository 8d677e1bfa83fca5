import { describe, expect, it } from 'vitest';
import { night, smallTable, winner } from './given';
import { day, opening, tableWith } from './tables';

// [121] 三方阵营 10 富商 (l.426–432; 胜负判定 l.510):
//   交易 ——每晚可选择1-2名其他玩家与其交易，由其选择是否接受（如开场人数小于等于20则为1人，如大于20则为2人）
//   如果接受-富商复刻其技能一天，其到第二天入夜前不可使用自身所有主动技能，复刻狼时，当夜可有一刀，不可刀自己当天交易对象；
//   如果拒绝-富商被其技能选择为目标时，视为技能使用不成功（不进行反馈）；狼坑带刀狼除非全拒绝过富商，不然不受影响
//   富有——交易成功，第二天返还技能刷新为初始状态。
//   强制贸易——游戏日夜晚，第一次交易被拒绝，可重新选择贸易对象进行第二次交易
//   富商：富商存活且，场上存活人数为4或者存活已经全部拒绝过交易。
//   行动时限: 富商关门前仍未提交技能，视为放弃。富商提交交易对象如在40分钟内没有反馈，默认拒绝富商。
// Readings (role file): the offer is made by day (instant, one a day), answered by n40 with <交易回应>; silence refuses;
// 强制贸易 by n60, answered by n90.

/** The 12-seat table with 民C the 富商, on day 2 (day 1 and night 1 passed quietly). */
function onDay2(extra: Record<string, string> = {}) {
  const g = tableWith({ 民C: '富商', ...extra }, { constraints: false });
  g.closeNight();
  return g;
}

describe('富商', () => {
  it('交易: offered by day to one other player (≤20 seats), told both; once a day (SKILL_NOT_USABLE)', () => {
    const g = onDay2();
    expect(g.actFails('民C', '交易', ['预', '守']).code).toBe('TARGET_COUNT');
    expect(g.actFails('民C', '交易', ['民C']).code).toBe('ILLEGAL_TARGET');
    g.act('民C', '交易', ['预']);
    expect(g.notes('民C')).toContain('交易：已向 预 提出交易。');
    expect(g.notes('预')).toContain(
      '富商向你提出交易：请在今晚关门后40分钟内发动<交易回应>（接受 / 拒绝），未回应视为拒绝。',
    );
    expect(g.actFails('民C', '交易', ['守']).code).toBe('SKILL_NOT_USABLE');
  });

  it('如果接受-富商复刻其技能一天: his 预言 that night; 其到第二天入夜前不可使用自身所有主动技能', () => {
    const g = onDay2();
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, {
      n40: () => g.act('预', '交易回应', [], '接受'),
      n60: () => {
        g.act('民C', '预言', ['狼A']);
        expect(g.actFails('预', '预言', ['狼B']).code).toBe('SKILL_NOT_USABLE');
      },
    });
    expect(g.notes('民C')).toContain('交易：预 接受了交易，你复刻其技能一天：预言。');
    expect(g.notes('民C')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
    // 一天: the next night the seer checks again, the 富商 has no 预言
    day(g);
    g.closeTo('n60');
    expect(g.actFails('民C', '预言', ['狼B']).code).toBe('NOT_YOUR_SKILL');
    g.act('预', '预言', ['狼B']);
  });

  it('复刻狼时，当夜可有一刀，不可刀自己当天交易对象', () => {
    const g = onDay2();
    g.act('民C', '交易', ['狼B']);
    day(g);
    night(g, {
      n40: () => g.act('狼B', '交易回应', [], '接受'),
      n60: () => {
        expect(g.actFails('民C', '杀人', ['狼B']).code).toBe('ILLEGAL_TARGET');
        g.act('民C', '杀人', ['民A']);
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.outs().sort()).toEqual(['民A', '民B']);
  });

  it('富有——交易成功，第二天返还技能刷新为初始状态: the witch’s spent 毒药 comes back', () => {
    const g = tableWith({ 民C: '富商' }, { constraints: false });
    night(g, { n90: () => g.act('巫', '毒药', ['狼A']) });
    g.act('民C', '交易', ['巫']);
    day(g);
    night(g, { n40: () => g.act('巫', '交易回应', [], '接受') });
    day(g);
    night(g, { n90: () => g.act('巫', '毒药', ['狼B']) });
    expect(g.alive('狼B')).toBe(false);
  });

  it('如果拒绝-富商被其技能选择为目标时，视为技能使用不成功: the seer’s check of him is empty', () => {
    const g = onDay2();
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, { n40: () => g.act('预', '交易回应', [], '拒绝') });
    expect(g.notes('民C')).toContain('交易：预 拒绝了交易。');
    day(g);
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：反馈为空。');
  });

  it('40分钟内没有反馈，默认拒绝富商: silence refuses, that very night', () => {
    const g = onDay2();
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, { n60: () => g.act('预', '预言', ['民C']) });
    expect(g.notes('预')).toContain('预言：反馈为空。');
    expect(g.notes('民C')).toContain('交易：预 拒绝了交易。');
  });

  it('狼坑带刀狼除非全拒绝过富商，不然不受影响: one wolf refused, the pack still kills him', () => {
    const g = onDay2();
    g.act('民C', '交易', ['狼A']);
    day(g);
    night(g, { n40: () => g.act('狼A', '交易回应', [], '拒绝'), n60: () => g.act('狼A', '杀人', ['民C']) });
    expect(g.alive('民C')).toBe(false);
  });

  it('强制贸易: the first refused, a second offer that night (by n60), answered by n90', () => {
    const g = onDay2();
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, {
      n40: () => g.act('预', '交易回应', [], '拒绝'),
      n60: () => {
        expect(g.actFails('民C', '强制贸易', ['预']).code).toBe('ILLEGAL_TARGET');
        g.act('民C', '强制贸易', ['守']);
      },
      n90: () => g.act('守', '交易回应', [], '接受'),
    });
    expect(g.notes('守')).toContain(
      '富商向你提出交易：请在今晚关门后90分钟内发动<交易回应>（接受 / 拒绝），未回应视为拒绝。',
    );
    expect(g.notes('民C')).toContain('交易：守 接受了交易，你复刻其技能一天：守护。');
  });

  it('强制贸易: only after a refusal (SKILL_NOT_USABLE when the first was accepted)', () => {
    const g = onDay2();
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, {
      n40: () => g.act('预', '交易回应', [], '接受'),
      n60: () => expect(g.actFails('民C', '强制贸易', ['守']).code).toBe('SKILL_NOT_USABLE'),
    });
  });

  it('富商存活且，场上存活人数为4 → 富商 wins', () => {
    const g = smallTable({ 富: '富商', 狼: '狼人', 民A: '村民', 民B: '村民', 民C: '村民' });
    g.close();
    night(g, { n60: () => g.act('狼', '杀人', ['民A']) });
    expect(winner(g)).toBe('rich_merchant');
  });

  it('存活已经全部拒绝过交易 → 富商 wins (five alive)', () => {
    const g = smallTable({ 富: '富商', 狼: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民' });
    for (const p of ['狼', '民A', '民B', '民C']) {
      g.act('富', '交易', [p]);
      day(g);
      expect(winner(g)).toBe(null);
      night(g);
    }
    expect(winner(g)).toBe(null);
    g.act('富', '交易', ['民D']);
    day(g);
    night(g);
    expect(winner(g)).toBe('rich_merchant');
  });
});

// 机械狼 学习 (l.347): 富商，可获得与富商交易到的技能相同的效果，在击杀一名玩家后失去技能.
describe('机械狼 学习 富商 (l.347)', () => {
  /** 狼C learns the 富商 (民C); day 2 is open. */
  const learnt = () => {
    const g = tableWith({ 民C: '富商', 狼C: '机械狼' }, { constraints: false });
    opening(g, () => g.act('狼C', '学习', ['民C']));
    g.closeNight();
    return g;
  };

  it('可获得与富商交易到的技能相同的效果: the partner’s 预言 the same night, told; for a day (as the 富商’s)', () => {
    const g = learnt();
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, {
      n40: () => g.act('预', '交易回应', [], '接受'),
      n60: () => g.act('狼C', '预言', ['民A']),
    });
    expect(g.notes('狼C')).toContain('交易：富商与 预 交易成功，你获得相同的技能一天：预言。');
    expect(g.notes('狼C')).toContain('预言：民A 的查验结果为<非狼人阵营>。');
    day(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '预言', ['狼B']).code).toBe('NOT_YOUR_SKILL');
  });

  it('复刻狼: one 刀, not on that day’s partner; 在击杀一名玩家后失去技能 — the next trade gives him nothing', () => {
    const g = learnt();
    g.act('民C', '交易', ['狼B']);
    day(g);
    night(g, {
      n40: () => g.act('狼B', '交易回应', [], '接受'),
      n60: () => {
        expect(g.actFails('狼C', '杀人', ['狼B']).code).toBe('ILLEGAL_TARGET');
        g.act('狼C', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(false);
    g.act('民C', '交易', ['预']);
    day(g);
    night(g, {
      n40: () => g.act('预', '交易回应', [], '接受'),
      n60: () => {
        expect(g.actFails('狼C', '预言', ['狼B']).code).toBe('NOT_YOUR_SKILL');
        g.act('民C', '预言', ['狼B']);
      },
    });
    expect(g.notes('狼C')).not.toContain('交易：富商与 预 交易成功，你获得相同的技能一天：预言。');
    expect(g.notes('民C')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
  });
});
