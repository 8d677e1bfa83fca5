import { describe, expect, it } from 'vitest';
import { applyStatus } from '../../src/domain/engine/effects';
import type { RoleDef, RulesetDef } from '../../src/domain/engine/types';
import { registerRuleset } from '../../src/domain/rulesets';
import { ruleset121 } from '../../src/domain/rulesets/121';
import { night } from './121/given';
import { day } from './121/tables';
import { Game } from './harness';

/**
 * `blocks.immuneFrom(actor, q)`: the users whose skills settling on the holder are void, told on whom (`q.holder`), with
 * which skill (`q.skill`) and in which state (121 富商: 拒绝…富商被其技能选择为目标时，视为技能使用不成功) — on a test-only
 * variant of 121 whose 试 holds a status voiding the 预言 of whoever holds a mark naming him.
 */
const marked: RoleDef = {
  id: 'marked_test',
  name: '受庇者',
  faction: 'village',
  cite: 'test',
  innate: [{ status: 'ward_test' }],
  skills: [],
  // the seer 预 is marked by him at the start
  onStart: (tx, c) => applyStatus(tx, '预', 'mark_test', { source: c.name, until: null }),
};

const variant: RulesetDef = {
  ...ruleset121,
  id: '121-immune-from-test',
  roles: { ...ruleset121.roles, marked_test: marked },
  statuses: {
    ...ruleset121.statuses,
    ward_test: {
      id: 'ward_test',
      name: '庇护',
      blocks: {
        immuneFrom: (actor, { state, holder, skill }) =>
          skill.id === 'prophecy' &&
          state.chars.some((c) => c.name === holder) &&
          actor.statuses.some((st) => st.id === 'mark_test' && st.source === holder),
      },
    },
    mark_test: { id: 'mark_test', name: '标记' },
  },
};
registerRuleset(variant);

const ROLES = {
  狼A: '狼人',
  狼B: '狼人',
  预: '预言家',
  预2: '预言家',
  巫: '女巫',
  试: '受庇者',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

function table() {
  const g = Game.create(ROLES, {
    ruleset: '121-immune-from-test',
    options: { ignoreSetupConstraints: true },
  });
  g.start(Object.keys(ROLES));
  day(g);
  return g;
}

describe('immuneFrom reads the holder, the skill and the state', () => {
  it('the marked seer’s 预言 on the holder is void (反馈为空); his 预言 on another answers', () => {
    const g = table();
    night(g, { n60: () => g.act('预', '预言', ['试']) });
    expect(g.notes('预')).toContain('预言：反馈为空。');
    day(g);
    night(g, { n60: () => g.act('预', '预言', ['狼A']) });
    expect(g.notes('预')).toContain('预言：狼A 的查验结果为<狼人阵营>。');
  });

  it('another skill (the witch’s 毒药) on the holder takes effect; an unmarked seer’s 预言 answers', () => {
    const g = table();
    night(g, { n60: () => g.act('预2', '预言', ['试']), n90: () => g.act('巫', '毒药', ['试']) });
    expect(g.notes('预2')).toContain('预言：试 的查验结果为<非狼人阵营>。');
    expect(g.alive('试')).toBe(false);
  });
});
