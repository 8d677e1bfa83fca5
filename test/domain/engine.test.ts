import { describe, expect, it } from 'vitest';
import type { RoleDef, RulesetDef } from '../../src/domain/engine/types';
import type { DomainEvent } from '../../src/domain/events';
import { registerRuleset } from '../../src/domain/rulesets';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { playerView } from '../../src/projections';
import { day, drawn, nextNight } from './121/tables';
import { Game } from './harness';

/**
 * The engine's general skill rules on a test-only variant of 121 (the texts' roles use some of them; these
 * pin each on its own): [X] counts and their refills, 首夜 and 奇偶 nights, and ties in a tier — the same skill
 * used by several characters in one slot — broken by a seeded draw written as an event.
 */
const trial: RoleDef = {
  id: 'trial',
  name: '试炼者',
  faction: 'village',
  cite: 'test',
  skills: [
    {
      id: 'tally',
      name: '计数',
      kind: 'night',
      timing: { window: 'n60', nights: 'even' },
      limits: { limit: 2 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: { resolve: (ctx, a) => ctx.notify(a.actor, `计数：${a.targets[0]}`) },
    },
    {
      id: 'refill',
      name: '补充',
      kind: 'night',
      timing: { window: 'n60' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
      hooks: {
        resolve: (ctx, a) => ctx.status(a.as, 'charges', { source: a.as, data: { skill: 'tally', n: 1 } }),
      },
    },
    {
      id: 'dawn',
      name: '首夜',
      kind: 'night',
      timing: { window: 'n60', nights: 'first' },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
};

const variant: RulesetDef = {
  ...ruleset121,
  id: '121-engine-test',
  roles: { ...ruleset121.roles, trial: { ...trial } },
  statuses: { ...ruleset121.statuses, charges: { id: 'charges', name: '次数', holder: { refills: true } } },
};
registerRuleset(variant);

const ROLES = {
  狼A: '狼王',
  狼B: '狼人',
  狼C: '狼人',
  预: '预言家',
  预2: '预言家',
  试: '试炼者',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
  民E: '村民',
  民F: '村民',
};

function table() {
  const g = Game.create(ROLES, { ruleset: '121-engine-test', options: { ignoreSetupConstraints: true } });
  g.start(Object.keys(ROLES));
  day(g);
  return g;
}

const usesLeft = (g: Game) =>
  playerView(g.state, g.log, '试').skills.find((k) => k.name === '计数')?.usesLeft;

describe('[X] counts and refills', () => {
  it('[2]: two uses, then SKILL_USED_UP; the holder sees what is left (会得知剩余次数)', () => {
    const g = table();
    g.closeNight();
    day(g); // night 2 (even)
    expect(usesLeft(g)).toBe(2);
    g.closeTo('n60');
    g.act('试', '计数', ['民A']);
    nextNight(g); // night 3: odd
    nextNight(g); // night 4
    expect(usesLeft(g)).toBe(1);
    g.closeTo('n60');
    g.act('试', '计数', ['民A']);
    nextNight(g);
    nextNight(g); // night 6
    expect(usesLeft(g)).toBe(0);
    g.closeTo('n60');
    expect(g.actFails('试', '计数', ['民A']).code).toBe('SKILL_USED_UP');
  });

  it('a refill (a status declaring `refills`) adds a use', () => {
    const g = table();
    g.closeTo('n60');
    g.act('试', '补充');
    g.closeNight();
    day(g);
    expect(usesLeft(g)).toBe(3);
  });
});

describe('首夜 and 奇偶 nights', () => {
  it('首夜: on night 1 only (WRONG_PHASE after)', () => {
    const g = table();
    g.closeTo('n60');
    g.act('试', '首夜');
    nextNight(g);
    g.closeTo('n60');
    expect(g.actFails('试', '首夜').code).toBe('WRONG_PHASE');
  });

  it('偶数日夜晚: not on night 1 (WRONG_PHASE), on night 2', () => {
    const g = table();
    g.closeTo('n60');
    expect(g.actFails('试', '计数', ['民A']).code).toBe('WRONG_PHASE');
    nextNight(g);
    g.closeTo('n60');
    g.act('试', '计数', ['民A']);
  });
});

describe('ties in a tier', () => {
  it('同级…从左至右; the same skill by two characters: a seeded draw, an event, orders them', () => {
    const g = table();
    g.closeTo('n60');
    g.act('预2', '预言', ['狼A']);
    g.act('预', '预言', ['狼B']);
    g.closeNight();
    const order = drawn<string[]>(g, 'night:0:tie:prophecy').filter((n) => n.startsWith('预'));
    const resolved = g.log.filter((e) => e.type === 'ActionsResolved').at(-1) as Extract<
      DomainEvent,
      { type: 'ActionsResolved' }
    >;
    expect(resolved.data.actions.filter((a) => a.skill === 'prophecy').map((a) => a.actor)).toEqual(order);
  });

  it('the draw is made once and read again: the same order in every window after it', () => {
    const g = table();
    g.closeTo('n60');
    g.act('预2', '预言', ['狼A']);
    g.act('预', '预言', ['狼B']);
    g.closeNight();
    expect(
      g.log.filter((e) => e.type === 'RandomDrawn' && e.data.purpose.includes('tie:prophecy')),
    ).toHaveLength(1);
  });
});
