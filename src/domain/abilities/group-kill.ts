import type { SkillDef } from '../engine/types';
import { one } from './targets';

/** 杀人: the group's shared 指杀; any member may submit, the last submission stands. */
export function groupKill(o: { id: string; name: string; group: string; window?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    group: o.group,
    effect: { kill: true, lethal: true },
    targets: { ...one, self: true, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'zhisha' });
      },
    },
  };
}
