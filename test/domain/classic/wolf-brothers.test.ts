import { describe, expect, it } from 'vitest';
import { classic, night, noElection } from './given';

// [classic] file 003 狼兄弟 (l.11): 两个角色，第一晚狼兄和狼弟互相确认身份，之后狼人杀人时，狼兄正常睁眼而狼弟不睁眼，当狼兄死亡时，当晚狼弟可在狼人杀完人
//   之后额外杀一人，之后的夜晚狼弟和狼人一起睁眼。在狼兄死亡之前，狼弟不会被验出狼人。

const TABLE = {
  兄: '狼兄',
  弟: '狼弟',
  狼A: '狼人',
  预: '预言家',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
};

describe('狼兄弟 (file 003 l.11)', () => {
  it('l.11 第一晚狼兄和狼弟互相确认身份; 狼弟不睁眼 (not in the pack)', () => {
    const g = classic(TABLE);
    expect(g.notes('兄')).toContain('狼兄弟：你的兄弟是 弟。');
    expect(g.notes('弟')).toContain('狼兄弟：你的兄弟是 兄。');
    noElection(g);
    expect(g.actFails('弟', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL');
  });

  it('l.11 在狼兄死亡之前，狼弟不会被验出狼人; after, he is', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('预', '查验', ['弟']) });
    expect(g.notes('预')).toContain('查验：弟 是好人。');
    g.votes({ 民A: '兄', 民B: '兄', 民C: '兄' });
    g.close();
    night(g, { n60: () => g.act('预', '查验', ['弟']) });
    expect(g.notes('预')).toContain('查验：弟 是坏人（狼人）。');
  });

  it('l.11 当狼兄死亡时，当晚狼弟可在狼人杀完人之后额外杀一人，之后的夜晚狼弟和狼人一起睁眼', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => expect(g.actFails('弟', '额外杀人', ['民A']).code).toBe('SKILL_NOT_USABLE') });
    g.votes({ 民A: '兄', 民B: '兄', 民C: '兄' });
    g.close();
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民A']);
        g.act('弟', '额外杀人', ['民B']);
      },
    });
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('民B')).toBe(false);
    g.close();
    night(g, {
      n60: () => {
        expect(g.actFails('弟', '额外杀人', ['民C']).code).toBe('SKILL_NOT_USABLE');
        g.act('弟', '杀人', ['民C']);
      },
    });
    expect(g.alive('民C')).toBe(false);
  });
});
