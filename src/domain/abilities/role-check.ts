import { cardName, seenRoleNow } from '../engine/effects';
import type { SkillDef } from '../engine/types';
import { one } from './targets';

/**
 * A check that answers the target's role as it is seen (通灵: 得到其表面身份, 211 探查: 反馈结算目标的[表面身份]): each settled
 * target answers under the name the user chose, through the template `template` ({skill, name, role}).
 */
export function roleCheck(o: {
  id: string;
  name: string;
  template: string;
  self?: boolean;
  aliases?: string[];
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    ...(o.aliases ? { aliases: o.aliases } : {}),
    kind: 'night',
    effect: { feedback: true },
    targets: { ...one, self: o.self ?? false, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        a.targets.forEach((name, i) => {
          const role = cardName(ctx.ruleset, seenRoleNow(ctx, ctx.char(name)));
          const shown = a.chosen[i] ?? name;
          ctx.notify(a.actor, ctx.ruleset.t[o.template]?.({ skill: o.name, name: shown, role }) ?? role, {
            kind: 'feedback',
            skill: o.id,
            target: shown,
            role,
          });
        });
      },
    },
  };
}
