import { applyStatus, groupsOf } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import { OPENING_RIGHT } from '../../../engine/skills';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, RulesetDef, UntilKind } from '../../../engine/types';
import type { Character } from '../../../state';

// [211] file 001 【叛皇阵营】30 美女画皮 (l.717–760): 学习之后和目标会不一致的全身份说明（未提及的身份则学习获取的技能和目标角色的身份一致）;
// 24 白骨精 化尸大法 (l.666): 获得结算目标的身份技能（机械狼版本）且刷新至初始. 用语定义 (l.127): 获得的技能若没有“刷新至初始”条目，则类别[开局]
// 的技能不可用，若有，则在获取技能的那个时段需要立刻决定是否发动[开局]类技能.
// The 机械狼版本 of a role is declared by the learned role (its `learnable`: the skills, its set-up where it differs); a role the
// list does not name gives its own skills (no group's: 群内 is the group's) and its own set-up. 刷新至初始: the learner has the
// role's set-up (the status takes the role: innate statuses, onOut) and what the role does as the game starts, at once; each
// [开局] skill it gives is hers with the right to decide it in the phase she gains it (需要立刻决定是否发动: the right
// `opening:<id>`, resolved at once; a missed <强制> one drawn; learned in the opening itself, the right is the 竞选日's).

/** The skills a 机械狼 gets from `role`: its declared version, else its own (a group's aside). */
export function learnedSkills(role: RoleDef | undefined): string[] {
  if (!role) return [];
  return (role.learnable?.skills ?? role.skills).filter((k) => !k.group).map((k) => k.id);
}

/** Does `c` hold `skill` as a 机械狼 learned it (a status of learnRole's that grants it)? The 机械狼版本 of a role's own skill. */
export function learnedBy(rs: RulesetDef, c: Character, skill: string): boolean {
  return c.statuses.some(
    (st) =>
      st.data?.learned === true &&
      rs.statuses[st.id]?.holder?.grantsSkills === true &&
      ((st.data?.skills as string[] | undefined) ?? []).includes(skill),
  );
}

/**
 * `learner` gets `role` as a 机械狼 does, by the status `status` (grantsSkills, takesRole): its skills, its set-up, its start
 * (刷新至初始), and the right to decide each [开局] skill at once.
 */
export function learnRole(
  tx: Tx,
  learner: string,
  role: RoleDef,
  status: string,
  o: { source: string; until: UntilKind | null },
): void {
  const skills = learnedSkills(role);
  applyStatus(tx, learner, status, {
    source: o.source,
    until: o.until,
    data: { skills, role: role.id, learned: true },
  });
  const me = tx.state.chars.find((c) => c.name === learner) as Character;
  const start = role.learnable && 'onStart' in role.learnable ? role.learnable.onStart : role.onStart;
  start?.(tx, me);
  const opening = (role.learnable?.skills ?? role.skills).filter((k) => !k.group && k.kind === 'opening');
  if (!opening.length) return;
  // 在获取技能的那个时段: now; learned as the opening closes, the phase after it (the 竞选日)
  const ph = tx.state.phase;
  const was = tx.rightsPhase;
  if (ph.kind === 'day' && ph.day === 0) tx.rightsPhase = { kind: 'day', day: 1 };
  for (const k of opening) {
    if (tx.state.rights.some((r) => r.holder === learner && r.kind === OPENING_RIGHT + k.id)) continue;
    grantRight(tx, learner, OPENING_RIGHT + k.id, 'phaseEnd');
    tx.notify(learner, tx.t('learnedOpening', { skill: k.name }), {
      kind: 'right',
      right: OPENING_RIGHT + k.id,
    });
  }
  tx.rightsPhase = was;
}

/**
 * 美女画皮 身份属性 (l.711): 机械狼通过接刀以外的方式获得了永久的<杀人>技能时，机械狼不能使用杀人。取而代之的是，机械狼将知晓狼人阵营中所有[群内]标签名单
 * 和[接刀]标签名单 — told the living [群内] and [接刀] ('画皮：狼人阵营[群内]：…；[接刀]：…。').
 */
export function tellWolfLists(tx: Tx, name: string): void {
  const rs = tx.rs;
  const group = tx.state.chars.filter((c) => c.alive && groupsOf(tx.state, rs, c).includes('wolves'));
  const heirs = tx.state.chars.filter(
    (c) =>
      c.alive &&
      (rs.roles[c.role]?.heir === 'wolves' ||
        c.statuses.some((st) => rs.statuses[st.id]?.holder?.heir === 'wolves')),
  );
  tx.notify(
    name,
    tx.t('paintedLists', {
      group: group.map((c) => c.name).join('、') || '—',
      heirs: heirs.map((c) => c.name).join('、') || '—',
    }),
    { kind: 'group', members: group.map((c) => c.name), heirs: heirs.map((c) => c.name) },
  );
}
