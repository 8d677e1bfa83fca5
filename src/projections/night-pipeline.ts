import { blockedBy, defsOf, groupHolders, protectedFrom } from '../domain/engine/effects';
import { drawer } from '../domain/engine/night/context';
import { effectiveActions, orderOf, runPipeline } from '../domain/engine/night/pipeline';
import { settleIndex, windowIndex } from '../domain/engine/skills';
import { Tx } from '../domain/engine/tx';
import type { Kill, RulesetDef, SettleEnv, SkillDef } from '../domain/engine/types';
import type { GameState } from '../domain/state';

/**
 * The one place the 结算过程 (src/projections/trace.ts) reads the night pipeline of the engine.
 * It re-runs the pure pipeline over the state as it stood when the night was settled, with the
 * draws the log recorded (a Tx over that state only reads them back, it never draws anew), and
 * hands back plain records. When the engine's pipeline changes shape, only this file follows.
 */

export interface PipelineAction {
  /** submission order (the ActionSubmitted's position among tonight's actions) */
  seq: number;
  /** whose skill it is (a 夺舍'd character's), and who submitted it */
  actor: string;
  by: string;
  skill: SkillDef;
  /** position in the order table, and the tier number of the text's table */
  order: number;
  tier: number | null;
  window: string | null;
  chosen: string[];
  /** present when it acted: the settled targets and what the actor saw for each */
  settled?: { target: string; chosen: string }[];
  /** present when a status of its user (or a group holder) stopped it */
  blocked?: { who: string; status: string };
}

export interface PipelineRun {
  actions: PipelineAction[];
  kills: Kill[];
  env: SettleEnv;
  voided: { actor: string; skill: string; target: string }[];
  /** redirections in force at the end of the actions: layer, from, to, by whom */
  redirects: { layer: string; from: string; to: string | null; owner: string }[];
}

function tierOf(rs: RulesetDef, order: number): number | null {
  let i = 0;
  for (const t of rs.order) {
    if (order >= i && order < i + t.skills.length) return t.tier;
    i += t.skills.length;
  }
  return null;
}

/**
 * The night's actions as the settling window's close resolved them, over `s` (the state just before); a slot after the
 * settlement (211 晨曦) resolved its own actions alone.
 */
export function runNight(s: GameState, rs: RulesetDef): PipelineRun {
  const draw = drawer(new Tx(s, rs, 0));
  const only =
    s.phase.kind === 'night' && s.phase.windowIndex > settleIndex(rs) ? s.phase.windowIndex : undefined;
  const all = Number.POSITIVE_INFINITY;
  const { ctx, acted } = runPipeline(s, rs, all, all, draw, only);
  const actedSeqs = new Map(acted.map(({ x, na }) => [x.a.seq, na]));
  const actions: PipelineAction[] = [];
  for (const x of effectiveActions(s, rs, all, only)) {
    const order = orderOf(rs, x.sk);
    const w = rs.nightWindows[windowIndex(rs, x.sk)];
    const base: PipelineAction = {
      seq: x.a.seq,
      actor: x.as.name,
      by: x.a.actor,
      skill: x.sk,
      order,
      tier: tierOf(rs, Math.floor(order)),
      window: w?.id ?? null,
      chosen: x.a.targets,
    };
    const na = actedSeqs.get(x.a.seq);
    if (na) {
      base.settled = na.targets.map((t, i) => ({ target: t, chosen: na.chosen[i] ?? t }));
    } else {
      // not acted: blocked by a status as its turn came (the pipeline re-run up to its slot)
      const before = runPipeline(s, rs, order, all, draw, only).ctx;
      const mine = blockedBy(rs, before.statuses(x.as.name), x.sk);
      if (mine) base.blocked = { who: x.as.name, status: mine.name };
      else if (x.sk.group && x.sk.effect?.kill)
        for (const m of groupHolders(s, rs, x.sk.group)) {
          const def = defsOf(rs, before.statuses(m.name)).find(({ def }) => def.blocks?.blocksKill)?.def;
          if (def) {
            base.blocked = { who: m.name, status: def.name };
            break;
          }
        }
    }
    actions.push(base);
  }
  const order = new Map(acted.map(({ x }, i) => [x.a.seq, i]));
  actions.sort(
    (a, b) =>
      a.order - b.order ||
      (order.get(a.seq) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.seq) ?? Number.MAX_SAFE_INTEGER) ||
      a.seq - b.seq,
  );
  return {
    actions,
    kills: ctx.kills,
    env: ctx,
    voided: ctx.voided,
    redirects: ctx.rules.map((r) => ({
      layer: r.layer,
      from: r.from,
      to: typeof r.to === 'string' ? r.to : null,
      owner: r.owner,
    })),
  };
}

/** How one kill settles, as the ruleset's `settle` decides it, with what stopped it when it did. */
export function settleKill(
  rs: RulesetDef,
  env: SettleEnv,
  k: Kill,
): { cause: string | null; stoppedBy: string[] } {
  const cause = rs.settle(env, k);
  if (cause) return { cause, stoppedBy: [] };
  const stoppedBy: string[] = [];
  if (protectedFrom(env, k))
    for (const { def } of defsOf(rs, env.statuses(k.target)))
      if (def.protection?.protects?.includes(k.strength as never)) stoppedBy.push(def.name);
  for (const by of env.guards.get(k.target) ?? []) stoppedBy.push(`守护（${by}）`);
  for (const by of env.saves.get(k.target) ?? []) stoppedBy.push(`救药（${by}）`);
  return { cause: null, stoppedBy };
}

/** The ruleset's settlement position of a kill's source (121 (22) 每次指杀依次结算). */
export function settlementRank(rs: RulesetDef, k: Kill): number {
  const i = rs.settlement.indexOf(k.source);
  return i < 0 ? rs.settlement.length : i;
}
