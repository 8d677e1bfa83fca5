import { describe, expect, it } from 'vitest';
import type { RoleDef, SkillDef } from '../../../src/domain/engine/types';
import { ruleset121 } from '../../../src/domain/rulesets/121';
import { ruleset211 } from '../../../src/domain/rulesets/211';
import { collectRoles, compileInherit } from '../../../src/domain/rulesets/compile';

// Issue 10: a role is one file — its statuses, texts, factions, extra skills and what a 机械狼 learns of it are its
// own declarations; the ruleset's one role list is merged by `collectRoles`, which refuses an id declared twice.
const skill = (id: string): SkillDef => ({
  id,
  name: id,
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
});
const role = (id: string, more: Partial<RoleDef> = {}): RoleDef => ({
  id,
  name: id,
  faction: 'village',
  cite: 'test',
  skills: [],
  ...more,
});

describe('collectRoles: the roles merged into the ruleset', () => {
  it("a role's statuses, templates, factions and extra skills reach the ruleset beside the general ones", () => {
    const st = { id: 'marked', name: '标记' };
    const tpl = () => '标记。';
    const extra = skill('extra');
    const c = collectRoles(
      [
        role('a', {
          statuses: [st],
          templates: { marked: tpl },
          factions: [{ id: 'solo', name: '三方阵营' }],
          extraSkills: [extra],
        }),
      ],
      { statuses: { revealed: { id: 'revealed', name: '翻牌' } }, templates: { hello: () => '你好' } },
    );
    expect(Object.keys(c.statuses)).toEqual(['revealed', 'marked']);
    expect(c.t.marked?.({})).toBe('标记。');
    expect(c.t.hello?.({})).toBe('你好');
    expect(c.factions.solo?.name).toBe('三方阵营');
    expect(c.extraSkills).toEqual([extra]);
  });

  it('a status id declared twice with different definitions is refused, naming both declarers', () => {
    const a = role('a', { statuses: [{ id: 'mark', name: '标记', vote: { noVote: true } }] });
    const b = role('b', { statuses: [{ id: 'mark', name: '标记' }] });
    expect(() => collectRoles([a, b])).toThrow(
      /status id 'mark' is declared twice with different definitions \(a \(a\), b \(b\)\)/,
    );
    // against the ruleset's own
    expect(() => collectRoles([b], { statuses: { mark: { id: 'mark', name: '标记' } } })).toThrow(
      /status id 'mark' .*\(the ruleset, b \(b\)\)/,
    );
  });

  it('the same definition shared by two roles is no clash (狼人 and 狼王 hold one 杀人)', () => {
    const kill = skill('kill');
    const st = { id: 'mark', name: '标记' };
    const c = collectRoles([
      role('a', { skills: [kill], statuses: [st] }),
      role('b', { skills: [kill], statuses: [st] }),
    ]);
    expect(Object.keys(c.roles)).toEqual(['a', 'b']);
  });

  it('a template, a skill, a faction or a role id declared twice is refused', () => {
    expect(() =>
      collectRoles([
        role('a', { templates: { x: () => '甲' } }),
        role('b', { templates: { x: () => '乙' } }),
      ]),
    ).toThrow(/template id 'x'/);
    expect(() =>
      collectRoles([role('a', { skills: [skill('s')] }), role('b', { skills: [skill('s')] })]),
    ).toThrow(/skill id 's'/);
    // a learned variant may not reuse a role's skill id with another definition
    expect(() =>
      collectRoles([role('a', { skills: [skill('s')] }), role('b', { learnable: { skills: [skill('s')] } })]),
    ).toThrow(/skill id 's'/);
    expect(() =>
      collectRoles([
        role('a', { factions: [{ id: 'f', name: '甲' }] }),
        role('b', { factions: [{ id: 'f', name: '乙' }] }),
      ]),
    ).toThrow(/faction id 'f'/);
    expect(() => collectRoles([role('a'), role('a')])).toThrow(/role id 'a'/);
  });

  it("接刀: the heirs rank by the text's 接刀顺序, then the other declared heirs in list order", () => {
    const roles = Object.fromEntries(
      [
        role('cupid', { name: '丘比特', heir: 'wolves' }),
        role('ghost', { name: '幽灵', heir: 'wolves' }),
        role('mech', { name: '机械狼', heir: 'wolves' }),
      ].map((r) => [r.id, r]),
    );
    expect(compileInherit({ wolves: ['石像鬼', '铁柱', '机械狼', '幽灵'] }, roles)).toEqual({
      wolves: ['mech', 'ghost', 'cupid'],
    });
  });

  it('the rulesets as compiled: 121 接刀顺序 石像鬼、铁柱、机械狼，幽灵 then 丘比特; 211 地头蛇, 魔教教主; the learned skills are extra skills', () => {
    expect(ruleset121.inherit).toEqual({
      wolves: ['gargoyle', 'iron_pillar', 'mech_wolf', 'ghost', 'cupid'],
    });
    // 211 接刀顺序 (empty in the text) read as the section's order: 地头蛇 (2), 采花大盗 (4), 魔教教主 (13) … (rulesets/211/order.ts)
    const heirs211 = ['local_bully', 'flower_thief', 'demon_cult_master'];
    expect(ruleset211.inherit?.wolves?.filter((id) => heirs211.includes(id))).toEqual(heirs211);
    // (a role added later brings its own: adding a role touches no shared test)
    expect(ruleset121.extraSkills?.map((k) => k.id)).toEqual(
      expect.arrayContaining([
        'lovers_heir_kill',
        'lovers_kill',
        'mech_betray',
        'mech_duel',
        'mech_freeze',
        'mech_guard',
        'mech_medium',
        'mech_poison',
        'mech_prophecy',
        'mech_slander',
      ]),
    );
    // a role's status and text: 乌鸦's 诽谤 counts two, 嫔妃's one
    expect(ruleset121.statuses.slandered?.vote?.extraVotes).toBe(2);
    expect(ruleset211.statuses.slandered?.vote?.extraVotes).toBe(1);
    // (each role adds its own: 秘术玄女's 术法指定 …)
    expect(ruleset211.commonSkills.map((k) => k.id)).toEqual(
      expect.arrayContaining([
        'badge',
        'declaration',
        'boon_choice',
        'meal_counted',
        'meal_limited',
        'arcane_pick',
      ]),
    );
  });
});
