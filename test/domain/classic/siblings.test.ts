import { describe, expect, it } from 'vitest';
import { classic, night, noElection, said } from './given';

// [classic] file 003 两姐妹 (l.43): 夜里两姐妹睁眼互相确认并指定一名玩家，白天投票时两人均只能投给晚上确认的目标。两姐妹可在夜晚决定白天一起弃票。若任何一人投票
//   错误，该玩家将直接出局。若两姐妹只剩1人，则夜晚无需指定投票目标。
// [classic] file 003 三兄弟 (l.44): …若三兄弟剩余2人，夜晚仍需指定投票目标，若三兄弟仅剩1人则无需指定投票目标。

describe('两姐妹 (file 003 l.43)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    姐: '两姐妹',
    妹: '两姐妹',
    预: '预言家',
    民A: '村民',
    民B: '村民',
    民C: '村民',
  };

  it('l.43 夜里两姐妹睁眼互相确认', () => {
    const g = classic(TABLE);
    expect(g.notes('姐')).toContain('两姐妹：你的姐妹是 妹。');
    expect(g.notes('妹')).toContain('两姐妹：你的姐妹是 姐。');
  });

  it('l.43 白天投票时两人均只能投给晚上确认的目标…若任何一人投票错误，该玩家将直接出局', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('妹', '指定', ['狼A']) });
    g.votes({ 姐: '狼A', 妹: '狼B', 预: '狼A', 民A: '狼A' });
    g.close();
    expect(g.alive('狼A')).toBe(false);
    expect(g.alive('妹')).toBe(false);
    expect(g.alive('姐')).toBe(true);
    expect(said(g)).toContain('妹 投票错误（姐妹只能投给晚上确认的目标），直接出局。');
  });

  it('l.43 两姐妹可在夜晚决定白天一起弃票 (a vote cast then is an error)', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('姐', '指定', []) });
    g.votes({ 姐: '狼A', 预: '狼A', 民A: '狼A' });
    g.close();
    expect(g.alive('姐')).toBe(false);
    expect(g.alive('妹')).toBe(true);
  });

  it('l.43 若两姐妹只剩1人，则夜晚无需指定投票目标', () => {
    const g = classic(TABLE);
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['妹']) });
    g.close();
    night(g, { n60: () => expect(g.actFails('姐', '指定', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
  });
});

describe('三兄弟 (file 003 l.44)', () => {
  const TABLE = {
    狼A: '狼人',
    狼B: '狼人',
    兄: '三兄弟',
    弟: '三兄弟',
    幺: '三兄弟',
    预: '预言家',
    民A: '村民',
    民B: '村民',
  };

  it('l.44 若三兄弟剩余2人，夜晚仍需指定投票目标，若三兄弟仅剩1人则无需指定', () => {
    const g = classic(TABLE);
    expect(g.notes('兄')).toContain('三兄弟：你的兄弟是 弟、幺。');
    noElection(g);
    night(g, { n60: () => g.act('狼A', '杀人', ['幺']) });
    g.close();
    night(g, { n60: () => g.act('兄', '指定', ['狼B']) });
    // the pact binds both: 弟 votes another and goes out
    g.votes({ 兄: '狼B', 弟: '民A', 预: '狼B', 民B: '狼B' });
    g.close();
    expect(g.alive('弟')).toBe(false);
    night(g, { n60: () => expect(g.actFails('兄', '指定', ['狼A']).code).toBe('SKILL_NOT_USABLE') });
  });
});
