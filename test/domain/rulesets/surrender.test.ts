import { describe, expect, it } from 'vitest';
import type { Surrender } from '../../../src/domain/commands';
import { Game } from '../harness';

// [tieba] 投降: 狼人阵营、黑情侣阵营均可以由阵营中的某一角色发起投降。投降发起后，狼人阵营的投降需要询问狼群中所有角色…
//   当所有被询问的角色（包括已出局角色）同意投降，投降有效。该阵营优先判负，不公示。
// [pku] 投降: 三方不可发动投降。好人/坏人玩家每人有一个"投降开关"，开局时默认关闭。每人在每一个白天阶段或每一个夜晚阶段
//   各有两次转换状态的机会…超额度的转换无效。若某一时刻某阵营的存活玩家均使开关处于打开状态，则游戏结束，该阵营判负。

const TABLE = { 狼A: '狼人', 狼B: '狼人', 民A: '村民', 民B: '村民', 民C: '村民', 民D: '村民', 民E: '村民' };
const table = (ruleset: string) => {
  const g = Game.create(TABLE, { ruleset });
  g.start(Object.keys(TABLE));
  return g;
};
const step = (g: Game, actor: string, action: Surrender['action']) =>
  g.run({ type: 'Surrender', actor, action }, `player:${actor}`);
const code = (r: ReturnType<typeof step>) => (r.ok ? 'ok' : r.error.code);

describe('tieba 投降', () => {
  it('所有被询问的角色（包括已出局角色）同意投降，投降有效。该阵营优先判负: an out wolf must agree too; then the village wins', () => {
    const g = table('tieba');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼B', reason: '测试' } });
    expect(code(step(g, '狼A', 'propose'))).toBe('ok');
    expect(g.notes('狼B').at(-1)).toBe('狼A 发起投降：请回复同意或拒绝（所有被询问的角色同意时投降有效）。');
    expect(g.state.status).toBe('running');
    expect(code(step(g, '狼B', 'agree'))).toBe('ok');
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
    expect(g.announcements().some((a) => a.includes('投降'))).toBe(false); // 不公示: only the end is posted
  });

  it('one refusal ends the proposal: nothing is lost, a new proposal may follow', () => {
    const g = table('tieba');
    step(g, '狼A', 'propose');
    expect(code(step(g, '狼B', 'decline'))).toBe('ok');
    expect(g.notes('狼A').at(-1)).toBe('狼B 拒绝投降，本次投降无效。');
    expect(code(step(g, '狼B', 'agree'))).toBe('SURRENDER_NOT_OFFERED');
    expect(code(step(g, '狼B', 'propose'))).toBe('ok');
  });

  it('only the wolves may surrender here; a villager is refused, nothing appended', () => {
    const g = table('tieba');
    const before = g.log.length;
    expect(code(step(g, '民A', 'propose'))).toBe('SURRENDER_NOT_OFFERED');
    expect(code(step(g, '狼A', 'on'))).toBe('INVALID_INPUT');
    expect(g.log.length).toBe(before);
  });

  it('121 has no 投降: SURRENDER_NOT_OFFERED', () => {
    const g = Game.create(
      { 狼: '狼人', 预: '预言家', 民A: '村民', 民B: '村民' },
      { options: { ignoreSetupConstraints: true } },
    );
    g.start(['狼', '预', '民A', '民B']);
    expect(code(step(g, '狼', 'propose'))).toBe('SURRENDER_NOT_OFFERED');
  });
});

describe('pku 投降开关', () => {
  it('若某一时刻某阵营的存活玩家均使开关处于打开状态，则该阵营判负 — out members do not count', () => {
    const g = table('pku');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼B', reason: '测试' } });
    expect(code(step(g, '狼A', 'on'))).toBe('ok');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('每人在每一个白天阶段或每一个夜晚阶段各有两次转换状态的机会: a third toggle is refused (SURRENDER_LIMIT); the night gives two more', () => {
    const g = table('pku');
    expect(code(step(g, '狼A', 'on'))).toBe('ok');
    expect(code(step(g, '狼A', 'off'))).toBe('ok');
    expect(code(step(g, '狼A', 'on'))).toBe('SURRENDER_LIMIT');
    expect(g.state.status).toBe('running');
    g.closePhase(); // night 0 closes (游戏的首夜为第零夜): day 1 is another half
    expect(code(step(g, '狼A', 'on'))).toBe('ok');
    expect(code(step(g, '狼B', 'on'))).toBe('ok');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('若某一时刻 — the last wolf with the switch off goes out: the wolves have surrendered, the village wins (l.413)', () => {
    const g = table('pku');
    expect(code(step(g, '狼A', 'on'))).toBe('ok');
    expect(g.state.status).toBe('running');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼B', reason: '测试' } });
    expect(g.state.status).toBe('ended');
    expect(g.state.winner?.faction).toBe('village');
  });

  it('若某一时刻 — by the night’s kill: the last villager with the switch off dies, the wolves win at the 警情', () => {
    const g = table('pku');
    for (const n of ['民B', '民C', '民D', '民E']) expect(code(step(g, n, 'on'))).toBe('ok');
    g.act('狼A', 'kill', ['民A']);
    g.closeNight();
    expect(g.state.winner?.faction).toBe('wolves');
    expect(g.outs()).toEqual(['民A']);
  });

  it('a switch off again before the out: nothing is lost', () => {
    const g = table('pku');
    step(g, '狼A', 'on');
    step(g, '狼A', 'off');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '狼B', reason: '测试' } });
    expect(g.state.status).toBe('running');
  });

  it('an out character has no switch to turn (NOT_ALIVE)', () => {
    const g = table('pku');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '民A', reason: '测试' } });
    expect(code(step(g, '民A', 'on'))).toBe('NOT_ALIVE');
  });
});
