import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/domain/commands';
import type { Envelope } from '../../src/domain/events';
import { replay } from '../../src/domain/evolve';
import { day as day121, drawn, nextNight as nextNight121, tableWith } from './121/tables';
import { day as day211, GENDERS211, night as night211, SEATS211, TABLE211, table211 } from './211/table';
import { Game } from './harness';

// Determinism on the paths that landed after the golden fixture (test/domain/121/determinism.test.ts covers 121's
// core): the seeded PRNG lives in the state and every draw is an event, so
//   1. the same commands at the same times give the identical log (no clock, no Math.random), and
//   2. replaying the stored log (JSON, as the Durable Object keeps it) rebuilds the state the decisions built.
// Paths: classic PK windows (election and out vote) and 篇三's re-election; 211 任职宣言 missed (a draw) and a
// 殉职 hand-over; 月老 missed (a draw) and 殉情; 121 骑士 决斗, 隐者 脱下隐身衣, 上帝使徒 询问.

type Rec = { cmd: Command; actor: string; now: number };
const recorded = new WeakMap<Game, Rec[]>();
const run = Game.prototype.run;
Game.prototype.run = function (this: Game, cmd: Command, actor = 'director') {
  const r = run.call(this, cmd, actor);
  if (r.ok) {
    const list = recorded.get(this) ?? [];
    list.push({ cmd: structuredClone(cmd), actor, now: this.now });
    recorded.set(this, list);
  }
  return r;
};

/** The game replays: the same commands give the same log, and the stored log folds to the same state. */
function expectDeterministic(g: Game): void {
  const cmds = recorded.get(g) ?? [];
  expect(cmds.length).toBeGreaterThan(1);
  const again = new Game();
  for (const c of cmds) {
    again.now = c.now;
    again.ok(c.cmd, c.actor);
  }
  expect(again.log).toEqual(g.log);
  expect(again.state).toEqual(g.state);
  const stored = JSON.parse(JSON.stringify(g.log)) as Envelope[];
  expect(replay(stored)).toEqual(g.state);
  // folded in two parts (a Durable Object waking from a snapshot) gives the same state
  const half = Math.floor(stored.length / 2);
  expect(replay(stored.slice(half), replay(stored.slice(0, half)))).toEqual(g.state);
}

const draws = (g: Game, purpose: RegExp) =>
  g.log.filter((e) => e.type === 'RandomDrawn' && purpose.test(String(e.data.purpose)));

describe('replay equality on the newer paths', () => {
  const CLASSIC = {
    狼A: '狼人',
    狼B: '狼人',
    民A: '村民',
    民B: '村民',
    民C: '村民',
    民D: '村民',
    民E: '村民',
  };
  const classic = (convention: '篇二' | '篇三') => {
    const g = Game.create(CLASSIC, { ruleset: 'classic', options: { convention } });
    g.start(Object.keys(CLASSIC));
    return g;
  };

  it('classic 篇二: an election PK that ties again, then an out-vote PK (PK windows)', () => {
    const g = classic('篇二');
    g.stand('民A');
    g.stand('民B');
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close(); // tie → PK window
    expect(g.state.revote).toBeTruthy();
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close(); // 如果再次平票则没有警长
    expect(g.state.sheriff).toBeNull();
    g.closeNight();
    g.votes({ 民A: '狼A', 民B: '狼B' });
    g.close(); // out-vote tie → PK among 狼A, 狼B
    expect(g.state.revote?.tied).toEqual(['狼A', '狼B']);
    g.votes({ 民A: '狼A', 民B: '狼A', 民C: '狼B' });
    g.close();
    expect(g.state.chars.find((c) => c.name === '狼A')?.alive).toBe(false);
    expectDeterministic(g);
  });

  it('classic 篇三: a tied election, the re-election window on day 2, then the day’s own vote', () => {
    const g = classic('篇三');
    g.stand('民A');
    g.stand('民B');
    g.votes({ 民D: '民A', 民E: '民B' });
    g.close();
    g.closeNight();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'election' });
    g.stand('民C');
    g.vote('民D', '民C');
    g.close();
    expect(g.state.sheriff).toBe('民C');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2, window: 'day' });
    expectDeterministic(g);
  });

  it('211: 任职宣言 missed (drawn), then the sheriff out and 殉职 missed (drawn), the heir’s 任职宣言 drawn too', () => {
    const g = table211({ 帝: '村民' }, { votes: { 贵: '宫', 娥: '宫' } });
    expect(g.state.sheriff).toBe('宫');
    night211(g);
    day211(g, { 贵: '宫', 娥: '宫', 道: '宫' });
    expect(g.state.chars.find((c) => c.name === '宫')?.alive).toBe(false);
    night211(g);
    expect(draws(g, /^badge$/)).toHaveLength(1);
    day211(g); // the heir silent all day 3: its 任职宣言 drawn at the close
    expect(draws(g, /^declaration:choice$/)).toHaveLength(2);
    expectDeterministic(g);
  });

  it('211 月老: 月老牵线 missed (two drawn), the opening resolves, a lover out and the other follows (殉情)', () => {
    const g = Game.create(
      { ...TABLE211, 道: '月老' },
      // 魔教教主 without the 道教教主 (l.588 有魔教教主必有道教教主): the setup constraints waived
      { ruleset: '211', genders: GENDERS211, options: { autoCards: false, ignoreSetupConstraints: true } },
    );
    g.start(SEATS211);
    g.close(); // the opening: 月老牵线 missed → drawn
    expect(draws(g, /^opening:match$/)).toHaveLength(1);
    day211(g);
    const pair = drawn<{ targets: string[] }>(g, 'opening:match');
    expect(pair.targets).toHaveLength(2);
    const [first, other] = pair.targets as [string, string];
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: first, reason: '测试' } });
    night211(g);
    // 当情侣中的一人出局，另外一人承受非[指定]的[致死伤害] (unless the pair was void: 皇帝, [隐身] …)
    const linked = g.state.chars.find((c) => c.name === other)?.statuses.some((st) => st.id === 'true_lover');
    if (linked) expect(g.state.chars.find((c) => c.name === other)?.alive).toBe(false);
    expectDeterministic(g);
  });

  it('121: 隐者 脱下隐身衣, 上帝使徒 询问 (公示), 骑士 决斗 a wolf (the day ends at once)', () => {
    const g = tableWith({ 民A: '隐者', 民B: '骑士', 民C: '上帝使徒' }, { constraints: false });
    g.closeTo('n20');
    g.act('民A', '脱下隐身衣', ['预']);
    g.ok(
      { type: 'SubmitAction', actor: '民C', skill: '询问', targets: [], choice: '女巫，公示' },
      'player:民C',
    );
    g.closeNight();
    g.act('民B', '决斗', ['狼B']);
    expect(g.state.phase.kind).toBe('night');
    nextNight121(g);
    if (g.state.status === 'running' && g.state.phase.kind === 'day') day121(g);
    expectDeterministic(g);
  });
});
