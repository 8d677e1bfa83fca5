import type { RequestSpeed } from '../commands';
import { requestSpeed } from '../engine/clock';
import type { Tx } from '../engine/tx';
import { type DomainError, err } from '../errors';

import { actorChar } from './common';

// RequestSpeed: a living character asks for 加速 or 延时.

export function speedRequest(tx: Tx, cmd: RequestSpeed): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  if (cmd.request !== '加速' && cmd.request !== '延时')
    return err('INVALID_INPUT', 'request is 加速 or 延时');
  if (s.phase.kind === 'day' && s.phase.window !== 'day')
    return err('WRONG_PHASE', '加速 and 延时 apply to the discussion day, not to a PK or election window');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  return requestSpeed(tx, c.name, cmd.request);
}
