import { describe, expect, it } from 'vitest';
import type { RoleDef, RulesetDef } from '../../src/domain/engine/types';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { registerRuleset } from '../../src/domain/rulesets/index';
import type { GameState } from '../../src/domain/state';
import { electionDay, Game, SEATS12, TABLE12 } from './121/given';

// RulesetDef.nightRounds (engine/night/windows.ts): rounds of the same night after its settlement, in the night's last
// window, opened only while due — the mechanism under tieba 轮次决胜 (file 002 l.110 狼和医生双方都有权观看平安情况之后再做出
// 下一个决定). A test-only variant of 121: a role whose night skill calls for two rounds tonight; each round's close
// tells it the round and what was submitted in it.

const ROUNDS = 2;
const encorist: RoleDef = {
  id: 'encorist',
  name: '加演者',
  faction: 'village',
  cite: 'test-only',
  statuses: [{ id: 'encore', name: '加演' }],
  skills: [
    {
      id: 'encore',
      name: '加演',
      kind: 'night',
      timing: { window: 'n90' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => ctx.status(a.actor, 'encore', { data: { night: ctx.state.phase.day } }),
      },
    },
    {
      id: 'knock',
      name: '敲门',
      kind: 'night',
      timing: { window: 'extra' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
    },
  ],
};
const holder = (s: GameState) =>
  s.chars.find((c) => c.statuses.some((st) => st.id === 'encore' && st.data?.night === s.phase.day));
const RS: RulesetDef = {
  ...ruleset121,
  id: 'test-night-rounds',
  roles: { ...ruleset121.roles, encorist },
  nightWindows: [...ruleset121.nightWindows, { id: 'extra', minutes: 30, from: 'feedback' }],
  settleAfter: ruleset121.nightWindows.at(-1)?.id,
  nightRounds: {
    window: 'extra',
    due: (s) => !!holder(s) && (s.phase.window !== 'extra' || (s.phase.round ?? 0) < ROUNDS),
    close: (tx) => {
      const h = holder(tx.state);
      const knock = tx.state.actions.find((a) => a.skill === 'knock' && !a.pass);
      if (h)
        tx.notify(h.name, `第${tx.state.phase.round}轮：${knock?.targets[0] ?? '无人'}`, {
          kind: 'feedback',
        });
    },
  },
};
registerRuleset(RS);

function table(): Game {
  const g = Game.create({ ...TABLE12, 民C: 'encorist' }, { ruleset: RS.id });
  g.start(SEATS12);
  electionDay(g);
  return g;
}
const win = (g: Game): string | null => g.state.phase.window;

describe('RulesetDef.nightRounds: rounds after the settlement, only while due', () => {
  it('not due: the night ends at the settling window, the rounds’ window never opens', () => {
    const g = table();
    const seen: string[] = [];
    while (g.state.phase.kind === 'night') {
      seen.push(win(g) ?? '');
      g.close();
    }
    expect(seen).not.toContain('extra');
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
  });

  it('due: the window opens after the settlement as round 1, again as round 2, each closed by `close`; then the day', () => {
    const g = table();
    while (win(g) !== 'n90') g.close();
    g.act('民C', '加演');
    while (win(g) !== 'extra') g.close();
    expect(g.state.phase).toMatchObject({ kind: 'night', day: 1, round: 1 });
    // a skill of the rounds' window is submitted as in any window
    g.act('民C', '敲门', ['民A']);
    g.close();
    expect(g.state.phase).toMatchObject({ window: 'extra', round: 2 });
    // a new round starts afresh: last round's submission is gone
    expect(g.state.actions).toEqual([]);
    g.close();
    expect(g.notes('民C').filter((n) => n.startsWith('第'))).toEqual(['第1轮：民A', '第2轮：无人']);
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 2 });
  });
});
