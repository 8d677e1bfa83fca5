/**
 * The night engine (see docs/engine.md, The night):
 *   - `context.ts`: what one run of the pipeline collects (`NightCtx`), the night's seeded draws;
 *   - `pipeline.ts`: the order table, 选择目标 → 结算目标, voids, each action's record;
 *   - `windows.ts`: the windows closing in turn, their feedback, missed deadlines, 211's extra rounds;
 *   - `settlement.ts`: the settling window: tonight's statuses, the kills in the settlement list, the outs, the 公示.
 *
 * The night: its windows (the text's deadline groups) close one after another, the same windows
 * every night whoever was dealt. When a window closes, its skills' missed deadlines take their
 * default (视为放弃, or a random draw), the rights due in it lapse, and its skills' feedback goes out,
 * computed over the actions of the windows closed so far (a later window sees earlier results).
 * When a window opens, skills that need earlier results (女巫 通灵) get them. When the settling
 * window closes (the last, or 211's 凌晨2), every action resolves in the ruleset's one order table:
 *
 *   1. passive skills set up (镜 反射);
 *   2. each action in table order (ties in a tier: left to right; the same skill by several
 *      characters: a seeded draw, written as an event): void if its user is blocked now
 *      (沉默, 缴械 — tonight's statuses count from the moment they are applied); its chosen targets
 *      (选择目标) pass the redirection layers to the settled ones (结算目标: swap, sharing, bounce,
 *      reflection), immune targets drop out (拥抱, 隐身); then it resolves;
 *   3. what waits for the end of the actions (邪恶, 附身's report);
 *   4. tonight's statuses and changes are written, the kills settle in the settlement list, the
 *      dying go out in that order and those chained to them follow (连带出局顺序).
 */

import type { GameState } from '../../state';
import type { RulesetDef } from '../types';
import { type Run, runPipeline } from './pipeline';
import { type KillRecord, settleKills } from './settlement';

export type { ActionRecord, Run } from './pipeline';
export type { KillRecord } from './settlement';
export { closeNightWindow, runReveals } from './windows';

/**
 * The night's trace for a state before its resolution (the log replayed up to the settling window's
 * close): one run of the pipeline that draws nothing new, reading the night's recorded draws — each
 * action's record (tier, who submitted it and whose skill it is, chosen → settled targets, the
 * redirections that moved them, the immune ones, what blocked it) — and the kills as the settlement
 * judges them (target, source, by, strength; the out cause, or null when stopped), with the guards, saves
 * and tonight's statuses in `run.ctx`.
 */
export function traceNight(s: GameState, rs: RulesetDef): { run: Run; kills: KillRecord[] } {
  const round = s.phase.round ?? 0;
  const run = runPipeline(
    s,
    rs,
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    (key) => s.nightDraws?.[`night:${round}:${key}`] as never,
  );
  return { run, kills: settleKills(run.ctx) };
}
