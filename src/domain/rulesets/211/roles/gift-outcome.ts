import type { Tx } from '../../../engine/tx';
import type { SkillDef } from '../../../engine/types';

/**
 * [211] A gift's outcome, the giver's passive (恶役千金 礼物, 潘多拉 赠礼): when the night's actions end, each gift of the giver
 * (status `status`, its data with `decision`) that was opened and is bad puts its holder in the out tally as [致死伤害] from the
 * giver (`id`: the tally's entry and the cause); one not opened (or undecided) gives [迷魂] from the giver to the next night's
 * start (若选择不打开，则该玩家获得来自于X的[迷魂]状态，持续至下一个夜晚开始); each choice goes into the next 公示 by `news`
 * (收礼玩家的选择和礼物信息白天公示，但玩家匿名).
 */
export function giftOutcome<G extends { decision?: 'open' | 'refuse' }>(o: {
  id: string;
  status: string;
  bad: (g: G) => boolean;
  news: (tx: Tx, g: G, open: boolean) => void;
}): SkillDef {
  return {
    id: o.id,
    name: '坏礼物',
    kind: 'passive',
    force: { mandatory: true },
    effect: { lethal: true },
    timing: { window: '凌晨1' },
    limits: { whileOut: true },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    hooks: {
      onNightStart: (ctx, holder) =>
        ctx.atEnd((c) => {
          for (const r of c.state.chars) {
            const st = r.statuses.find((x) => x.id === o.status && x.source === holder.name);
            if (!st) continue;
            const g = st.data as G;
            const open = g.decision === 'open';
            if (open && o.bad(g))
              c.kill({ target: r.name, source: o.id, by: holder.name, strength: 'lethal', cause: o.id });
            if (!open) c.status(r.name, 'dazed', { source: holder.name, until: 'nightStart' });
            c.later((tx) => o.news(tx, g, open));
          }
        }),
    },
  };
}
