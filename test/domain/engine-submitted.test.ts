import { describe, expect, it } from 'vitest';
import type { RoleDef, RulesetDef } from '../../src/domain/engine/types';
import { registerRuleset } from '../../src/domain/rulesets';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { Game } from './harness';

/**
 * `hooks.submitted`: what a night or day skill's submission tells at once, before it resolves (pku 狼池≥2's reminder) —
 * on a test-only variant of 121 whose 哨兵 has a night skill telling him at once whom he named; a pass and a refused
 * submission tell nothing.
 */
const sentry: RoleDef = {
  id: 'sentry_test',
  name: '哨兵',
  faction: 'village',
  cite: 'test',
  skills: [
    {
      id: 'watch_test',
      name: '守望',
      kind: 'night',
      timing: { window: 'n60' },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        submitted: (tx, actor, targets) =>
          tx.notify(actor.name, `守望已提交：${targets.map((t) => t.name).join('、')}`, { kind: 'test' }),
      },
    },
  ],
};

const variant: RulesetDef = {
  ...ruleset121,
  id: '121-submitted-test',
  roles: { ...ruleset121.roles, sentry_test: sentry },
};
registerRuleset(variant);

const ROLES = { 狼A: '狼人', 狼B: '狼人', 哨: '哨兵', 民A: '村民', 民B: '村民', 民C: '村民' };

function night1(): Game {
  const g = Game.create(ROLES, { ruleset: '121-submitted-test', options: { ignoreSetupConstraints: true } });
  g.start(Object.keys(ROLES));
  while (g.state.phase.kind === 'day') g.close();
  return g;
}

describe('hooks.submitted', () => {
  it('a submission tells at once, each time, before the night resolves', () => {
    const g = night1();
    g.act('哨', '守望', ['民A']);
    expect(g.notes('哨').at(-1)).toBe('守望已提交：民A');
    g.act('哨', '守望', ['民B']);
    expect(g.notes('哨').at(-1)).toBe('守望已提交：民B');
    expect(g.state.phase.kind).toBe('night');
  });

  it('a pass or a refused submission tells nothing', () => {
    const g = night1();
    g.pass('哨', '守望');
    expect(g.actFails('哨', '守望', ['哨']).code).toBe('ILLEGAL_TARGET');
    expect(g.notes('哨').some((n) => n.startsWith('守望已提交'))).toBe(false);
  });
});
