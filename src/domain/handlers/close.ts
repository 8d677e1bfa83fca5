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
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  const ph = s.phase;
  if (ph.closesAt === null || !ph.window) return err('NO_WINDOW_OPEN', 'no window is open');
  if (s.clock.pausedAt !== null)
    return err('CLOCK_PAUSED', 'the director paused the clock: resume it first (ruling resume)');
  if (cmd.by !== 'director' && meta.now < ph.closesAt) return err('NOT_DUE', 'the window is not due yet');
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
