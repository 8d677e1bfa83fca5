import { describe, expect, it } from 'vitest';
import { night, ruling, winner } from './given';
import { day, tableWith } from './tables';

// [121] 狼人阵营 22 机械狼, 学习 (file 000 l.315):
//   丘比特，印完身份后得知情侣号码牌并可以立即选择将情侣中的一人变为叛变的爱人，将此人与另一名玩家（情人）相连，如果叛变的爱人死亡，另外两人都将殉情；
//   如果忠诚的爱人死亡，忠诚的爱人单独死亡；如果情人死亡，叛变的爱人将殉情，忠诚的爱人存活
// [121] 不定阵营 1 丘比特 (l.452):
//   如果情侣中有叛变的爱人，丘比特与叛变的爱人和情人胜利条件判定变更为三方阵营，忠诚的爱人胜利条件变更为自身原本身份（此条为机械丘比特对情侣的操作影响）
// Reading of 立即: the 学习 resolves when the opening closes (总体流程 1: 丘比特<丘比特之箭> before 机械狼<学习>), so <叛变> is a
// right usable in the first day, lapsing at its close.

type G = ReturnType<typeof tableWith>;
/** 民C 丘比特 links `pair`; 狼C 机械狼 learns 丘比特; the opening closes: day 1 is open. */
const learned = (pair: [string, string], extra: Record<string, string> = {}): G => {
  const g = tableWith({ 狼C: '机械狼', 民C: '丘比特', ...extra }, { constraints: false });
  g.act('民C', '丘比特之箭', pair);
  g.act('狼C', '学习', ['民C']);
  g.close();
  return g;
};
/** …and in day 1 names 叛变的爱人 and 情人; day 1 closes with no vote: night 1 is open. */
const betrayed = (
  pair: [string, string],
  traitor: string,
  paramour: string,
  extra: Record<string, string> = {},
) => {
  const g = learned(pair, extra);
  g.act('狼C', '叛变', [traitor, paramour]);
  day(g);
  return g;
};
const faction = (g: G, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('机械狼 学习 丘比特: 叛变的爱人', () => {
  it('印完身份后得知情侣号码牌: he is told the lovers when the opening closes', () => {
    const g = learned(['民A', '猎']);
    expect(g.notes('狼C')).toContain('学习：你学习了 民C 的身份【丘比特】。');
    expect(g.notes('狼C')).toContain(
      '学习：情侣为 猎、民A。你可以在第1天结束前发动<叛变>：选择其中一人成为叛变的爱人，再选择另一名玩家成为情人。',
    );
  });

  it('a void link (炸弹 among them): he is told no lovers and has no 叛变', () => {
    const g = learned(['民A', '痴'], { 痴: '炸弹' });
    expect(g.notes('狼C').join('\n')).not.toContain('情侣为');
    expect(g.actFails('狼C', '叛变', ['民A', '守']).code).toBe('SKILL_NOT_USABLE');
  });

  it('将情侣中的一人变为叛变的爱人，将此人与另一名玩家（情人）相连: the traitor is a lover, the 情人 is not', () => {
    const g = learned(['民A', '猎']);
    expect(g.actFails('狼C', '叛变', ['守', '痴']).code).toBe('ILLEGAL_TARGET');
    expect(g.actFails('狼C', '叛变', ['民A', '猎']).code).toBe('ILLEGAL_TARGET');
    g.act('狼C', '叛变', ['民A', '痴']);
    expect(g.notes('民A')).toContain('你成为叛变的爱人，与 痴（情人）相连。');
    expect(g.notes('痴')).toContain('你成为情人，与 民A（叛变的爱人）相连。');
    // once: the right is used
    expect(g.actFails('狼C', '叛变', ['猎', '守']).code).toBe('SKILL_NOT_USABLE');
  });

  it('立即 (reading): not used in day 1, the right lapses — no 叛变 in night 1, the lovers stay plain lovers', () => {
    const g = learned(['民A', '猎']);
    day(g);
    g.closeTo('n60');
    expect(g.actFails('狼C', '叛变', ['民A', '痴']).code).toBe('SKILL_NOT_USABLE');
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A', '猎']);
  });

  it('如果叛变的爱人死亡，另外两人都将殉情', () => {
    const g = betrayed(['民A', '猎'], '民A', '痴');
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A', '猎', '痴']);
  });

  it('如果忠诚的爱人死亡，忠诚的爱人单独死亡', () => {
    const g = betrayed(['民A', '猎'], '民A', '痴');
    night(g, { n60: () => g.act('狼B', '杀人', ['猎']) });
    expect(g.outs()).toEqual(['猎']);
  });

  it('如果情人死亡，叛变的爱人将殉情，忠诚的爱人存活', () => {
    const g = betrayed(['民A', '猎'], '民A', '痴');
    night(g, { n60: () => g.act('狼B', '杀人', ['痴']) });
    expect(g.outs()).toEqual(['痴', '民A']);
    expect(g.alive('猎')).toBe(true);
  });

  it('by day too: the 情人 voted out — the traitor follows at once, the loyal stays', () => {
    const g = betrayed(['民A', '猎'], '民A', '守');
    g.closeNight();
    day(g, { 狼A: '守', 狼B: '守', 预: '守' });
    expect(g.outs()).toEqual(['守', '民A']);
    expect(g.alive('猎')).toBe(true);
  });

  it('丘比特与叛变的爱人和情人胜利条件判定变更为三方阵营，忠诚的爱人胜利条件变更为自身原本身份: 狼A and 民A', () => {
    const g = learned(['狼A', '民A']);
    // a wolf and a villager: their own faction with 丘比特 (cupid.test.ts)
    expect([faction(g, '狼A'), faction(g, '民A'), faction(g, '民C')]).toEqual(['lovers', 'lovers', 'lovers']);
    g.act('狼C', '叛变', ['民A', '痴']);
    expect([faction(g, '民A'), faction(g, '痴'), faction(g, '民C')]).toEqual([
      'betrayal',
      'betrayal',
      'betrayal',
    ]);
    expect(faction(g, '狼A')).toBe('wolves'); // 自身原本身份: 狼人
    expect(g.notes('狼A')).toContain('你的阵营转变为狼人阵营。');
    expect(g.notes('痴')).toContain('你的阵营转变为三方阵营。');
  });

  it('如果情侣阵营有变动，丘比特阵营也随之变动 (reading: after the betrayal, the traitor’s): the traitor infected — 丘比特 turns wolf', () => {
    const g = betrayed(['民A', '猎'], '民A', '痴', { 狼B: '种狼' });
    night(g, { n60: () => g.act('狼B', '感染', ['民A']) });
    expect([faction(g, '民A'), faction(g, '民C'), faction(g, '痴')]).toEqual([
      'wolves',
      'wolves',
      'betrayal',
    ]);
  });

  it('三方阵营: 丘比特, the traitor and the 情人 win once every other faction is out (the loyal lover is not with them)', () => {
    const g = betrayed(['民A', '猎'], '民A', '痴');
    for (const n of ['狼A', '狼B', '狼C', '预', '巫', '猎', '守', '羊']) {
      ruling(g, { kind: 'kill', target: n, reason: '测试' });
      expect(g.state.status).toBe('running');
    }
    ruling(g, { kind: 'kill', target: '民B', reason: '测试' });
    expect(winner(g)).toBe('betrayal');
    expect(g.state.winner?.names.sort()).toEqual(['民A', '民C', '痴'].sort());
  });
});
