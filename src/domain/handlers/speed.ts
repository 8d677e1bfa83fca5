import type { RequestSpeed } from '../commands';
import { requestSpeed, speedWindowRefusal } from '../engine/clock';
import type { Tx } from '../engine/tx';
import { type DomainError, err } from '../errors';

import { actorChar } from './common';

// RequestSpeed: a living character asks for 加速 or 延时.

export function speedRequest(tx: Tx, cmd: RequestSpeed): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', '游戏尚未开始');
  if (s.status === 'ended') return err('GAME_ENDED', '游戏已经结束');
  if (cmd.request !== '加速' && cmd.request !== '延时')
    return err('INVALID_INPUT', 'request 须为“加速”或“延时”');
  if (s.phase.kind === 'day') {
    const refused = speedWindowRefusal(s, tx.rs);
    if (refused) return refused;
  }
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  return requestSpeed(tx, c.name, cmd.request);
}
