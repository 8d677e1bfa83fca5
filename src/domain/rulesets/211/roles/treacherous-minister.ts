import type { RoleDef, RulesetDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [211] file 001 【叛皇阵营】22 奸佞[群内]（男）⑨: 诬陷[午夜] [0][指定] —— 选择目标：任意一名角色，每有一只[群内]狼死亡，该技能次数+1。
// 结算效果：结算目标永久获得[业炎]状态。
// Reading: 每有一只[群内]狼死亡 counts the characters out now whose role is [群内] (or a status made them so) — a lover wolf
// that never had the tag does not count; the uses left are those deaths less his uses so far.

const SKILL = 'frame';

/** [群内] wolves out now (their role's tag, or a status's: 毒后 after her first 下毒). */
function groupDead(s: GameState, rs: RulesetDef): number {
  return s.chars.filter(
    (c) =>
      !c.alive &&
      (rs.roles[c.role]?.group === 'wolves' ||
        c.statuses.some((st) => (st.data?.group ?? rs.statuses[st.id]?.holder?.group) === 'wolves')),
  ).length;
}

const usesLeft = (s: GameState, rs: RulesetDef, c: Character, id: string) =>
  groupDead(s, rs) - (c.uses[id] ?? 0);

/** 诬陷 (`tell`: told how many [群内] wolves are out, each use). */
const frameOf = (id: string, tell: boolean): SkillDef => ({
  id,
  name: '诬陷',
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  limits: {
    // [0]: 每有一只[群内]狼死亡，该技能次数+1
    usable: (s, c, rs) =>
      usesLeft(s, rs, c, id) > 0 ? null : err('SKILL_USED_UP', '<诬陷>次数为0：每有一只[群内]狼死亡，次数+1'),
  },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.status(t, 'karma', { source: a.as, until: null });
      // 机械狼版本 (美女画皮 l.728): 每次发动技能时都会得知当前有多少群内狼出局
      if (tell)
        ctx.notify(a.as, ctx.ruleset.t.frameDead?.({ n: groupDead(ctx.state, ctx.ruleset) }) ?? '', {
          kind: 'feedback',
          skill: id,
        });
    },
  },
});

export const treacherousMinister: RoleDef = {
  id: 'treacherous_minister',
  name: '奸佞',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 22',
  group: 'wolves',
  templates: { frameDead: ({ n }) => `诬陷：当前有 ${n} 只群内狼出局。` },
  skills: [frameOf(SKILL, false)],
  // 美女画皮 (l.728) 奸佞：每次发动技能时都会得知当前有多少群内狼出局 (in 诬陷's slot, just after it)
  learnable: { skills: [{ ...frameOf('mech_frame', true), timing: { window: '午夜', orderAs: SKILL } }] },
};
