import { describe, expect, it } from 'vitest';
import type { RoleDef, RulesetDef } from '../../src/domain/engine/types';
import { registerRuleset } from '../../src/domain/rulesets';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { night } from './121/given';
import { day, nextNight } from './121/tables';
import { Game } from './harness';

/**
 * The engine's take-over of a skill (`StatusDef.blocks.takenBySource`) on a test-only variant of 121: a status whose
 * holder's next own night skill, not <强制> nor a group's, acts as the status's source's on the source's targets
 * (121 怪盗 偷盗 uses it: 若该角色当晚发动非<强制>技能，怪盗可以代替他成为技能的发动者，并重新选择技能目标).
 */
const taker: RoleDef = {
  id: 'taker',
  name: '夺技者',
  faction: 'village',
  cite: 'test',
  statuses: [
    { id: 'taken_test', name: '被夺', blocks: { takenBySource: true }, lifetime: { until: 'nightEnd' } },
  ],
  skills: [
    {
      id: 'take_test',
      name: '夺技',
      kind: 'night',
      // tier (3), before the skills it takes
      timing: { window: 'n20', orderAs: 'foretell' },
      targets: { min: 2, max: 3, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => {
          const [t, ...rest] = a.targets;
          if (t) ctx.status(t, 'taken_test', { source: a.as, data: { targets: rest } });
        },
      },
    },
  ],
};

const variant: RulesetDef = {
  ...ruleset121,
  id: '121-takeover-test',
  roles: { ...ruleset121.roles, taker },
  statuses: {
    ...ruleset121.statuses,
    taken_test: taker.statuses?.[0] as NonNullable<RoleDef['statuses']>[0],
  },
};
registerRuleset(variant);

const ROLES = {
  狼A: '狼王',
  狼B: '狼人',
  狼C: '狼人',
  预: '预言家',
  巫: '女巫',
  夺: '夺技者',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
  民E: '村民',
  民F: '村民',
};

function table() {
  const g = Game.create(ROLES, { ruleset: '121-takeover-test', options: { ignoreSetupConstraints: true } });
  g.start(Object.keys(ROLES));
  day(g);
  return g;
}

describe('a skill taken over by the status’s source (blocks.takenBySource)', () => {
  it('the source uses it on its own target and gets its feedback; the holder gets none', () => {
    const g = table();
    night(g, { n20: () => g.act('夺', '夺技', ['预', '狼B']), n60: () => g.act('预', '预言', ['民A']) });
    expect(g.notes('夺')).toContain('预言：狼B 的查验结果为<狼人阵营>。');
    expect(g.notes('预').filter((n) => n.startsWith('预言'))).toEqual([]);
  });

  it('the holder’s use is spent: a taken 毒药 kills the source’s target, and the witch has no 毒药 left', () => {
    const g = table();
    night(g, { n20: () => g.act('夺', '夺技', ['巫', '狼C']), n90: () => g.act('巫', '毒药', ['民A']) });
    expect(g.outs()).toEqual(['狼C']);
    nextNight(g);
    g.closeTo('n90');
    expect(g.actFails('巫', '毒药', ['民B']).code).toBe('SKILL_USED_UP');
  });

  it('a group’s skill is not taken: the pack’s 杀人 lands where the pack chose', () => {
    const g = table();
    night(g, { n20: () => g.act('夺', '夺技', ['狼B', '民C']), n60: () => g.act('狼B', '杀人', ['民B']) });
    expect(g.outs()).toEqual(['民B']);
  });

  it('no skill used that night: nothing happens', () => {
    const g = table();
    night(g, { n20: () => g.act('夺', '夺技', ['民A', '狼A']) });
    expect(g.outs()).toEqual([]);
    expect(g.notes('夺').filter((n) => n.startsWith('预言'))).toEqual([]);
  });
});
