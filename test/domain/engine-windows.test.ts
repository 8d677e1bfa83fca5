import { describe, expect, it } from 'vitest';
import { grantRight } from '../../src/domain/engine/flow';
import type { RoleDef, RulesetDef } from '../../src/domain/engine/types';
import { registerRuleset } from '../../src/domain/rulesets';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { night } from './121/given';
import { Game } from './harness';

/**
 * Windows inside a day (`RulesetDef.dayWindows`) and rights of one window (`grantRight`'s `at.window`), on a test-only
 * variant of 121: its day opens with a window 晨 before the day's own `day`; its 信使, out by night, gets a right usable
 * only in the next day's 晨 (as pku's 警情发布后30分钟以内), and one out by day a right of the night's window n20.
 */
const messenger: RoleDef = {
  id: 'messenger_test',
  name: '信使',
  faction: 'village',
  cite: 'test',
  skills: [
    {
      id: 'send_test',
      name: '传信',
      kind: 'right',
      right: 'send_test',
      limits: { whileOut: true },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: { apply: (tx, actor, t) => tx.notify(actor.name, `传信：${t[0]?.name}`, { kind: 'test' }) },
    },
  ],
  onOut: ({ tx }) => {
    const ph = tx.state.phase;
    if (ph.kind === 'night')
      grantRight(tx, '信', 'send_test', 'phaseEnd', { window: '晨', kind: 'day', day: ph.day + 1 });
    else grantRight(tx, '信', 'send_test', 'phaseEnd', { window: 'n20', kind: 'night', day: ph.day });
  },
};

const variant: RulesetDef = {
  ...ruleset121,
  id: '121-day-windows-test',
  roles: { ...ruleset121.roles, messenger_test: messenger },
  dayWindows: [{ id: '晨', minutes: 30 }],
};
registerRuleset(variant);

const ROLES = { 狼A: '狼人', 狼B: '狼人', 信: '信使', 巫: '女巫', 民A: '村民', 民B: '村民', 民C: '村民' };

function table() {
  const g = Game.create(ROLES, {
    ruleset: '121-day-windows-test',
    options: { ignoreSetupConstraints: true },
  });
  g.start(Object.keys(ROLES));
  return g;
}

/** to the first night (the 竞选日 closed: its 晨 first, then its `day`) */
function toNight(g: Game) {
  while (g.state.phase.kind === 'day') g.close();
}

describe('dayWindows: windows inside a day', () => {
  it('a day opens in its first window, closing its minutes after the day opened (fixed: the night seconds); then `day` to the day’s close', () => {
    const g = table();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1, window: '晨' });
    const opened = g.state.phase.openedAt ?? 0;
    expect(g.state.phase.closesAt).toBe(opened + 600_000);
    g.close();
    expect(g.state.phase).toMatchObject({ kind: 'day', day: 1, window: 'day' });
    // the day's own close is the calendar's from the day's opening (fixed: daySeconds)
    expect(g.state.phase.closesAt).toBe(opened + 3_600_000);
  });

  it('votes cast in the first window stand at the day’s close', () => {
    const g = table();
    toNight(g);
    night(g);
    expect(g.state.phase.window).toBe('晨');
    g.votes({ 狼A: '民A', 狼B: '民A', 民A: '狼A' });
    g.close();
    expect(g.state.phase.window).toBe('day');
    g.close();
    expect(g.alive('民A')).toBe(false);
  });
});

describe('a right of one window', () => {
  it('is usable only while its window is open (WRONG_PHASE after) and lapses as it closes', () => {
    const g = table();
    toNight(g);
    night(g, { n40: () => g.act('狼A', '杀人', ['信']) });
    expect(g.alive('信')).toBe(false);
    expect(g.state.phase.window).toBe('晨');
    expect(g.state.rights.some((r) => r.holder === '信' && r.kind === 'send_test')).toBe(true);
    g.close();
    // lapsed with its window: nothing to use in `day`
    expect(g.state.rights.some((r) => r.holder === '信' && r.kind === 'send_test')).toBe(false);
    expect(g.actFails('信', '传信', ['民A']).code).toBe('SKILL_NOT_USABLE');
  });

  it('is refused before its window opens (WRONG_PHASE) and taken inside it', () => {
    const g = table();
    toNight(g);
    night(g);
    g.close();
    // day 2's vote puts 信 out: the right is the night's window n20's
    g.votes({ 狼A: '信', 狼B: '信' });
    g.close();
    expect(g.alive('信')).toBe(false);
    expect(g.state.phase.window).toBe('n10');
    expect(g.actFails('信', '传信', ['民B']).code).toBe('WRONG_PHASE');
    g.close();
    expect(g.state.phase.window).toBe('n20');
    g.act('信', '传信', ['民B']);
    expect(g.notes('信')).toContain('传信：民B');
  });
});
