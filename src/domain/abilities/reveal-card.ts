import { applyStatus } from '../engine/effects';
import type { Tx } from '../engine/tx';
import type { Character } from '../state';

/**
 * [翻牌]: the user's actual role becomes public. 211: [翻牌]技能都会公示…是否有角色翻牌、是否有角色出局 — never
 * which skill or target. By night the line waits for the next 公示.
 */
export function revealCard(tx: Tx, c: Character, shown?: string): void {
  if (c.statuses.some((st) => tx.rs.statuses[st.id]?.holder?.revealed)) return;
  const revealed = Object.values(tx.rs.statuses).find((d) => d.holder?.revealed);
  if (revealed) applyStatus(tx, c.name, revealed.id, { source: c.name, until: null });
  // `shown`: the card turned up when it is not the actual one (121 机械狼's learned 骑士 shows 骑士)
  const role = shown ?? tx.rs.roles[c.role]?.name ?? c.role;
  tx.news(tx.t('flipped', { name: c.name, role }), { kind: 'reveal', name: c.name, role: c.role });
}
