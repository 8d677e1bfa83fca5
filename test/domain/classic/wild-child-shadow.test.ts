import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 野孩子 (l.35): 野孩子在第一天丘比特和情侣之后睁眼，指定一名玩家成为他的“榜样”，无论榜样是什么阵营，野孩子此时均为好人。当榜样被投票出局时，野孩子
//   愤怒的变成了狼人，从此加入狼队并可以在夜晚杀人。若野孩子先于榜样死亡，则野孩子始终为好人阵营。
// [classic] file 003 影子 (l.39): …指定一名玩家成为他的主人，无论主人是什么阵营，影子此时均为好人。当主人因为任意原因死亡时，影子在当天晚上暗中自动变成主人的身份，
//   由上帝告知。（若主人为狼人，则在此之后影子将被验出是狼；若主人是女巫，则主人还剩什么药，影子就获得什么药，其他身份以此类推；影子不可获得已经亮出身份的白痴）
//   吹笛者 (l.62): 若影子跟随了吹笛者，则当吹笛者死亡时，影子获得吹笛者身份继续迷惑别人并加入吹笛者阵营…

const faction = (g: ReturnType<typeof classic>, name: string) =>
  g.state.chars.find((c) => c.name === name)?.faction;
const role = (g: ReturnType<typeof classic>, name: string) =>
  g.state.chars.find((c) => c.name === name)?.role;

describe('野孩子 (file 003 l.35)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    野: '野孩子',
    预: '预言家',
    巫: '女巫',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };
  function modelled(model: string) {
    const g = classic(TABLE);
    g.act('野', '榜样', [model]);
    g.close();
    expect(faction(g, '野')).toBe('village');
    noElection(g);
    return g;
  }

  it('l.35 当榜样被投票出局时，野孩子愤怒的变成了狼人，从此加入狼队并可以在夜晚杀人', () => {
    const g = modelled('民A');
    night(g, {});
    g.votes({ 狼A: '民A', 狼B: '民A', 预: '民A' });
    g.close();
    expect(faction(g, '野')).toBe('wolves');
    expect(g.notes('狼A').join()).toContain('野');
    night(g, {
      n60: () => {
        g.act('野', '杀人', ['民B']);
        g.act('狼A', '杀人', ['民B']);
      },
    });
    expect(g.alive('民B')).toBe(false);
  });

  it('l.35 only 被投票出局: a model killed at night leaves him good', () => {
    const g = modelled('民A');
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']) });
    expect(g.alive('民A')).toBe(false);
    expect(faction(g, '野')).toBe('village');
  });

  it('l.35 若野孩子先于榜样死亡，则野孩子始终为好人阵营', () => {
    const g = modelled('民A');
    night(g, { n60: () => g.act('狼A', '杀人', ['野']) });
    g.votes({ 狼A: '民A', 狼B: '民A', 预: '民A' });
    g.close();
    expect(faction(g, '野')).toBe('village');
  });
});

describe('影子 (file 003 l.39)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    影: '影子',
    预: '预言家',
    巫: '女巫',
    白: '白痴',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };
  function following(master: string, table: Record<string, string> = TABLE) {
    const g = classic(table);
    g.act('影', '认主', [master]);
    g.close();
    expect(faction(g, '影')).toBe('village');
    noElection(g);
    return g;
  }

  it('l.39 当主人因为任意原因死亡时，影子…暗中自动变成主人的身份，由上帝告知', () => {
    const g = following('预');
    night(g, { n60: () => g.act('狼A', '杀人', ['预']) });
    expect(role(g, '影')).toBe('seer');
    expect(g.notes('影')).toContain('你的身份变为【预言家】，属于好人阵营。');
    g.close();
    night(g, { n60: () => g.act('影', '查验', ['狼A']) });
    expect(g.notes('影').join()).toContain('狼A 是坏人');
  });

  it('l.39 若主人为狼人，则在此之后影子将被验出是狼 (and he is of the pack)', () => {
    const g = following('狼A');
    night(g, {});
    g.votes({ 民A: '狼A', 民B: '狼A', 预: '狼A' });
    g.close();
    expect(faction(g, '影')).toBe('wolves');
    night(g, { n60: () => g.act('预', '查验', ['影']) });
    expect(g.notes('预').join()).toContain('影 是坏人');
  });

  it('l.39 若主人是女巫，则主人还剩什么药，影子就获得什么药', () => {
    const g = following('巫');
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['巫']) });
    expect(role(g, '影')).toBe('witch');
    g.close();
    night(g, {
      n60: () => g.act('狼A', '杀人', ['民B']),
      n90: () => {
        expect(g.actFails('影', '解药', ['民B']).code).toBe('SKILL_USED_UP');
        g.act('影', '毒药', ['狼A']);
      },
    });
    expect(g.alive('狼A')).toBe(false);
  });

  it('l.39 影子不可获得已经亮出身份的白痴', () => {
    const g = following('白');
    night(g, {});
    g.votes({ 狼A: '白', 狼B: '白', 民A: '白' });
    g.close();
    expect(g.alive('白')).toBe(true);
    night(g, { n60: () => g.act('狼A', '杀人', ['白']) });
    expect(g.alive('白')).toBe(false);
    expect(role(g, '影')).toBe('shadow');
  });

  it('l.62 若影子跟随了吹笛者，则当吹笛者死亡时，影子获得吹笛者身份继续迷惑别人并加入吹笛者阵营', () => {
    const g = following('吹', {
      狼A: '狼人',
      吹: '吹笛者',
      影: '影子',
      预: '预言家',
      民A: '村民',
      民B: '村民',
      民C: '村民',
    });
    night(g, { n60: () => g.act('狼A', '杀人', ['吹']) });
    expect(role(g, '影')).toBe('piper');
    expect(faction(g, '影')).toBe('piper');
    g.close();
    night(g, { n60: () => g.act('影', '迷惑', ['民A', '民B']) });
    expect(g.notes('民A')).toContain('迷惑：你被吹笛者迷惑了。所有已被迷惑的玩家：民B。');
  });
});
