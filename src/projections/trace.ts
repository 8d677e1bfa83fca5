import { skillIndex } from '../domain/engine/effects';
import type { Strength } from '../domain/engine/types';
import type { Envelope } from '../domain/events';
import { replay } from '../domain/evolve';
import { rulesetOf } from '../domain/rulesets';
import { runNight, settleKill, settlementRank } from './night-pipeline';

/**
 * 结算过程: how a closed night resolved, step by step, derived from the log alone. The state just
 * before the night's `ActionsResolved` is rebuilt by replay and the pure pipeline is run over it
 * again with the draws the log recorded, so anyone holding the log (an auditor, `npm run audit`)
 * reproduces the same trace. A night with extra rounds (211 长夜漫漫) has one entry per round.
 */

export interface TraceStep {
  /** 1-based position in the resolution */
  step: number;
  /** the tier of the ruleset's order table (121 总体流程 3: (0) … (22)); null for a skill the table does not list */
  tier: number | null;
  window: string | null;
  /** whose skill it is, and who submitted it when another did (夺舍, a group member) */
  actor: string;
  by: string;
  skill: string;
  skillId: string;
  /** 选择目标 → 结算目标 */
  chosen: string[];
  settled: string[];
  outcome: 'acted' | 'blocked' | 'void';
  /** the status that stopped it, and on whom */
  blocked?: { who: string; status: string };
  /** each chosen target a redirection moved: where to and by which layer (交换, 拥抱, 反弹 …) and whose */
  redirected?: { from: string; to: string; layer: string; owner: string }[];
  /** targets immune at that moment (拥抱, 隐身, 企鹅 冻自己): the operation on them had no effect */
  voided?: string[];
  /** the kills this step dealt, by position in `settlement` */
  kills?: number[];
}

export interface TraceKill {
  /** 1-based position in the settlement (121 (22) 每次指杀依次结算) */
  order: number;
  target: string;
  by: string;
  skill: string;
  strength: Strength;
  /** 指杀 / 毒杀 / 穿透 / 致死伤害 */
  strengthName: string;
  chain: boolean;
  /** the step that dealt it (null: a chain or an effect at the end of the actions) */
  step: number | null;
  outcome: 'out' | 'stopped' | 'already_out';
  cause?: string;
  causeName?: string;
  stoppedBy?: string[];
}

export interface NightRoundTrace {
  round: number;
  steps: TraceStep[];
  settlement: TraceKill[];
  /** who went out as the night resolved, in order, chained outs included */
  outs: { name: string; cause: string; causeName: string }[];
}

export interface NightTrace {
  game: string;
  ruleset: string;
  night: number;
  rounds: NightRoundTrace[];
}

const STRENGTH: Record<Strength, string> = {
  zhisha: '指杀',
  poison: '毒杀',
  pierce: '穿透',
  lethal: '致死伤害',
};

/** The nights the log has settled (their day numbers). */
export function settledNights(log: readonly Envelope[]): number[] {
  const out: number[] = [];
  for (const e of log)
    if (e.type === 'ActionsResolved' && e.data.phase === 'night' && !out.includes(e.data.day))
      out.push(e.data.day);
  return out;
}

/** The trace of night `n`, or null when the log has not settled that night. */
export function nightTrace(log: readonly Envelope[], n: number): NightTrace | null {
  const at: number[] = [];
  log.forEach((e, i) => {
    if (e.type === 'ActionsResolved' && e.data.phase === 'night' && e.data.day === n) at.push(i);
  });
  if (!at.length) return null;
  const first = log[0];
  if (first?.type !== 'GameCreated') return null;
  const rs = rulesetOf(first.data.ruleset);
  if (!rs) return null;
  const cause = (c: string) =>
    c === 'tongshou' ? '同守同救' : (rs.t[`cause.${c}`]?.({}) ?? rs.t[c]?.({}) ?? c);
  const rounds = at.map((i, round): NightRoundTrace => {
    const before = replay(log.slice(0, i));
    const run = runNight(before, rs);
    const steps: TraceStep[] = run.actions.map((a, k) => {
      const settled = a.settled ?? [];
      const step: TraceStep = {
        step: k + 1,
        tier: a.tier,
        window: a.window,
        actor: a.actor,
        by: a.by,
        skill: a.skill.name,
        skillId: a.skill.id,
        chosen: a.chosen,
        settled: settled.map((t) => t.target),
        outcome: a.blocked ? 'blocked' : a.settled && (settled.length || !a.chosen.length) ? 'acted' : 'void',
      };
      if (a.blocked) step.blocked = a.blocked;
      const moved = settled.filter((t) => t.target !== t.chosen);
      if (moved.length)
        step.redirected = moved.map((t) => {
          const r = run.redirects.find((x) => x.from === t.chosen && (x.to === t.target || x.to === null));
          return { from: t.chosen, to: t.target, layer: r?.layer ?? '', owner: r?.owner ?? '' };
        });
      const voided = run.voided
        .filter((v) => v.actor === a.actor && v.skill === a.skill.id)
        .map((v) => v.target);
      if (voided.length) step.voided = [...new Set(voided)];
      return step;
    });
    const ordered = run.kills
      .map((k, i) => ({ k, i }))
      .sort((x, y) => settlementRank(rs, x.k) - settlementRank(rs, y.k) || x.i - y.i);
    const dying = new Set<string>();
    const settlement: TraceKill[] = ordered.map(({ k }, j) => {
      const from = steps.find(
        (s) => !k.chain && s.outcome === 'acted' && s.skillId === k.source && s.settled.includes(k.target),
      );
      const kill: TraceKill = {
        order: j + 1,
        target: k.target,
        by: k.by,
        skill: from?.skill ?? skillIndex(rs).get(k.source)?.name ?? k.source,
        strength: k.strength,
        strengthName: STRENGTH[k.strength] ?? k.strength,
        chain: k.chain === true,
        step: from?.step ?? null,
        outcome: 'out',
      };
      if (from) from.kills = [...(from.kills ?? []), j + 1];
      if (dying.has(k.target)) {
        kill.outcome = 'already_out';
        return kill;
      }
      const r = settleKill(rs, run.env, k);
      if (r.cause) {
        dying.add(k.target);
        kill.cause = r.cause;
        kill.causeName = cause(r.cause);
      } else {
        kill.outcome = 'stopped';
        kill.stoppedBy = r.stoppedBy;
      }
      return kill;
    });
    // who went out as this round resolved: the outs after its ActionsResolved, before the next phase
    const outs: NightRoundTrace['outs'] = [];
    for (let j = i + 1; j < log.length; j++) {
      const e = log[j] as Envelope;
      if (e.type === 'PhaseStarted' || e.type === 'ActionsResolved') break;
      if (e.type === 'CharacterOut')
        outs.push({ name: e.data.name, cause: e.data.cause, causeName: cause(e.data.cause) });
    }
    return { round, steps, settlement, outs };
  });
  return { game: first.data.id, ruleset: first.data.ruleset, night: n, rounds };
}
