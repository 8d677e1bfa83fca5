import { targetedLastNight } from '../engine/skills';
import type { SkillDef } from '../engine/types';
import { err } from '../errors';
import { one } from './targets';

/** 守护: protects against 指杀 tonight; the same character may not be protected two nights running. */
export function protect(o: { id: string; name: string; window?: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    targets: { ...one, self: true, among: 'alive' },
    choose: {
      excludes: ({ state, target }) => targetedLastNight(state, o.id, target.name, state.phase.day),
      validate: ({ state, targets }) => {
        const t = targets[0];
        return t && targetedLastNight(state, o.id, t.name, state.phase.day)
          ? err('SAME_TARGET_AS_LAST_NIGHT', `${t.name} 昨晚已被守护：不能连续两晚守护同一名玩家`)
          : null;
      },
    },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.guards.set(t, [...(ctx.guards.get(t) ?? []), a.as]);
      },
    },
  };
}
