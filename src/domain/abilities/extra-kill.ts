import type { SkillDef } from '../engine/types';
import { one } from './targets';

/** An extra 指杀 of one's own (狼王 冲锋). */
export function extraKill(o: { id: string; name: string; window?: string; limit?: number }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    limits: { ...(o.limit !== undefined ? { limit: o.limit } : {}) },
    effect: { lethal: true },
    targets: { ...one, self: true, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'zhisha' });
      },
    },
  };
}
