import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/domain/commands';
import { directorView } from '../../../src/projections';
import { Game, night } from './given';

// [tieba] file 002 胜负判定 补充说明 (l.104–108): 轮次决胜的方法如下。狼人阵营可以在夜晚连续提交之后三天的刀法，在狼群内角色数量
// 足够的情况下（即在之后的每个游戏日都票狼群内角色出局，女巫必定杀狼），此时医生必须连续提交三天救治…若狼人阵营能在这三天刀法以内
// 达成胜利条件，女巫没有救药或女巫已出局，狼人阵营判胜。如果这三刀不能达到胜利条件，狼人阵营直接判负。女巫仍有救药的情况下如果狼人
// 提交了轮次决胜的刀法，无论结果如何，狼人阵营直接判负。 Readings in src/domain/rulesets/tieba/round-decider.ts.

const TABLE = {
  狼A: '狼人',
  狼B: '狼人',
  狼王: '狼王',
  巫: '女巫',
  医: '医生',
  预: '预言家',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

function table(extra: Record<string, string> = {}, options: Record<string, unknown> = {}): Game {
  const roles = { ...TABLE, ...extra };
  const g = Game.create(roles, { ruleset: 'tieba', options: { autoCards: false, ...options } });
  g.start(Object.keys(roles));
  for (const c of g.state.chars) g.vote(c.name, '弃权');
  g.close();
  return g;
}
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });
const declare = (g: Game, kills: string, heals?: string) =>
  night(g, {
    n90: () => g.act('狼A', '轮次决胜', [], kills),
    ...(heals ? { witch: () => g.act('医', '轮次救治', [], heals) } : {}),
  });

describe('[tieba] 轮次决胜 (l.104–108)', () => {
  it('若狼人阵营能在这三天刀法以内达成胜利条件，女巫已出局: the doctor’s 空救 puts 预 out at the second kill — 狼人阵营判胜', () => {
    const g = table();
    kill(g, '巫'); // 女巫已出局: 8 in, 3 of them the pack
    declare(g, '民A,民B,民C', '预,预,预');
    // night 1: 民A out (7 in), 预's first 空救; day 2: a pack member voted out (6 in, 2 wolves); night 2: 民B out and 预's
    // second 空救 puts him out (4 in, 2 wolves): 狼群内角色存活的人数占总存活人数的一半
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.announcements()).toContain('轮次决胜：狼人阵营第2刀后达成胜利条件，狼人阵营判胜。');
    expect(g.announcements()).toContain('游戏结束，狼人阵营胜利。');
  });

  it('如果这三刀不能达到胜利条件，狼人阵营直接判负: each kill healed — the wolves lose first, unannounced, the pack told', () => {
    const g = table({ 雪狼: '雪狼' }); // 雪狼阵营 keeps the game going once the wolves lose
    kill(g, '巫');
    const posts = g.announcements().length;
    declare(g, '民A,民B,民C', '民A,民B,民C');
    expect(g.state.defeated).toContain('wolves');
    expect(g.state.status).toBe('running');
    expect(g.announcements().slice(posts).join('\n')).not.toContain('轮次决胜');
    expect(g.notes('狼A')).toContain('轮次决胜：三刀不能达到胜利条件，狼人阵营直接判负。');
    expect(g.notes('狼王')).toContain('狼人阵营已优先判负，狼人阵营失去杀人技能。');
    // the real night had no 指杀: the three kills are the verdict's, not outs
    expect(g.alive('民A') && g.alive('民B') && g.alive('民C')).toBe(true);
  });

  it('女巫仍有救药的情况下如果狼人提交了轮次决胜的刀法，无论结果如何，狼人阵营直接判负', () => {
    const g = table();
    declare(g, '民A,民B,预', '巫,巫,巫');
    expect(g.state.defeated).toContain('wolves');
    expect(g.notes('狼B')).toContain(
      '轮次决胜：女巫仍有救药的情况下狼人提交了轮次决胜的刀法，狼人阵营直接判负。',
    );
    // 场上仅有一个阵营尚未被判负: 村民阵营 wins
    expect(g.state.winner?.faction).toBe('village');
  });

  it('女巫必定杀狼: with 毒药 left (救药 spent) she takes a wolf each simulated night once — here the wolves fall short', () => {
    const g = table();
    // night 1: the witch saves 民A (救药 spent); day 2 abstains
    night(g, {
      n90: () => g.act('狼A', '杀人', ['民A']),
      witch: () => g.act('巫', '救药', ['民A']),
    });
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    // 9 in, 3 wolves: night 1 民A out and the poison takes a wolf (8 in, 2 wolves), day a wolf out (7, 1); night 2 民B out
    // (6, 1); day the last wolf out: the pack is gone
    declare(g, '民A,民B,民C', '预,医,预');
    expect(g.state.defeated).toContain('wolves');
    expect(g.notes('狼A')).toContain('轮次决胜：第3天狼群内角色全部出局，狼人阵营直接判负。');
  });

  it('医生必须连续提交三天救治: the doctor is told when the pack’s deadline closes; 轮次救治 exists only that night', () => {
    const g = table();
    expect(g.actFails('医', '轮次救治').code).toBe('SKILL_NOT_USABLE');
    kill(g, '巫');
    night(g, {
      n90: () => {
        const heal: Command = {
          type: 'SubmitAction',
          actor: '医',
          skill: '轮次救治',
          targets: [],
          choice: '民A,民B,民C',
        };
        expect(g.fails(heal, 'player:医').code).toBe('SKILL_NOT_USABLE');
        g.act('狼王', '轮次决胜', [], '民A、民B、民C');
        // from the declaration on, until the witch's window closes; here he leaves it unsubmitted
        expect(g.run(heal, 'player:医').ok).toBe(true);
        g.pass('医', '轮次救治');
      },
      witch: () => {
        expect(g.notes('医').at(-1)).toBe(
          '狼人阵营提交了轮次决胜：医生必须连续提交三天救治（<轮次救治>，依次写明三个晚上救治的目标，如“民A,民B,民C”）。',
        );
        expect(directorView(g.state).pendingActions.map((a) => a.skill)).toContain('round_decider');
      },
    });
    // no heal submitted: 民A out at the first kill (7 in, 3 wolves), a wolf voted out (6, 2), 民B (5, 2), a wolf (4, 1),
    // 民C (3, 1): short of half — 判负
    expect(g.state.defeated).toContain('wolves');
  });

  it('refusals: three names in order (INVALID_INPUT), no 杀人 beside it (SKILL_CONFLICT), closed by options.roundDecider false', () => {
    const g = table();
    night(g, {
      n90: () => {
        expect(g.actFails('狼A', '轮次决胜').code).toBe('INVALID_INPUT');
        expect(
          g.fails(
            { type: 'SubmitAction', actor: '狼A', skill: '轮次决胜', targets: [], choice: '民A,路人,民C' },
            'player:狼A',
          ).message,
        ).toContain('没有名为“路人”的角色');
        g.act('狼B', '杀人', ['民A']);
        expect(
          g.fails(
            { type: 'SubmitAction', actor: '狼A', skill: '轮次决胜', targets: [], choice: '民A,民B,民C' },
            'player:狼A',
          ).code,
        ).toBe('SKILL_CONFLICT');
      },
    });
    const off = table({}, { roundDecider: false });
    night(off, {
      n90: () =>
        expect(
          off.fails(
            { type: 'SubmitAction', actor: '狼A', skill: '轮次决胜', targets: [], choice: '民A,民B,民C' },
            'player:狼A',
          ).code,
        ).toBe('SKILL_NOT_USABLE'),
    });
    const bad = new Game().run({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: 'tieba',
      players: Object.keys(TABLE).map((name) => ({ name })),
      seed: 's',
      roles: TABLE,
      options: { roundDecider: 'yes' },
    });
    expect(!bad.ok && bad.error.code).toBe('INVALID_OPTION');
  });
});
