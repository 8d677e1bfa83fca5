import { type DomainError, err, quote } from '../errors';
import { type Character, findChar, type GameState, hasStatus, type Right, type Status } from '../state';
import {
  blockedBy,
  groupHolders,
  groupsOf,
  hasFlag,
  isRevealed,
  groupMembers as membersOf,
  memo,
  skillIndex,
  statusesOf,
} from './effects';
import type { RoleDef, RulesetDef, SkillDef, TargetSpec } from './types';

export function roleOf(rs: RulesetDef, c: Character): RoleDef {
  const r = rs.roles[c.role];
  if (!r) throw new Error(`unknown role ${c.role}`);
  return r;
}

/**
 * The skills a character can ever use now: its role's; those of the groups it is in (a character
 * infected into the wolves has 杀人) or holds by 接刀; those its statuses grant (镜像, 学习); the
 * ruleset's common ones it holds a right for; and, tonight, those of a character it controls (夺舍).
 */
export function skillsOf(s: GameState, rs: RulesetDef, c: Character): readonly SkillDef[] {
  // asked for every action, right and out of a close: kept per character until the state changes
  const known = memo(s, 'skillsOf', () => new WeakMap<Character, readonly SkillDef[]>());
  let v = known.get(c);
  if (!v) {
    v = computeSkills(s, rs, c);
    known.set(c, v);
  }
  return v;
}

function computeSkills(s: GameState, rs: RulesetDef, c: Character): readonly SkillDef[] {
  const base = roleOf(rs, c).skills;
  // the role's own list unless something is added (most seats): no copy, no closure
  let out: SkillDef[] | null = null;
  const idx = skillIndex(rs);
  // a member, or an heir holding it now (by its role's 接刀 or a status's)
  const mine = groupsOf(s, rs, c);
  // indexed loops (asked for every seat of a close; no iterator when unoptimised)
  const groups = groupSkillList(rs);
  for (let i = 0; i < groups.length; i++) {
    const [g, ids] = groups[i] as [string, string[]];
    const member = mine.includes(g);
    if (member || isHolder(groupHolders(s, rs, g), c.name))
      for (let j = 0; j < ids.length; j++) {
        const k = idx.get(ids[j] as string);
        // an heir takes the group's skills but those for its members only (211 窥天: 群内狼可以…)
        if (member || !k?.limits?.membersOnly) out = withSkill(out, base, k);
      }
  }
  // a gained skill is the character's own: a copied group skill has no group (涉及到原身份的名词都会改为发动者自己)
  for (const st of c.statuses)
    if (rs.statuses[st.id]?.holder?.grantsSkills)
      for (const id of (st.data?.skills as string[]) ?? [])
        out = withSkill(out, base, ownVersion(idx.get(id)));
  for (const k of rs.commonSkills)
    if (k.right && holdsRight(s, c.name, k.right)) out = withSkill(out, base, k);
  const ctl = controlledBy(s, rs, c.name);
  if (ctl) {
    for (const k of roleOf(rs, ctl).skills)
      if (k.kind === 'night' && !k.group && !k.effect?.controls) out = withSkill(out, base, k);
    // its [群内] skills too where the control says so (狐狸精: 窃取群内狼人可以改<杀人>的目标)
    if (controlSkill(rs, c)?.effect?.controlsGroup)
      for (const g of groupsOf(s, rs, ctl))
        if (rs.groupFaction?.[g])
          for (const id of rs.groupSkills?.[g] ?? []) out = withSkill(out, base, idx.get(id));
  }
  return out ?? base;
}

/** The list with `k` added unless a skill of its id is there: copied from `base` on the first addition. */
function withSkill(
  out: SkillDef[] | null,
  base: readonly SkillDef[],
  k: SkillDef | undefined,
): SkillDef[] | null {
  if (!k) return out;
  const now = out ?? base;
  for (let i = 0; i < now.length; i++) if ((now[i] as SkillDef).id === k.id) return out;
  const list = out ?? base.slice();
  list.push(k);
  return list;
}

function isHolder(holders: readonly Character[], name: string): boolean {
  for (let i = 0; i < holders.length; i++) if ((holders[i] as Character).name === name) return true;
  return false;
}

/** The ruleset's group skills as a list (built once per ruleset: asked for every seat). */
const groupSkillLists = new WeakMap<RulesetDef, [string, string[]][]>();
function groupSkillList(rs: RulesetDef): [string, string[]][] {
  let v = groupSkillLists.get(rs);
  if (!v) {
    v = Object.entries(rs.groupSkills ?? {});
    groupSkillLists.set(rs, v);
  }
  return v;
}

const owned = new WeakMap<SkillDef, SkillDef>();
function ownVersion(k: SkillDef | undefined): SkillDef | undefined {
  if (!k?.group) return k;
  let v = owned.get(k);
  if (!v) {
    const { group: _g, ...rest } = k;
    v = rest;
    owned.set(k, v);
  }
  return v;
}

/** Tonight's controls (夺舍 submitted and due: its window closed): controller → controlled. */
function controls(s: GameState, rs: RulesetDef): Map<string, Character> {
  return memo(s, 'controls', () => {
    const m = new Map<string, Character>();
    if (s.phase.kind !== 'night') return m;
    const idx = skillIndex(rs);
    for (const a of s.actions) {
      const sk = idx.get(a.skill);
      if (!sk?.effect?.controls || a.pass || s.phase.windowIndex <= windowIndex(rs, sk)) continue;
      const c = s.chars.find((x) => x.name === a.actor);
      const t = s.chars.find((x) => x.name === a.targets[0]);
      if (c?.alive && t?.alive && roleOf(rs, c).skills.includes(sk)) m.set(c.name, t);
    }
    return m;
  });
}

/** The character's own control skill (夺舍, 神魂颠倒), if any. */
export function controlSkill(rs: RulesetDef, c: Character): SkillDef | undefined {
  return roleOf(rs, c).skills.find((k) => k.effect?.controls);
}

/** The character whose skills `name` uses tonight by a 夺舍. */
export function controlledBy(s: GameState, rs: RulesetDef, name: string): Character | null {
  return controls(s, rs).get(name) ?? null;
}

/** Who controls `name` tonight (夺舍), if anyone. */
export function controllerOf(s: GameState, rs: RulesetDef, name: string): Character | null {
  for (const [by, t] of controls(s, rs))
    if (t.name === name) return s.chars.find((c) => c.name === by) ?? null;
  return null;
}

/** A skill of the character by id, by name, or by any other name the text gives it (`aliases`: 211 锦衣卫 探查 = 通灵). */
export function findSkill(s: GameState, rs: RulesetDef, c: Character, key: string): SkillDef | undefined {
  const k = key.normalize('NFKC').trim();
  const own = skillsOf(s, rs, c);
  // one name for a skill of two timings (211 美女画皮 画皮[开局][黄昏]): the one of the phase first (the opening's in the opening)
  const opening = s.phase.kind === 'day' && s.phase.day === 0;
  const named = (sk: SkillDef) => sk.id === k || sk.name === k;
  return (
    own.find((sk) => named(sk) && (sk.kind === 'opening') === opening) ??
    own.find(named) ??
    own.find((sk) => sk.aliases?.some((a) => a.normalize('NFKC') === k))
  );
}

/**
 * 刷新至初始 (211 l.127: 若有，则在获取技能的那个时段需要立刻决定是否发动[开局]类技能): a gained [开局] skill is usable out of the opening while its
 * holder holds the right `opening:<skill id>` (granted with the skill), resolved at once as a right is.
 */
export const OPENING_RIGHT = 'opening:';

/** The right that lets `c` use the [开局] skill `sk` now, out of the opening (刷新至初始), if held. */
export const openingRightOf = (s: GameState, c: Character, sk: SkillDef): Right | undefined =>
  sk.kind === 'opening' ? holdsRight(s, c.name, OPENING_RIGHT + sk.id) : undefined;

export function holdsRight(s: GameState, name: string, kind: string): Right | undefined {
  for (let i = 0; i < s.rights.length; i++) {
    const r = s.rights[i] as Right;
    if (r.holder === name && r.kind === kind) return r;
  }
  return undefined;
}

/** Uses left of a counted skill: its limit plus refills (a `refills` status: data.skill, data.n), less its uses. */
export function usesLeft(_s: GameState | null, rs: RulesetDef, c: Character, sk: SkillDef): number {
  if (sk.limits?.limit === undefined) return Number.POSITIVE_INFINITY;
  let n = sk.limits?.limit;
  for (const st of c.statuses)
    if (rs.statuses[st.id]?.holder?.refills && st.data?.skill === sk.id) n += Number(st.data.n ?? 0);
  return n - (c.uses[sk.id] ?? 0);
}

/** May the character's skills be used and take effect while it is out (a status with `actsWhileOut`)? */
export const actsWhileOut = (rs: RulesetDef, c: Character): boolean =>
  c.statuses.some((st) => rs.statuses[st.id]?.holder?.actsWhileOut);

/** Lost for good: taken away, or it goes with a skill that is lost or used up (女巫: 通灵 with 救药). */
export function hasLost(c: Character, sk: SkillDef, rs: RulesetDef): boolean {
  if (c.lost.includes(sk.id)) return true;
  if (sk.limits?.requires === undefined) return false;
  if (c.lost.includes(sk.limits?.requires)) return true;
  const req = rs.roles[c.role]?.skills.find((k) => k.id === sk.limits?.requires);
  // used up, refills counted (药剂师's 回复药 gives the 女巫 a 救药 back, and her 通灵 with it)
  return req?.limits?.limit !== undefined && usesLeft(null, rs, c, req) <= 0;
}

export function groupMembers(s: GameState, rs: RulesetDef, group: string): Character[] {
  return membersOf(s, rs, group);
}

/** The window whose close resolves the night (`settleAfter`); the windows after it are the dawn's (211 晨曦). */
export function settleIndex(rs: RulesetDef): number {
  if (!rs.settleAfter) return rs.nightWindows.length - 1;
  const i = rs.nightWindows.findIndex((w) => w.id === rs.settleAfter);
  return i < 0 ? rs.nightWindows.length - 1 : i;
}

/** The status forcing `c`'s action of `skill` tonight (`blocks.forcedAction`: 211 混乱2), if any. */
export function forcedOn(rs: RulesetDef, c: Character, skill: string): Status | undefined {
  return c.statuses.find((st) => rs.statuses[st.id]?.blocks?.forcedAction && st.data?.skill === skill);
}

/**
 * A group's skill forced tonight through one of the group (211 混乱2 on a [群内]'s 杀人: 吹笛控刀): the group's action is the
 * group's, so no member submits it (its outcome never depends on which member submitted it). The forcing status names the
 * group in `data.group`.
 */
export function groupForced(s: GameState, rs: RulesetDef, sk: SkillDef): boolean {
  if (!sk.group) return false;
  for (let i = 0; i < s.chars.length; i++)
    if (forcedOn(rs, s.chars[i] as Character, sk.id)?.data?.group === sk.group) return true;
  return false;
}

/** Index of a night skill's deadline group; a skill without one is due in the last. */
/**
 * The night's last window as it stands: with `RulesetDef.nightRounds`, the window before the rounds' one until a round is
 * open (the rounds' window opens only when due), else the last.
 */
export function lastNightWindow(s: GameState, rs: RulesetDef): number {
  const last = rs.nightWindows.length - 1;
  const rounds = rs.nightRounds;
  if (!rounds || s.phase.window === rounds.window) return last;
  const at = rs.nightWindows.findIndex((w) => w.id === rounds.window);
  return at < 0 ? last : at - 1;
}

export function windowIndex(rs: RulesetDef, sk: SkillDef): number {
  if (!sk.timing?.window) return rs.nightWindows.length - 1;
  const i = rs.nightWindows.findIndex((w) => w.id === sk.timing?.window);
  return i < 0 ? rs.nightWindows.length - 1 : i;
}

/**
 * The target spec for this actor now. A status whose `data.moreUses` names the skill (211 术法增幅: 指定一个自己的技能，当晚可以
 * 额外发动一次且不计入次数限制) gives it one more use tonight — one more set of targets in the same submission, no count
 * spent; a group skill's (杀人) counts for the group whoever submits (`data.group`).
 */
export const targetSpec = (s: GameState, c: Character, sk: SkillDef): TargetSpec => {
  const spec = sk.choose?.targetsFor ? sk.choose?.targetsFor(s, c) : sk.targets;
  if (spec.max === 0) return spec;
  // counted in indexed loops: asked for every action several times a close, it allocates nothing unless a boost exists
  // (no closure, no iterator even when unoptimised)
  let more = 0;
  if (sk.group) for (let i = 0; i < s.chars.length; i++) more += boosts(s.chars[i] as Character, sk);
  else more = boosts(c, sk);
  return more ? { ...spec, max: spec.max * (1 + more) } : spec;
};

/** The character's statuses giving `sk` one more use tonight (data.moreUses; a group skill's: of that group). */
function boosts(x: Character, sk: SkillDef): number {
  let n = 0;
  for (let j = 0; j < x.statuses.length; j++) {
    const st = x.statuses[j] as Character['statuses'][number];
    if (st.data?.moreUses === sk.id && (!sk.group || st.data?.group === sk.group)) n++;
  }
  return n;
}

/**
 * The status letting `c` use the night skill `sk` by day now, resolved at once (`holder.noonSkills`: 211 以太编程), if any:
 * a day after the 竞选日's opening, a skill not <强制>, not a group's, not a [杀人].
 */
export function noonProgram(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef): Status | undefined {
  if (sk.kind !== 'night' || sk.group || sk.force?.mandatory || sk.effect?.kill) return undefined;
  if (s.phase.kind !== 'day' || s.phase.day === 0) return undefined;
  return c.statuses.find((st) => rs.statuses[st.id]?.holder?.noonSkills);
}

/** Why a character cannot use a skill right now, or null if it can. */
export function unusableReason(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef): DomainError | null {
  if (s.status !== 'running') return err('GAME_NOT_STARTED', '游戏未在进行中');
  if (sk.kind === 'passive') return err('SKILL_NOT_USABLE', `<${sk.name}>由法官自动结算，无须提交`);
  const actsOut = actsWhileOut(rs, c);
  if (!c.alive && !sk.limits?.whileOut && !actsOut) return err('NOT_ALIVE', `${c.name} 已出局`);
  const program = noonProgram(s, rs, c, sk);
  // 以太编程 怀孕技能: 额外去除限定，次数，已失去技能的限制
  const free = Boolean(program?.data?.free);
  if (!free && hasLost(c, sk, rs)) return err('SKILL_USED_UP', `${c.name} 已失去<${sk.name}>`);
  if (!free && usesLeft(s, rs, c, sk) <= 0)
    return err(
      'SKILL_USED_UP',
      sk.limits?.limit === 1
        ? `<${sk.name}>只能发动一次，已经发动过了`
        : `<${sk.name}>只能发动${sk.limits?.limit}次，次数已用完`,
    );
  if (sk.limits?.unlockedBy && !hasStatus(c, sk.limits?.unlockedBy))
    return err('SKILL_NOT_USABLE', `<${sk.name}>尚未解锁，${c.name} 不能发动`);
  if (sk.effect?.flip && isRevealed(rs, c))
    return err('SKILL_NOT_USABLE', `<${sk.name}>是[翻牌]技能，${c.name} 的身份已经公开，无法发动`);
  if (sk.kind === 'night' && forcedOn(rs, c, sk.id))
    return err('SKILL_NOT_USABLE', `${c.name} 今晚的<${sk.name}>已被他人操控`);
  if (sk.kind === 'night' && groupForced(s, rs, sk))
    return err('SKILL_NOT_USABLE', `群内今晚的<${sk.name}>已被他人操控`);
  if (sk.kind !== 'right' && sk.kind !== 'opening') {
    const by = blockedBy(rs, statusesOf(s, rs, c), sk);
    if (by) return err('SKILL_NOT_USABLE', `${c.name} 处于[${by.name}]状态，不能发动<${sk.name}>`);
    const ctl = controllerOf(s, rs, c.name);
    if (ctl && sk.kind === 'night' && (!sk.group || controlSkill(rs, ctl)?.effect?.controlsGroup))
      return err('SKILL_NOT_USABLE', `${c.name} 今晚被夺舍，不能发动<${sk.name}>`);
  }
  const ph = s.phase;
  const refreshed = openingRightOf(s, c, sk);
  if (refreshed) {
    if (refreshed.usableIn && (refreshed.usableIn.kind !== ph.kind || refreshed.usableIn.day !== ph.day))
      return err(
        'WRONG_PHASE',
        `<${sk.name}>只能在获得它的时段（第${refreshed.usableIn.day}天${refreshed.usableIn.kind === 'day' ? '白天' : '夜晚'}）发动`,
      );
  } else if (sk.kind === 'opening') {
    if (ph.kind !== 'day' || ph.day !== 0) return err('WRONG_PHASE', `<${sk.name}>只能在开局阶段发动`);
  } else if (ph.kind === 'day' && ph.day === 0 && sk.kind !== 'right') {
    return err('WRONG_PHASE', `<${sk.name}>不能在开局阶段发动`);
  }
  if (sk.kind === 'night' && program) {
    // 获得[正午]标签，且这些技能无视时间限制: by day, its night slot and nights aside
  } else if (sk.kind === 'night') {
    if (ph.kind !== 'night') return err('WRONG_PHASE', `<${sk.name}>是夜晚技能，只能在夜晚发动`);
    if (ph.windowIndex > windowIndex(rs, sk)) return err('WRONG_PHASE', `<${sk.name}>的行动时限已过`);
    // 211 l.84 该技能只能在对应的时段发动, l.87 晨曦——发送出局通知到开门之前的时间段: a skill of a slot after the night's
    // settlement is used only once the night has settled
    const settle = settleIndex(rs);
    if (windowIndex(rs, sk) > settle && ph.windowIndex <= settle)
      return err(
        'WRONG_PHASE',
        `<${sk.name}>只能在夜晚结算之后（${rs.nightWindows[settle + 1]?.id ?? ''}起）发动`,
      );
    if (sk.timing?.nights === 'first' && ph.day !== 1)
      return err('WRONG_PHASE', `<${sk.name}>只能在首夜发动`);
    if (
      (sk.timing?.nights === 'odd' || sk.timing?.nights === 'even') &&
      (ph.day % 2 === 1) !== (sk.timing?.nights === 'odd')
    )
      return err(
        'WRONG_PHASE',
        `<${sk.name}>只能在${sk.timing?.nights === 'odd' ? '奇数' : '偶数'}日夜晚发动`,
      );
  } else if (sk.kind === 'day') {
    if (ph.kind !== 'day') return err('WRONG_PHASE', `<${sk.name}>是白天技能，只能在讨论日发动`);
  } else if (sk.kind === 'right') {
    const r = sk.right ? holdsRight(s, c.name, sk.right) : undefined;
    if (!r) return err('SKILL_NOT_USABLE', `${c.name} 现在没有发动<${sk.name}>的机会`);
    if (r.usableIn && (r.usableIn.kind !== ph.kind || r.usableIn.day !== ph.day))
      return err(
        'WRONG_PHASE',
        `<${sk.name}>只能在第${r.usableIn.day}天${r.usableIn.kind === 'day' ? '白天' : '夜晚'}${r.usableIn.window ? `的${r.usableIn.window}时段` : ''}发动`,
      );
    // a right of one window (pku 破晓): usable only while it is open
    if (r.usableIn?.window && r.usableIn.window !== ph.window)
      return err('WRONG_PHASE', `<${sk.name}>只能在${r.usableIn.window}时段发动`);
  }
  // a holder, or one controlling a member where its control takes the group's skills (狐狸精 窃取群内狼人)
  const ctl = controlledBy(s, rs, c.name);
  const viaControl = ctl && controlSkill(rs, c)?.effect?.controlsGroup;
  if (
    sk.group &&
    !groupHolders(s, rs, sk.group).some((h) => h.name === c.name || (viaControl && h.name === ctl.name))
  )
    return err('NOT_YOUR_SKILL', `${c.name} 不在群内，不能发动<${sk.name}>`);
  return sk.limits?.usable?.(s, c, rs) ?? null;
}

/** Was `target` the target of `skill` on the night before `day` (by anyone, or by `actor`)? */
export function targetedLastNight(
  s: GameState,
  skill: string,
  target: string,
  day: number,
  actor?: string,
): boolean {
  return s.history.some(
    (h) =>
      h.phase === 'night' &&
      h.day === day - 1 &&
      h.skill === skill &&
      (actor === undefined || h.actor === actor) &&
      h.targets.includes(target),
  );
}

/** Has `target` ever been a target of `skill` (by anyone, or by `actor`)? */
export function targetedBefore(s: GameState, skill: string, target: string, actor?: string): boolean {
  return s.history.some(
    (h) => h.skill === skill && (actor === undefined || h.actor === actor) && h.targets.includes(target),
  );
}

/**
 * Is the skill used in the night proper (夜晚)? Not by day, and not in a slot of the night's table that the text
 * counts as daytime (211 l.85: 晨曦/正午/黄昏属于白天，其他属于夜晚): its own window's, else the open one's.
 */
export function usedAtNight(s: GameState, rs: RulesetDef, sk: SkillDef): boolean {
  if (s.phase.kind !== 'night') return false;
  const w = sk.timing?.window
    ? rs.nightWindows.find((x) => x.id === sk.timing?.window)
    : rs.nightWindows[s.phase.windowIndex];
  return !w?.daytime;
}

/** The skill's declared rules on one target: once per game, not two nights running, global limits (暴风雪). */
function ruleRefuses(
  s: GameState,
  rs: RulesetDef,
  c: Character,
  sk: SkillDef,
  t: Character,
): DomainError | null {
  const who = (k: 'actor' | 'anyone' | undefined) => (k === 'actor' ? c.name : undefined);
  if (sk.limits?.oncePerTarget && targetedBefore(s, sk.id, t.name, who(sk.limits?.oncePerTarget)))
    return err('ILLEGAL_TARGET', `${t.name} 已经成为过<${sk.name}>的目标：每名角色整局只能成为一次`);
  if (
    sk.limits?.notTwiceRunning &&
    s.phase.kind === 'night' &&
    targetedLastNight(s, sk.id, t.name, s.phase.day, who(sk.limits?.notTwiceRunning))
  )
    return err(
      'SAME_TARGET_AS_LAST_NIGHT',
      `${t.name} 昨晚已是<${sk.name}>的目标：不能连续两晚选择同一名角色`,
    );
  const own = rs.refusesTarget?.(s, c, sk, t);
  if (own) return err('ILLEGAL_TARGET', own);
  const atNight = usedAtNight(s, rs, sk);
  for (const h of s.chars)
    for (const st of h.statuses) {
      const def = rs.statuses[st.id];
      if (def?.blocks?.limitsOthers?.({ state: s, status: st, actor: c, target: t, skill: sk, atNight }))
        return err('ILLEGAL_TARGET', `现在不能选择 ${t.name}（${def.name}）`);
    }
  return null;
}

/** Must `c` use `sk` now because of a status's global effect (`forcesOthers`: 211 未明之雾)? */
export function forcedByOthers(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef): boolean {
  for (const h of s.chars)
    for (const st of h.statuses)
      if (rs.statuses[st.id]?.blocks?.forcesOthers?.({ state: s, status: st, actor: c, skill: sk }))
        return true;
  return false;
}

export function legalTargets(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef): Character[] {
  const spec = targetSpec(s, c, sk);
  return s.chars.filter((t) => {
    if (spec.among === 'alive' ? !t.alive : spec.among === 'out' && t.alive) return false;
    if (!spec.self && t.name === c.name) return false;
    if (sk.choose?.excludes?.({ state: s, actor: c, target: t })) return false;
    if (ruleRefuses(s, rs, c, sk, t)) return false;
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
  const spec = targetSpec(s, c, sk);
  const { min, max } = spec;
  if (targetNames.length < min || targetNames.length > max)
    return {
      ok: false,
      error: err(
        'TARGET_COUNT',
        max === 0
          ? `<${sk.name}>不选择目标`
          : `<${sk.name}>须选择${min === max ? min : `${min}至${max}`}名目标`,
      ),
    };
  if (new Set(targetNames).size !== targetNames.length)
    return { ok: false, error: err('ILLEGAL_TARGET', '同一名目标不能重复选择') };
  const targets: Character[] = [];
  for (const n of targetNames) {
    const t = findChar(s, n);
    if (!t) return { ok: false, error: err('UNKNOWN_PLAYER', `没有名为“${quote(n)}”的角色`) };
    if (spec.among === 'alive' && !t.alive)
      return { ok: false, error: err('ILLEGAL_TARGET', `${n} 已出局，不能被选择`) };
    if (spec.among === 'out' && t.alive)
      return { ok: false, error: err('ILLEGAL_TARGET', `${n} 尚未出局，不能被选择`) };
    if (!spec.self && t.name === c.name)
      return { ok: false, error: err('ILLEGAL_TARGET', `<${sk.name}>不能选择自己`) };
    targets.push(t);
  }
  const choices = sk.choose?.choicesFor ? sk.choose?.choicesFor(s, c, rs) : sk.choose?.choices;
  if (choices && (choice === null || !choices.includes(choice)))
    return {
      ok: false,
      error: err('INVALID_INPUT', `<${sk.name}>须从以下选项中选择一项：${choices.join('、')}`),
    };
  if (sk.choose?.parseChoice) {
    const bad = sk.choose?.parseChoice(s, choice, targets, rs);
    if (bad) return { ok: false, error: err('INVALID_INPUT', `<${sk.name}>：${bad}`) };
  }
  // the skill's own rule first: its error says why (SAME_TARGET_AS_LAST_NIGHT), `excludes` only that it is refused
  const extra = sk.choose?.validate?.({ state: s, actor: c, skill: sk, targets, choice, rs });
  if (extra) return { ok: false, error: extra };
  for (const t of targets) {
    const refused = ruleRefuses(s, rs, c, sk, t);
    if (refused) return { ok: false, error: refused };
  }
  const excluded = targets.find((t) => sk.choose?.excludes?.({ state: s, actor: c, target: t }));
  if (excluded)
    return { ok: false, error: err('ILLEGAL_TARGET', `${excluded.name} 不能成为<${sk.name}>的目标`) };
  return { ok: true, targets };
}

export function statusFlag(
  s: GameState,
  rs: RulesetDef,
  c: Character,
  flag: 'noVote' | 'noBeVoted' | 'noBadge' | 'voteVoid' | 'votesOnVoid' | 'votesWhileOut',
): boolean {
  return hasFlag(rs, statusesOf(s, rs, c), flag);
}

export { hasStatus };
