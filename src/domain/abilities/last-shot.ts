import { goOut } from '../engine/flow';
import type { SkillDef } from '../engine/types';
import { one } from './targets';

/** A shot after going out (最后一枪): the target goes out at once. */
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
        tx.news(tx.t('shot', { name: actor.name, skill: o.name, target: t.name }), {
          kind: 'shot',
          by: actor.name,
          target: t.name,
        });
        goOut(tx, t.name, 'shot', actor.name);
      },
    },
  };
}
