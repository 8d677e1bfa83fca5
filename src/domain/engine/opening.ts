import { ev } from '../events';
import { pick, shuffle } from '../rng';
import type { Character, GameState } from '../state';
import { groupMembers, groupsOf } from './effects';
import { checkEnd, startPhase } from './flow';
import { checkSubmission, legalTargets, skillsOf, targetSpec } from './skills';
import type { Tx } from './tx';
import type { RulesetDef, SkillDef } from './types';

/**
 * 总体流程 1: before the first day the opening's skills (丘比特之箭, 伪装, 学习 …) are chosen in a
 * window of their own (day 0, `opening`), then resolved in the ruleset's opening order, each seeing
 * what the earlier ones did. A choice not made in time is drawn (行动时限: 一定时间不发动技能，技能选择的
 * 身份或技能目标随机决定), the draw an event; a declined optional one does nothing.
 */

const openingSkills = (s: GameState, rs: RulesetDef, c: Character): SkillDef[] =>
  skillsOf(s, rs, c).filter((k) => k.kind === 'opening');

/** Is there an opening? When the deal gives a character an opening skill, or the ruleset always has one. */
export function needsOpening(s: GameState, rs: RulesetDef): boolean {
  if (!rs.opening) return false;
  if (rs.opening.always || s.options.opening === true) return true;
  return s.chars.some((c) => openingSkills(s, rs, c).length > 0);
}

export function closeOpening(tx: Tx): void {
  const rs = tx.rs;
  const order = rs.opening?.order ?? [];
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? order.length : i;
  };
  const due: { c: Character; sk: SkillDef }[] = [];
  for (const c of tx.state.chars)
    for (const sk of openingSkills(tx.state, rs, c)) if (c.alive) due.push({ c, sk });
  due.sort((x, y) => rank(x.sk.id) - rank(y.sk.id) || x.c.seat - y.c.seat);
  for (const { c, sk } of due) {
    const s = tx.state;
    const me = s.chars.find((x) => x.name === c.name) as Character;
    const a = s.actions.find((x) => x.actor === c.name && x.skill === sk.id);
    if (a?.pass) continue;
    let targets = a?.targets ?? [];
    let choice = a?.choice ?? null;
    let how: 'chosen' | 'timeout' = 'chosen';
    // what was chosen may no longer hold after the earlier opening skills: drawn as if missed
    if (!a || !checkSubmission(s, rs, me, sk, targets, choice).ok) {
      const drawn = drawChoice(tx, me, sk);
      if (!drawn) continue;
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
    sk.hooks?.apply?.(
      tx,
      tx.state.chars.find((x) => x.name === c.name) as Character,
      targets.map((t) => tx.state.chars.find((x) => x.name === t) as Character),
      choice,
      how,
    );
  }
  if (rs.opening?.groupsAfter) tellGroups(tx);
  if (checkEnd(tx)) return;
  startPhase(tx, 'day', 1, 0);
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
