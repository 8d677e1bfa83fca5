import { describe, expect, it } from 'vitest';
import { classic, morningOf, night, noElection, said } from './given';

// [classic] file 003 篇三(六) 狼人:
//   1．狼人晚上可以刀一个人，但必须所有人都统一意见，若狼团队内意见不统一，上帝将判决狼人没有刀人，讯问女巫的时候直接给女巫没有
//     任何人死亡的手势或信息。(l.185)
//   2．狼人拥有自爆功能。在游戏进行的任何一个环节，狼人都可以通知上帝自爆（面杀时直接翻牌自爆），自爆后，游戏的任意阶段都立刻中止
//     并直接进入天黑。(l.186)
// 篇二 （二）狼人刀法 (l.162–166): (1) 允许空刀 (2) 允许自刀 (3) 无法统一意见，则视为空刀 (4) 无论自刀还是空刀，均没有惩罚.
// Reading: the pack agrees when every wolf who submitted named the same target; a wolf who submitted nothing goes along
// (a forum pack's knife is whatever its members posted), a 空刀 (pass) is a choice like any other, and a wolf may change
// his own choice until the window closes (each wolf's last submission is his).

const witchHeard = (g: ReturnType<typeof classic>) => g.notes('巫').filter((n) => n.startsWith('女巫：'));

describe('狼人 杀人: the pack must agree (file 003 l.185, 篇二 (二)(3) l.165)', () => {
  it('l.185 every wolf names the same player: he dies', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('狼B', '杀人', ['民A']);
        g.act('狼C', '杀人', ['民A']);
      },
    });
    expect(g.alive('民A')).toBe(false);
    expect(morningOf(g, 2)).toContain('昨夜出局：民A。');
  });

  it('l.185 若狼团队内意见不统一，上帝将判决狼人没有刀人: differing choices at the close, nobody dies, and the witch is told no one died', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('狼B', '杀人', ['民B']);
      },
    });
    expect(witchHeard(g)).toEqual(['女巫：今晚没有人死亡。']);
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('民B')).toBe(true);
    expect(morningOf(g, 2)).toContain('昨夜是平安夜。');
  });

  it('l.185 one wolf names a player, another 空刀: no agreement, no kill (篇二 (二)(1) 允许空刀)', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.pass('狼B', '杀人');
      },
    });
    expect(g.alive('民A')).toBe(true);
    expect(witchHeard(g)).toEqual(['女巫：今晚没有人死亡。']);
  });

  it('reading: a wolf who submits nothing goes along with the others; each wolf may change his own choice before the close', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('狼B', '杀人', ['民B']);
        g.act('狼B', '杀人', ['民A']); // 狼B comes round to 民A; 狼C and 狼D say nothing
      },
    });
    expect(witchHeard(g)).toEqual(['女巫：今晚被狼人杀害的是 民A。']);
    expect(g.alive('民A')).toBe(false);
  });

  it('a group action: the outcome does not depend on which wolf submitted it', () => {
    for (const by of ['狼A', '狼D']) {
      const g = classic();
      noElection(g);
      night(g, { n60: () => g.act(by, '杀人', ['民C']) });
      expect(g.alive('民C')).toBe(false);
    }
  });

  it('篇二 (二)(2) 允许自刀: the pack may kill one of its own', () => {
    const g = classic();
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['狼B']);
        g.act('狼B', '杀人', ['狼B']);
      },
    });
    expect(g.alive('狼B')).toBe(false);
  });
});

describe('狼人 自爆 (file 003 l.186; 篇二 1(5), 3(6), 3(7), 5(1))', () => {
  /** day 1 without a sheriff, a quiet night: day 2's discussion is open */
  function toDay2(g: ReturnType<typeof classic>) {
    noElection(g);
    night(g, {});
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
  }

  it('l.186 自爆后，游戏的任意阶段都立刻中止并直接进入天黑: the wolf is out, the vote cast is void, night 2 opens', () => {
    const g = classic();
    toDay2(g);
    g.votes({ 民A: '狼B', 民B: '狼B', 民C: '狼B' });
    g.act('狼A', '自爆');
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('狼B')).toBe(true);
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
    expect(said(g)).toContain('狼A 自爆，白天立即结束，直接进入黑夜。');
  });

  it('篇二 3(6) 狼人自爆可以留遗言: the wolf who blew himself up has last words', () => {
    const g = classic();
    toDay2(g);
    g.act('狼A', '自爆');
    g.words('狼A', '指刀 民A');
    night(g, {});
    expect(morningOf(g, 3)).toContain('狼A 的遗言：指刀 民A');
  });

  it('篇二 1(5) 狼人可以在警长竞选阶段自爆，如此则没有警长 (5(1) 警徽消失); 3(7) the first night\u2019s dead still speak', () => {
    const g = classic();
    g.stand('民A');
    g.votes({ 民B: '民A', 民C: '民A' });
    g.act('狼D', '自爆');
    expect(g.state.sheriff).toBeNull();
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1 });
    night(g, { n60: () => g.act('狼A', '杀人', ['民B']) });
    expect(g.alive('民B')).toBe(false);
    expect(g.state.rights.some((r) => r.holder === '民B' && r.kind === 'last_words')).toBe(true);
    // 篇二 elects on the first day only: no sheriff for the rest of the game
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
  });

  it('l.186 任何一个环节: a PK round is cut short too', () => {
    const g = classic();
    toDay2(g);
    g.votes({ 民A: '民B', 民B: '民A' });
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'pk' });
    g.act('狼B', '自爆');
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 2 });
    expect(g.alive('民A')).toBe(true);
    expect(g.alive('民B')).toBe(true);
  });

  it('only a wolf may, and only by day: a villager has no 自爆, a wolf not at night', () => {
    const g = classic();
    expect(g.actFails('民A', '自爆').code).toBe('NOT_YOUR_SKILL');
    noElection(g);
    expect(g.actFails('狼A', '自爆').code).toBe('WRONG_PHASE');
  });
});
