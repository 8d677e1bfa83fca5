import { describe, expect, it } from 'vitest';
import { night, pku, voteDay } from './given';

// [pku] file 004 神 / 神替 (l.323–335): 神替仅在预言家或守卫中先出局时自动继承其技能。如果预言家和守卫在同一时段出局（包括
// 其中一人被猎人带走的情形），则继承预言家技能 (l.325); 继承技能并被…狼预/预言家…作用时，仍显示为「神替」 (l.327);
// 神替继承守卫技能后，若选择上一夜被守护的玩家，将会得到提示修改操作对象 (l.329); 神替若与将会取代的神死于同一夜的夜间技能，
// 晋升不会触发 (l.335).

describe('pku 神替 晋升', () => {
  it('the 预言家 out first: the 神替 is told and checks from the next night', () => {
    const g = pku();
    expect(g.actFails('神替', '查验', ['狼A']).code).toBe('NOT_YOUR_SKILL');
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    expect(g.notes('神替')).toContain('神替晋升：你继承了预言家的技能。');
    voteDay(g, {});
    night(g, { 夜间: () => g.act('神替', '查验', ['狼A']) });
    expect(g.notes('神替')).toContain('查验：狼A 的身份是【狼人】。');
  });

  it('the 守卫 out first: the 神替 guards; the 守卫’s last target is refused (l.329)', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('守', '守护', ['民A']);
        g.act('狙', '刀', ['守']);
      },
    });
    expect(g.outs()).toEqual(['守']);
    voteDay(g, {});
    g.close(); // 入夜
    expect(g.actFails('神替', '守护', ['民A']).code).toBe('SAME_TARGET_AS_LAST_NIGHT');
    g.act('神替', '守护', ['民B']);
    g.act('狼A', '杀人', ['民B']);
    g.closeNight();
    expect(g.alive('民B')).toBe(true);
  });

  it('预言家 and 守卫 out in the same night: the 神替 inherits the 预言家 (l.325)', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['守']);
        g.act('野', '刀', ['预']);
      },
    });
    expect(g.outs()).toEqual(['守', '预']);
    voteDay(g, {});
    g.close();
    g.act('神替', '查验', ['狼A']);
    expect(g.actFails('神替', '守护', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('同一时段（包括其中一人被猎人带走的情形） (l.325): the 守卫 out by night, the 预言家 shot by the 猎人 in that 破晓 — the 神替 inherits the 预言家', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['守']);
        g.act('狙', '刀', ['猎']);
      },
      破晓: () => g.act('猎', '开枪', ['预']),
    });
    expect(g.outs()).toEqual(['守', '猎', '预']);
    voteDay(g, {});
    g.close(); // 入夜
    expect(g.actFails('神替', '守护', ['民A']).code).toBe('NOT_YOUR_SKILL');
    g.act('神替', '查验', ['狼A']);
  });

  it('神替若在该神出局后下一个早上被猎人带走，晋升正常触发 (l.335): the 预言家 knifed, the 神替 shot in that 破晓 — promoted first, then out', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['预']);
        g.act('狙', '刀', ['猎']);
      },
      破晓: () => g.act('猎', '开枪', ['神替']),
    });
    expect(g.notes('神替')).toContain('神替晋升：你继承了预言家的技能。');
    expect(g.alive('神替')).toBe(false);
  });

  it('仍显示为「神替」 (l.327): promoted, a check reads 神替', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    voteDay(g, {});
    night(g, { 夜间: () => g.act('狼预', '查验', ['神替']) });
    expect(g.notes('狼预')).toContain('查验：神替 的身份是【神替】。');
  });

  it('神替若与将会取代的神死于同一夜的夜间技能，晋升不会触发 (l.335): the 神替 out with the 预言家 holds nothing', () => {
    const g = pku();
    night(g, {
      夜间: () => {
        g.act('狼A', '杀人', ['神替']);
        g.act('野', '刀', ['预']);
      },
    });
    expect(g.outs()).toEqual(['神替', '预']);
    expect(g.notes('神替')).not.toContain('神替晋升：你继承了预言家的技能。');
  });

  it('a later out of the other god changes nothing: promoted once', () => {
    const g = pku();
    night(g, { 夜间: () => g.act('狼A', '杀人', ['预']) });
    voteDay(g, { 民A: '守', 民B: '守' });
    expect(g.notes('神替').filter((n) => n.startsWith('神替晋升'))).toEqual([
      '神替晋升：你继承了预言家的技能。',
    ]);
  });
});
