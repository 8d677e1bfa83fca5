import { grantRight } from '../engine/flow';
import type { Tx } from '../engine/tx';

/** 可留遗言 / 出局后无论是否拥有遗言机会均可获得一次遗言: a last word beyond the quota when the quota is spent. */
export function ensureLastWords(tx: Tx, name: string): void {
  if (tx.state.rights.some((r) => r.holder === name && r.kind === 'last_words')) return;
  grantRight(tx, name, 'last_words', 'nextDayStart');
  // 遗言 until the next day opens (the right lapses then): the notice says which day
  tx.notify(name, tx.t('lastWordsRight', { day: tx.state.phase.day + 1 }), {
    kind: 'right',
    right: 'last_words',
  });
}
