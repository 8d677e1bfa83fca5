import type { SkillDef } from '../engine/types';
import { type PotionOptions, potion } from './potion';

/** A poison: the target goes out before the night ends. */
export function poison(o: PotionOptions): SkillDef {
  return potion(o, {
    effect: { lethal: true },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'poison' });
      },
    },
  });
}
