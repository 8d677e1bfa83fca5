import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 复仇者（变动阵营）(l.14–18): 必须在游戏开始时选择自己支持好人还是狼队。如果支持狼队：夜里如狼人一样杀人，在自己死亡后的当晚，所有人行动前，
//   可以将一名角色变成狼人，上帝不会在白天公布这一讯息。如果支持好人：在自己死亡后的当晚，所有人行动前，可指定一名玩家，若他是狼则直接死亡，若不是狼则无效果。

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  复: '复仇者',
  预: '预言家',
  守: '守卫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};
function sided(side: string) {
  const g = classic(TABLE);
  g.act('复', '选择阵营', [], side);
  g.close();
  noElection(g);
  return g;
}
const faction = (g: ReturnType<typeof classic>, name: string) =>
  g.state.chars.find((c) => c.name === name)?.faction;

describe('复仇者 (file 003 l.14–18)', () => {
  it('l.14–15 支持狼队：夜里如狼人一样杀人', () => {
    const g = sided('狼队');
    expect(faction(g, '复')).toBe('wolves');
    night(g, { n60: () => g.act('复', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
  });

  it('l.15–16 在自己死亡后的当晚，所有人行动前，可以将一名角色变成狼人，上帝不会在白天公布', () => {
    const g = sided('狼队');
    night(g, {});
    g.votes({ 民A: '复', 民B: '复', 预: '复' });
    g.close();
    expect(g.alive('复')).toBe(false);
    night(g, { n60: () => g.act('复', '复仇', ['民C']) });
    expect(g.state.chars.find((c) => c.name === '民C')?.role).toBe('werewolf');
    expect(faction(g, '民C')).toBe('wolves');
    expect(g.lastAnnouncement()).not.toContain('狼人');
    expect(g.lastAnnouncement()).not.toContain('复仇');
  });

  it('l.15 在自己死亡后的当晚 only: a night later it is gone', () => {
    const g = sided('狼队');
    night(g, {});
    g.votes({ 民A: '复', 民B: '复', 预: '复' });
    g.close();
    night(g, {});
    g.close();
    night(g, { n60: () => expect(g.actFails('复', '复仇', ['民B']).code).toBe('SKILL_NOT_USABLE') });
  });

  it('l.17–18 支持好人：在自己死亡后的当晚…若他是狼则直接死亡 (a guard does not stop it)，若不是狼则无效果', () => {
    const g = sided('好人');
    expect(faction(g, '复')).toBe('village');
    night(g, { n60: () => g.act('狼A', '杀人', ['复']) });
    expect(g.alive('复')).toBe(false);
    // died at night: his revenge is the next night's, before all
    g.close();
    night(g, {
      n60: () => {
        g.act('复', '复仇', ['狼A']);
        g.act('守', '守护', ['狼A']);
      },
    });
    expect(g.alive('狼A')).toBe(false);
    const h = sided('好人');
    night(h, {});
    h.votes({ 狼A: '复', 狼B: '复', 预: '复' });
    h.close();
    night(h, { n60: () => h.act('复', '复仇', ['民A']) });
    expect(h.alive('民A')).toBe(true);
    expect(said(h)).not.toContain('民A 出局');
  });
});
