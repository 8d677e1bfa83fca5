import { settleEnvNow } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { SkillDef } from '../../../engine/types';
import { type DomainError, err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [211] 出局后下一个可发动技能的时点 (义勇军<最后一枪>, 明光神姬<光明狩猎>, 蛮族之王<报复>): out by day (the vote, a 正午 skill)
// the next slot is that night's 黄昏1; out by night, that night's 晨曦1 — the right is usable there only (SKILL_NOT_USABLE
// elsewhere) and lapses with the night.

/** The slot after a character's out: 黄昏1 when out by day, 晨曦1 by night. */
export const slotAfterOut = (c: Character): string => (c.outPhase === 'day' ? '黄昏1' : '晨曦1');

/** Null in the slot after the out, else SKILL_NOT_USABLE naming the skill and that slot. */
export function atSlotAfterOut(s: GameState, c: Character, skill: string): DomainError | null {
  const slot = slotAfterOut(c);
  return s.phase.kind === 'night' && s.phase.window === slot
    ? null
    : err('SKILL_NOT_USABLE', `${skill}：只能在出局后的下一个时点（${slot}）发动`);
}

/**
 * The right for the slot after an out that happens now (usable in this day's night or this night), and the holder told by
 * `template` with its `slot` (黄昏 or 晨曦) and `params`.
 */
export function grantAfterOut(
  tx: Tx,
  name: string,
  right: string,
  template: string,
  params: Record<string, string | number> = {},
): void {
  const byDay = tx.state.phase.kind === 'day';
  const was = tx.rightsPhase;
  tx.rightsPhase = { kind: 'night', day: tx.state.phase.day };
  grantRight(tx, name, right, 'phaseEnd');
  tx.rightsPhase = was;
  tx.notify(name, tx.t(template, { ...params, slot: byDay ? '黄昏' : '晨曦' }), { kind: 'right', right });
}

/**
 * A right in the slot after the out: one other living character takes a [致死伤害], settled at once (a [不死] stops it, a
 * [坚韧] does not); its out shows in the next 公示 as any out of that slot.
 */
export function lethalShotAfterOut(o: { id: string; name: string }): SkillDef {
  return {
    id: o.id,
    name: o.name,
    kind: 'right',
    right: o.id,
    limits: { whileOut: true, usable: (s, c) => atSlotAfterOut(s, c, o.name) },
    targets: { min: 1, max: 1, self: false, among: 'alive' },
    hooks: {
      apply: (tx, actor, targets) => {
        const t = targets[0];
        if (!t) return;
        const cause = tx.rs.settle(settleEnvNow(tx.state, tx.rs), {
          target: t.name,
          source: o.id,
          by: actor.name,
          strength: 'lethal',
        });
        if (cause) goOut(tx, t.name, cause, actor.name);
      },
    },
  };
}
