import type { CloseWindow, Meta } from '../commands';
import { closeDay } from '../engine/day';
import { closeNightWindow } from '../engine/night';
import { closeOpening } from '../engine/opening';
import type { Tx } from '../engine/tx';
import { type DomainError, err } from '../errors';
import { ev } from '../events';

// CloseWindow: the open window closes, by its deadline or the director.

export function closeWindow(tx: Tx, cmd: CloseWindow, meta: Meta): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', '游戏尚未开始');
  if (s.status === 'ended') return err('GAME_ENDED', '游戏已经结束');
  const ph = s.phase;
  if (ph.closesAt === null || !ph.window) return err('NO_WINDOW_OPEN', '当前没有进行中的时段');
  if (s.clock.pausedAt !== null) return err('CLOCK_PAUSED', '导演已暂停计时：请先恢复计时（ruling resume）');
  if (cmd.by !== 'director' && meta.now < ph.closesAt) return err('NOT_DUE', '这个时段还没有到截止时间');
  tx.emit(
    ev('WindowClosed', {
      kind: ph.kind,
      day: ph.day,
      window: ph.window,
      by: cmd.by === 'director' ? 'director' : cmd.by,
      reason: cmd.reason ?? null,
    }),
  );
  if (ph.kind === 'day' && ph.day === 0) closeOpening(tx);
  else if (ph.kind === 'day') closeDay(tx);
  else closeNightWindow(tx);
  return null;
}
