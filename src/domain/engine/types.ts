import type { TimeRules } from '../calendar';
import type { DomainError } from '../errors';
import type { Character, GameState, PendingAction, PhaseKind } from '../state';
import type { Tx } from './tx';

/**
 * A ruleset is data plus small functions. Shared engine code reads these
 * declarations and never asks for a role by name.
 */

export interface TargetSpec {
  min: number;
  max: number;
  /** may the user target itself */
  self: boolean;
  /** which characters may be chosen */
  among: 'alive' | 'out';
}

export interface SkillQuery {
  state: GameState;
  actor: Character;
  skill: SkillDef;
  targets: Character[];
  choice: string | null;
}

export type SkillKind =
  /** submitted during a night window, resolved in the night's order */
  | 'night'
  /** submitted during the day, read when the day closes (装傻, 替死) */
  | 'day'
  /** usable while the character holds a right (最后一枪, 殉职); resolves at once */
  | 'right'
  /** never submitted: the engine runs it (通灵<强制>) */
  | 'passive';

export interface SkillDef {
  id: string;
  name: string;
  kind: SkillKind;
  /** night deadline group (see RulesetDef.nightWindows) */
  window?: string;
  /** for 'right' skills: the right that makes it usable */
  right?: string;
  /** <限定> = 1; undefined = unlimited */
  limit?: number;
  /** <强制> */
  mandatory?: boolean;
  /** shared by a group (共群): any member may submit, the last stands */
  group?: string;
  targets: TargetSpec;
  /** allowed `choice` values, if the skill takes one */
  choices?: string[];
  /** the skill is lost together with this one (女巫: 通灵 goes with 救药) */
  requires?: string;
  /** usable by an out character (rights) */
  whileOut?: boolean;
  /** extra legality rules; return an error to refuse the submission */
  validate?: (q: SkillQuery) => DomainError | null;
  /** true when this one target may not be chosen (filters legalTargets) */
  excludes?: (q: { state: GameState; actor: Character; target: Character }) => boolean;
  /** night pipeline step */
  resolve?: (ctx: NightCtx, a: PendingAction) => void;
  /** runs for the holder when the skill's window opens (feedback needed to act) */
  reveal?: (ctx: NightCtx, holder: Character) => void;
  /**
   * A missed deadline: `forfeit` (视为放弃, the default) or `random` — the engine draws the
   * targets (or choice) among the legal ones, the draw an event (摄梦人 将随机摄人; 殉职's hand-over)
   */
  onTimeout?: 'forfeit' | 'random';
  /** 'right' skills: the immediate effect; `how` says whether the holder chose or the deadline did */
  apply?: (
    tx: Tx,
    actor: Character,
    targets: Character[],
    choice: string | null,
    how?: 'chosen' | 'timeout',
  ) => void;
}

/**
 * One deadline group of a night: it closes `minutes` after 关门 (`from: 'close'`), or
 * `minutes` after the window before it closed and its feedback went out (`from: 'feedback'`).
 */
export interface NightWindow {
  id: string;
  minutes: number;
  from: 'close' | 'feedback';
}

/**
 * One row of a text's 行动时限, in its words: who is due (`角色`, `角色<技能>`, `*` = 其余身份),
 * by when, and what a miss means. `window: 'day'` rows are due at 关门 itself (day skills).
 */
export interface DeadlineRow {
  window: string;
  minutes: number;
  from?: 'close' | 'feedback';
  who: string[];
  /** 视为放弃 (forfeit, the default) or 随机 (the skill's targets are drawn) */
  miss?: '视为放弃' | '随机';
  /** the text's sentence */
  text: string;
}

export interface Kill {
  target: string;
  /** the skill that dealt it; the ruleset's settlement list orders by this */
  source: string;
  by: string;
  /** 指杀 is stopped by 守护 and saves; others per ruleset */
  strength: 'zhisha' | 'poison' | 'pierce' | 'lethal';
}

export interface NightCtx {
  state: GameState;
  day: number;
  ruleset: RulesetDef;
  kills: Kill[];
  /** per target: who guarded / saved it */
  guards: Map<string, string[]>;
  saves: Map<string, string[]>;
  notify(to: string, text: string, data?: Record<string, unknown>): void;
  kill(k: Kill): void;
  char(name: string): Character;
}

export interface OutHookCtx {
  tx: Tx;
  char: Character;
  cause: string;
}

export interface VoteHookCtx {
  tx: Tx;
  /** the character the vote is putting out; a hook may change it or set null */
  out: Character | null;
  tie: Character[];
  holder: Character;
  /** the holder's standing day submission (装傻 / 替死 armed), if any */
  action: PendingAction | null;
  /** why `out` goes out (vote, 替死, 冤死 …): picks the announcement template */
  cause: string;
  /** extra lines for the vote announcement */
  extraLines: string[];
  /** steps that follow the vote announcement (a hand-over of the badge the vote caused) */
  after: (() => void)[];
}

export interface RoleDef {
  id: string;
  name: string;
  faction: string;
  /** the text's reference: file and number */
  cite: string;
  skills: SkillDef[];
  /** 共群 group, if any */
  group?: string;
  /** counted as a checker (验人) for setup constraints */
  checker?: boolean;
  /** what the seer's 预言 reads; default: actual faction */
  seenAs?: (c: Character) => string;
  /** when the character goes out (grant rights, chain outs) */
  onOut?: (ctx: OutHookCtx) => void;
  /** day close: before the vote's out is applied (装傻, 替死) */
  onVoteOut?: (ctx: VoteHookCtx) => void;
  /** day close on a tie (冤死) */
  onTie?: (ctx: VoteHookCtx) => void;
  /** a skill of the character was taken away (白痴: 失去此技能时立即出局) */
  onSkillLost?: (ctx: { tx: Tx; char: Character; skill: string }) => void;
}

export interface StatusDef {
  id: string;
  name: string;
  noVote?: boolean;
  noBeVoted?: boolean;
  noBadge?: boolean;
  /** the holder cannot use its non-<强制> skills while it lasts (恐惧, 摄梦, 冰冻 …) */
  blocksSkills?: boolean;
  /** default duration when applied: until this night ends, the next day starts, this day ends */
  until?: 'nightEnd' | 'dayStart' | 'dayEnd';
}

export interface FactionDef {
  id: string;
  name: string;
}

export interface Templates {
  [key: string]: (p: Record<string, string | number>) => string;
}

export interface RulesetDef {
  id: string;
  name: string;
  file: string;
  factions: Record<string, FactionDef>;
  roles: Record<string, RoleDef>;
  statuses: Record<string, StatusDef>;
  /** night deadline groups in order (compiled from the text's 行动时限 table) */
  nightWindows: NightWindow[];
  /** the night order: skill ids in the order the text lists (tiers), ties left to right */
  order: { tier: number; skills: string[] }[];
  /** kill settlement: kill sources in the order they settle */
  settlement: string[];
  /** the order in which roles' day-close vote hooks run */
  voteHookOrder: string[];
  /** ruleset-level skills (警长 殉职, …) */
  commonSkills: SkillDef[];
  sheriffWeight: number;
  lastWordsQuota: (players: number) => number;
  validateSetup: (roles: RoleDef[], players: number) => DomainError | null;
  /** decide the game: null while undecided */
  judge: (s: GameState) => { faction: string | null; names: string[]; reason: string } | null;
  /** the fate of one kill in the settlement: the cause of going out, or null */
  settle: (ctx: NightCtx, k: Kill) => string | null;
  /** the text's time rules: the calendar of a discussion day, 加速/延时, the vote locks (see ../calendar.ts) */
  time: TimeRules;
  t: Templates;
  phaseName: (kind: PhaseKind, day: number) => string;
}
