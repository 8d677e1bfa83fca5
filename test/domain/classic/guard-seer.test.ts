import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 守卫: 篇一 (l.33) 每晚可以守护一个人，但不能连续2晚守护同一个人。被守卫守护的人当晚不会被狼人或刺客杀害，…
//   守卫可以选择守护自己，也可以选择不守护任何人。 篇三(四) (l.179) 守卫可以守护场上任何一名玩家包括自己，也可以不守任何人（空守），
//   但是不能连续两天守护同一位玩家。
// [classic] file 003 预言家: 篇一 (l.22) 每天晚上可以查看一位玩家的身份是好人还是坏人。 篇三(一) (l.170) 上帝会告诉他是好人还是坏人
//   （狼人）。 篇二 6(5) 预言家只能验证某位玩家是否是狼人.

describe('守卫 (file 003 l.33, l.179)', () => {
  it('l.33 被守卫守护的人当晚不会被狼人杀害', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('守', '守护', ['民A']);
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(true);
  });

  it('l.179 守护场上任何一名玩家包括自己', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('守', '守护', ['守']);
        g.act('狼A', '杀人', ['守']);
      },
    });
    expect(g.alive('守')).toBe(true);
  });

  it('l.179 也可以不守任何人（空守）', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.pass('守', '守护');
        g.act('狼A', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(false);
  });

  it('l.179 不能连续两天守护同一位玩家: SAME_TARGET_AS_LAST_NIGHT; another night later is fine', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('守', '守护', ['民A']) });
    g.close();
    night(g, {
      n60: () => {
        expect(g.actFails('守', '守护', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
        g.act('守', '守护', ['民B']);
      },
    });
    g.close();
    night(g, { n60: () => g.act('守', '守护', ['民A']) });
  });
});

describe('预言家 (file 003 l.22, l.170; 篇二 6(5))', () => {
  it('l.170 上帝会告诉他是好人还是坏人（狼人）', () => {
    const g = classic();
    noElection(g);
    night(g, { n60: () => g.act('预', '查验', ['狼A']) });
    g.close();
    night(g, { n60: () => g.act('预', '查验', ['民A']) });
    expect(g.notes('预').filter((n) => n.startsWith('查验'))).toEqual([
      '查验：狼A 是坏人（狼人）。',
      '查验：民A 是好人。',
    ]);
  });

  it('reading: not on himself (he knows his own card)', () => {
    const g = classic();
    noElection(g);
    expect(g.actFails('预', '查验', ['预']).code).toBe('ILLEGAL_TARGET');
  });
});
