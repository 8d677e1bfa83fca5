import { groupMembers } from '../engine/effects';
import type { SkillDef } from '../engine/types';
import { one } from './targets';

/**
 * 杀人: the group's shared 指杀. By default any member may submit and the last submission stands (121, 211); with
 * `agreement: 'all'` the group must agree (classic 篇三(六)1: 必须所有人都统一意见), else no kill that night. Its source
 * (the kill's `by`: who put the target out, for the skills that ask) is whoever submitted it, or with `source: 'random'` a
 * living member drawn once a night (211 l.470 若[杀人]需要判定技能来源，则随机一群内成为该技能的来源; an heir holding it alone:
 * the heir), so it never depends on which member typed it.
 */
export function groupKill(o: {
  id: string;
  name: string;
  group: string;
  window?: string;
  agreement?: 'all';
  source?: 'random';
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
        let by = a.as;
        if (o.source === 'random') {
          const members = groupMembers(ctx.state, ctx.ruleset, o.group).map((c) => c.name);
          if (members.length > 1) by = ctx.draw(`${o.id}:source`, members) ?? by;
          else if (members.length === 1) by = members[0] as string;
        }
        for (const t of a.targets) ctx.kill({ target: t, source: o.id, by, strength: 'zhisha' });
      },
    },
  };
}
