import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 锈剑骑士 (l.41): 当锈剑骑士被狼人杀害时，锈剑骑士左边的第一个狼人将被锈剑感染，在锈剑骑士死亡的下一个早晨，被感染的狼人将会直接
//   死亡，上帝不会宣布该狼人是因感染而死，而是如同被狼人杀的人一样正常宣布死者。
// [classic] file 003 药剂师 (l.45): 药剂师也拥有两瓶药，迷魂药可以让一名玩家永久失去投票权，恢复药可以使女巫恢复一瓶解药，但是若女巫尚未使用解药，则恢复药
//   将被浪费。药剂师在每天晚上最多使用1瓶药。

describe('锈剑骑士 (file 003 l.41)', () => {
  // seats in this order: the first wolf after 骑 is 狼B (民B skipped), not 狼A (before him)
  const TABLE = {
    狼A: '狼人',
    民A: '村民',
    骑: '锈剑骑士',
    民B: '村民',
    狼B: '狼人',
    巫: '女巫',
    民C: '村民',
    民D: '村民',
  };

  it('l.41 被狼人杀害时，左边的第一个狼人…在锈剑骑士死亡的下一个早晨直接死亡，如同被狼人杀的人一样正常宣布', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['骑']) });
    expect(g.alive('骑')).toBe(false);
    expect(g.alive('狼B')).toBe(false);
    expect(g.alive('狼A')).toBe(true);
    expect(said(g)).toContain('昨夜出局：骑、狼B。');
    expect(said(g)).not.toContain('锈剑');
  });

  it('l.41 only 被狼人杀害: voted out or poisoned, no wolf follows', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n90: () => g.act('巫', '毒药', ['骑']) });
    expect(g.alive('骑')).toBe(false);
    expect(g.alive('狼B')).toBe(true);
    const h = classic(TABLE);
    noElection(h);
    night(h, {});
    h.votes({ 民A: '骑', 民B: '骑', 民C: '骑' });
    h.close();
    expect(h.alive('骑')).toBe(false);
    expect(h.alive('狼B')).toBe(true);
  });
});

describe('药剂师 (file 003 l.45)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    药: '药剂师',
    巫: '女巫',
    预: '预言家',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };

  it('l.45 迷魂药可以让一名玩家永久失去投票权', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('药', '迷魂药', ['民A']) });
    expect(g.fails({ type: 'CastVote', voter: '民A', target: '狼A', proxy: false }, 'player:民A').code).toBe(
      'CANNOT_VOTE',
    );
    g.votes({ 民B: '狼A', 民C: '狼A', 预: '狼A' });
    g.close();
    night(g, {});
    expect(g.fails({ type: 'CastVote', voter: '民A', target: '狼B', proxy: false }, 'player:民A').code).toBe(
      'CANNOT_VOTE',
    );
  });

  it('l.45 恢复药可以使女巫恢复一瓶解药 (once hers is used: she is told, and saves again the next night)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    expect(g.alive('民A')).toBe(true);
    g.close();
    night(g, {
      n60: () => {
        g.act('狼A', '杀人', ['民B']);
        g.act('药', '恢复药');
      },
      n90: () => expect(g.actFails('巫', '解药', ['民B']).code).toBe('SKILL_USED_UP'),
    });
    expect(g.notes('巫')).toContain('药剂师的恢复药：你恢复了一瓶解药。');
    g.close();
    night(g, {
      n60: () => g.act('狼A', '杀人', ['民C']),
      n90: () => {
        // her 获知 comes back with the 解药 (l.24)
        expect(g.notes('巫')).toContain('女巫：今晚被狼人杀害的是 民C。');
        g.act('巫', '解药', ['民C']);
      },
    });
    expect(g.alive('民C')).toBe(true);
  });

  it('l.45 若女巫尚未使用解药，则恢复药将被浪费', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('药', '恢复药') });
    expect(g.notes('巫').join()).not.toContain('恢复');
    g.close();
    night(g, { n60: () => g.act('狼A', '杀人', ['民A']), n90: () => g.act('巫', '解药', ['民A']) });
    g.close();
    night(g, {
      n60: () => g.act('狼A', '杀人', ['民B']),
      n90: () => expect(g.actFails('巫', '解药', ['民B']).code).toBe('SKILL_USED_UP'),
    });
  });

  it('l.45 药剂师在每天晚上最多使用1瓶药; 两瓶药 each once', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, {
      n60: () => {
        g.act('药', '迷魂药', ['民A']);
        expect(g.actFails('药', '恢复药').code).toBe('SKILL_CONFLICT');
      },
    });
    g.close();
    night(g, { n60: () => expect(g.actFails('药', '迷魂药', ['民B']).code).toBe('SKILL_USED_UP') });
  });
});
