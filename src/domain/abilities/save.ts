import type { SkillDef } from '../engine/types';
import { type PotionOptions, potion } from './potion';

/** A save: the target does not go out from 指杀 tonight. */
export function save(o: PotionOptions): SkillDef {
  return potion(o, {
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.saves.set(t, [...(ctx.saves.get(t) ?? []), a.as]);
      },
    },
  });
}
