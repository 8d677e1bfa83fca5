import { describe, expect, it } from 'vitest';
import { night, ruling } from './given';
import { drawn, opening, tableWith } from './tables';

// [121] 不定阵营 1 丘比特:
//   丘比特之箭<强制> —— 游戏开始时，丘比特须选择两名角色。这两名角色成为情侣。情侣产生后，丘比特的阵营转变为与情侣相同的阵营。如情侣为两个狼人阵营，
//   则丘比特在情侣殉情后接刀。如果情侣中有除炸弹外的其他三方，则丘与情侣加入三方阵营，胜利条件同原本三方阵营…如果情侣阵营有变动，丘比特阵营也随之变动，
//   丘比特被验为【非狼人阵营】，被通为丘比特；情侣互知共群。…如果情侣中有不定阵营，则丘与情侣成为单独的三方阵营，获得杀人技能，获胜条件为屠城。…
//   丘比特连的人有多个三方角色，则按照三方中获胜顺序靠后的玩家的获胜条件为获胜条件
// Readings: a wolf and a villager make a faction of their own (三方, 屠城) with no kill; lovers follow each other out
// (殉情); 丘比特 in his own pair is the 不定阵营 of the text; a void link tells nobody, 丘比特 neither (不会进行通知).
//   如为三方狼情侣，则狼人阵营全部出局后情侣接刀，如为三方好人情侣，则不接刀。
//   如果情侣中有炸弹或者双子星，丘比特连人无效，不会进行通知，丘比特变为村民阵营…上帝使徒、隐者被连无效，也不进行通知，丘比特归为村民阵营
//   不可被连为情侣的角色：上帝使徒、炸弹、隐者。
// Not here: 如果情侣中有叛变的爱人… (机械狼's 学习 of 丘比特): mech-cupid.test.ts.

const table = (extra: Record<string, string> = {}) =>
  tableWith({ 民C: '丘比特', 民B: '通灵师', ...extra }, { constraints: false });
const arrow = (pair: [string, string], extra: Record<string, string> = {}) => {
  const g = table(extra);
  opening(g, () => g.act('民C', '丘比特之箭', pair));
  return g;
};
const faction = (g: ReturnType<typeof table>, n: string) => g.state.chars.find((c) => c.name === n)?.faction;

describe('丘比特之箭<强制>', () => {
  it('须选择两名角色: it cannot be declined; missed, the two are drawn', () => {
    const g = table();
    const e = g.fails(
      { type: 'SubmitAction', actor: '民C', skill: '丘比特之箭', targets: [], pass: true },
      'player:民C',
    );
    expect(e.code).toBe('SKILL_NOT_USABLE');
    opening(g);
    expect(drawn<{ targets: string[] }>(g, 'opening:arrow').targets).toHaveLength(2);
  });

  it('这两名角色成为情侣…情侣互知共群: each is told the other', () => {
    const g = arrow(['民A', '猎']);
    expect(g.notes('民A')).toContain('丘比特之箭：你与 猎 成为情侣。');
    expect(g.notes('猎')).toContain('丘比特之箭：你与 民A 成为情侣。');
  });

  it('丘比特的阵营转变为与情侣相同的阵营: two villagers — 你的阵营转变为村民阵营', () => {
    const g = arrow(['民A', '猎']);
    expect(faction(g, '民C')).toBe('village');
    expect(g.notes('民C')).toContain('你的阵营转变为村民阵营。');
  });

  it('两个狼人阵营: 丘比特 is a wolf — and still 被验为【非狼人阵营】，被通为丘比特', () => {
    const g = arrow(['狼A', '狼B']);
    expect(faction(g, '民C')).toBe('wolves');
    night(g, {
      n60: () => {
        g.act('预', '预言', ['民C']);
        g.act('民B', '通灵', ['民C']);
      },
    });
    expect(g.notes('预')).toContain('预言：民C 的查验结果为<非狼人阵营>。');
    expect(g.notes('民B')).toContain('通灵：民C 的身份为【丘比特】。');
  });

  it('如情侣为两个狼人阵营，则丘比特在情侣殉情后接刀', () => {
    const g = arrow(['狼A', '狼B']);
    ruling(g, { kind: 'kill', target: '狼A', reason: '测试' });
    expect(g.alive('狼B')).toBe(false); // 殉情
    g.closeTo('n60');
    expect(g.actFails('民C', '杀人', ['民A']).code).toBe('NOT_YOUR_SKILL'); // 狼C is still in the group
    ruling(g, { kind: 'kill', target: '狼C', reason: '测试' });
    g.act('民C', '杀人', ['民A']);
    g.closeNight();
    expect(g.alive('民A')).toBe(false);
  });

  it('one lover goes out, the other follows (殉情) — by night', () => {
    const g = arrow(['民A', '猎']);
    night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
    expect(g.outs()).toEqual(['民A', '猎']);
  });

  it('如果情侣中有除炸弹外的其他三方，则丘与情侣加入三方阵营: with the 锁链师 — all three in his faction', () => {
    const g = arrow(['民A', '痴'], { 痴: '锁链师' });
    expect([faction(g, '民A'), faction(g, '痴'), faction(g, '民C')]).toEqual([
      'chainer',
      'chainer',
      'chainer',
    ]);
    expect(g.notes('民A')).toContain('你的阵营转变为三方阵营。');
  });

  it('有多个三方角色，则按照三方中获胜顺序靠后的: 镜 and 锁链师 — 锁链 comes after 镜', () => {
    const g = arrow(['羊', '痴'], { 痴: '锁链师', 羊: '镜' });
    expect([faction(g, '羊'), faction(g, '痴'), faction(g, '民C')]).toEqual([
      'chainer',
      'chainer',
      'chainer',
    ]);
  });

  it('如果情侣中有不定阵营…单独的三方阵营，获得杀人技能: 丘比特 in his own pair — the lovers kill', () => {
    const g = arrow(['民C', '民A']);
    expect([faction(g, '民A'), faction(g, '民C')]).toEqual(['lovers', 'lovers']);
    night(g, { n60: () => g.act('民A', '杀人', ['痴']) });
    expect(g.alive('痴')).toBe(false);
  });

  it('a wolf and a villager (reading): a faction of their own with 丘比特, no kill', () => {
    const g = arrow(['狼A', '民A']);
    expect([faction(g, '狼A'), faction(g, '民A'), faction(g, '民C')]).toEqual(['lovers', 'lovers', 'lovers']);
    g.closeTo('n60');
    expect(g.actFails('民A', '杀人', ['痴']).code).toBe('NOT_YOUR_SKILL');
  });

  it('如果情侣阵营有变动，丘比特阵营也随之变动: a lover infected by the 种狼 — 丘比特 turns wolf', () => {
    const g = arrow(['民A', '猎'], { 狼C: '种狼' });
    night(g, { n60: () => g.act('狼C', '感染', ['民A']) });
    expect(faction(g, '民A')).toBe('wolves');
    expect(faction(g, '民C')).toBe('wolves');
    expect(g.notes('民C')).toContain('你的阵营转变为狼人阵营。');
  });

  for (const [card, who] of [
    ['炸弹', '炸弹'],
    ['双子星光', '双子星'],
    ['双子星暗', '双子星'],
    ['上帝使徒', '上帝使徒'],
    ['隐者', '隐者'],
  ] as const)
    it(`如果情侣中有${who}…丘比特连人无效，不会进行通知，丘比特变为村民阵营: 民A and a ${card}`, () => {
      const g = arrow(['民A', '痴'], { 痴: card });
      expect(g.notes('民A').join('\n')).not.toContain('情侣');
      expect(g.notes('痴').join('\n')).not.toContain('情侣');
      expect(g.notes('民C').join('\n')).not.toContain('阵营转变');
      expect(faction(g, '民C')).toBe('village');
      expect(faction(g, '民A')).toBe('village');
      // no link: one goes out, the other stays
      night(g, { n60: () => g.act('狼B', '杀人', ['民A']) });
      expect(g.outs()).toEqual(['民A']);
    });

  it('如为三方狼情侣，则狼人阵营全部出局后情侣接刀: 隐狼 and 锁链师 kill once the wolves are out', () => {
    const g = arrow(['狼C', '痴'], { 狼C: '隐狼', 痴: '锁链师' });
    expect([faction(g, '狼C'), faction(g, '痴'), faction(g, '民C')]).toEqual([
      'chainer',
      'chainer',
      'chainer',
    ]);
    g.closeTo('n60');
    expect(g.actFails('痴', '杀人', ['民A']).code).toBe('SKILL_NOT_USABLE'); // 狼A, 狼B are in
    for (const n of ['狼A', '狼B']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    g.act('痴', '杀人', ['民A']);
    g.closeNight();
    expect(g.alive('民A')).toBe(false);
    expect(g.alive('狼C')).toBe(true); // not alone: his faction is the lovers' now
  });

  it('如为三方好人情侣，则不接刀: 民A and 锁链师 have no 杀人 when the wolves are out', () => {
    const g = arrow(['民A', '痴'], { 痴: '锁链师' });
    for (const n of ['狼A', '狼B', '狼C']) ruling(g, { kind: 'kill', target: n, reason: '测试' });
    expect(g.state.status).toBe('running');
    g.closeTo('n60');
    expect(g.actFails('痴', '杀人', ['民B']).code).toBe('NOT_YOUR_SKILL');
  });
});
