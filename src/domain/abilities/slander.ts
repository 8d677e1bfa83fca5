import type { SkillDef } from '../engine/types';
import { one } from './targets';

/**
 * 诽谤: each settled target gets the status that adds votes against it in the next day's vote (121 乌鸦 多计两票, 211 嫔妃
 * 多计一票: the ruleset's role declares the status `slandered` with its `extraVotes` and 公示).
 */
export function slander(o: { id: string; name: string; status?: string }): SkillDef {
  const status = o.status ?? 'slandered';
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    targets: { ...one, self: true, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        for (const t of a.targets) ctx.status(t, status, { source: a.as });
      },
    },
  };
}
