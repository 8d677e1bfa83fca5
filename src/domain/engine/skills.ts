import { type DomainError, err } from '../errors';
import { type Character, findChar, type GameState, hasStatus, type Right } from '../state';
import type { RoleDef, RulesetDef, SkillDef } from './types';

export function roleOf(rs: RulesetDef, c: Character): RoleDef {
  const r = rs.roles[c.role];
  if (!r) throw new Error(`unknown role ${c.role}`);
  return r;
}

/** The skills a character can ever use: its role's plus the ruleset's common ones it holds a right for. */
export function skillsOf(s: GameState, rs: RulesetDef, c: Character): SkillDef[] {
  const own = roleOf(rs, c).skills;
  const common = rs.commonSkills.filter((k) => k.right && holdsRight(s, c.name, k.right));
  return [...own, ...common];
}

export function findSkill(s: GameState, rs: RulesetDef, c: Character, key: string): SkillDef | undefined {
  const k = key.normalize('NFKC').trim();
  return skillsOf(s, rs, c).find((sk) => sk.id === k || sk.name === k);
}

export function holdsRight(s: GameState, name: string, kind: string): Right | undefined {
  return s.rights.find((r) => r.holder === name && r.kind === kind);
}

/** Lost for good: taken away, or it goes with a skill that is lost or used up (女巫: 通灵 with 救药). */
export function hasLost(c: Character, sk: SkillDef, rs: RulesetDef): boolean {
  if (c.lost.includes(sk.id)) return true;
  if (sk.requires === undefined) return false;
  if (c.lost.includes(sk.requires)) return true;
  const req = rs.roles[c.role]?.skills.find((k) => k.id === sk.requires);
  return req?.limit !== undefined && (c.uses[req.id] ?? 0) >= req.limit;
}

export function groupMembers(s: GameState, rs: RulesetDef, group: string): Character[] {
  return s.chars.filter((c) => c.alive && rs.roles[c.role]?.group === group);
}

/** Index of a night skill's deadline group; a skill without one is due in the last. */
export function windowIndex(rs: RulesetDef, sk: SkillDef): number {
  if (!sk.window) return rs.nightWindows.length - 1;
  const i = rs.nightWindows.findIndex((w) => w.id === sk.window);
  return i < 0 ? rs.nightWindows.length - 1 : i;
}

/** Why a character cannot use a skill right now, or null if it can. */
export function unusableReason(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef): DomainError | null {
  if (s.status !== 'running') return err('GAME_NOT_STARTED', 'the game is not running');
  if (sk.kind === 'passive')
    return err('SKILL_NOT_USABLE', `${sk.name} is used by the engine, not submitted`);
  if (!c.alive && !sk.whileOut) return err('NOT_ALIVE', `${c.name} is out`);
  if (hasLost(c, sk, rs)) return err('SKILL_USED_UP', `${c.name} no longer has ${sk.name}`);
  if (sk.limit !== undefined && (c.uses[sk.id] ?? 0) >= sk.limit)
    return err('SKILL_USED_UP', `${sk.name} may be used ${sk.limit} time(s) only and has been used`);
  if (!sk.mandatory && sk.kind !== 'right' && c.statuses.some((st) => rs.statuses[st.id]?.blocksSkills))
    return err(
      'SKILL_NOT_USABLE',
      `${c.name} cannot use ${sk.name} now (${c.statuses.map((st) => rs.statuses[st.id]?.name ?? st.id).join('、')})`,
    );
  const ph = s.phase;
  if (sk.kind === 'night') {
    if (ph.kind !== 'night') return err('WRONG_PHASE', `${sk.name} is a night skill`);
    if (ph.windowIndex > windowIndex(rs, sk))
      return err('WRONG_PHASE', `the window for ${sk.name} has closed`);
  } else if (sk.kind === 'day') {
    if (ph.kind !== 'day') return err('WRONG_PHASE', `${sk.name} is a day skill`);
  } else if (sk.kind === 'right') {
    const r = sk.right ? holdsRight(s, c.name, sk.right) : undefined;
    if (!r) return err('SKILL_NOT_USABLE', `${c.name} holds no right to use ${sk.name}`);
    if (r.usableIn && (r.usableIn.kind !== ph.kind || r.usableIn.day !== ph.day))
      return err('WRONG_PHASE', `${sk.name} is usable in the ${r.usableIn.kind} of day ${r.usableIn.day}`);
  }
  if (sk.group && rs.roles[c.role]?.group !== sk.group)
    return err('NOT_YOUR_SKILL', `${c.name} is not in the group`);
  return null;
}

export function legalTargets(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef): Character[] {
  return s.chars.filter((t) => {
    if (sk.targets.among === 'alive' ? !t.alive : t.alive) return false;
    if (!sk.targets.self && t.name === c.name) return false;
    if (sk.excludes?.({ state: s, actor: c, target: t })) return false;
    void rs;
    return true;
  });
}

/** Full check of a submission; returns the resolved target characters. */
export function checkSubmission(
  s: GameState,
  rs: RulesetDef,
  c: Character,
  sk: SkillDef,
  targetNames: string[],
  choice: string | null,
): { ok: true; targets: Character[] } | { ok: false; error: DomainError } {
  const reason = unusableReason(s, rs, c, sk);
  if (reason) return { ok: false, error: reason };
  const { min, max } = sk.targets;
  if (targetNames.length < min || targetNames.length > max)
    return {
      ok: false,
      error: err('TARGET_COUNT', `${sk.name} takes ${min === max ? min : `${min} to ${max}`} target(s)`),
    };
  if (new Set(targetNames).size !== targetNames.length)
    return { ok: false, error: err('ILLEGAL_TARGET', 'the same target is named twice') };
  const targets: Character[] = [];
  for (const n of targetNames) {
    const t = findChar(s, n);
    if (!t) return { ok: false, error: err('UNKNOWN_PLAYER', `no character named ${n}`) };
    if (sk.targets.among === 'alive' && !t.alive)
      return { ok: false, error: err('ILLEGAL_TARGET', `${n} is out and cannot be chosen`) };
    if (sk.targets.among === 'out' && t.alive)
      return { ok: false, error: err('ILLEGAL_TARGET', `${n} is not out`) };
    if (!sk.targets.self && t.name === c.name)
      return { ok: false, error: err('ILLEGAL_TARGET', `${sk.name} cannot target oneself`) };
    targets.push(t);
  }
  if (sk.choices && (choice === null || !sk.choices.includes(choice)))
    return {
      ok: false,
      error: err('INVALID_INPUT', `${sk.name} needs a choice among ${sk.choices.join(', ')}`),
    };
  // the skill's own rule first: its error says why (SAME_TARGET_AS_LAST_NIGHT), `excludes` only that it is refused
  const extra = sk.validate?.({ state: s, actor: c, skill: sk, targets, choice });
  if (extra) return { ok: false, error: extra };
  const excluded = targets.find((t) => sk.excludes?.({ state: s, actor: c, target: t }));
  if (excluded)
    return { ok: false, error: err('ILLEGAL_TARGET', `${excluded.name} cannot be chosen for ${sk.name}`) };
  return { ok: true, targets };
}

/** Was `target` the target of `skill` (by anyone) on the night before `day`? */
export function targetedLastNight(s: GameState, skill: string, target: string, day: number): boolean {
  return s.history.some(
    (h) => h.phase === 'night' && h.day === day - 1 && h.skill === skill && h.targets.includes(target),
  );
}

export function statusFlag(
  _s: GameState,
  rs: RulesetDef,
  c: Character,
  flag: 'noVote' | 'noBeVoted' | 'noBadge',
): boolean {
  return c.statuses.some((st) => rs.statuses[st.id]?.[flag]);
}

export { hasStatus };
