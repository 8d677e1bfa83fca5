import { describe, expect, it } from 'vitest';
import { rulesetTieba } from '../../../src/domain/rulesets/tieba';
import { directorView, publicView } from '../../../src/projections';
import { Game } from './given';

// [tieba] file 002 胜负判定 补充说明 (l.105–110): 轮次决胜的方法如下。狼人阵营可以在夜晚连续提交之后三天的刀法，在狼群内角色数量
// 足够的情况下（即在之后的每个游戏日都票狼群内角色出局，女巫必定杀狼），此时医生必须连续提交三天救治，纵火者必须提交三天内的夜晚
// 行动，若狼人阵营能在这三天刀法以内达成胜利条件，女巫没有救药或女巫已出局，狼人阵营判胜。如果这三刀不能达到胜利条件，狼人阵营直接
// 判负。女巫仍有救药的情况下如果狼人提交了轮次决胜的刀法，无论结果如何，狼人阵营直接判负。轮次决胜中，狼和医生双方都有权观看平安情况
// 之后再做出下一个决定。 纵火 (l.78). Readings in src/domain/rulesets/tieba/round-decider.ts.

/** The 电梯贴 is the table's order: the pack member last on it (狼王 here) is the one a simulated day votes out. */
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

function table(roles: Record<string, string> = TABLE, options: Record<string, unknown> = {}): Game {
  const g = Game.create(roles, { ruleset: 'tieba', options: { autoCards: false, ...options } });
  g.start(Object.keys(roles));
  for (const c of g.state.chars) g.vote(c.name, '弃权');
  g.close();
  return g;
}
const kill = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });
/** Tonight the pack declares 轮次决胜 (n90); the windows close up to the first round (or the day, if none opens). */
function declare(g: Game, by = '狼A'): void {
  while (win(g) !== 'n90') g.close();
  g.act(by, '轮次决胜');
  while (g.state.phase.kind === 'night' && win(g) !== 'round') g.close();
}
/** One round: its window must be open; each side submits (or not), then the window closes. */
function round(g: Game, moves: { kill?: string; heal?: string; burn?: string; by?: string }): void {
  expect(g.state.phase.window).toBe('round');
  if (moves.kill) g.act(moves.by ?? '狼B', '轮次杀人', [moves.kill]);
  if (moves.heal) g.act('医', '轮次救治', [moves.heal]);
  if (moves.burn) g.act('火', '轮次纵火', [moves.burn]);
  g.close();
}
/** the open window (a function: the narrowing of one read must not carry over the closes between) */
const win = (g: Game): string | null => g.state.phase.window;
const told = (g: Game, name: string) => g.notes(name).filter((n) => n.startsWith('轮次决胜第'));
const yellows = (g: Game, name: string) => g.state.cards?.[name]?.yellow ?? 0;

describe('[tieba] 轮次决胜 (file 002 l.105–110)', () => {
  it('l.107 若狼人阵营能在这三天刀法以内达成胜利条件，女巫已出局 → 判胜: round by round, the doctor’s second 空救 puts 预 out', () => {
    const g = table();
    kill(g, '巫'); // 女巫已出局: 8 in, 3 of them the pack
    declare(g);
    // the night settled with no pack kill; the first round's window opens the same night
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1, window: 'round', round: 1 });
    // the public is not told a round is on (阵营被判负后，不予公示): only the night goes on; the director sees it
    expect(publicView(g.state).phase.window).toBeUndefined();
    expect(directorView(g.state).phase.window).toBe('round');
    expect(g.notes('医').at(-1)).toBe(
      '狼人阵营提交了轮次决胜：医生必须连续提交三天救治。请提交第1晚的救治（<轮次救治>）；每晚结算后告知平安情况，再提交下一晚。',
    );
    // round 1: 民A out (7 in), 预's first 空救; the day after votes 狼王 out (6 in, 2 wolves)
    round(g, { kill: '民A', heal: '预' });
    const first = '轮次决胜第1晚：民A 出局。第2天：狼王 被票出局。请提交第2晚的行动。';
    expect(told(g, '狼A')).toEqual([first]);
    expect(told(g, '医')).toEqual([first]);
    expect(g.state.phase).toMatchObject({ window: 'round', round: 2 });
    // nothing real happened: 民A is in
    expect(g.alive('民A')).toBe(true);
    // round 2: 民B out and 预's second 空救 puts him out (4 in, 2 wolves): 狼群内角色存活的人数占总存活人数的一半
    round(g, { kill: '民B', heal: '预' });
    expect(told(g, '医').at(-1)).toBe('轮次决胜第2晚：民B、预 出局。');
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.announcements()).toContain('轮次决胜：狼人阵营第2晚后达成胜利条件，狼人阵营判胜。');
    expect(g.announcements()).toContain('游戏结束，狼人阵营胜利。');
  });

  it('l.110 狼和医生双方都有权观看平安情况之后再做出下一个决定: both see round 1’s 平安, then choose round 2 anew', () => {
    const g = table();
    kill(g, '巫');
    declare(g);
    // round 1: the doctor guards the pack's target — 平安; neither learns the other's target, only the outcome
    round(g, { kill: '民A', heal: '民A' });
    const peace = '轮次决胜第1晚：平安。第2天：狼王 被票出局。请提交第2晚的行动。';
    expect(told(g, '狼B')).toEqual([peace]);
    expect(told(g, '医')).toEqual([peace]);
    // having seen 平安, the pack turns on the doctor; he guards 民A again (a 空救 on 民A: the kill did not land there)
    round(g, { kill: '医', heal: '民A' });
    expect(told(g, '狼A').at(-1)).toBe('轮次决胜第2晚：医 出局。第3天：狼B 被票出局。请提交第3晚的行动。');
    // round 3: the doctor is out of the rounds — no heal due from him
    expect(g.actFails('医', '轮次救治', ['民A']).message).toContain('你在轮次决胜中已出局');
    round(g, { kill: '民B', by: '狼A' });
    // 5 in after the day, 1 wolf: 民B out leaves 4 — short: 判负
    expect(g.state.defeated).toContain('wolves');
    expect(g.notes('狼A')).toContain('轮次决胜：三刀不能达到胜利条件，狼人阵营直接判负。');
    const rd = directorView(g.state).roundDecider;
    expect(rd?.rounds.map((r) => [r.kill, r.heal, r.outs.map((o) => o.name), r.voted])).toEqual([
      ['民A', '民A', [], '狼王'],
      ['医', '民A', ['医'], '狼B'],
      ['民B', null, ['民B'], null],
    ]);
  });

  it('l.108 如果这三刀不能达到胜利条件，狼人阵营直接判负: unannounced, the pack told; the game goes on with 雪狼阵营', () => {
    const g = table({ ...TABLE, 雪狼: '雪狼' });
    kill(g, '巫');
    const posts = g.announcements().length;
    declare(g);
    round(g, { kill: '民A', heal: '民A' });
    round(g, { kill: '民B', heal: '民B' });
    round(g, { kill: '民C', heal: '民C' });
    expect(told(g, '医').at(-1)).toBe('轮次决胜第3晚：平安。');
    expect(g.state.defeated).toContain('wolves');
    expect(g.state.status).toBe('running');
    expect(g.announcements().slice(posts).join('\n')).not.toContain('轮次决胜');
    expect(g.notes('狼A')).toContain('轮次决胜：三刀不能达到胜利条件，狼人阵营直接判负。');
    expect(g.notes('狼王')).toContain('狼人阵营已优先判负，狼人阵营失去杀人技能。');
    expect(g.notes('医')).not.toContain('轮次决胜：三刀不能达到胜利条件，狼人阵营直接判负。');
    // the rounds were simulated: nobody went out; the day opens after them
    expect(g.alive('民A') && g.alive('民B') && g.alive('民C') && g.alive('狼王')).toBe(true);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
  });

  it('l.109 女巫仍有救药的情况下如果狼人提交了轮次决胜的刀法，无论结果如何，狼人阵营直接判负: no round is played', () => {
    const g = table();
    declare(g);
    expect(g.notes('狼B')).toContain(
      '轮次决胜：女巫仍有救药的情况下狼人提交了轮次决胜的刀法，狼人阵营直接判负。',
    );
    expect(g.notes('医').some((n) => n.includes('轮次决胜'))).toBe(false);
    // 场上仅有一个阵营尚未被判负: 村民阵营 wins
    expect(g.state.winner?.faction).toBe('village');
    expect(directorView(g.state).roundDecider).toMatchObject({ round: 0, verdict: 'lost', rounds: [] });
  });

  it('l.107 女巫必定杀狼: with 毒药 left (救药 spent) a pack member goes out in the first simulated night — here short', () => {
    const g = table();
    // night 1: the witch saves 民A (救药 spent); day 2 abstains
    while (win(g) !== 'n90') g.close();
    g.act('狼A', '杀人', ['民A']);
    while (win(g) !== 'witch') g.close();
    g.act('巫', '救药', ['民A']);
    g.closeNight();
    for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
    g.close();
    // 9 in, 3 wolves: 民A out and the poison takes 狼王 (7 in, 2 wolves), the day 狼B (6, 1)
    declare(g);
    round(g, { kill: '民A', heal: '预' });
    expect(told(g, '狼A')).toEqual([
      '轮次决胜第1晚：民A、狼王 出局。第2天：狼B 被票出局。请提交第2晚的行动。',
    ]);
    // once: 民B out (5 in, 1 wolf), the day votes 狼A out: the pack is gone
    round(g, { kill: '民B', heal: '医', by: '狼A' });
    expect(told(g, '狼A').at(-1)).toBe('轮次决胜第2晚：民B 出局。第3天：狼A 被票出局。');
    expect(g.state.defeated).toContain('wolves');
    expect(g.notes('狼A')).toContain('轮次决胜：第3天狼群内角色全部出局，狼人阵营直接判负。');
  });

  describe('l.107 纵火者必须提交三天内的夜晚行动, with 纵火 as l.78 says', () => {
    // 电梯贴: 狼A 1楼, 民A 2楼, 狼B 3楼 …; 民A owns the 居委会
    const ARSON = {
      狼A: '狼人',
      民A: '村民',
      狼B: '狼人',
      狼王: '狼王',
      巫: '女巫',
      医: '医生',
      预: '预言家',
      火: '纵火者',
      民B: '村民',
      民C: '村民',
    };

    it('l.78 the pack’s kill on the burnt owner: he stays, the first 狼群内角色 below him goes out; 纵火 once', () => {
      const g = table(ARSON, { houses: '居委会:查验@民A' });
      kill(g, '巫'); // 9 in, 3 wolves
      declare(g);
      expect(g.notes('火').at(-1)).toBe(
        '狼人阵营提交了轮次决胜：纵火者必须提交三天内的夜晚行动。请提交第1晚的行动（<轮次纵火>：烧毁一个房屋，或放弃）。',
      );
      expect(g.actFails('火', '轮次纵火', ['民B']).code).toBe('ILLEGAL_TARGET');
      round(g, { burn: '民A', kill: '民A', heal: '预' });
      // 民A stays; 狼B (3楼, the first pack member below 2楼) goes out; the day votes 狼王 out (7 in, 1 wolf)
      expect(told(g, '医')).toEqual(['轮次决胜第1晚：狼B 出局。第2天：狼王 被票出局。请提交第2晚的行动。']);
      // the 纵火者 is not told the 平安情况 (the text gives that right to 狼和医生); his 纵火 spent, nothing more is due from him
      expect(told(g, '火')).toEqual([]);
      expect(g.notes('火').some((n) => n.includes('第2晚'))).toBe(false);
      // <纵火>一局游戏只能使用一次 — within the rounds too
      expect(g.actFails('火', '轮次纵火', ['民A']).message).toContain('你在轮次决胜中已无<纵火>可用');
      round(g, { kill: '民A', heal: '医', by: '狼A' });
      expect(g.notes('狼A')).toContain('轮次决胜：第3天狼群内角色全部出局，狼人阵营直接判负。');
      // simulated: 民A keeps his house, the 纵火者 his 纵火
      expect(g.state.chars.find((c) => c.name === '民A')?.statuses.some((st) => st.id === 'house')).toBe(
        true,
      );
      expect(g.state.chars.find((c) => c.name === '火')?.uses.arson ?? 0).toBe(0);
    });

    it('missed submissions (l.156 视为放弃; l.153 黄牌): no kill, no heal, no burn — 平安 — and a yellow each; a pass is contact', () => {
      const g = table(ARSON, { houses: '居委会:查验@民A', autoCards: true });
      kill(g, '巫');
      declare(g);
      // the round's deadline is the night's 1.5 hours from the round's opening (行动时限); on a fixed schedule, a night window's
      expect(rulesetTieba.nightWindows.at(-1)).toEqual({ id: 'round', minutes: 90, from: 'feedback' });
      expect((g.state.phase.closesAt ?? 0) - (g.state.phase.openedAt ?? 0)).toBe(600_000);
      const before = ['狼A', '狼B', '狼王', '医', '火'].map((n) => yellows(g, n));
      g.pass('火', '轮次纵火');
      round(g, {});
      expect(told(g, '狼A')).toEqual(['轮次决胜第1晚：平安。第2天：狼王 被票出局。请提交第2晚的行动。']);
      const after = ['狼A', '狼B', '狼王', '医', '火'].map((n) => yellows(g, n));
      expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([1, 1, 1, 1, 0]);
      expect(g.notes('医')).toContain(
        '医 被判罚黄牌（理由：第1夜需要发动轮次救治，但在时限内未与法官取得联系）。',
      );
      // having passed, he still holds 纵火: the next round is due from him too
      expect(g.notes('火').at(-1)).toBe('轮次决胜：请提交第2晚的行动（<轮次纵火>：烧毁一个房屋，或放弃）。');
    });
  });

  it('refusals: 轮次决胜 beside 杀人 (SKILL_CONFLICT), rounds only in their window, a target out in the rounds, option off', () => {
    const g = table();
    kill(g, '巫');
    while (win(g) !== 'n90') g.close();
    expect(g.actFails('狼A', '轮次杀人', ['民A']).code).toBe('WRONG_PHASE');
    g.act('狼B', '杀人', ['民A']);
    expect(g.actFails('狼A', '轮次决胜').code).toBe('SKILL_CONFLICT');
    g.pass('狼B', '杀人');
    g.act('狼A', '轮次决胜');
    expect(g.actFails('狼B', '杀人', ['民A']).code).toBe('SKILL_CONFLICT');
    while (win(g) !== 'round') g.close();
    round(g, { kill: '民A' });
    // 民A is out of the rounds: no longer a target
    expect(g.actFails('狼A', '轮次杀人', ['民A']).code).toBe('ILLEGAL_TARGET');
    expect(g.actFails('预', '轮次救治', ['民B']).code).toBe('NOT_YOUR_SKILL');

    // no declaration: no round window — the night ends as the witch's window closes
    const plain = table();
    while (win(plain) !== 'witch') plain.close();
    plain.close();
    expect(plain.state.phase).toMatchObject({ kind: 'day', day: 2 });

    const off = table(TABLE, { roundDecider: false });
    while (win(off) !== 'n90') off.close();
    expect(off.actFails('狼A', '轮次决胜').code).toBe('SKILL_NOT_USABLE');
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
