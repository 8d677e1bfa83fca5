import { applyStatus, groupMembers } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { StatusDef } from '../../../engine/types';
import type { Character } from '../../../state';

/** [211] A [群内] tag a skill gives (毒后's first 下毒, 贼弟's 继承): a status putting its holder in the wolves' group. */
export const wolfTag = (id: string): StatusDef => ({ id, name: '群内', holder: { group: 'wolves' } });

/**
 * The character gains the [群内] tag (入狼群): the status, and each side told of the other (the group's members then, the
 * newcomer with `key`). Nothing when it holds the tag already.
 */
export function joinWolves(tx: Tx, name: string, status: string, key: string): void {
  const me = tx.state.chars.find((c) => c.name === name);
  if (!me || me.statuses.some((st) => st.id === status)) return;
  const mates = groupMembers(tx.state, tx.rs, 'wolves').map((m) => m.name);
  applyStatus(tx, name, status, { source: name, until: null });
  tx.notify(name, tx.t(key, { names: mates.join('、') || '—' }), {
    kind: 'group',
    group: 'wolves',
    members: mates,
  });
  for (const m of mates) tx.notify(m, tx.t('groupJoined', { name }), { kind: 'group', group: 'wolves' });
}

/**
 * 开局阶段结束后，若X属于狼人阵营，X获得所有狼人[群内]的名单 (魔教教主, 银狼, 狐狸精): told '群内狼：…' at the opening's step
 * 知晓群内狼 (the role's `openingSteps`), after 狼人阵营 共群.
 */
export function tellWolfList(tx: Tx, c: Character): void {
  if (c.faction !== 'wolves') return;
  const names = groupMembers(tx.state, tx.rs, 'wolves').map((m) => m.name);
  tx.notify(c.name, tx.t('wolvesGroup', { names: names.join('、') || '—' }), {
    kind: 'group',
    members: names,
  });
}

/**
 * 开局阶段结束后，若X属于狼人阵营，所有[群内]都知晓X是谁 (叛军首领, 巫蛊术女): each [群内] but X told `key` ('…：X。') at the opening's
 * step 知晓巫蛊术女/叛军首领 (the role's `openingSteps`), after 狼人阵营 共群.
 */
export const knownToGroup =
  (key: string) =>
  (tx: Tx, c: Character): void => {
    if (c.faction !== 'wolves') return;
    for (const m of groupMembers(tx.state, tx.rs, 'wolves'))
      if (m.name !== c.name) tx.notify(m.name, tx.t(key, { name: c.name }), { kind: 'group' });
  };
