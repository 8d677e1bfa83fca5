import { describe, expect, it } from 'vitest';
import type { RoleDef, RulesetDef, VoteHookCtx } from '../../src/domain/engine/types';
import { registerRuleset } from '../../src/domain/rulesets';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { voteResultOf } from './121/given';
import { day, opening } from './121/tables';
import { Game } from './harness';

/**
 * The vote hooks read a learned role (engine/day.ts `voteHookHolders`): a character holding a status that grants skills
 * and names a role (`data.role`: 121 机械狼's 学习) runs that role's `learnable` vote hooks at the role's place in
 * `voteHookOrder`, after the role's own holders (121 l.310 替罪羊，同替罪羊，但判定出局条件在真替罪羊之后) — on a test-only
 * variant of 121 with a role 试羊 whose tie hook puts its holder out, and whose learner's hook does the same.
 */
const tieOut = (cause: string) => (h: VoteHookCtx) => {
  h.out = h.holder;
  h.cause = cause;
};

const tieRole: RoleDef = {
  id: 'tie_test',
  name: '试羊',
  faction: 'village',
  cite: 'test',
  skills: [],
  onTie: tieOut('tie_test'),
  learnable: { skills: [], onTie: tieOut('tie_learned') },
};

const variant: RulesetDef = {
  ...ruleset121,
  id: '121-learned-vote-hooks-test',
  roles: { ...ruleset121.roles, tie_test: tieRole },
  voteHookOrder: ['tie_test', ...ruleset121.voteHookOrder],
  t: {
    ...ruleset121.t,
    'tieOut.tie_test': ({ name }) => `平票，${name} 出局（本身）。`,
    'tieOut.tie_learned': ({ name }) => `平票，${name} 出局（学习）。`,
    'cause.tie_test': () => '试',
    'cause.tie_learned': () => '试',
  },
};
registerRuleset(variant);

const ROLES = {
  狼A: '狼人',
  狼B: '狼人',
  机: '机械狼',
  预: '预言家',
  试: '试羊',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

/** Night 1 open after the 机械狼 learned `who`. */
function learning(who: string) {
  const g = Game.create(ROLES, { ruleset: variant.id, options: { ignoreSetupConstraints: true } });
  g.start(Object.keys(ROLES));
  opening(g, () => g.act('机', '学习', [who]));
  return g;
}

/** Day 2 closed on a tie between 民A and 民B. */
function tie(g: Game) {
  g.closeNight();
  day(g, { 狼A: '民A', 狼B: '民B' });
}

describe('vote hooks of a learned role (learnable.onTie / onVoteOut)', () => {
  it('the role’s own holder is judged first: on a tie 试 goes out, the learner stays', () => {
    const g = learning('试');
    tie(g);
    expect(voteResultOf(g, 2)).toContain('平票，试 出局（本身）。');
    expect(g.alive('机')).toBe(true);
  });

  it('判定…在真…之后: with the holder out, the learner’s own hook settles the tie', () => {
    const g = learning('试');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '试', reason: '测试' } });
    tie(g);
    expect(voteResultOf(g, 2)).toContain('平票，机 出局（学习）。');
    expect(g.alive('机')).toBe(false);
  });

  it('a learner of a role whose learnable declares no hook has none (the tie stands: nobody out)', () => {
    const g = learning('民A');
    g.ok({ type: 'MakeRuling', ruling: { kind: 'kill', target: '试', reason: '测试' } });
    tie(g);
    expect(g.alive('机')).toBe(true);
    expect(g.alive('民A')).toBe(true);
  });
});
