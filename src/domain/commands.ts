import type { HoursOverride } from './calendar';

/**
 * What actors may ask of a game. The HTTP edge parses requests into these
 * (with zod) and adds the metadata: who asks and when (time arrives here; the
 * domain never reads a clock).
 */
export interface CreateGame {
  type: 'CreateGame';
  id: string;
  title: string;
  ruleset: string;
  players: { name: string; gender?: string | null }[];
  seed: string;
  roles?: Record<string, string> | null;
  pool?: string[] | null;
  /** one of the ruleset's tables (`RulesetDef.presets`, by id or name): its cards are the pool, its options the defaults */
  preset?: string | null;
  options?: Record<string, unknown> | null;
  /** the contract's `schedule`: zone, fixed lengths, and the director's changes to the hours */
  schedule?:
    | ({ timezone?: string; fixed?: { daySeconds: number; nightSeconds: number } } & HoursOverride)
    | null;
}

export interface StartGame {
  type: 'StartGame';
  seating?: string[] | null;
}

export interface SubmitAction {
  type: 'SubmitAction';
  actor: string;
  skill: string;
  targets: string[];
  choice?: string | null;
  pass?: boolean;
}

export interface CastVote {
  type: 'CastVote';
  voter: string;
  /** a name or 弃权; or `post`, the forum post */
  target?: string | null;
  post?: string | null;
  proxy: boolean;
  /** the forum post time an adapter reports (epoch ms); counts only when the director trusts it */
  postedAt?: number | null;
}

export interface SubmitLastWords {
  type: 'SubmitLastWords';
  actor: string;
  text: string;
}

/** 树洞: a player writes in the game's private thread (out players too), hidden until the game ends. */
export interface PostTreehole {
  type: 'PostTreehole';
  author: string;
  text: string;
}

/** 加速 / 延时: a living character asks for the day to be accelerated or delayed. */
export interface RequestSpeed {
  type: 'RequestSpeed';
  actor: string;
  request: '加速' | '延时';
}

/** 投降: propose / agree / decline (tieba), or a switch on / off (pku). */
export interface Surrender {
  type: 'Surrender';
  actor: string;
  action: 'propose' | 'agree' | 'decline' | 'on' | 'off';
}

/** 上警 / 退选 in the sheriff election (classic). */
export interface Candidacy {
  type: 'Candidacy';
  actor: string;
  action: 'stand' | 'withdraw';
}

/** The post counts of the open discussion day, as an adapter counted them in the thread (潜水). */
export interface ReportPostCounts {
  type: 'ReportPostCounts';
  day: number;
  counts: Record<string, number>;
}

export interface CloseWindow {
  type: 'CloseWindow';
  by: 'director' | 'alarm' | 'sweep';
  reason?: string | null;
}

export type Ruling =
  | { kind: 'kill'; target: string; reason: string }
  | { kind: 'revive'; target: string; reason: string }
  | { kind: 'status'; target: string; status: string; op: 'apply' | 'remove'; reason: string }
  | { kind: 'skill'; target: string; skill: string; op: 'remove'; reason: string }
  | { kind: 'extend'; seconds: number; reason: string }
  | { kind: 'pause'; reason: string }
  | { kind: 'resume'; reason: string }
  | { kind: 'speed'; request: '加速' | '延时'; reason: string }
  | { kind: 'privacy'; keepPrivate: boolean; reason: string }
  | {
      kind: 'card';
      target: string;
      color: 'blue' | 'yellow' | 'red';
      op?: 'give' | 'remove';
      reason: string;
      /** with a red given, where the ruleset lets the director (211: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营) */
      defeatFaction?: boolean;
    }
  | { kind: 'excuse'; target: string; reason: string }
  | { kind: 'pool'; pool: string; points: number; reason: string }
  | { kind: 'substitute'; target: string; player: string; reason: string }
  | { kind: 'assistant'; target: string; assistant: string; games: number; reason: string }
  | { kind: 'answer'; target: string; answer: string; reason: string }
  | { kind: 'stalemate'; reason: string };

export interface MakeRuling {
  type: 'MakeRuling';
  ruling: Ruling;
}

export type Command =
  | CreateGame
  | StartGame
  | SubmitAction
  | CastVote
  | SubmitLastWords
  | PostTreehole
  | CloseWindow
  | MakeRuling
  | RequestSpeed
  | Surrender
  | Candidacy
  | ReportPostCounts;

export interface Meta {
  /** epoch milliseconds when the server received the request */
  now: number;
  actor: string;
}
