import { applyStatus, changeFaction } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { StatusDef } from '../../../engine/types';
import type { Character } from '../../../state';

/**
 * [211] 不定阵营: 转入相同阵营，跟随该角色阵营变动 (巫妖匣 同命, 粉丝 追随, 影武者 附身 …). The follower joins the host's faction
 * (你的阵营转变为xx阵营) and a `follows_host` status keeps it following. 特殊：不是无阵营角色使用该系列身份的技能时，转变阵营的效果无效 —
 * only a follower still of 不定阵营 moves.
 */
export const followsHost: StatusDef = {
  id: 'follows_host',
  name: '跟随阵营',
  holder: {
    onFactionChange: (tx, holder, _st, changed) => changeFaction(tx, holder.name, changed.faction, 'follow'),
  },
};

export function followHost(tx: Tx, follower: Character, host: Character): void {
  if (follower.faction !== 'undetermined') return;
  changeFaction(tx, follower.name, host.faction, 'follow');
  applyStatus(tx, follower.name, 'follows_host', {
    source: host.name,
    until: null,
    data: { of: [host.name] },
  });
}
