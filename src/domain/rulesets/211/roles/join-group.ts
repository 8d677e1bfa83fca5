import { applyStatus, groupMembers } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { StatusDef } from '../../../engine/types';

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
