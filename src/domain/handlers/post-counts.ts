import type { ReportPostCounts } from '../commands';
import { own, put } from '../dict';
import type { Tx } from '../engine/tx';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import { resolveName } from './common';

// ReportPostCounts: the open day's posts by vest (潜水).

/**
 * 潜水: the post counts of the open discussion day (211 判罚 5), reported by an adapter or the director.
 * A later report of the same day replaces the earlier one until the day closes; vests compare after NFKC
 * normalisation; a vest the report leaves out posted 0. Recorded for every ruleset (the director reads
 * them); the cards follow only where the ruleset's text sets them (`cards.postCount`).
 */
export function reportPostCounts(tx: Tx, cmd: ReportPostCounts): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', '游戏尚未开始');
  if (s.status === 'ended') return err('GAME_ENDED', '游戏已经结束');
  const ph = s.phase;
  if (!Number.isInteger(cmd.day) || cmd.day < 1)
    return err('INVALID_INPUT', 'day 须为讨论日的天数（1、2……）');
  if (ph.kind !== 'day' || ph.day < 1 || ph.day !== cmd.day)
    return err(
      'WRONG_PHASE',
      ph.kind === 'day' && ph.day >= 1
        ? `现在进行的是第${ph.day}天的讨论，不是第${cmd.day}天`
        : `day ${cmd.day} is not open: post counts are reported before the day closes`,
      { day: ph.kind === 'day' && ph.day >= 1 ? ph.day : null },
    );
  const entries = Object.entries(cmd.counts ?? {});
  if (!entries.length) return err('INVALID_INPUT', 'counts 中没有任何马甲');
  const counts: Record<string, number> = {};
  for (const [vest, n] of entries) {
    const c = resolveName(s, vest);
    if (!c) return err('UNKNOWN_PLAYER', `没有名为“${quote(vest)}”的角色`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return err('INVALID_INPUT', `counts.${vest} 须为发帖数（0 或正整数）`);
    if (own(counts, c.name) !== undefined) return err('INVALID_INPUT', `counts 中 ${c.name} 出现了两次`);
    put(counts, c.name, n);
  }
  tx.emit(ev('PostCountsReported', { day: cmd.day, counts }));
  return null;
}
