import { skillIndex } from '../engine/effects';
import type { Tx } from '../engine/tx';
import type { SkillDef } from '../engine/types';
import type { GameState } from '../state';

/** The skills ever aimed at `name` by others (their 选择目标), tonight's pending ones included. */
export function aimedAt(s: GameState, name: string): string[] {
  const ids: string[] = [];
  for (const h of s.history)
    if (h.actor !== name && h.targets.includes(name) && !ids.includes(h.skill)) ids.push(h.skill);
  for (const a of s.actions)
    if (a.actor !== name && !a.pass && a.targets.includes(name) && !ids.includes(a.skill)) ids.push(a.skill);
  return ids;
}

/**
 * 镜像 (镜: 可任意选择一种曾对自身操作过的技能复制): a choice, by name, among the skills ever aimed at the user; `copy` writes the
 * copy (the role says when it takes effect), at the night's end (`later`) or as the skill's window closes (`now`), and the user
 * is told with the template `mirrored`.
 */
export function mirrorImage(o: {
  id: string;
  name: string;
  when: 'later' | 'now';
  copy: (tx: Tx, holder: string, skill: string) => void;
  timing?: SkillDef['timing'];
  limits?: SkillDef['limits'];
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    ...(o.timing ? { timing: o.timing } : {}),
    limits: o.limits ?? { limit: 1 },
    targets: { min: 0, max: 0, self: false, among: 'alive' },
    choose: {
      choicesFor: (s, c, rs) => {
        const idx = skillIndex(rs);
        return aimedAt(s, c.name)
          .map((k) => idx.get(k)?.name)
          .filter((n): n is string => Boolean(n));
      },
    },
    hooks: {
      resolve: (ctx, a) => {
        const idx = skillIndex(ctx.ruleset);
        const copied = aimedAt(ctx.state, a.as).find((x) => idx.get(x)?.name === a.choice);
        if (!copied) return;
        ctx[o.when]((tx) => {
          o.copy(tx, a.as, copied);
          tx.notify(a.as, tx.t('mirrored', { skill: a.choice ?? '' }), {
            kind: 'feedback',
            skill: o.id,
            copied,
          });
        });
      },
    },
  };
}
