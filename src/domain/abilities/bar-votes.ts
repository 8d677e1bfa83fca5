import { applyStatus } from '../engine/effects';
import type { SkillDef } from '../engine/types';

/**
 * A right to bar players from the next day's vote (121 替罪羊 冤死: 指定下一个游戏日中哪些角色不得投票; classic 替罪羊: 他可以指定下一天哪些
 * 玩家可以参与投票，哪些玩家不可以): each named one gets `status` (a `vote.noVote` one) until the next day's end, and the 公示 says
 * so through the template `template` ({name, names, day}).
 */
export function barVotes(o: {
  id: string;
  name: string;
  right: string;
  status: string;
  template: string;
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'right',
    right: o.right,
    limits: { whileOut: true },
    targets: { min: 0, max: 1000, self: false, among: 'alive' },
    hooks: {
      apply: (tx, actor, targets) => {
        const day = tx.state.phase.day + 1;
        for (const t of targets)
          applyStatus(tx, t.name, o.status, { source: actor.name, at: { at: 'dayEnd', day } });
        if (!targets.length) return;
        const names = targets.map((t) => t.name);
        tx.news(tx.t(o.template, { name: actor.name, names: names.join('、'), day }), {
          kind: 'no_vote',
          by: actor.name,
          names,
          day,
        });
      },
    },
  };
}
