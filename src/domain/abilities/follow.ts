import { applyStatus } from '../engine/effects';
import type { SkillDef } from '../engine/types';

/**
 * 认主 / 榜样 at the opening (classic 影子, 野孩子: 在第一天丘比特和情侣之后睁眼，指定一名玩家): one other player, <强制> (a missed choice is
 * drawn); the user holds `status` with data.of = [him] — the status's `onOtherOut` says what his out does — and is told the
 * template `told` ({name}).
 */
export function follow(o: { id: string; name: string; status: string; told: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'opening',
    force: { mandatory: true, onTimeout: 'random' },
    limits: { limit: 1 },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      apply: (tx, actor, targets) => {
        const m = targets[0];
        if (!m) return;
        applyStatus(tx, actor.name, o.status, { source: actor.name, until: null, data: { of: [m.name] } });
        tx.notify(actor.name, tx.t(o.told, { name: m.name }), { kind: 'feedback', skill: o.id });
      },
    },
  };
}
