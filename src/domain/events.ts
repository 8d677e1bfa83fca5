import { z } from 'zod';
import { currentVersion, upcast } from './upcast';

/**
 * Every event the game log can hold. Events are facts in the past tense; each
 * has a schema version `v`. A stored event is never edited: a new shape is a new
 * `v` plus an upcaster (./upcast.ts); the schemas here are the current versions.
 */
const name = z.string().min(1);
const rng = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const phaseKind = z.enum(['setup', 'day', 'night', 'ended']);

const until = z
  .object({ at: z.enum(['dayStart', 'nightEnd', 'dayEnd', 'nightStart']), day: z.number().int() })
  .nullable();

export const eventSchemas = {
  GameCreated: z.object({
    id: z.string(),
    title: z.string(),
    ruleset: z.string(),
    players: z.array(z.object({ name, gender: z.string().nullable() })),
    seed: z.string(),
    roles: z.record(z.string(), z.string()).nullable(),
    pool: z.array(z.string()).nullable(),
    options: z.record(z.string(), z.unknown()),
    // v2: `hours`, the director's changes to the ruleset's hours (all optional; {} = the ruleset's own)
    schedule: z.object({
      timezone: z.string(),
      fixed: z.object({ daySeconds: z.number(), nightSeconds: z.number() }).nullable(),
      hours: z.object({
        closeAt: z.string().optional(),
        openAt: z.string().optional(),
        dayLength: z.number().int().optional(),
        weekendExtends: z.boolean().optional(),
        nightMinutes: z.record(z.string(), z.number()).optional(),
        changeLockMinutes: z.number().optional(),
        proxyLockMinutes: z.number().optional(),
        speedCutoffMinutes: z.number().optional(),
      }),
    }),
    createdAt: z.number(),
  }),
  RandomDrawn: z.object({ purpose: z.string(), outcome: z.unknown(), rng }),
  GameStarted: z.object({
    seating: z.array(name),
    roles: z.record(z.string(), z.string()),
    factions: z.record(z.string(), z.string()),
    lastWordsQuota: z.number().int(),
  }),
  PhaseStarted: z.object({
    kind: z.enum(['day', 'night']),
    day: z.number().int(),
    window: z.string(),
    windowIndex: z.number().int(),
    openedAt: z.number(),
    closesAt: z.number().nullable(),
    /** an extra round of the same night (211 嫦娥); absent = the first */
    round: z.number().int().optional(),
  }),
  WindowClosed: z.object({
    kind: phaseKind,
    day: z.number().int(),
    window: z.string(),
    by: z.enum(['deadline', 'director', 'alarm', 'sweep']),
    reason: z.string().nullable(),
  }),
  DeadlineExtended: z.object({ closesAt: z.number(), reason: z.string() }),
  ActionSubmitted: z.object({
    actor: name,
    skill: z.string(),
    targets: z.array(name),
    choice: z.string().nullable(),
    pass: z.boolean(),
    group: z.string().nullable(),
    /** a group's skill that needs agreement (`SkillDef.agreement`): the member's own choice, beside the others' */
    member: z.boolean().optional(),
  }),
  ActionsResolved: z.object({
    day: z.number().int(),
    phase: phaseKind,
    actions: z.array(
      z.object({
        actor: name,
        skill: z.string(),
        targets: z.array(name),
        /** the settled targets (结算目标) when a redirection changed the chosen ones */
        settled: z.array(name).optional(),
        /** false: the use did not count (邪恶 armed but not triggered) */
        spent: z.boolean().optional(),
      }),
    ),
  }),
  VoteCast: z.object({
    voter: name,
    target: name.nullable(),
    change: z.boolean(),
    proxy: z.boolean(),
    post: z.string().nullable(),
    receivedAt: z.number(),
    // v2: the forum post time an adapter reported, and which time the vote counts at (`post` only
    // when the director trusts the adapters: option trustPostedAt)
    postedAt: z.number().nullable(),
    timeSource: z.enum(['server', 'post']),
  }),
  /** a vote post that is no valid vote (投票格式或投票对象有误的票无效): kept with its reason, the player told */
  VotePostInvalid: z.object({
    voter: name,
    post: z.string(),
    code: z.string(),
    reason: z.string(),
    proxy: z.boolean(),
    receivedAt: z.number(),
    postedAt: z.number().nullable(),
  }),
  VotesCounted: z.object({
    day: z.number().int(),
    tally: z.array(z.object({ name, votes: z.number(), voters: z.array(name) })),
    top: z.array(name),
    nonVoters: z.array(name),
    purpose: z.enum(['sheriff', 'out']),
  }),
  LastWordsSubmitted: z.object({ actor: name, text: z.string() }),
  LastWordsPublished: z.object({ actors: z.array(name) }),
  /** a last-words right given up so that its place is free again (pku 好人池≥4: 遗言期间私信法官告知放弃遗言) */
  LastWordsWaived: z.object({ actor: name }),
  CharacterOut: z.object({
    name,
    cause: z.string(),
    day: z.number().int(),
    phase: phaseKind,
    order: z.number().int(),
    /** out in 黄昏 (211 l.155: 在黄昏阶段（包括正常的被投票出局）的角色出局信息，会在黄昏阶段结束后…公示): not in the morning's list */
    dusk: z.literal(true).optional(),
  }),
  CharacterRevived: z.object({ name }),
  StatusApplied: z.object({
    target: name,
    status: z.string(),
    source: z.string().nullable(),
    until,
    /** what the status carries (a disguise, a group, a gained skill …) */
    data: z.record(z.string(), z.unknown()).optional(),
    /** the holder was told of it as it was applied (211 l.156 角色会得知…也会随时得知这些状态是否还存在): its view lists it */
    told: z.literal(true).optional(),
  }),
  /** `source` given: only that source's instance ends (same-named statuses count separately) */
  StatusRemoved: z.object({ target: name, status: z.string(), source: z.string().nullable().optional() }),
  /** 你的阵营转变为xx阵营 */
  FactionChanged: z.object({ target: name, faction: z.string(), cause: z.string() }),
  /** the character's card changes (classic 盗贼: 从中选择一张作为自己的身份), with the faction of the new card */
  RoleChanged: z.object({ target: name, role: z.string(), faction: z.string(), cause: z.string() }),
  SkillLost: z.object({ actor: name, skill: z.string(), reason: z.string() }),
  /** the character's skills back as dealt: none lost, none used (121 圣女 净化: 底牌状态恢复初始) */
  SkillsRestored: z.object({ actor: name, reason: z.string() }),
  /** cause `torn`: 撕毁警徽 (no sheriff for the rest of the game) */
  SheriffChanged: z.object({ from: name.nullable(), to: name.nullable(), cause: z.string() }),
  /** 上警 (standing) or 退选 (withdrawn) in the sheriff election; a withdrawn candidate cannot stand again */
  CandidacyChanged: z.object({ name, standing: z.boolean() }),
  /** a new vote within the same day: a PK round among the tied (`pk`), or the day's vote after a re-election */
  BallotOpened: z.object({ purpose: z.enum(['sheriff', 'out']), pk: z.boolean(), tied: z.array(name) }),
  RightGranted: z.object({
    holder: name,
    kind: z.string(),
    expires: z.enum(['phaseEnd', 'nextDayStart', 'never']),
    usableIn: z.object({ kind: phaseKind, day: z.number().int(), window: z.string().optional() }).nullable(),
  }),
  RightEnded: z.object({ holder: name, kind: z.string(), how: z.enum(['used', 'lapsed', 'void']) }),
  NotificationSent: z.object({ to: name, text: z.string(), data: z.record(z.string(), z.unknown()) }),
  AnnouncementMade: z.object({
    day: z.number().int(),
    phase: phaseKind,
    text: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  NewsQueued: z.object({ text: z.string(), data: z.record(z.string(), z.unknown()) }),
  RulingMade: z.object({ kind: z.string(), reason: z.string(), detail: z.record(z.string(), z.unknown()) }),
  // 加速 / 延时: a living character's request for the day, and a request granted (or a director's ruling)
  SpeedRequested: z.object({ actor: name, request: z.enum(['加速', '延时']), day: z.number().int() }),
  SpeedGranted: z.object({
    request: z.enum(['加速', '延时']),
    day: z.number().int(),
    by: z.enum(['requests', 'director']),
    /** the day's close before and after */
    previous: z.number(),
    closesAt: z.number(),
  }),
  // the director stops and restarts the clock; every deadline moves by the time it stood
  ClockPaused: z.object({ at: z.number(), reason: z.string() }),
  ClockResumed: z.object({
    at: z.number(),
    reason: z.string(),
    pausedMs: z.number(),
    closesAt: z.number().nullable(),
  }),
  /** a penalty card: the director's, a rule's (未投票 → 黄牌) or a merge (3 蓝 → 黄, 3 黄 → 红) */
  CardGiven: z.object({
    target: name,
    color: z.enum(['blue', 'yellow', 'red']),
    reason: z.string(),
    by: z.enum(['director', 'rule', 'merge']),
    /** a red on one still in: sent off now, or at the day's close */
    sendOff: z.enum(['now', 'atClose']).nullable(),
    /** a merge: how many cards of the colour below it it uses up (the game's cardMerge; absent in older logs: 3) */
    uses: z.number().int().min(2).optional(),
  }),
  /** the director takes a card back (判罚 以导演解释为准): one card of that color off the count */
  CardRemoved: z.object({ target: name, color: z.enum(['blue', 'yellow', 'red']), reason: z.string() }),
  /** the post counts an adapter reported for a discussion day (a later report of the same day replaces it) */
  PostCountsReported: z.object({ day: z.number().int(), counts: z.record(z.string(), z.number().int()) }),
  /** 潜水 at the day's close: whether a report was there, and each character's run of low days after it */
  PostCountsJudged: z.object({
    day: z.number().int(),
    reported: z.boolean(),
    streaks: z.record(z.string(), z.number().int()),
  }),
  /** the director excused a character up to the end of night `through` (提前与法官说明自己的在线情况) */
  PlayerExcused: z.object({ target: name, through: z.number().int(), reason: z.string() }),
  /** 替补: another player takes the character over (its token changes, its history stays) */
  SubstituteMade: z.object({ target: name, player: z.string().min(1), reason: z.string() }),
  // 投降: tieba's unanimous surrender of a group, pku's switches; the faction then loses (unannounced)
  SurrenderProposed: z.object({ by: name, faction: z.string(), asked: z.array(name) }),
  SurrenderAnswered: z.object({ by: name, faction: z.string(), agree: z.boolean() }),
  SurrenderSwitched: z.object({ by: name, on: z.boolean(), half: z.string() }),
  FactionSurrendered: z.object({ faction: z.string() }),
  /** points for a ruleset's point pool (pku 白给池), counted at its next settlement */
  PoolPoints: z.object({ pool: z.string(), points: z.number().int(), reason: z.string() }),
  /** points spent from a pool's balance (pku: a card exchanged), not from the points since its settlement */
  PoolSpent: z.object({ pool: z.string(), points: z.number().int(), reason: z.string() }),
  /** a point pool settled (pku: the wolves' at 入夜, the good side's at 破晓): its balance now, and whether it was halved */
  PoolSettled: z.object({ pool: z.string(), balance: z.number().int(), halved: z.boolean() }),
  /**
   * tieba 轮次决胜 (file 002 l.106–110): a round of the simulated nights played (round 0: the rounds open, over the state the
   * night settled in) — its submissions (the pack's kill, the doctor's heal, the 纵火者's burn; null: none), who it puts
   * out (the night's, in order) and the pack member the day after votes out, the simulation after it, and the verdict
   */
  RoundDeciderPlayed: z.object({
    day: z.number().int(),
    round: z.number().int().min(0).max(3),
    kill: name.nullable(),
    heal: name.nullable(),
    burn: name.nullable(),
    outs: z.array(z.object({ name, cause: z.string() })),
    voted: name.nullable(),
    sim: z.object({
      living: z.array(name),
      pack: z.array(name),
      doctor: name.nullable(),
      arsonist: name.nullable(),
      witch: name.nullable(),
      poison: z.boolean(),
      empty: z.record(z.string(), z.number().int()),
      houses: z.array(name),
    }),
    verdict: z.enum(['won', 'lost']).nullable(),
    reason: z.string().nullable(),
  }),
  /** 判负 by a rule (211 判罚: 同一阵营的角色累计获得两张或以上红牌时，阵营判负): it can no longer win; unannounced */
  FactionDefeated: z.object({ faction: z.string(), reason: z.string() }),
  /**
   * 树洞 (tieba l.36): a player's private post, seen by its author and the director until the game ends, then published
   * with the 演员表; `day`/`phase` say when it was written (out players post too)
   */
  TreeholePosted: z.object({ author: name, text: z.string(), day: z.number().int(), phase: phaseKind }),
  GameEnded: z.object({
    winner: z.object({ faction: z.string().nullable(), names: z.array(name) }),
    reason: z.string(),
  }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;

/** A domain event as `decide` returns it, at its type's current version (see ./upcast.ts). */
export type DomainEvent = { [T in EventType]: { type: T; v: number; data: EventData<T> } }[EventType];

/** An event as stored: the domain event plus the log's envelope. */
export type Envelope = DomainEvent & {
  seq: number;
  at: string;
  actor: string;
  prevHash?: string;
  hash?: string;
};

export const EVENT_TYPES = Object.keys(eventSchemas) as EventType[];

export function ev<T extends EventType>(type: T, data: EventData<T>): DomainEvent {
  return { type, v: currentVersion(type), data } as DomainEvent;
}

/**
 * Validates a stored line's type and data, bringing an older version up to the current one
 * first (./upcast.ts); used when reading a log from outside.
 */
export function parseEvent(raw: { type: string; v: number; data: unknown }): DomainEvent | null {
  const schema = (eventSchemas as Record<string, z.ZodTypeAny>)[raw.type];
  if (!schema) return null;
  const up = upcast({ type: raw.type, v: raw.v, data: raw.data });
  if (!up) return null;
  const parsed = schema.safeParse(up.data);
  return parsed.success ? ({ type: raw.type, v: up.v, data: parsed.data } as DomainEvent) : null;
}
