import type { NightCtx, Op } from '../engine/types';
import type { GameState } from '../state';

/**
 * The records of the nights (`state.history`: each resolved action with its settled targets) as the texts ask for them.
 */

/** Whom `actor`'s `skill` settled on in night `night` (every use: 贵妃's 宠溺 twice once pregnant). */
export function settledOn(s: GameState, actor: string, skill: string, night: number): string[] {
  return s.history
    .filter((h) => h.phase === 'night' && h.day === night && h.actor === actor && h.skill === skill)
    .flatMap((h) => h.settled ?? h.targets);
}

/** The first target of `actor`'s last `skill` that took effect before night `before` (a blocked night leaves none). */
export function lastSettled(s: GameState, actor: string, skill: string, before: number): string | undefined {
  const h = s.history
    .filter((x) => x.phase === 'night' && x.day < before && x.actor === actor && x.skill === skill)
    .sort((a, b) => b.day - a.day)[0];
  return h ? (h.settled?.[0] ?? h.targets[0]) : undefined;
}

/** Tonight's operations as a report names them (`<技能>目标、目标；…`): what a controller did (幽灵 夺舍, 狐狸精 神魂颠倒). */
export const describeOps = (ctx: NightCtx, ops: Op[]): string =>
  ops
    .map((op) => {
      const sk = ctx.ruleset.roles[ctx.char(op.actor).role]?.skills.find((k) => k.id === op.skill);
      const name = sk?.name ?? op.skill;
      return op.chosen.length ? `<${name}>${op.chosen.join('、')}` : `<${name}>`;
    })
    .join('；');
