import { own } from '../dict';
import { ev } from '../events';
import type { Tx } from './tx';

/**
 * pku 投降 (file 004 l.413): 若某一时刻某阵营的存活玩家均使开关处于打开状态，则游戏结束，该阵营判负. Judged whenever the
 * condition starts to hold — at a toggle, and when a member with the switch off goes out leaving only members with
 * it on (a faction with nobody alive has lost otherwise, not by surrender). The game ends at the caller's win check.
 */
export function surrenderBySwitches(tx: Tx): void {
  const rule = tx.rs.surrender;
  if (rule?.kind !== 'switches' || tx.state.status !== 'running') return;
  for (const f of rule.factions) {
    if (tx.state.surrendered?.includes(f)) continue;
    const living = tx.state.chars.filter((x) => x.alive && x.faction === f);
    if (living.length && living.every((x) => own(tx.state.surrenderSwitches, x.name)))
      tx.emit(ev('FactionSurrendered', { faction: f }));
  }
}
