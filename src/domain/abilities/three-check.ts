import { seenFactionNow } from '../engine/effects';
import type { SkillDef } from '../engine/types';
import { ev } from '../events';
import { neighbours } from './adjacency';

/**
 * 狐狸's check of three (121 狐狸 查验, classic 狐狸): the user names one living player; the three are that one and its two
 * living neighbours on the seating (出局者 skipped, the ends adjacent); a wolf among them is what a check reads (狼人阵营 as seen).
 * A wolf: told 有狼, the skill stays; none: told 无狼 and the skill is lost for good (at the night's end). `hiddenKeeps` (121:
 * 如果有被预言查验为非狼人阵营，则视为三人无狼，但不失去技能): a wolf among them read 非狼 (隐狼) answers 无狼 but keeps the skill.
 * Templates foxWolf, foxNone (kept), foxNoneLost ({name}: the chosen one).
 */
export function threeCheck(o: { id: string; name: string; hiddenKeeps?: boolean }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    effect: { feedback: true },
    targets: { min: 1, max: 1, self: true, among: 'alive' },
    hooks: {
      resolve: (ctx, a) => {
        a.targets.forEach((name, i) => {
          const three = [name, ...neighbours(ctx.state, ctx.char(name), ctx.ruleset)].map((n) => ctx.char(n));
          const hit = three.some((c) => seenFactionNow(ctx, c) === 'wolves');
          const kept = !hit && !!o.hiddenKeeps && three.some((c) => c.faction === 'wolves');
          const shown = a.chosen[i] ?? name;
          const t = ctx.ruleset.t;
          const text = hit
            ? t.foxWolf?.({ name: shown })
            : kept
              ? t.foxNone?.({ name: shown })
              : t.foxNoneLost?.({ name: shown });
          ctx.notify(a.actor, text ?? '', { kind: 'feedback', skill: a.skill, target: shown, wolf: hit });
          if (!hit && !kept)
            ctx.later((tx) => tx.emit(ev('SkillLost', { actor: a.as, skill: a.skill, reason: 'used' })));
        });
      },
    },
  };
}
