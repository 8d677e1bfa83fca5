import type { Tx } from '../engine/tx';
import type { SkillDef } from '../engine/types';
import type { ErrorCode } from '../errors';
import { err } from '../errors';
import type { Character, GameState } from '../state';

/**
 * 顺从 (顺从的女仆, 121 不定阵营 4 and 211 不定身份 3): once a game, a night skill naming one character out that takes its card
 * when the skill's window closes (so the card's night skills act the same night); lost while the maid is one of the lovers
 * (121 如果女仆是情侣之一的话…失去顺从; 211 当女仆为[真爱情侣]，则该技能不能发动). Each ruleset says whom she may name and what
 * taking the card gives (`take`).
 */
export function obey(o: {
  id: string;
  name: string;
  /** the lovers' status that takes the skill, with the refusal */
  lover: { status: string; code: ErrorCode; message: string };
  /** whether the out character may be named (121: voted out today; 211: out today, any once pregnant) */
  eligible: (state: GameState, actor: Character, target: Character) => boolean;
  /** what taking the card does, at the window's close */
  take: (tx: Tx, maid: string, from: Character) => void;
}): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'night',
    limits: {
      limit: 1,
      usable: (_s, actor) =>
        actor.statuses.some((st) => st.id === o.lover.status) ? err(o.lover.code, o.lover.message) : null,
    },
    effect: { designated: false },
    targets: { min: 1, max: 1, self: false, among: 'out' },
    choose: { excludes: ({ state, actor, target }) => !o.eligible(state, actor, target) },
    hooks: {
      resolve: (ctx, a) => {
        const t = a.targets[0];
        if (!t) return;
        ctx.now((tx) => {
          const from = tx.state.chars.find((c) => c.name === t);
          if (from) o.take(tx, a.as, from);
        });
      },
    },
  };
}
