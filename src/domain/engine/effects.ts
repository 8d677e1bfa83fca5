import { ev } from '../events';
import type { Character, GameState, Phase, Status } from '../state';
import { sexOf } from './setup';
import type { Tx } from './tx';
import type {
  GivenBy,
  Kill,
  RoleDef,
  RulesetDef,
  SettleEnv,
  SkillDef,
  StatusDef,
  StatusOpts,
  UntilKind,
  VoteFlags,
} from './types';

/**
 * Statuses and what they do, read from the ruleset's declarations: a status is data
 * (沉默, 缴械, 坚韧, 不死, a disguise, a group, a gained skill, a link to follow out), never a
 * role's name. Composite statuses ([冰冻] = [沉默]+[缴械]) expand through `includes`; a role's
 * innate statuses (皇帝 不死, 恶灵骑士 主宰黑夜) count without an event.
 */

const roleOf = (rs: RulesetDef, c: Character): RoleDef | undefined => rs.roles[c.role];

/** The statuses a character holds now: its own, `extra` (tonight's, not yet applied), its role's innate ones. */
export function statusesOf(
  s: GameState,
  rs: RulesetDef,
  c: Character,
  extra: readonly Status[] = [],
): readonly Status[] {
  const night = s.phase.kind === 'night';
  const own = roleOf(rs, c)?.innate;
  // a role taken by a status (丫鬟's 怀孕技能) brings its innate statuses too
  const declared = c.statuses.some((st) => rs.statuses[st.id]?.holder?.takesRole)
    ? [...(own ?? []), ...takenRoles(rs, c).flatMap((r) => r.innate ?? [])]
    : own;
  // the common case (no innate status, nothing pending tonight) allocates nothing: a night's close asks this often
  if (!declared?.length && !extra.length) return forgotten(s, rs, c, warded(rs, c.statuses));
  const innate: Status[] = (declared ?? [])
    .filter((i) => (!i.phase || (i.phase === 'night') === night) && (!i.while || i.while(s, c)))
    .map((i) => ({
      id: i.status,
      source: c.name,
      until: null,
      data:
        rs.mandatoryStatusesLapse && i.by?.force?.mandatory
          ? { innate: true, mandatoryOf: c.name }
          : { innate: true },
    }));
  return forgotten(s, rs, c, warded(rs, [...c.statuses, ...extra, ...innate]));
}

/**
 * The roles the character's `takesRole` statuses give it (data.role), in the order gained; one learned (`data.learned`: a
 * 机械狼's version) with the set-up its `learnable` declares in place of the role's (innate statuses, onStart, onOut).
 */
export function takenRoles(rs: RulesetDef, c: Character): RoleDef[] {
  return c.statuses
    .filter((st) => rs.statuses[st.id]?.holder?.takesRole)
    .map((st) => {
      const r = rs.roles[st.data?.role as string];
      return r && st.data?.learned ? learnedView(r) : r;
    })
    .filter((r): r is RoleDef => r !== undefined);
}

/** A role as a learner takes it: the `learnable`'s set-up where it declares one (kept per role). */
function learnedView(r: RoleDef): RoleDef {
  const l = r.learnable;
  if (!l) return r;
  let v = learnedViews.get(r);
  if (!v) {
    v = {
      ...r,
      innate: 'innate' in l ? l.innate : r.innate,
      onStart: 'onStart' in l ? l.onStart : r.onStart,
      onOut: 'onOut' in l ? l.onOut : r.onOut,
    };
    learnedViews.set(r, v);
  }
  return v;
}
const learnedViews = new WeakMap<RoleDef, RoleDef>();

/** Does a status among these take <强制> skills ([遗忘], or a composite holding it: [净化])? */
const takesMandatory = (rs: RulesetDef, sts: readonly Status[]): boolean =>
  defsOf(rs, sts).some(({ def }) => def.blocks?.blocksMandatory);

/**
 * 211 l.81 若强制技能提供任何[状态]，则该强制技能失效后，这些状态也一同失效 (l.103 [遗忘] 持续生效的效果也会一并失去): a status a <强制>
 * skill gave carries `data.mandatoryOf`, the skill's user (stamped when given: `markGiven`; an innate one by its entry's
 * `by`); it does not count while a status takes that user's <强制> skills ([遗忘], [净化], [怀孕]) — the holder's own
 * (tonight's included) when the user is the holder (太子 健壮's [守护：1]), the user's when another (巫妖匣 同命's [不死] on its
 * target: the 巫妖匣's [遗忘] lifts it, not the holder's) — and counts again when that ends. 211's rule: a ruleset opts in
 * (`RulesetDef.mandatoryStatusesLapse`).
 */
function forgotten(s: GameState, rs: RulesetDef, c: Character, sts: readonly Status[]): readonly Status[] {
  if (!rs.mandatoryStatusesLapse) return sts;
  let any = false;
  for (let i = 0; i < sts.length && !any; i++) any = typeof sts[i]?.data?.mandatoryOf === 'string';
  if (!any) return sts;
  const own = takesMandatory(rs, sts);
  return sts.filter((st) => {
    const by = st.data?.mandatoryOf;
    if (typeof by !== 'string') return true;
    if (by === c.name) return !own;
    const giver = s.chars.find((x) => x.name === by);
    return !(giver && takesMandatory(rs, giver.statuses));
  });
}

/**
 * 211 l.103 [遗忘]：该状态下失去所有[强制]技能，持续生效的效果也会一并失去 — does a hook that works for skill `sk` (a role's vote or
 * out hook: `RoleDef.hooksOf`; a status's: `holder.hooksOf`) not run for `c` now? Blocked as a use of the skill would be
 * (`blockedBy`: [遗忘] a <强制> one, [沉默] another); no skill named, it runs.
 */
export function hookBlocked(s: GameState, rs: RulesetDef, c: Character, sk: SkillDef | undefined): boolean {
  return sk !== undefined && blockedBy(rs, statusesOf(s, rs, c), sk) !== null;
}

/** Do the holder hooks of this status of `c` not run now: they work for a skill blocked for `c` (`holder.hooksOf`)? */
export function statusIdle(s: GameState, rs: RulesetDef, c: Character, st: Status): boolean {
  return hookBlocked(s, rs, c, rs.statuses[st.id]?.holder?.hooksOf);
}

/**
 * A status's data with the l.81 mark when a <强制> skill gives it (`data.mandatoryOf`: its user) — only in a ruleset whose
 * text has the rule (`mandatoryStatusesLapse`): elsewhere nothing reads it, so the log does not carry it.
 */
export function markGiven(
  rs: RulesetDef,
  data: StatusOpts['data'],
  by: GivenBy | null | undefined,
): StatusOpts['data'] {
  return rs.mandatoryStatusesLapse && by?.skill.force?.mandatory ? { ...data, mandatoryOf: by.user } : data;
}

/**
 * Runs a skill's `apply` hook (an opening, instant or right skill): while it runs, the statuses it gives are the skill's
 * (a <强制> one's carry its user: l.81); never those of what follows from it (an out's hooks: `goOut`).
 */
export function applySkill(
  tx: Tx,
  sk: SkillDef,
  actor: Character,
  targets: Character[],
  choice: string | null,
  how?: 'chosen' | 'timeout',
): void {
  const was = tx.using;
  tx.using = sk.force?.mandatory ? { skill: sk, user: actor.name } : null;
  try {
    sk.hooks?.apply?.(tx, actor, targets, choice, how);
  } finally {
    tx.using = was;
  }
}

/** Is status `id` one this ward keeps off (negative, not among its exceptions: 秩序 对怀孕无效)? */
const keptOff = (
  rs: RulesetDef,
  ward: NonNullable<StatusDef['lifetime']>['wardsNegative'],
  id: string,
): boolean => Boolean(ward && rs.statuses[id]?.lifetime?.negative && !ward.except.includes(id));

/** Would any of these statuses (the holder's) keep status `id` off? */
export function wardsOff(rs: RulesetDef, sts: readonly Status[], id: string): boolean {
  return sts.some((st) => keptOff(rs, rs.statuses[st.id]?.lifetime?.wardsNegative, id));
}

/** 秩序: 免疫所有负面状态 — with a status that wards them off, the negative ones do not count. */
function warded(rs: RulesetDef, sts: readonly Status[]): readonly Status[] {
  if (!sts.some((st) => rs.statuses[st.id]?.lifetime?.wardsNegative)) return sts;
  const wards = sts.map((st) => rs.statuses[st.id]?.lifetime?.wardsNegative).filter((w) => w !== undefined);
  return sts.filter((st) => !wards.some((w) => keptOff(rs, w, st.id)));
}

/** Does this status not take on the character (a negative one on a 秩序 holder)? */
export function wardedOff(s: GameState, rs: RulesetDef, target: string, id: string): boolean {
  const c = s.chars.find((x) => x.name === target);
  return c ? wardsOff(rs, statusesOf(s, rs, c), id) : false;
}

/** 秩序: 立刻清除所有负面状态 — a status that wards negatives off clears those the holder has when it is gained. */
export function clearNegatives(tx: Tx, target: string, id: string): void {
  const ward = tx.rs.statuses[id]?.lifetime?.wardsNegative;
  if (!ward) return;
  const c = tx.state.chars.find((x) => x.name === target);
  for (const st of c?.statuses.filter((x) => keptOff(tx.rs, ward, x.id)) ?? [])
    tx.emit(ev('StatusRemoved', { target, status: st.id, source: st.source }));
}

/** Each status with its definition and the definitions it includes ([冰冻] → [沉默], [缴械]). */
export function defsOf(rs: RulesetDef, sts: readonly Status[]): { st: Status; def: StatusDef }[] {
  const out: { st: Status; def: StatusDef }[] = [];
  const add = (st: Status, id: string, depth: number) => {
    const def = rs.statuses[id];
    if (!def || depth > 4) return;
    out.push({ st, def });
    for (const inc of def.includes ?? []) add(st, inc, depth + 1);
  };
  for (const st of sts) add(st, st.id, 0);
  return out;
}

/** Does any of these statuses (or what they include) carry the flag? */
export function hasFlag(rs: RulesetDef, sts: readonly Status[], flag: keyof VoteFlags): boolean {
  return defsOf(rs, sts).some(({ def }) => Boolean(def.vote?.[flag]));
}

/** Whether the statuses stop this skill: 沉默 the non-<强制>, 遗忘 the <强制>, 缴械 a [杀人]. */
export function blockedBy(rs: RulesetDef, sts: readonly Status[], sk: SkillDef): StatusDef | null {
  const defs = defsOf(rs, sts);
  if (sk.force?.unblockable || defs.some(({ def }) => def.blocks?.unblockable)) return null;
  for (const { st, def } of defs) {
    if (sk.force?.mandatory ? def.blocks?.blocksMandatory : def.blocks?.blocksSkills) return def;
    // 迷梦: the one skill its data names
    if (def.blocks?.blocksNamed && !sk.force?.mandatory && [sk.name, sk.id].includes(String(st.data?.skill)))
      return def;
    if (sk.effect?.kill && (def.blocks?.blocksKill || def.blocks?.blocksOwnKill)) return def;
    // a status the skill's own text names (狼王 冲锋: 被摄)
    if (sk.stoppedBy?.includes(def.id)) return def;
  }
  return null;
}

/** The disguise checks read (表面身份/阵营/带刀): the last one applied wins (最后发动的…生效). */
export function disguiseOf(
  rs: RulesetDef,
  sts: readonly Status[],
): { role?: string; faction?: string; armed?: boolean } | null {
  let last: Status | null = null;
  for (const st of sts) if (rs.statuses[st.id]?.holder?.disguise) last = st;
  return (last?.data as { role?: string; faction?: string; armed?: boolean } | undefined) ?? null;
}

/** The faction a faction check reads (表面阵营): a disguise, else the role's own rule (隐狼), else the actual one. */
export function seenFaction(s: GameState, rs: RulesetDef, c: Character, extra: Status[] = []): string {
  const d = disguiseOf(rs, statusesOf(s, rs, c, extra));
  if (d?.faction) return d.faction;
  const role = roleOf(rs, c);
  return role?.seenAs ? role.seenAs(c) : c.faction;
}

/** The faction a check reads at night, tonight's disguises included. */
export function seenFactionNow(env: SettleEnv, c: Character): string {
  const d = disguiseOf(env.ruleset, env.statuses(c.name));
  if (d?.faction) return d.faction;
  const role = roleOf(env.ruleset, c);
  return role?.seenAs ? role.seenAs(c) : c.faction;
}

/**
 * The card a role id names: the role's name, or the id itself for a card of the text's list Bansha does not implement
 * yet (a disguise may show any card of the list: 隐狼 伪装 l.219 自选一张村民阵营身份牌).
 */
export function cardName(rs: RulesetDef, id: string): string {
  return rs.roles[id]?.name ?? id;
}

/**
 * The role id of the actual card (实际身份): the role, unless a card change kept the card dealt (a status's `data.actualRole`:
 * 211 盗贼 偷换 — 除[实际身份]仍然为盗贼以外，其余属性与被选择的身份相同).
 */
export function actualRole(c: Character): string {
  for (const st of c.statuses) if (typeof st.data?.actualRole === 'string') return st.data.actualRole;
  return c.role;
}

/** The role id a role check reads at night, tonight's disguises included. */
export function seenRoleNow(env: SettleEnv, c: Character): string {
  return disguiseOf(env.ruleset, env.statuses(c.name))?.role ?? c.role;
}

/** The role id a role check reads (表面身份). */
export function seenRole(s: GameState, rs: RulesetDef, c: Character, extra: Status[] = []): string {
  return disguiseOf(rs, statusesOf(s, rs, c, extra))?.role ?? c.role;
}

/** The groups a character is in: its role's, and those its statuses give (情侣, 被感染). */
export function groupsOf(_s: GameState, rs: RulesetDef, c: Character): readonly string[] {
  // without statuses, the role's group alone (one shared array: a night's close asks this for every seat, often)
  if (!c.statuses.length) return roleGroups(rs, c);
  const out: string[] = [];
  const g = roleOf(rs, c)?.group;
  const suspended = tagsSuspended(rs, c) !== 'none';
  if (g && !dropsTags(rs, c) && !suspended) out.push(g);
  const refuses = refusesGroup(rs, c);
  for (const st of c.statuses) {
    const def = rs.statuses[st.id];
    const group = (st.data?.group as string | undefined) ?? def?.holder?.group;
    // a suspension takes a [群内] a status gave too (无法获得[群内]), as a `refusesGroup` status does; other groups (情侣) stay
    if ((suspended || refuses) && group && rs.groupFaction?.[group]) continue;
    if (group && !out.includes(group)) out.push(group);
  }
  return out;
}

const noGroups: readonly string[] = Object.freeze([]);
const roleGroupCache = new WeakMap<RoleDef, readonly string[]>();
function roleGroups(rs: RulesetDef, c: Character): readonly string[] {
  const role = roleOf(rs, c);
  if (!role?.group) return noGroups;
  let g = roleGroupCache.get(role);
  if (!g) {
    g = Object.freeze([role.group]);
    roleGroupCache.set(role, g);
  }
  return g;
}

export const inGroup = (s: GameState, rs: RulesetDef, c: Character, group: string): boolean =>
  groupsOf(s, rs, c).includes(group);

/**
 * A value computed from a state, kept until the state changes (its lastSeq moves): the engine asks the
 * same questions (who is in the group, who controls whom) many times while resolving one night.
 */
export function memo<T>(s: GameState, key: string, fn: () => T): T {
  let m = memos.get(s);
  if (!m || m.seq !== s.lastSeq) {
    m = { seq: s.lastSeq, values: new Map() };
    memos.set(s, m);
  }
  if (m.values.has(key)) return m.values.get(key) as T;
  const v = fn();
  m.values.set(key, v);
  return v;
}
const memos = new WeakMap<GameState, { seq: number; values: Map<string, unknown> }>();
/** `kind:group`, built once per pair (a night's close asks for the same keys hundreds of times). */
const keys = new Map<string, Map<string, string>>();
function keyOf(kind: string, group: string): string {
  let byGroup = keys.get(kind);
  if (!byGroup) {
    byGroup = new Map();
    keys.set(kind, byGroup);
  }
  let k = byGroup.get(group);
  if (k === undefined) {
    k = `${kind}:${group}`;
    byGroup.set(group, k);
  }
  return k;
}

/** The living members of a group. */
export function groupMembers(s: GameState, rs: RulesetDef, group: string): Character[] {
  return memo(s, keyOf('members', group), () => s.chars.filter((c) => c.alive && inGroup(s, rs, c, group)));
}

/**
 * Who holds a group's skills now: its living members; when none is left, the first living
 * character in the ruleset's 接刀 order for the group (石像鬼、铁柱、机械狼，幽灵).
 */
export function groupHolders(s: GameState, rs: RulesetDef, group: string): Character[] {
  return memo(s, keyOf('holders', group), () => holdersOf(s, rs, group));
}

function holdersOf(s: GameState, rs: RulesetDef, group: string): Character[] {
  const members = groupMembers(s, rs, group);
  if (members.length) return members;
  // a member whose tags are suspended for a time keeps the skills from the heirs, though it cannot use them (211 接刀:
  // 所有[群内]狼出局，或所有[群内]狼皆承受永久的[超度]状态时 — a timed [超度] is not 永久)
  const held = (c: Character) => c.alive && tagsSuspended(rs, c) === 'timed';
  if (s.chars.some((c) => held(c) && roleOf(rs, c)?.group === group)) return [];
  const faction = rs.groupFaction?.[group];
  // an heir suspended for good is passed over; one suspended for a time holds the skills, blocked by its status
  const heirOk = (c: Character) => c.alive && tagsSuspended(rs, c) !== 'forGood';
  // a status heir that ranks as a role (data.rankAs: 211 影武者 [接刀]标签的接刀顺序与目标角色一致) takes that role's place
  const ranksAs = (c: Character, roleId: string) =>
    c.statuses.some((st) => st.data?.rankAs === roleId && rs.statuses[st.id]?.holder?.heir === group);
  for (const roleId of rs.inherit?.[group] ?? []) {
    const heir = s.chars.find(
      (c) =>
        heirOk(c) &&
        !dropsTags(rs, c) &&
        (c.role === roleId || ranksAs(c, roleId)) &&
        (!faction || c.faction === faction),
    );
    if (heir) return [heir];
  }
  // then those a status makes heirs (after every role's 接刀), in seat order
  const heir = s.chars.find(
    (c) => heirOk(c) && c.statuses.some((st) => rs.statuses[st.id]?.holder?.heir === group),
  );
  return heir ? [heir] : [];
}

/** Can the character not gain a [群内] from a status (a `refusesGroup` status: 211 大天狗 不归)? */
export const refusesGroup = (rs: RulesetDef, c: Character): boolean =>
  c.statuses.some((st) => rs.statuses[st.id]?.holder?.refusesGroup);

/** Has the character lost its role's [群内] and [接刀] tags (a `dropsTags` status)? */
export const dropsTags = (rs: RulesetDef, c: Character): boolean =>
  c.statuses.some((st) => rs.statuses[st.id]?.holder?.dropsTags);

/**
 * Are the character's [群内]/[接刀] tags suspended (a `suspendsTags` status, or one including it): for good (no end),
 * for a time, or not?
 */
export function tagsSuspended(rs: RulesetDef, c: Character): 'none' | 'timed' | 'forGood' {
  if (!c.statuses.length) return 'none';
  const sts = defsOf(rs, c.statuses).filter(({ def }) => def.holder?.suspendsTags);
  if (!sts.length) return 'none';
  return sts.some(({ st }) => st.until === null) ? 'forGood' : 'timed';
}

/** When a status applied now ends. 当夜 is night N whether applied in day N or night N. */
export function untilOf(phase: Phase, at: UntilKind | null | undefined): Status['until'] {
  if (!at) return null;
  const night = phase.kind === 'night';
  switch (at) {
    case 'nightEnd':
      return { at, day: phase.day };
    case 'dayStart':
      return { at, day: phase.day + 1 };
    case 'dayEnd':
      return { at, day: night ? phase.day + 1 : phase.day };
    case 'nightStart':
      return { at, day: night ? phase.day + 1 : phase.day };
  }
}

/**
 * The end a status given to `target` now really gets: a permanent negative one (no end, `negative` itself or by what
 * it includes) ends at the target role's `permanentNegative` end instead (211 皇帝: 只持续一天).
 */
export function endFor(
  s: GameState,
  rs: RulesetDef,
  target: string,
  id: string,
  until: Status['until'],
): Status['until'] {
  if (until !== null) return until;
  const c = s.chars.find((x) => x.name === target);
  const cap = c ? roleOf(rs, c)?.permanentNegative : undefined;
  if (!cap) return null;
  if (!defsOf(rs, [{ id, source: null, until: null }]).some(({ def }) => def.lifetime?.negative)) return null;
  return untilOf(s.phase, s.phase.kind === 'night' ? cap.night : cap.day);
}

/** Words for an end time (211: 角色会得知此状态的结束时间). */
export function untilWords(rs: RulesetDef, until: Status['until']): string {
  const tpl = rs.t[until ? `until.${until.at}` : 'until.never'];
  return tpl ? tpl({ day: until?.day ?? 0 }) : '';
}

/**
 * Is the holder told of this status as it is applied (`notice.tell`, unless its `tellIf` says no: 211 [遗忘] 仅在角色持有
 * [强制]技能时会得知)? Decided once, when applied: the answer is stored with the status (its view lists it).
 */
export function toldOf(s: GameState, rs: RulesetDef, target: string, def: StatusDef | undefined): boolean {
  if (!def?.notice?.tell) return false;
  const tellIf = def.notice.tellIf;
  if (!tellIf) return true;
  const c = s.chars.find((x) => x.name === target);
  return c !== undefined && tellIf(s, rs, c);
}

/** Applies a status now (by day, at the opening, or when the night resolves), telling and announcing as declared. */
export function applyStatus(tx: Tx, target: string, id: string, o: StatusOpts = {}): void {
  const def = tx.rs.statuses[id];
  if (wardedOff(tx.state, tx.rs, target, id)) return;
  const data = markGiven(tx.rs, o.data, o.by !== undefined ? o.by : tx.using);
  const told = toldOf(tx.state, tx.rs, target, def);
  const until = endFor(
    tx.state,
    tx.rs,
    target,
    id,
    o.at !== undefined
      ? o.at
      : untilOf(tx.state.phase, o.until === undefined ? def?.lifetime?.until : o.until),
  );
  tx.emit(
    ev('StatusApplied', {
      target,
      status: id,
      source: o.source ?? null,
      until,
      ...(data ? { data } : {}),
      ...(told ? { told: true as const } : {}),
    }),
  );
  clearNegatives(tx, target, id);
  if (told && def)
    tx.notify(target, tx.t('statusGained', { status: def.name, until: untilWords(tx.rs, until) }), {
      kind: 'status',
      status: id,
      until,
    });
  if (def?.notice?.announce)
    tx.news(tx.t(def.notice?.announce, { name: target }), { kind: 'status', status: id, name: target });
}

/** 你的阵营转变为xx阵营: the change, its notice, and those whose faction follows this one's (丘比特). */
export function changeFaction(tx: Tx, name: string, faction: string, cause: string, depth = 0): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c || c.faction === faction || depth > 8) return;
  tx.emit(ev('FactionChanged', { target: name, faction, cause }));
  tx.notify(name, tx.t('factionChanged', { faction: tx.rs.factions[faction]?.name ?? faction }), {
    kind: 'faction',
    faction,
  });
  // a change by other means than following (211 l.880 若有随某些角色变动阵营的效果，在自己被其他手段改变阵营后，该效果失效，不再随
  // 主人之类的变动阵营): the character's own following ends
  if (tx.rs.followEndsOnOwnChange && !tx.rs.followEndsOnOwnChange.except.includes(cause))
    for (const st of c.statuses)
      if (tx.rs.statuses[st.id]?.holder?.onFactionChange && st.data?.of)
        tx.emit(ev('StatusRemoved', { target: name, status: st.id, source: st.source }));
  const changed = tx.state.chars.find((x) => x.name === name) as Character;
  for (const h of tx.state.chars)
    for (const st of h.statuses) {
      const def = tx.rs.statuses[st.id];
      const of = (st.data?.of as string[] | undefined) ?? [];
      if (def?.holder?.onFactionChange && of.includes(name)) def.holder?.onFactionChange(tx, h, st, changed);
    }
}

/** A settlement environment outside the night's pipeline (chain outs by day, a day's 穿透). */
export function settleEnvNow(s: GameState, rs: RulesetDef): SettleEnv {
  return {
    state: s,
    ruleset: rs,
    night: s.phase.kind === 'night',
    guards: new Map(),
    saves: new Map(),
    statuses: (name) => {
      const c = s.chars.find((x) => x.name === name);
      return c ? statusesOf(s, rs, c) : [];
    },
    absorb: () => false,
  };
}

/**
 * Does a protection stop this kill? Statuses that `protect` against its strength, unless the
 * out cause is one they do not cover (嫦娥: 对殉情无效), or they only guard from others (摄梦).
 */
export function protectedFrom(env: SettleEnv, k: Kill): boolean {
  return defsOf(env.ruleset, env.statuses(k.target)).some(({ st, def }) => {
    if (def.protection?.protectsFrom?.(env, k)) return true;
    if (!def.protection?.protects?.includes(k.strength as never)) return false;
    if (k.cause && def.protection?.protectsNot?.includes(k.cause)) return false;
    if (def.protection?.protectsOnlyFromOthers && (k.chain || st.source === k.by)) return false;
    return true;
  });
}

/** The skill definitions a ruleset knows by id: its roles', its extra ones, its common ones. */
export function skillIndex(rs: RulesetDef): Map<string, SkillDef> {
  const cached = indexCache.get(rs);
  if (cached) return cached;
  const m = new Map<string, SkillDef>();
  for (const r of Object.values(rs.roles)) for (const k of r.skills) if (!m.has(k.id)) m.set(k.id, k);
  for (const k of rs.extraSkills ?? []) if (!m.has(k.id)) m.set(k.id, k);
  for (const k of rs.commonSkills) if (!m.has(k.id)) m.set(k.id, k);
  indexCache.set(rs, m);
  return m;
}
const indexCache = new WeakMap<RulesetDef, Map<string, SkillDef>>();

/** Is the character's role public (翻牌)? */
export const isRevealed = (rs: RulesetDef, c: Character): boolean =>
  c.statuses.some((st) => rs.statuses[st.id]?.holder?.revealed);

/** A vest's gender as a rule reads it (女性角色). */
export const isFemale = (c: Character): boolean => sexOf(c.gender) === '女';
