import { applyStatus, changeFaction } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { SkillDef, StatusDef } from '../../../engine/types';
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

/**
 * A [不死] that lasts until another goes out, then a 连带 致死伤害 (巫妖匣 同命's target, 粉丝 追随): the status's source is the one
 * whose out ends it; its own 连带 passes it (该[不死]状态失效); by day the follower's out is announced as 其他原因.
 */
export function undyingUntilOut(id: string, kind: string): StatusDef {
  return {
    id,
    name: '不死',
    vote: { noVoteOut: true },
    protection: { protects: ['zhisha', 'pierce', 'poison', 'lethal'], protectsNot: [kind] },
    notice: { tell: true },
    chain: { on: 'source', kind, strength: 'lethal', cause: kind, announce: 'outOther', announceByDay: true },
  };
}

/** 不定阵营's [开局]<强制> choice of a master (开局: 选择主人): another character; a missed choice is drawn. */
export function chooseMaster(
  id: string,
  name: string,
  apply: (tx: Tx, actor: Character, master: Character) => void,
): SkillDef {
  return {
    id,
    name,
    aliases: ['选择主人'],
    kind: 'opening',
    force: { mandatory: true },
    limits: { limit: 1 },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      apply: (tx, actor, targets) => {
        const t = targets[0];
        if (!t) return;
        followHost(tx, actor, t);
        apply(tx, actor, t);
      },
    },
  };
}
