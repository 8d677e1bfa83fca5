import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 种狼 (l.12): 技能只能发动一次。种狼正常和其他狼人一起杀人，在任意一天晚上狼人杀人后，种狼可以决定将今天杀死的人变成狼人，由上帝暗中通知
//   被感染的人，若此人拥有好人的技能则不可使用，若已使用则失效。种狼若如此做，女巫将无法看见谁被杀，上帝在白天会宣布“昨夜有人被感染了”。

const TABLE = {
  狼A: '狼人',
  种: '种狼',
  预: '预言家',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
};

describe('种狼 (file 003 l.12)', () => {
  it('l.12 将今天杀死的人变成狼人，由上帝暗中通知; 女巫将无法看见谁被杀; 白天会宣布“昨夜有人被感染了”', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('种', '感染');
      },
      n90: () => expect(g.notes('巫')).toContain('女巫：今晚没有人死亡。'),
    });
    expect(g.alive('民A')).toBe(true);
    expect(g.state.chars.find((c) => c.name === '民A')?.faction).toBe('wolves');
    expect(g.notes('民A')).toContain('你被种狼感染，变成了狼人（狼队友：狼A、种）。你原有的技能不可再使用。');
    expect(said(g)).toContain('昨夜有人被感染了。');
    expect(g.lastAnnouncement()).not.toContain('民A');
    // he kills with the pack from the next night
    g.close();
    night(g, { n60: () => g.act('民A', '杀人', ['民B']) });
    expect(g.alive('民B')).toBe(false);
  });

  it('l.12 若此人拥有好人的技能则不可使用', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['预']);
        g.act('种', '感染');
      },
    });
    g.close();
    night(g, { n60: () => expect(g.actFails('预', '查验', ['狼A']).code).toBe('SKILL_USED_UP') });
  });

  it('l.12 技能只能发动一次; 狼人杀人后 (no kill tonight: nothing happens, the use is kept)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('种', '感染') });
    expect(said(g)).not.toContain('感染');
    g.close();
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('种', '感染');
      },
    });
    expect(g.alive('民A')).toBe(true);
    g.close();
    night(g, { n60: () => expect(g.actFails('种', '感染').code).toBe('SKILL_USED_UP') });
  });
});
