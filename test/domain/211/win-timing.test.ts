import { describe, expect, it } from 'vitest';
import { day, endPhase, type Game, NO_EMPEROR, table211 } from './table';

// [211] file 001 胜负判定:
//   l.970 除了屠城胜利即时判定之外，宣布胜利或失败需要结算完当前阶段才会判定是否获胜或判负。所有阵营的通用屠城胜利方式：场上只有一个阵营
//         尚未判负，或场上仅有一个阵营的角色存活，该阵营获胜。
//   l.89  黄昏——投票结束后到正式天黑前; l.155 在黄昏阶段（包括正常的被投票出局）
// With 帝 dealt 村民, 12 counted: 狼人阵营 负 at round(12 × 0.35) = 4 out, 村民阵营 负 at round(12 × 0.5) = 6 out.
// Reading: within a phase the defeats known are the stored ones (判罚) and a faction with nobody in; a count's defeat and every
// other win wait for the phase's end — the day's close (正午) before its count, 黄昏1's close, the night's settlement, the
// morning (rulesets/211/index.ts, docs/rules-coverage.md rule_win).

const kill = (g: Game, ...names: string[]) => {
  for (const target of names) g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });
};
const counted = (g: Game, d: number) =>
  g.log.some((e) => e.type === 'VotesCounted' && (e.data as { day: number }).day === d);

/** Day 2 open (night 1 quiet). */
function day2(): Game {
  const g = table211(NO_EMPEROR);
  g.closeNight();
  return g;
}

describe('胜负判定 — when (l.970)', () => {
  it('l.970 需要结算完当前阶段: the 狼人阵营’s fourth out at noon — the game goes on until the day (正午) is over, then 村民阵营 wins before the count', () => {
    const g = day2();
    kill(g, '妃', '雪', '魔', '狼A');
    expect(g.state.status).toBe('running');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
    endPhase(g, { 狼B: '贵' });
    expect(g.state.winner?.faction).toBe('village');
    // judged as 正午 ends: the vote that would open 黄昏 is not counted
    expect(counted(g, 2)).toBe(false);
    expect(g.alive('贵')).toBe(true);
  });

  it('l.970 屠城胜利即时判定: the last of the 狼人阵营 out at noon — 村民阵营 (the only faction in) wins at once', () => {
    const g = day2();
    kill(g, '妃', '雪', '魔', '狼A');
    kill(g, '狼B');
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
    // no vote of day 2 was counted: the day did not close
    expect(counted(g, 2)).toBe(false);
  });

  it('l.155 在黄昏阶段（包括正常的被投票出局）: the vote’s out reaching the count is judged when 黄昏1 closes, not at the count', () => {
    const g = day2();
    kill(g, '妃', '雪', '魔');
    day(g, { 贵: '狼A', 宫: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    expect(g.state.status).toBe('running');
    expect(g.state.phase.window).toBe('黄昏1');
    g.close();
    expect(g.state.winner?.faction).toBe('village');
  });

  it('l.970 one phase judged whole: the 狼人阵营 (vote) and the 村民阵营 (in 黄昏) both meet 负 in 黄昏 — neither wins', () => {
    const g = day2();
    kill(g, '妃', '雪', '魔', '贵', '宫', '娥', '道', '婆');
    expect(g.state.status).toBe('running');
    day(g, { 嫔: '狼A', 帝: '狼A' });
    // 黄昏: the 村民阵营's sixth out after the vote's (judged per out, the 村民阵营 would have won at the count)
    kill(g, '嫔');
    expect(g.state.status).toBe('running');
    g.close();
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBeNull();
  });
});
