import { groupMembers } from '../engine/effects';
import type { Tx } from '../engine/tx';
import type { SkillDef } from '../engine/types';
import { err } from '../errors';

type Usable = NonNullable<NonNullable<SkillDef['limits']>['usable']>;

/**
 * A skill lost while its user is the last member of its group (121 大野狼 野性: 当大野狼为群内最后一狼时失去此技能; 白狼 撕咬:
 * 如狼群内无其他角色，白狼失去撕咬; 幼狼 牺牲: 尚未继承<杀人>技能): usable only while another member of `group` is in.
 */
export function whileGroupHasOthers(group: string): Usable {
  return (s, actor, rs) =>
    groupMembers(s, rs, group).some((m) => m.name !== actor.name)
      ? null
      : err('SKILL_NOT_USABLE', `${actor.name} 是群内最后一名角色，不能发动此技能`);
}

/**
 * 互知共群 after a character joins a group during the game (121 噩梦之影 after 恐惧, 狼弟 回家, 双子星暗 伪装, 女仆 顺从): every
 * member is told the group as it now is (the ruleset's template `yourGroup`).
 */
export function tellGroup(tx: Tx, group: string): void {
  const members = groupMembers(tx.state, tx.rs, group);
  for (const m of members) {
    const mates = members.filter((x) => x.name !== m.name).map((x) => x.name);
    tx.notify(m.name, tx.t('yourGroup', { names: mates.join('、') || '—' }), {
      kind: 'group',
      group,
      members: mates,
    });
  }
}
