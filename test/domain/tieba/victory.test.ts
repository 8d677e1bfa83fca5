import { describe, expect, it } from 'vitest';
import type { Game } from './given';
import { elect, night, table } from './given';

// [tieba] file 002 胜负判定 (l.99–120): 游戏状态满足某阵营胜利条件之一，游戏立即结束…满足某阵营失败条件之一，该阵营优先判负。场上仅有一个
// 阵营尚未被判负，游戏立即结束，宣布此阵营胜利… 【狼人阵营】胜 1、狼群内角色存活的人数占总存活人数的一半或一半以上。负 1、狼群内角色全部
// 出局。【村民阵营】负 1、村民阵营的预言家、女巫、医生全部出局，且纵火者、乌鸦、白痴出局任意两个。2、村民阵营的村民全部出局。

const out = (g: Game, target: string) =>
  g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target, reason: '测试' } });

describe('tieba 胜负判定', () => {
  it('狼人阵营 胜: 狼群内角色存活的人数占总存活人数的一半或一半以上 — the game ends at once', () => {
    const g = table({
      houses: null,
      roles: { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 预: '预言家' },
    });
    elect(g);
    night(g, { n90: () => g.act('狼A', 'kill', ['民A']) });
    expect(g.state.status).toBe('running'); // 2 of 5
    g.vote('狼A', '民B');
    g.vote('狼B', '民B');
    g.close();
    expect(g.state.winner?.faction).toBe('wolves'); // 2 of 4
  });

  it('狼人阵营 负: 狼群内角色全部出局 (花蝴蝶 is not in the pack) — the village, the last standing, wins', () => {
    const g = table({
      houses: null,
      roles: { 狼A: '狼人', 蝶: '花蝴蝶', 民A: '村民', 民B: '村民', 民C: '村民', 预: '预言家' },
    });
    out(g, '狼A');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('村民阵营 负 2: 村民阵营的村民全部出局 — the wolves win though fewer than half', () => {
    const g = table({
      houses: null,
      roles: { 狼A: '狼人', 民A: '村民', 预: '预言家', 巫: '女巫', 医: '医生', 鸦: '乌鸦' },
    });
    out(g, '民A');
    expect(g.state.winner?.faction).toBe('wolves');
  });

  it('村民阵营 负 1: 预言家、女巫、医生全部出局，且纵火者、乌鸦、白痴出局任意两个 — not before the second of them', () => {
    const roles = {
      狼A: '狼人',
      狼B: '狼人',
      预: '预言家',
      巫: '女巫',
      医: '医生',
      鸦: '乌鸦',
      火: '纵火者',
    };
    const g = table({
      houses: null,
      roles: { ...roles, 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' },
    });
    for (const n of ['预', '巫', '医', '鸦']) out(g, n);
    expect(g.state.status).toBe('running');
    out(g, '火');
    expect(g.state.winner?.faction).toBe('wolves');
  });
});

describe('tieba 阵营被判负后 (l.8)', () => {
  it('村民阵营优先判负后，村民阵营的角色仍然可以发动技能: all 村民 out, the game goes on (狼人, 雪狼), the 预言家 still checks', () => {
    const g = table({
      houses: null,
      roles: {
        狼A: '狼人',
        狼B: '狼人',
        雪: '雪狼',
        民A: '村民',
        预: '预言家',
        医: '医生',
        鸦: '乌鸦',
        火: '纵火者',
      },
    });
    elect(g, '预');
    out(g, '民A');
    expect(g.state.status).toBe('running');
    night(g, { n90: () => g.act('预', '预言', ['雪']) });
    expect(g.notes('预').join('\n')).toContain('<非村民阵营>');
    // 阵营被判负后，不予公示: nothing says the village lost
    expect(g.announcements().join('\n')).not.toContain('判负');
  });
});
