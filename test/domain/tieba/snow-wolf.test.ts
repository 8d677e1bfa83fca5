import { describe, expect, it } from 'vitest';
import { elect, night, quietDay, table } from './given';

// [tieba] file 002 【雪狼阵营】 1 雪狼 (l.64–65): 雪狼将强制不归群。撕咬 —— 游戏日每两晚（1-2晚、3-4晚，以此类推）选择一晚，可以指杀一名角色。
// 在夜晚女巫行动后，反馈该角色是否因被指杀出局。雪隐 —— 游戏日每两晚（1-2晚、3-4晚，以此类推）选择一晚，可以发动雪隐。<雪隐>发动的夜晚，
// 雪狼被有效指杀时不会出局；当预言家查验雪狼时，反馈为<村民阵营>。 胜负判定: 【雪狼阵营】负 1、雪狼出局.

const ROLES = {
  狼A: '狼人',
  狼B: '狼人',
  雪: '雪狼',
  预: '预言家',
  巫: '女巫',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
  民E: '村民',
};
const snowTable = () => table({ houses: null, roles: ROLES });

describe('tieba 雪狼', () => {
  it('强制不归群: not in the wolves’ group (not told them, they are not told him); its own faction', () => {
    const g = snowTable();
    expect(g.notes('狼A').some((n) => n.includes('雪'))).toBe(false);
    expect(g.notes('雪')).toContain('你的身份是【雪狼】，属于雪狼阵营。');
  });

  it('撕咬: a 指杀, reported after the witch; once in nights 1–2 (SKILL_USED_UP on night 2), again in 3–4', () => {
    const g = snowTable();
    elect(g);
    night(g, { n90: () => g.act('雪', '撕咬', ['民D']) });
    expect(g.alive('民D')).toBe(false);
    expect(g.notes('雪')).toContain('撕咬：民D 因<撕咬>出局。');
    quietDay(g);
    night(g, { n90: () => expect(g.actFails('雪', '撕咬', ['民E']).code).toBe('SKILL_USED_UP') });
    quietDay(g);
    night(g, { n90: () => g.act('雪', '撕咬', ['民E']) });
    expect(g.alive('民E')).toBe(false);
  });

  it('雪隐: that night a valid 指杀 does not put him out, and 预言 reads <村民阵营>; the next night a plain 预言 reads <非村民阵营>', () => {
    const g = snowTable();
    elect(g);
    night(g, {
      n90: () => {
        g.act('雪', '雪隐');
        g.act('狼A', 'kill', ['雪']);
        g.act('预', '预言', ['雪']);
      },
    });
    expect(g.alive('雪')).toBe(true);
    expect(g.notes('预')).toContain('预言：雪 的查验结果为<村民阵营>。');
    quietDay(g);
    night(g, {
      n90: () => {
        expect(g.actFails('雪', '雪隐').code).toBe('SKILL_USED_UP');
        g.act('预', '预言', ['雪']);
      },
    });
    expect(g.notes('预')).toContain('预言：雪 的查验结果为<非村民阵营>。');
  });

  it('雪隐 does not stop the poison (not a 指杀)', () => {
    const g = snowTable();
    elect(g);
    night(g, { n90: () => g.act('雪', '雪隐'), witch: () => g.act('巫', '毒药', ['雪']) });
    expect(g.alive('雪')).toBe(false);
  });

  it('雪狼阵营 负: 雪狼出局 — with the wolves out too, the village (the last not lost) wins', () => {
    const g = snowTable();
    for (const n of ['狼A', '狼B'])
      g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: n, reason: '测试' } });
    expect(g.state.status).toBe('running');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '雪', reason: '测试' } });
    expect(g.state.winner?.faction).toBe('village');
  });
});

describe('tieba 狼人阵营优先判负后，狼人阵营失去杀人技能 (l.49)', () => {
  it('the wolves surrender with 雪狼 still in: the game goes on, and the pack’s 杀人 is refused', () => {
    const g = snowTable();
    elect(g);
    night(g);
    g.ok({ type: 'Surrender', actor: '狼A', action: 'propose' }, 'player:狼A');
    g.ok({ type: 'Surrender', actor: '狼B', action: 'agree' }, 'player:狼B');
    expect(g.state.surrendered).toContain('wolves');
    expect(g.state.status).toBe('running');
    // 此事件发生时会通知狼人阵营
    expect(g.notes('狼B')).toContain('狼人阵营已优先判负，狼人阵营失去杀人技能。');
    expect(g.notes('民A')).not.toContain('狼人阵营已优先判负，狼人阵营失去杀人技能。');
    quietDay(g);
    night(g, { n90: () => expect(g.actFails('狼A', 'kill', ['民D']).code).toBe('SKILL_NOT_USABLE') });
  });
});
