import { describe, expect, it } from 'vitest';
import type { Game } from './given';
import { elect, morningOf, night, quietDay, table } from './given';

// [tieba] file 002 【村民阵营】 7 检察官 (l.85–88): 公正：游戏开始前可以指定除自己外的三名角色成为被审判者。此后的夜晚行动中，若有被审判者出局
// （不论多少），则检察官需重新指定一人成为被审判者。若无被审判者出局，则检察官需更换一个被审判者。当检察官出局时，法官将会在第二天公示所有
// 被审判者中是否有非村民阵营。渎职：当起诉人全部出局时，检察官立即出局。 8 起诉人：2人 (l.89–90): 诉讼 —— 每个游戏日开始时，若还有公诉人存活，
// 法官将会公示[仍有起诉人存活]。

const ROLES = {
  狼A: '狼人',
  狼B: '狼人',
  检: '检察官',
  诉A: '起诉人',
  诉B: '起诉人',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
};
const judged = (g: Game) =>
  g.state.chars.filter((c) => c.statuses.some((s) => s.id === 'judged')).map((c) => c.name);
const out = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

/** The opening: 检 names 民A, 民B, 狼A; then day 1. */
function started(): Game {
  const g = table({ houses: null, roles: ROLES });
  expect(g.state.phase.day).toBe(0);
  expect(g.actFails('检', '公正', ['检', '民A', '民B']).code).toBe('ILLEGAL_TARGET');
  g.act('检', 'justice', ['民A', '民B', '狼A']);
  g.close();
  return g;
}

describe('tieba 检察官 公正 and 起诉人 诉讼', () => {
  it('游戏开始前可以指定除自己外的三名角色成为被审判者 (the opening); the list is his', () => {
    const g = started();
    expect(judged(g).sort()).toEqual(['民A', '民B', '狼A'].sort());
    expect(g.notes('检')).toContain('公正：你的被审判者是 民A、民B、狼A。');
  });

  it('若无被审判者出局，则检察官需更换一个被审判者: one leaves, one joins; not one who is not on the list', () => {
    const g = started();
    elect(g);
    night(g, {
      n90: () => {
        expect(g.actFails('检', 'rejudge', ['民C', '民D']).code).toBe('ILLEGAL_TARGET');
        g.act('检', 'rejudge', ['民B', '民C']);
      },
    });
    expect(judged(g).sort()).toEqual(['民A', '民C', '狼A'].sort());
  });

  it('若有被审判者出局（不论多少），则检察官需重新指定一人: one new name, the out ones leave the list', () => {
    const g = started();
    elect(g);
    night(g, { n90: () => g.act('检', 'rejudge', ['民B', '民C']) });
    out(g, '民A');
    out(g, '民C');
    quietDay(g);
    night(g, {
      n90: () => {
        expect(g.actFails('检', 'rejudge', ['狼A', '民D']).code).toBe('TARGET_COUNT');
        g.act('检', 'rejudge', ['民D']);
      },
    });
    expect(
      judged(g)
        .filter((n) => g.alive(n))
        .sort(),
    ).toEqual(['民D', '狼A'].sort());
    expect(judged(g)).not.toContain('民A');
  });

  it('当检察官出局时，法官将会在第二天公示所有被审判者中是否有非村民阵营', () => {
    const g = started();
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['检']) });
    expect(morningOf(g, 2)).toContain('公正：所有被审判者中有非村民阵营。');
  });

  it('诉讼: each morning says [仍有起诉人存活] while one is in; 渎职: the second 起诉人 out puts 检察官 out at once', () => {
    const g = started();
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['诉A']) });
    expect(morningOf(g, 2)).toContain('[仍有起诉人存活]');
    expect(g.alive('检')).toBe(true);
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, c.name === '诉B' ? '弃权' : '诉B');
    g.close();
    expect(g.alive('诉B')).toBe(false);
    expect(g.alive('检')).toBe(false);
    night(g);
    expect(morningOf(g, 3)).not.toContain('[仍有起诉人存活]');
  });
});
