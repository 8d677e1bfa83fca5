import { ev } from '../events';
import { pick, shuffle } from '../rng';
import type { Character, GameState } from '../state';
import { applySkill, groupMembers, groupsOf } from './effects';
import { checkEnd, startPhase } from './flow';
import { checkSubmission, legalTargets, openingRightOf, skillsOf, targetSpec } from './skills';
import type { Tx } from './tx';
import type { RulesetDef, SkillDef } from './types';

/**
 * 总体流程 1: before the first day the opening's skills (丘比特之箭, 伪装, 学习 …) are chosen in a
 * window of their own (day 0, `opening`), then resolved in the ruleset's opening order, each seeing
 * what the earlier ones did. A choice not made in time is drawn (行动时限: 一定时间不发动技能，技能选择的
 * 身份或技能目标随机决定), the draw an event; a declined optional one does nothing.
 */

/** The character's [开局] skills, but one gained with its own right (刷新至初始: decided in the phase after, not drawn here). */
const openingSkills = (s: GameState, rs: RulesetDef, c: Character): SkillDef[] =>
  skillsOf(s, rs, c).filter((k) => k.kind === 'opening' && !openingRightOf(s, c, k));

/** Is there an opening? When the deal gives a character an opening skill, or the ruleset always has one. */
export function needsOpening(s: GameState, rs: RulesetDef): boolean {
  if (!rs.opening) return false;
  if (rs.opening.always || s.options.opening === true) return true;
  return s.chars.some((c) => openingSkills(s, rs, c).length > 0);
}

export function closeOpening(tx: Tx): void {
  resolveOpening(tx, true);
  if (checkEnd(tx, 'phaseEnd')) return;
  startPhase(tx, 'day', 1, 0);
}

/** An entry of `opening.order` that is a step of the opening, no skill (`step:知晓群内狼`). */
export const OPENING_STEP = 'step:';

/**
 * The opening in the ruleset's order: the opening skills due (when its window was open) and its steps that are no
 * skill — the groups told at `groupsAt`, the roles' `openingSteps` — each at its place, skills of one entry in seat
 * order. A game dealt no opening skill has no window: its steps run as it starts (the groups were told at the deal).
 */
export function resolveOpening(tx: Tx, window: boolean): void {
  const rs = tx.rs;
  const order = rs.opening?.order ?? [];
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? order.length : i;
  };
  type Due = { rank: number; seat: number; c?: Character; sk?: SkillDef; step?: string };
  const steps: Due[] = [];
  order.forEach((id, i) => {
    if (id.startsWith(OPENING_STEP)) steps.push({ rank: i, seat: 0, step: id.slice(OPENING_STEP.length) });
  });
  // the next entry due, in the order: an earlier skill may give a character a card whose opening skills are then due in
  // their place (211 盗贼 偷换); a skill resolved already (an instant one, at its submission) is not again
  const done = new Set<string>();
  // a group's opening skill (211 窥天) is the group's: once, by its first member in seat order unless one submitted it
  const key = (d: Due) =>
    d.step !== undefined
      ? `step\u0000${d.step}`
      : d.sk?.group
        ? `group\u0000${d.sk.group}\u0000${d.sk.id}`
        : `${d.c?.name}\u0000${d.sk?.id}`;
  const resolved = (c: Character, sk: SkillDef) =>
    tx.state.history.some((h) => h.day === 0 && h.phase === 'day' && h.actor === c.name && h.skill === sk.id);
  const next = (): Due | undefined => {
    const due: Due[] = steps.filter((d) => !done.has(key(d)));
    if (window)
      for (const c of tx.state.chars)
        if (c.alive)
          for (const sk of openingSkills(tx.state, rs, c)) {
            const d = { rank: rank(sk.id), seat: c.seat, c, sk };
            if (!done.has(key(d)) && !resolved(c, sk)) due.push(d);
          }
    due.sort((x, y) => x.rank - y.rank || x.seat - y.seat);
    return due[0];
  };
  let grouped = false;
  for (let d = next(); d; d = next()) {
    done.add(key(d));
    const { c, sk, step } = d;
    if (step !== undefined) {
      if (window && rs.opening?.groupsAfter && step === rs.opening.groupsAt && !grouped) {
        tellGroups(tx);
        grouped = true;
      }
      for (const x of tx.state.chars) if (x.alive) rs.roles[x.role]?.openingSteps?.[step]?.(tx, x);
      continue;
    }
    if (c && sk) resolveOne(tx, c, sk);
  }
  if (window && rs.opening?.groupsAfter && !grouped) tellGroups(tx);
}

/** One opening skill of one character: its choice, or a draw when missed or no longer legal. */
function resolveOne(tx: Tx, due: Character, sk: SkillDef): void {
  const rs = tx.rs;
  const s = tx.state;
  // a group's: the last submission of any member stands, made by that member
  const a = s.actions.find((x) =>
    sk.group ? x.group === sk.group && x.skill === sk.id : x.actor === due.name && x.skill === sk.id,
  );
  const c = sk.group && a ? (s.chars.find((x) => x.name === a.actor) ?? due) : due;
  const me = s.chars.find((x) => x.name === c.name) as Character;
  if (a?.pass) return;
  // a skill that says so is forfeited when missed (视为放弃: nothing drawn)
  if (!a && sk.force?.onTimeout === 'forfeit') return;
  let targets = a?.targets ?? [];
  let choice = a?.choice ?? null;
  let how: 'chosen' | 'timeout' = 'chosen';
  // what was chosen may no longer hold after the earlier opening skills: drawn as if missed
  if (!a || !checkSubmission(s, rs, me, sk, targets, choice).ok) {
    const drawn = drawChoice(tx, me, sk);
    if (!drawn) return;
    ({ targets, choice } = drawn);
    how = 'timeout';
    tx.notify(
      c.name,
      tx.t('timeoutRandom', {
        skill: sk.name,
        targets: [...targets, choice ?? ''].filter(Boolean).join('、'),
      }),
      { kind: 'timeout', skill: sk.id, targets, choice },
    );
  }
  tx.emit(
    ev('ActionsResolved', { day: 0, phase: 'day', actions: [{ actor: c.name, skill: sk.id, targets }] }),
  );
  applySkill(
    tx,
    sk,
    tx.state.chars.find((x) => x.name === c.name) as Character,
    targets.map((t) => tx.state.chars.find((x) => x.name === t) as Character),
    choice,
    how,
  );
}

/** The role groups told their members as the opening left them (a lover wolf without its [群内] is not in). */
function tellGroups(tx: Tx): void {
  const rs = tx.rs;
  for (const c of tx.state.chars) {
    const group = rs.roles[c.role]?.group;
    if (!group || !c.alive || !groupsOf(tx.state, rs, c).includes(group)) continue;
    const mates = groupMembers(tx.state, rs, group).filter((m) => m.name !== c.name);
    tx.notify(c.name, tx.t('yourGroup', { names: mates.map((m) => m.name).join('、') || '—' }), {
      kind: 'group',
      group,
      members: mates.map((m) => m.name),
    });
  }
}

/** A random choice for a missed opening skill: its legal targets and choices, the draw an event. */
function drawChoice(tx: Tx, c: Character, sk: SkillDef): { targets: string[]; choice: string | null } | null {
  const s = tx.state;
  const rs = tx.rs;
  const spec = targetSpec(s, c, sk);
  const choices = (sk.choose?.choicesFor ? sk.choose?.choicesFor(s, c, rs) : sk.choose?.choices) ?? [];
  const want = spec.max === 0 ? 0 : Math.max(spec.min, 1);
  const legal = legalTargets(s, tx.rs, c, sk).map((t) => t.name);
  if (want > legal.length) return null;
  return tx.draw(`opening:${sk.id}`, (rng) => {
    const [order, r1] = shuffle(rng, legal);
    if (!choices.length) return [{ targets: order.slice(0, want), choice: null }, r1];
    const [choice, r2] = pick(r1, choices);
    return [{ targets: order.slice(0, want), choice: choice as string | null }, r2];
  });
}
