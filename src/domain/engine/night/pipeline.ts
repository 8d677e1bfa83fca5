import type { Character, GameState, PendingAction } from '../../state';
import { blockedBy, defsOf, groupHolders } from '../effects';
import {
  actsWhileOut,
  controlledBy,
  controllerOf,
  hasLost,
  roleOf,
  skillsOf,
  targetSpec,
  usesLeft,
  windowIndex,
} from '../skills';
import type { NightAction, Op, RulesetDef, SkillDef } from '../types';
import { type Ctx, type Drawer, makeCtx, text } from './context';

/** Position of a skill in the order table; unlisted skills come last, in submission order. */
export function orderIndex(rs: RulesetDef, skill: string): number {
  let i = 0;
  for (const tier of rs.order) {
    const j = tier.skills.indexOf(skill);
    if (j >= 0) return i + j;
    i += tier.skills.length;
  }
  return Number.MAX_SAFE_INTEGER;
}

/** A skill's order: its own slot, or just after the skill it copies (真身份牌轮次优先). */
export function orderOf(rs: RulesetDef, sk: SkillDef): number {
  if (sk.orderAs) return orderIndex(rs, sk.orderAs) + 0.5;
  return orderIndex(rs, sk.id);
}

export interface Found {
  a: PendingAction;
  sk: SkillDef;
  /** whose skill it is: the submitter, or the character it controls (夺舍) */
  as: Character;
}

function skillOfAction(s: GameState, rs: RulesetDef, a: PendingAction): Found | null {
  const actor = s.chars.find((c) => c.name === a.actor);
  if (!actor) return null;
  const sk = skillsOf(s, rs, actor).find((k) => k.id === a.skill);
  if (!sk) return null;
  const own =
    roleOf(rs, actor).skills.includes(sk) ||
    sk.group !== undefined ||
    actor.statuses.some((st) => ((st.data?.skills as string[]) ?? []).includes(sk.id));
  const ctl = own ? null : controlledBy(s, rs, actor.name);
  return { a, sk, as: ctl ?? actor };
}

/** The actions that may take effect, in table order; only those due by window `maxWindow`. */
export function effectiveActions(
  s: GameState,
  rs: RulesetDef,
  maxWindow = Number.POSITIVE_INFINITY,
): Found[] {
  const out: Found[] = [];
  for (const a of s.actions) {
    if (a.pass) continue;
    const found = skillOfAction(s, rs, a);
    if (found?.sk.kind !== 'night') continue;
    if (windowIndex(rs, found.sk) > maxWindow) continue;
    const { sk, as } = found;
    // 以下身份如未出局、未失去技能: a group skill stands while any holder is in
    if (sk.group) {
      if (!groupHolders(s, rs, sk.group).length) continue;
    } else if ((!as.alive && !actsWhileOut(rs, as)) || hasLost(as, sk, rs)) continue;
    if (usesLeft(s, rs, as, sk) <= 0) continue;
    // a controlled character's own choices give way to its controller's (夺舍)
    if (as.name === a.actor && !sk.group && controllerOf(s, rs, a.actor)) continue;
    const spec = targetSpec(s, as, sk);
    if (a.targets.some((t) => !s.chars.find((c) => c.name === t && c.alive) && spec.among === 'alive'))
      continue;
    out.push(found);
  }
  return out.sort((x, y) => orderOf(rs, x.sk) - orderOf(rs, y.sk) || x.a.seq - y.a.seq);
}

/** The actors a skill blocks on: the group's holders for a group [杀人] (冻到狼群内角色则空刀), else the user. */
function blockReason(ctx: Ctx, x: Found): { who: string; status: string; tell: boolean } | null {
  const rs = ctx.ruleset;
  const check = (c: Character, sk: SkillDef) => {
    const def = blockedBy(rs, ctx.statuses(c.name), sk);
    return def ? { who: c.name, status: def.name, tell: Boolean(def.tellBlocked) } : null;
  };
  const mine = check(x.as, x.sk);
  if (mine) return mine;
  if (x.sk.group && x.sk.kill)
    for (const m of groupHolders(ctx.state, rs, x.sk.group)) {
      const def = defsOf(rs, ctx.statuses(m.name)).find(({ def }) => def.blocksKill)?.def;
      if (def) return { who: m.name, status: def.name, tell: Boolean(def.tellBlocked) };
    }
  return null;
}

/**
 * 选择目标 → 结算目标: each chosen target passes the ruleset's redirection layers in order, each
 * once (踢球: the ball is checked where it lies now); a sharing rule keeps the target and adds one.
 * Targets immune now (拥抱, 隐身, 企鹅 冻自己) drop out, unless reached by sharing or the user's own.
 */
function settleTargets(ctx: Ctx, x: Found): { target: string; chosen: string }[] {
  const rs = ctx.ruleset;
  const spec = targetSpec(ctx.state, x.as, x.sk);
  const designated = x.sk.designated ?? spec.max > 0;
  let cur = x.a.targets.map((t) => ({ target: t, chosen: t, shared: false }));
  const na: NightAction = { ...x.a, chosen: x.a.targets, as: x.as.name, submitted: x.a.targets };
  if (designated)
    for (const layer of rs.redirectOrder) {
      const next: typeof cur = [];
      for (const c of cur) {
        const rule = ctx.rules.find(
          (r) =>
            r.layer === layer &&
            r.from === c.target &&
            r.owner !== x.as.name &&
            (r.applies ? r.applies(na, x.sk, ctx) : true),
        );
        if (!rule) {
          next.push(c);
          continue;
        }
        let to: string | undefined;
        if (typeof rule.to === 'string') to = rule.to;
        else if ('actor' in rule.to) to = x.as.name;
        else {
          const except = rule.to.except;
          const among = ctx.state.chars
            .filter((ch) => ch.alive && !except.includes(ch.name))
            .map((ch) => ch.name);
          to = ctx.draw(`${layer}:${rule.from}:${x.a.group ?? x.a.actor}:${x.a.skill}`, among);
        }
        if (!to) {
          next.push(c);
          continue;
        }
        rule.caught?.(na, x.sk, to);
        if (rule.share) next.push(c, { target: to, chosen: to, shared: true });
        else next.push({ target: to, chosen: c.chosen, shared: c.shared });
      }
      cur = next;
    }
  const seen = new Set<string>();
  return cur.filter((c) => {
    if (seen.has(c.target)) return false;
    seen.add(c.target);
    if (c.shared || c.target === x.as.name) return true;
    const immune = defsOf(rs, ctx.statuses(c.target)).some(
      ({ def }) =>
        def.immune === true || (def.immune === 'designated' && designated) || def.immuneTo?.includes(x.sk.id),
    );
    if (immune) ctx.voided.push({ actor: x.as.name, skill: x.sk.id, target: c.target });
    return !immune;
  });
}

/** Orders actions of the same slot by different characters with a seeded draw over the skill's holders. */
function breakTies(ctx: Ctx, list: Found[]): Found[] {
  const rs = ctx.ruleset;
  const rank = new Map<Found, number>();
  for (let i = 0; i < list.length; i++) {
    const x = list[i] as Found;
    const same = list.filter((y) => y.sk.id === x.sk.id && !y.sk.group);
    if (same.length < 2 || rank.has(x)) continue;
    // the skill's holders by their role or a status (a stable list for the draw)
    const holders = ctx.state.chars
      .filter(
        (c) =>
          rs.roles[c.role]?.skills.some((k) => k.id === x.sk.id) ||
          c.statuses.some((st) => ((st.data?.skills as string[]) ?? []).includes(x.sk.id)),
      )
      .map((c) => c.name);
    const order = ctx.shuffle(`tie:${x.sk.id}`, holders);
    for (const y of same) rank.set(y, order.indexOf(y.as.name));
  }
  return [...list].sort(
    (x, y) =>
      orderOf(rs, x.sk) - orderOf(rs, y.sk) || (rank.get(x) ?? 0) - (rank.get(y) ?? 0) || x.a.seq - y.a.seq,
  );
}

/**
 * Runs the pipeline over the night's actions, up to (not including) order `upto`, over the actions
 * of skills due by window `maxWindow`. Skills the order table does not list run last.
 */
export function runPipeline(
  s: GameState,
  rs: RulesetDef,
  upto = Number.POSITIVE_INFINITY,
  maxWindow = Number.POSITIVE_INFINITY,
  draw?: Drawer,
) {
  const ctx = makeCtx(s, rs, draw);
  for (const c of s.chars) {
    // passives come with the role or a status that grants skills
    if (!c.alive) continue;
    if (
      !roleOf(rs, c).skills.some((k) => k.onNightStart) &&
      !c.statuses.some((st) => rs.statuses[st.id]?.grantsSkills)
    )
      continue;
    for (const sk of skillsOf(s, rs, c))
      if (
        sk.kind === 'passive' &&
        sk.onNightStart &&
        !hasLost(c, sk, rs) &&
        !blockedBy(rs, ctx.statuses(c.name), sk)
      )
        sk.onNightStart(ctx, c);
  }
  const acted: { x: Found; na: NightAction }[] = [];
  for (const x of breakTies(ctx, effectiveActions(s, rs, maxWindow))) {
    const ord = orderOf(rs, x.sk);
    if (ord >= upto) break;
    ctx.writing.window = windowIndex(rs, x.sk);
    const blocked = blockReason(ctx, x);
    if (blocked) {
      if (blocked.tell)
        ctx.notify(blocked.who, text(rs, 'blocked', { status: blocked.status, skill: x.sk.name }), {
          kind: 'blocked',
          skill: x.sk.id,
          status: blocked.status,
        });
      continue;
    }
    const settled = settleTargets(ctx, x);
    const na: NightAction = {
      ...x.a,
      targets: settled.map((t) => t.target),
      chosen: settled.map((t) => t.chosen),
      as: x.as.name,
      submitted: x.a.targets,
    };
    ctx.current = na;
    acted.push({ x, na });
    x.sk.onUse?.(ctx, na);
    if (x.a.targets.length > 0 && !settled.length) {
      // 反馈为空: the operation happened and had no effect
      if (x.sk.feedback)
        ctx.notify(x.a.actor, text(rs, 'feedbackEmpty', { skill: x.sk.name }), {
          kind: 'feedback',
          skill: x.sk.id,
          empty: true,
        });
      continue;
    }
    x.sk.resolve?.(ctx, na);
    const op: Op = {
      actor: x.as.name,
      by: x.a.actor,
      skill: x.sk.id,
      targets: na.targets,
      chosen: na.chosen,
      order: ord,
    };
    ctx.ops.push(op);
  }
  ctx.current = null;
  ctx.writing.window = undefined;
  if (upto === Number.POSITIVE_INFINITY) for (const fn of ctx.ends) fn(ctx);
  return { ctx, acted };
}
