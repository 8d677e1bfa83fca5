import { speedCutoff } from '../domain/calendar';
import { own } from '../domain/dict';
import {
  ballotPurpose,
  sheriffRules,
  standingCandidates,
  withdrawnCandidates,
} from '../domain/engine/ballot';
import { speedCounts } from '../domain/engine/clock';
import { canBeVoted, canVote, countVotes } from '../domain/engine/day';
import { defsOf, statusesOf, untilWords } from '../domain/engine/effects';
import { rulesOf } from '../domain/engine/schedule';
import {
  legalTargets,
  roleOf,
  skillsOf,
  targetSpec,
  unusableReason,
  usesLeft,
} from '../domain/engine/skills';
import type { RulesetDef } from '../domain/engine/types';
import type { Envelope } from '../domain/events';
import { treeholeOpen } from '../domain/handlers/treehole';
import { rulesetOf } from '../domain/rulesets';
import type { Character, GameState } from '../domain/state';
import { isoAt, zoneOffsetMinutes } from '../domain/time';
import { openWindow } from './owed';

/**
 * Views are pure folds of the state and the log. Secrets are stripped here and
 * only here: the public view never names a hidden role before the end, a
 * player's view shows only what that character may know.
 */

function iso(s: GameState, ms: number | null): string | undefined {
  if (ms === null) return undefined;
  return isoAt(ms, zoneOffsetMinutes(s.schedule.timezone, ms));
}

function factionName(s: GameState, id: string | null): string | null {
  if (id === null) return null;
  return rulesetOf(s.ruleset)?.factions[id]?.name ?? id;
}

export interface PublicView {
  id: string;
  title: string;
  ruleset: string;
  status: GameState['status'];
  phase: {
    kind: GameState['phase']['kind'];
    day: number;
    window?: string;
    closesAt?: string;
    /** the director stopped the clock: no deadline runs (closesAt absent) until resumed */
    paused?: { since: string; remainingSeconds: number };
    /** the discussion day's 加速 / 延时: requests standing, needed, until when they count */
    speed?: {
      accelerated: boolean;
      accelerate: number;
      delay: number;
      needed: number;
      requestsUntil?: string;
    };
    /** what the open vote is for, where the ruleset has its own ballot (classic): 上警/退选, a PK round */
    ballot?: {
      purpose: 'sheriff' | 'out';
      round: 'vote' | 'pk';
      candidates?: string[];
      withdrawn?: string[];
      tied?: string[];
    };
  };
  /** freeSpeech: 211 [自由] — the character may post in the 自由警长发言贴 */
  seats: {
    seat: number | null;
    name: string;
    alive: boolean;
    sheriff?: boolean;
    freeSpeech?: boolean;
    /** when and how the character went out, in the words the 公示 uses (a night's cause stays 夜晚出局) */
    out?: { day: number; phase: string; how: string };
    /** penalty cards held (each was announced) */
    cards?: { blue: number; yellow: number; red: number };
  }[];
  /** the open day's running count, where the ruleset publishes counts (211 names only the top: none) */
  tally?: { name: string; votes: number; voters: string[] }[];
  winner?: { faction: string | null; factionId: string | null; names: string[] };
  timezone: string;
}

export function publicView(s: GameState): PublicView {
  const ph = s.phase;
  const phase: PublicView['phase'] = { kind: ph.kind, day: ph.day };
  // a round after the night's settlement (tieba 轮次决胜) is not named to the public: 夜晚期间需要公示的内容全部在下一个白天开始时
  // 公布, and a defeat is never announced (阵营被判负后，不予公示) — the night only lasts longer, as a forum's would
  if (ph.window && ph.kind !== 'ended' && ph.window !== rulesetOf(s.ruleset)?.nightRounds?.window)
    phase.window = ph.window;
  const paused = s.clock.pausedAt;
  if (paused !== null && ph.closesAt !== null && s.status === 'running')
    phase.paused = {
      since: iso(s, paused) as string,
      remainingSeconds: Math.max(0, Math.round((ph.closesAt - paused) / 1000)),
    };
  else {
    const closes = iso(s, ph.closesAt);
    if (closes) phase.closesAt = closes;
  }
  const rs = rulesetOf(s.ruleset);
  if (rs && ph.kind === 'day' && s.status === 'running') {
    const counts = speedCounts({ state: s, rs });
    phase.speed = {
      accelerated: s.speed.accelerated,
      accelerate: counts.加速,
      delay: counts.延时,
      needed: counts.needed,
    };
    const until = ph.closesAt === null || paused !== null ? null : speedCutoff(rulesOf(s, rs), ph.closesAt);
    if (until !== null) phase.speed.requestsUntil = iso(s, until) as string;
    const purpose = ballotPurpose(s, rs);
    const candidacy = purpose === 'sheriff' && sheriffRules(s, rs)?.candidacy === true;
    if (candidacy || s.revote)
      phase.ballot = {
        purpose,
        round: s.revote ? 'pk' : 'vote',
        ...(candidacy ? { candidates: standingCandidates(s), withdrawn: withdrawnCandidates(s) } : {}),
        ...(s.revote ? { tied: s.revote.tied } : {}),
      };
  }
  const seats =
    s.status === 'setup'
      ? s.entrants.map((p) => ({ seat: null, name: p.name, alive: true }))
      : s.chars.map((c) => ({
          seat: c.seat,
          name: c.name,
          alive: c.alive,
          ...(s.sheriff === c.name ? { sheriff: true } : {}),
          ...(rs && freeSpeech(s, rs, c) ? { freeSpeech: true } : {}),
          ...(!c.alive && c.outDay !== null
            ? { out: { day: c.outDay, phase: c.outPhase ?? 'day', how: outWords(rs, c) } }
            : {}),
          ...(cardsOf(s, c.name) ? { cards: cardsOf(s, c.name) } : {}),
        }));
  const view: PublicView = {
    id: s.id,
    title: s.title,
    ruleset: s.ruleset,
    status: s.status,
    phase,
    seats,
    timezone: s.schedule.timezone,
  };
  if (rs && ph.kind === 'day' && s.status === 'running' && rs.voteDisclosure !== 'topOnly')
    view.tally = countVotes(s, rs).tally.map((t) => ({ name: t.name, votes: t.votes, voters: t.voters }));
  if (s.winner)
    view.winner = {
      faction: factionName(s, s.winner.faction),
      factionId: s.winner.faction,
      names: s.winner.names,
    };
  return view;
}

/** Out causes the 公示 names as they are; any other (a night's kill, a secret link) is only 夜晚出局 / 出局. */
const PUBLIC_CAUSES = ['vote', 'shot', 'redcard', 'ruling', 'wrongful', 'stand_in', 'skill_lost', 'duel'];

function outWords(rs: RulesetDef | undefined, c: GameState['chars'][number]): string {
  const named =
    c.outCause && PUBLIC_CAUSES.includes(c.outCause) ? rs?.t[`cause.${c.outCause}`]?.({}) : undefined;
  return named ?? (c.outPhase === 'night' ? '夜晚出局' : '出局');
}

function cardsOf(s: GameState, name: string): { blue: number; yellow: number; red: number } | undefined {
  const k = s.cards?.[name];
  if (!k || !(k.blue || k.yellow || k.red)) return undefined;
  return { blue: k.blue ?? 0, yellow: k.yellow ?? 0, red: k.red ?? 0 };
}

/** 211 [自由]：任何时候…都可以在一个专门的自由警长发言贴中发言 — a status that says so (public: the posts are). */
function freeSpeech(s: GameState, rs: RulesetDef, c: GameState['chars'][number]): boolean {
  return defsOf(rs, statusesOf(s, rs, c)).some(({ def }) => def.vote?.freeSpeech);
}

export interface AnnouncementView {
  seq: number;
  day: number;
  phase: string;
  text: string;
  data: Record<string, unknown>;
}

/**
 * The 公示 thread. Each post carries the chain head at that moment — the hash of its
 * own event — in short form at the end of the text and in full in `data.chainHead`,
 * so a player can later check that the log handed out is the one that was played.
 */
export function announcements(log: Iterable<Envelope>): AnnouncementView[] {
  const out: AnnouncementView[] = [];
  for (const e of log)
    if (e.type === 'AnnouncementMade') {
      const head = e.hash;
      out.push({
        seq: e.seq,
        day: e.data.day,
        phase: e.data.phase,
        text: head ? `${e.data.text}\n${chainMark(head)}` : e.data.text,
        data: head ? { ...e.data.data, chainHead: head } : e.data.data,
      });
    }
  return out;
}

/** The short form of a chain head in a post's text. */
export const chainMark = (hash: string): string => `〔链 ${hash.slice(0, 12)}〕`;

/**
 * Every character's private notifications: for the director and auditors, and for
 * anyone once the game has ended unless the director keeps them closed.
 */
export function allNotifications(s: GameState, log: Iterable<Envelope>) {
  const by = new Map<string, { seq: number; text: string; data: Record<string, unknown> }[]>();
  for (const c of s.chars.length ? s.chars : s.entrants) by.set(c.name, []);
  for (const e of log)
    if (e.type === 'NotificationSent')
      by.get(e.data.to)?.push({ seq: e.seq, text: e.data.text, data: e.data.data });
  return [...by].map(([name, notifications]) => ({ name, notifications }));
}

export interface SkillView {
  id: string;
  name: string;
  kind: string;
  usableNow: boolean;
  legalTargets: string[];
  /** how many targets a use takes, and its choices (伪装's card, 询问's role) where it has some */
  targetCount?: { min: number; max: number };
  choices?: string[];
  usesLeft?: number;
  mandatory?: boolean;
  reason?: string;
  submitted?: { targets: string[]; pass: boolean; choice: string | null; by: string };
}

/** A status the character was told of (211 l.156 …会得知此状态的结束时间，也会随时得知这些状态是否还存在). */
export interface StatusView {
  id: string;
  name: string;
  /** when it ends (the phase and day), or null: 永久 */
  until: { at: string; day: number } | null;
  /** the end in words, as the notice said it (持续至第2夜开始 / 永久有效) */
  ends: string;
  /** who gave it, only where the holder knows: its own skill, or a status whose notice names its source */
  source?: string;
}

export interface PlayerView {
  name: string;
  seat: number | null;
  role: string | null;
  roleId: string | null;
  faction: string | null;
  factionId: string | null;
  alive: boolean;
  sheriff: boolean;
  skills: SkillView[];
  group?: { id: string; members: string[] };
  rights: string[];
  /** the statuses it holds now and was told of when they were applied; never those not told ([流血], [遗忘] without a <强制> skill) */
  statuses: StatusView[];
  vote?: { target: string | null; changesLeft: number; canVote: boolean };
  /** 树洞: the character's own posts (仅作者可见), where the game has one */
  treehole?: TreeholePostView[];
  notifications: { seq: number; text: string; data: Record<string, unknown> }[];
}

export interface TreeholePostView {
  seq: number;
  author: string;
  day: number;
  phase: string;
  text: string;
}

/**
 * 树洞 as `who` may read it: its author its own posts while the game runs (仅作者可见); the director, auditors — and
 * anyone once the game has ended (取消“仅作者可见”) — all of them. `open`: whether the game has one.
 */
export function treeholeView(
  s: GameState,
  who: { author: string } | 'all',
): { open: boolean; published: boolean; posts: TreeholePostView[] } {
  const rs = rulesetOf(s.ruleset);
  const posts = (s.treehole ?? [])
    .filter((p) => who === 'all' || p.author === who.author)
    .map((p) => ({ seq: p.seq, author: p.author, day: p.day, phase: p.phase, text: p.text }));
  return { open: rs ? treeholeOpen(s, rs) : false, published: s.status === 'ended', posts };
}

export function playerView(s: GameState, log: Iterable<Envelope>, name: string): PlayerView {
  const notifications: PlayerView['notifications'] = [];
  for (const e of log)
    if (e.type === 'NotificationSent' && e.data.to === name)
      notifications.push({ seq: e.seq, text: e.data.text, data: e.data.data });
  const rs = rulesetOf(s.ruleset);
  const c = s.chars.find((x) => x.name === name);
  if (!c || !rs) {
    return {
      name,
      seat: null,
      role: null,
      roleId: null,
      faction: null,
      factionId: null,
      alive: true,
      sheriff: false,
      skills: [],
      rights: [],
      statuses: [],
      notifications,
    };
  }
  const role = roleOf(rs, c);
  const skills: SkillView[] = skillsOf(s, rs, c).map((sk) => {
    const why =
      s.status === 'running'
        ? unusableReason(s, rs, c, sk)
        : { code: 'GAME_NOT_STARTED', message: 'the game is not running' };
    const usable = why === null;
    // a group's standing choice; where the group must agree (SkillDef.agreement), the member's own
    const pending = s.actions.find(
      (a) => a.skill === sk.id && (sk.group && !sk.agreement ? a.group === sk.group : a.actor === c.name),
    );
    const v: SkillView = {
      id: sk.id,
      name: sk.name,
      kind: sk.kind,
      usableNow: usable,
      // a skill that takes no target (替死) offers none, though anyone is "legal"
      legalTargets: usable && sk.targets.max > 0 ? legalTargets(s, rs, c, sk).map((t) => t.name) : [],
    };
    if (usable) {
      const spec = targetSpec(s, c, sk);
      v.targetCount = { min: spec.min, max: spec.max };
      const choices = sk.choose?.choicesFor ? sk.choose?.choicesFor(s, c, rs) : sk.choose?.choices;
      if (choices?.length) v.choices = [...choices];
    }
    // [X]: 该技能的持有者在可发动技能时会得知剩余次数 (refills included)
    if (sk.limits?.limit !== undefined) v.usesLeft = Math.max(0, usesLeft(s, rs, c, sk));
    if (sk.force?.mandatory) v.mandatory = true;
    if (why) v.reason = why.message;
    if (pending)
      v.submitted = {
        targets: pending.targets,
        pass: pending.pass,
        choice: pending.choice,
        by: pending.actor,
      };
    return v;
  });
  const view: PlayerView = {
    name: c.name,
    seat: c.seat,
    role: role.name,
    roleId: role.id,
    faction: factionName(s, c.faction),
    factionId: c.faction,
    alive: c.alive,
    sheriff: s.sheriff === c.name,
    skills,
    rights: s.rights.filter((r) => r.holder === c.name).map((r) => r.kind),
    statuses: toldStatuses(rs, c),
    notifications,
  };
  if (treeholeOpen(s, rs)) view.treehole = treeholeView(s, { author: c.name }).posts;
  if (role.group)
    view.group = {
      id: role.group,
      members: s.chars.filter((m) => rs.roles[m.role]?.group === role.group).map((m) => m.name),
    };
  if (s.phase.kind === 'day' && s.status === 'running') {
    const mine = own(s.votes, c.name);
    const changed = s.voteLog.some((v) => v.voter === c.name && v.change);
    view.vote = { target: mine?.target ?? null, changesLeft: changed ? 0 : 1, canVote: canVote(s, rs, c) };
  }
  return view;
}

/**
 * The statuses a character holds and was told of (each instance apart: 即使状态名字相同，也会分别得知并分别计算结束时间), as
 * stored when applied (`told`), so a replay shows the same; a status ended or cleared is gone (是否还存在).
 */
function toldStatuses(rs: RulesetDef, c: Character): StatusView[] {
  const out: StatusView[] = [];
  for (const st of c.statuses) {
    const def = rs.statuses[st.id];
    if (!st.told || !def) continue;
    const v: StatusView = { id: st.id, name: def.name, until: st.until, ends: untilWords(rs, st.until) };
    if (st.source !== null && (st.source === c.name || def.notice?.source)) v.source = st.source;
    out.push(v);
  }
  return out;
}

export function directorView(s: GameState) {
  const rs = rulesetOf(s.ruleset);
  const base = publicView(s);
  return {
    ...base,
    seed: s.seed,
    options: s.options,
    schedule: s.schedule,
    sheriff: s.sheriff,
    lastWords: { quota: s.lastWordsQuota, granted: s.lastWordsGranted },
    // pku 白给池: each pool's balance at its last settlement and the points entered since (the director's only)
    ...(s.pools ? { pools: s.pools } : {}),
    // pku: the open skills and cards with the director's declared effect, or 未声明
    ...(rs?.declarations ? { declarations: rs.declarations(s) } : {}),
    // tieba 轮次决胜: the simulation, each round's submissions and 平安情况, the verdict (the director's only)
    ...(s.roundDecider ? { roundDecider: s.roundDecider } : {}),
    // the window the public view does not name (a 轮次决胜 round), the director's all the same
    ...(s.phase.window && s.phase.kind !== 'ended' && base.phase.window === undefined
      ? { phase: { ...base.phase, window: s.phase.window } }
      : {}),
    characters: s.chars.map((c) => ({
      seat: c.seat,
      name: c.name,
      role: rs?.roles[c.role]?.name ?? c.role,
      roleId: c.role,
      faction: factionName(s, c.faction),
      factionId: c.faction,
      alive: c.alive,
      outOrder: c.outOrder,
      outCause: c.outCause,
      statuses: c.statuses.map((st) => ({ ...st, name: rs?.statuses[st.id]?.name ?? st.id })),
      uses: c.uses,
      lost: c.lost,
      canVote: rs ? canVote(s, rs, c) : false,
      canBeVoted: rs ? canBeVoted(s, rs, c) : false,
    })),
    pendingActions: s.actions.map((a) => ({
      actor: a.actor,
      skill: a.skill,
      targets: a.targets,
      pass: a.pass,
      choice: a.choice,
      group: a.group,
    })),
    votes: Object.values(s.votes).map((v) => ({
      voter: v.voter,
      target: v.target,
      change: v.change,
      proxy: v.proxy,
    })),
    tally: rs && s.phase.kind === 'day' && s.status === 'running' ? countVotes(s, rs) : null,
    rights: s.rights,
    unpublishedLastWords: s.unpublishedWords,
    /** 树洞: every post, hidden from the players until the end */
    treehole: s.treehole ?? [],
    newsQueue: s.newsQueue,
    /** the clock: the director's pause, today's 加速/延时 requests by name, the days closed under 加速 */
    clock: s.clock,
    speed: s.speed,
    acceleratedDays: s.acceleratedDays,
    /** factions a rule defeated (211: two reds), unannounced */
    defeated: s.defeated ?? [],
    /** penalty cards held; 潜水: the reported post counts by day, each one's run of low days; the excused */
    cards: s.cards ?? {},
    postCounts: s.postCounts ?? {},
    postStreaks: s.postStreaks ?? {},
    excused: s.excused ?? {},
    /** the open window: who has acted, who still owes an action (and whether it is due in this window) */
    openWindow: rs ? openWindow(s, rs) : null,
    lastSeq: s.lastSeq,
  };
}

/** The 演员表: public once the game has ended. */
export function castList(s: GameState) {
  if (s.status !== 'ended') return null;
  const rs = rulesetOf(s.ruleset);
  return s.chars.map((c) => ({
    seat: c.seat,
    name: c.name,
    role: rs?.roles[c.role]?.name ?? c.role,
    faction: factionName(s, c.faction),
    alive: c.alive,
  }));
}
