import { seenFactionNow } from '../engine/effects';
import type { SkillDef } from '../engine/types';
import { one } from './targets';

/** A check that answers with what the target is seen as (预言: 狼人阵营 or not). */
export function factionCheck(o: {
  id: string;
  name: string;
  window?: string;
  answer: (seenFaction: string) => string;
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    timing: { ...(o.window ? { window: o.window } : {}) },
    effect: { feedback: true },
    targets: { ...one, self: false, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        // each settled target answers under the name the user chose (a swap or a reflection is not seen)
        a.targets.forEach((name, i) => {
          const t = ctx.char(name);
          const answer = o.answer(seenFactionNow(ctx, t));
          const shown = a.chosen[i] ?? name;
          ctx.notify(a.actor, ctx.ruleset.t.checkResult?.({ skill: o.name, name: shown, answer }) ?? answer, {
            kind: 'feedback',
            skill: o.id,
            target: shown,
            answer,
          });
        });
      },
    },
  };
}
