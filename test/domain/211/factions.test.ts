import { describe, expect, it } from 'vitest';
import { day, endPhase, NO_EMPEROR, table211 } from './table';

// [211] file 001 阵营 (l.62–71):
//   游戏中将划分阵营，本场将存在多个阵营：【狼人阵营】【村民阵营】【三方阵营】【不定阵营】
//   不同阵营相互独立，拥有不同的胜利条件，其中不同的三方阵营各自为独立阵营拥有单独的胜利条件。
//   阵营被判负后，不予公示，且属于该阵营的角色并不会出局。
//   角色在被分发身份后，最开始属于其身份所属阵营。
// (不定阵营 初始为无阵营 and 你的阵营转变为xx阵营: phylactery.test.ts, fan.test.ts, body-double.test.ts.)

const kill = (g: ReturnType<typeof table211>, w: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: w, reason: '测试' } });

describe('211 阵营', () => {
  it('最开始属于其身份所属阵营; 不同的三方阵营各自为独立阵营 (开膛手, 五毒宗主)', () => {
    const g = table211({ ...NO_EMPEROR, 道: '开膛手', 魔: '五毒宗主' });
    const f = (n: string) => g.state.chars.find((c) => c.name === n)?.faction;
    expect([f('贵'), f('妃'), f('道'), f('魔')]).toEqual([
      'village',
      'wolves',
      'ripper',
      'five_poison_master',
    ]);
  });

  it('阵营被判负后，不予公示，且属于该阵营的角色并不会出局: 村民阵营 defeated (6 of 12 out), the game goes on, its 妃 votes', () => {
    // 村民阵营: 帝(村民) 贵 宫 娥 婆 嫔 雪 妃 — 雪 and 妃 dealt 村民; 开膛手 and the wolves still stand
    const g = table211({ ...NO_EMPEROR, 道: '开膛手', 雪: '村民', 妃: '村民' });
    const before = g.announcements().length;
    for (const v of ['贵', '宫', '娥', '婆', '嫔', '雪']) kill(g, v);
    endPhase(g);
    expect(g.state.status).toBe('running');
    expect(g.alive('妃')).toBe(true);
    expect(g.announcements().slice(before).join('\n')).not.toMatch(/判负|村民阵营/);
    g.closeNight();
    day(g, { 妃: '狼A', 帝: '狼A' });
    expect(g.alive('狼A')).toBe(false);
    // it is defeated all the same: with 开膛手 out, 狼人阵营 is the only faction standing and wins, 妃 and 帝 still in
    kill(g, '道');
    endPhase(g);
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.alive('妃')).toBe(true);
  });
});
