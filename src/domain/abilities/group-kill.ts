import type { SkillDef } from '../engine/types';
import { one } from './targets';

/**
 * 杀人: the group's shared 指杀. By default any member may submit and the last submission stands (121, 211); with
 * `agreement: 'all'` the group must agree (classic 篇三(六)1: 必须所有人都统一意见), else no kill that night.
 */
export function groupKill(o: {
  id: string;
  name: string;
  group: string;
  window?: string;
  agreement?: 'all';
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    group: o.group,
    ...(o.agreement ? { agreement: o.agreement } : {}),
    effect: { kill: true, lethal: true },
    targets: { ...one, self: true, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.kill({ target: t, source: o.id, by: a.as, strength: 'zhisha' });
      },
    },
  };
}
