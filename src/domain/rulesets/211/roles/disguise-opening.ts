import { applyStatus } from '../../../engine/effects';
import type { Tx } from '../../../engine/tx';
import type { SkillDef } from '../../../engine/types';
import { readSnow, type SnowDisguise } from './snow-demon';

/**
 * [211] An opening skill <强制> that sets the user's own surface (贼弟 潜藏, 老鸨 装模作样): the choice is one disguise as 雪隐's
 * `身份[/阵营][/带刀|不带刀]` (none given: nothing is set; 坚韧 is 雪隐's only), kept as the status `status` with `data(d, tx)`.
 */
export function disguiseOpening(o: {
  id: string;
  name: string;
  status: string;
  data?: (d: SnowDisguise, tx: Tx) => Record<string, unknown>;
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'opening',
    force: { mandatory: true },
    limits: { limit: 1 },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    choose: {
      parseChoice: (_s, choice, _t, rs) => {
        if (!choice?.trim()) return null;
        const r = readSnow(rs, choice, 1);
        return typeof r === 'string' ? r : r.tough ? `${o.name}不能附加坚韧` : null;
      },
    },
    hooks: {
      apply: (tx, actor, _t, choice) => {
        if (!choice?.trim()) return;
        const r = readSnow(tx.rs, choice, 1);
        if (typeof r === 'string' || !r.d[0]) return;
        applyStatus(tx, actor.name, o.status, {
          source: actor.name,
          until: null,
          data: o.data ? o.data(r.d[0], tx) : { ...r.d[0] },
        });
      },
    },
  };
}
