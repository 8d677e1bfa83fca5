import { goOut, passedOut } from '../engine/flow';
import type { SkillDef } from '../engine/types';
import { one } from './targets';

/**
 * A shot after going out (最后一枪): the target goes out at once — unless a status keeps it in (121 太阳 by day: 只可死在夜晚)
 * or hands its out on: then the 公示 says the shot and that the target is still in (the ruleset's `shotSpared`), never 出局.
 */
export function lastShot(o: { id: string; name: string; right: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'right',
    right: o.right,
    limits: { whileOut: true },
    targets: { ...one, self: false, among: 'alive' },
    hooks: {
      apply: (tx, actor, targets) => {
        const t = targets[0];
        if (!t) return;
        const spared = passedOut(tx.state, tx.rs, t, 'shot') !== null && tx.rs.t.shotSpared !== undefined;
        tx.news(tx.t(spared ? 'shotSpared' : 'shot', { name: actor.name, skill: o.name, target: t.name }), {
          kind: 'shot',
          by: actor.name,
          target: t.name,
          ...(spared ? { outcome: 'spared' } : {}),
        });
        goOut(tx, t.name, 'shot', actor.name);
      },
    },
  };
}
