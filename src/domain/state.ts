import type { HoursOverride } from './calendar';
import type { RngState } from './rng';

/** Who asked for something. `player:<name>` names the character by its vest. */
export type Actor = 'operator' | 'director' | 'system' | `player:${string}`;

export type PhaseKind = 'setup' | 'day' | 'night' | 'ended';

export interface Phase {
  kind: PhaseKind;
  /** Game day number; night N follows day N. */
  day: number;
  /** Name of the open window (deadline group) inside the phase. */
  window: string | null;
  /** Index of the window in the phase's window list. */
  windowIndex: number;
  openedAt: number | null;
  closesAt: number | null;
  /** 关门 of a night: when its first window opened; the night's deadlines count from it */
  anchor: number | null;
  /** ms the phase's later deadlines moved: extensions and pauses (a night's groups keep their spacing) */
  shift: number;
  /** an extra round of the same night (211 嫦娥 长夜漫漫): 1, 2 …; absent = the night's first */
  round?: number;
}

/** When a status ends: at the start of day N, the start or end of night N, the end of day N. */
export type UntilAt = 'dayStart' | 'nightEnd' | 'dayEnd' | 'nightStart';

export interface Status {
  id: string;
  source: string | null;
  /** When it ends (at the start of day N, at the end of night N, …), or never. */
  until: { at: UntilAt; day: number } | null;
  /** what the status carries: a disguise (表面身份/阵营/带刀), a group, a gained skill, a link … */
  data?: Record<string, unknown>;
  /** the holder was told of it when it was applied: the player view lists it (211 l.156) */
  told?: true;
}

export interface Character {
  name: string;
  gender: string | null;
  seat: number;
  role: string;
  faction: string;
  alive: boolean;
  /** 1-based order in which characters went out; null while in. */
  outOrder: number | null;
  outCause: string | null;
  outDay: number | null;
  outPhase: PhaseKind | null;
  /** went out in 黄昏 (211 l.155): announced at 黄昏's end, not in the next morning's list */
  outDusk?: true;
  /** uses per skill id */
  uses: Record<string, number>;
  /** skills permanently lost */
  lost: string[];
  statuses: Status[];
}

/** A right held by a character: the trigger skills (最后一枪, 殉职, 遗言, …). */
export interface Right {
  holder: string;
  kind: string;
  grantedDay: number;
  grantedPhase: PhaseKind;
  /**
   * when it lapses: at the end of the phase it is usable in, at the next day start, or never (held until used or its
   * holder goes out: 211 美女画皮's 丘比特之箭, 机械狼可以在任何时候发动)
   */
  expires: 'phaseEnd' | 'nextDayStart' | 'never';
  /**
   * the phase in which it becomes usable (phaseEnd rights); `window`: only while that window of the phase is open, and it
   * lapses when that window closes (pku 破晓: 猎人 shoots in the slot after the night's settlement)
   */
  usableIn: { kind: PhaseKind; day: number; window?: string } | null;
}

export interface PendingAction {
  actor: string;
  skill: string;
  targets: string[];
  choice: string | null;
  pass: boolean;
  seq: number;
  /** group skills: the group the action was made for */
  group: string | null;
}

export interface Vote {
  voter: string;
  target: string | null; // null = 弃权
  at: number;
  seq: number;
  proxy: boolean;
  change: boolean;
}

export interface ResolvedAction {
  day: number;
  phase: PhaseKind;
  actor: string;
  skill: string;
  /** the chosen targets (选择目标) */
  targets: string[];
  /** the settled targets (结算目标) when a redirection changed them */
  settled?: string[];
}

export type SpeedRequest = '加速' | '延时';

export type CardColor = 'blue' | 'yellow' | 'red';

export interface SpeedState {
  /** the day the requests are for */
  day: number;
  /** each character's standing request this day (a later one replaces the earlier) */
  requests: Record<string, SpeedRequest>;
  /** what was granted this day (each at most once) */
  granted: SpeedRequest[];
  /** 执行加速: the day runs accelerated */
  accelerated: boolean;
  /** the day's close before 加速 moved it (延时 brings it back) */
  calendarClose: number | null;
}

export interface ScheduleSpec {
  timezone: string;
  fixed: { daySeconds: number; nightSeconds: number } | null;
  /** the director's changes to the ruleset's hours ({} = none) */
  hours: HoursOverride;
}

export interface GameState {
  created: boolean;
  id: string;
  title: string;
  ruleset: string;
  status: 'setup' | 'running' | 'ended';
  seed: string;
  rng: RngState;
  options: Record<string, unknown>;
  schedule: ScheduleSpec;
  createdAt: number;
  /** players as given at creation, before seating */
  entrants: { name: string; gender: string | null }[];
  handRoles: Record<string, string> | null;
  pool: string[] | null;
  /** seated characters, in seat order once started */
  chars: Character[];
  phase: Phase;
  sheriff: string | null;
  actions: PendingAction[];
  /** current day's votes, by voter, and every vote event of the day in order */
  votes: Record<string, Vote>;
  voteLog: Vote[];
  rights: Right[];
  history: ResolvedAction[];
  outCount: number;
  lastWordsQuota: number;
  lastWordsGranted: number;
  /** last words submitted but not yet published */
  unpublishedWords: { actor: string; text: string }[];
  /** night-time public news, posted with the next day's 公示 */
  newsQueue: { text: string; data: Record<string, unknown> }[];
  /** after the end, private notifications stay closed (a director's ruling) */
  notificationsPrivate: boolean;
  /** the night's random draws by purpose (镜 反射, ties in a tier): drawn once, read again by later windows */
  nightDraws?: Record<string, unknown>;
  /** 加速 / 延时 of the current discussion day */
  speed: SpeedState;
  /** days that closed under 加速 (执行加速时…发言不足或未投票者将不被判罚: the penalties read it) */
  acceleratedDays: number[];
  /** the director's clock: paused since (ms), or running */
  clock: { pausedAt: number | null };
  /** penalty cards held, by character (merged ones are gone: 3 blue became a yellow) */
  cards?: Record<string, Record<CardColor, number>>;
  /** post counts an adapter reported, by day ("1", "2" …) then vest (the day's last report stands) */
  postCounts?: Record<string, Record<string, number>>;
  /** 潜水: each character's run of days with too few posts (211: 连续三个未执行加速的讨论日发言均不足十帖) */
  postStreaks?: Record<string, number>;
  /** the director excused the character (提前与法官说明自己的在线情况) up to the end of night N */
  excused?: Record<string, number>;
  /** reds given during the day, sent off at its close (121: 在投票结算之后; tieba: 在被投票出局之前) */
  pendingSendOffs?: string[];
  /** the day's invalid vote posts (无效票), in order, with the event's seq */
  invalidVotes?: { voter: string; code: string; reason: string; seq: number; at?: number }[];
  /** factions a rule has defeated (211: two reds in one faction); 已经判负的阵营无法再次获得胜利 */
  defeated?: string[];
  /** 投降: factions that surrendered (they lose first), an open proposal, the switches and their toggles */
  surrendered?: string[];
  /** tieba 轮次决胜: the rounds played over the night the pack declared it (rulesets/tieba/round-decider.ts) */
  roundDecider?: RoundDecider;
  /** a ruleset's point pools (pku 白给池): the balance at the last settlement, and the points since */
  pools?: Record<string, { balance: number; pending: number }>;
  surrenderVote?: { faction: string; asked: string[]; agreed: string[] } | null;
  surrenderSwitches?: Record<string, boolean>;
  surrenderToggles?: Record<string, { half: string; count: number }>;
  /** the election's candidates (上警), standing or withdrawn (退选), in the order they stood; cleared at a new phase */
  candidates?: Record<string, 'standing' | 'withdrawn'>;
  /** the PK round open now: a revote among the tied, for the sheriff or the out (classic) */
  revote?: { purpose: 'sheriff' | 'out'; tied: string[] } | null;
  /** 撕毁警徽: the game has no sheriff any more */
  badgeTorn?: boolean;
  /** 树洞: the private posts in the order written (the event's seq), hidden until the end */
  treehole?: TreeholePost[];
  /** 替补: the players who took a character over, in order */
  substitutes?: Record<string, string[]>;
  winner: { faction: string | null; names: string[] } | null;
  lastSeq: number;
}

/** One 树洞 post: who wrote it, when (the log's seq, the game day and phase), and its text. */
export interface TreeholePost {
  seq: number;
  author: string;
  text: string;
  day: number;
  phase: PhaseKind;
}

export function initialState(): GameState {
  return {
    created: false,
    id: '',
    title: '',
    ruleset: '',
    status: 'setup',
    seed: '',
    rng: [0, 0, 0, 0],
    options: {},
    schedule: { timezone: 'Asia/Shanghai', fixed: null, hours: {} },
    createdAt: 0,
    entrants: [],
    handRoles: null,
    pool: null,
    chars: [],
    phase: {
      kind: 'setup',
      day: 0,
      window: null,
      windowIndex: 0,
      openedAt: null,
      closesAt: null,
      anchor: null,
      shift: 0,
    },
    sheriff: null,
    actions: [],
    votes: {},
    voteLog: [],
    rights: [],
    history: [],
    outCount: 0,
    lastWordsQuota: 0,
    lastWordsGranted: 0,
    unpublishedWords: [],
    newsQueue: [],
    notificationsPrivate: false,
    speed: { day: 0, requests: {}, granted: [], accelerated: false, calendarClose: null },
    acceleratedDays: [],
    clock: { pausedAt: null },
    winner: null,
    lastSeq: 0,
  };
}

export const findChar = (s: GameState, name: string): Character | undefined =>
  s.chars.find((c) => c.name === name);
export const aliveChars = (s: GameState): Character[] => s.chars.filter((c) => c.alive);
export const hasStatus = (c: Character, id: string): boolean => c.statuses.some((st) => st.id === id);

/** tieba 轮次决胜's simulation between its rounds: who is in, the pack, who still acts, the 空救 counts, the houses. */
export interface RoundSim {
  living: string[];
  /** the living 狼群内角色, in the 电梯贴's order */
  pack: string[];
  /** the doctor while in (他提交救治) */
  doctor: string | null;
  /** the 纵火者 while in with <纵火> unused */
  arsonist: string | null;
  witch: string | null;
  /** the witch still holds 毒药 (女巫必定杀狼) */
  poison: boolean;
  /** 空救 counts by character */
  empty: Record<string, number>;
  /** the living owners of a house not burnt */
  houses: string[];
}

/** One round of 轮次决胜 played: its submissions, the night's outs in order, the day's vote-out. */
export interface RoundPlayed {
  round: number;
  kill: string | null;
  heal: string | null;
  burn: string | null;
  outs: { name: string; cause: string }[];
  voted: string | null;
}

export interface RoundDecider {
  /** the night it was declared */
  day: number;
  /** rounds played (0: open, none played yet) */
  round: number;
  sim: RoundSim;
  rounds: RoundPlayed[];
  verdict: 'won' | 'lost' | null;
  reason: string | null;
}
