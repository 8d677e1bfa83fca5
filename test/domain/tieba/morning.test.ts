import { describe, expect, it } from 'vitest';
import { elect, morningOf, night, table } from './given';

// [tieba] file 002 公示 (l.14): 每个游戏日白天开始时，都会公示前一天因投票出局角色名单、夜晚出局角色名单、被乌鸦诽谤的角色、当日警长、
// 存活角色状态与对应的房屋…公示出局名单时按角色出局的顺序排序。

describe('tieba 每个游戏日白天开始时的公示 (l.14)', () => {
  it('the day before’s vote-outs, the night’s outs, the 诽谤 target, 当日警长 and the living (no houses in this game)', () => {
    const g = table({ houses: null });
    elect(g); // 民A 警长
    night(g);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '民B' ? '弃权' : '民B');
    g.close();
    night(g, {
      n90: () => {
        g.act('狼A', 'kill', ['民C']);
        g.act('鸦', '诽谤', ['民D']);
      },
    });
    const m = morningOf(g, 3);
    expect(m).toContain('第2天因投票出局：民B。');
    expect(m).toContain('昨夜出局：民C。');
    expect(m).toContain('民D');
    expect(m).toContain('当日警长：民A。');
    expect(m).toContain('存活角色：狼A、狼B、狼王、赤狼、蝶、预、巫、医、鸦、火、民A、民D、民E。');
  });

  it('the sheriff as he stands that morning (殉职 after the vote: the heir), with the houses of the living', () => {
    const g = table();
    elect(g);
    night(g);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '民A' ? '弃权' : '民A');
    g.close();
    night(g, { n30: () => g.act('民A', '殉职', ['民D']) });
    const m = morningOf(g, 3);
    expect(m).toContain('第2天因投票出局：民A。');
    expect(m).toContain('当日警长：民D。');
    expect(m).toContain('存活角色与房屋：');
    expect(m).not.toMatch(/存活角色与房屋：[^\n]*民A/);
  });

  it('no vote-out the day before (a quiet day): no such line; no sheriff: 当日警长：无', () => {
    const g = table({ houses: null });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    night(g);
    const m = morningOf(g, 2);
    expect(m).not.toContain('因投票出局');
    expect(m).toContain('当日警长：无。');
  });
});
