/**
 * The closed set of domain error codes. The HTTP edge maps each to a status in
 * one table (src/api/errors.ts); the domain only returns them as values.
 */
export const ERROR_CODES = {
  // 400
  INVALID_INPUT: 400,
  INVALID_VOTE_POST: 400,
  /** a game option the ruleset does not know, or a value it does not allow (classic: convention 篇二 | 篇三) */
  INVALID_OPTION: 400,
  /** a vest that is no valid text or holds invisible characters (lone surrogates, zero-width, direction, control) */
  INVALID_NAME: 400,
  // 401 / 403 are decided at the edge, listed here so the table is complete
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  // 409 not allowed in the current phase or state
  GAME_EXISTS: 409,
  GAME_NOT_STARTED: 409,
  GAME_ALREADY_STARTED: 409,
  GAME_ENDED: 409,
  WRONG_PHASE: 409,
  NOT_ALIVE: 409,
  NO_WINDOW_OPEN: 409,
  CONCURRENT_UPDATE: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  NO_LAST_WORDS_RIGHT: 409,
  NOT_DUE: 409,
  /** the director paused the clock: nothing closes until it is resumed */
  CLOCK_PAUSED: 409,
  /** 加速 / 延时 requests count until the cut-off before 关门 (121: three hours) */
  SPEED_CUTOFF_PASSED: 409,
  /** [211] 正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动 */
  OUTSIDE_NOON: 409,
  /** tieba 投票贴与讨论日一同开门: a vote before the day's thread opens (A日上午9：30开贴), after the night ended */
  THREAD_NOT_OPEN: 409,
  /** 上警/退选 only while the sheriff election is open (a PK takes no new candidates) */
  CANDIDACY_CLOSED: 409,
  // 422 well-formed but against the rules
  UNKNOWN_RULESET: 422,
  UNKNOWN_ROLE: 422,
  /** `preset`: the ruleset has no table of that name */
  UNKNOWN_PRESET: 422,
  UNKNOWN_PLAYER: 422,
  DUPLICATE_PLAYER: 422,
  SETUP_CONSTRAINT: 422,
  /** 211 马甲的男女会决定可获取身份的不同: a role of one gender dealt (by hand or from a pool) to a vest of the other */
  GENDER_MISMATCH: 422,
  NOT_YOUR_SKILL: 422,
  SKILL_NOT_USABLE: 422,
  SKILL_USED_UP: 422,
  ILLEGAL_TARGET: 422,
  TARGET_COUNT: 422,
  SAME_TARGET_AS_LAST_NIGHT: 422,
  SKILL_CONFLICT: 422,
  CANNOT_VOTE: 422,
  CANNOT_BE_VOTED: 422,
  NO_CHANGES_LEFT: 422,
  CHANGE_CLOSED: 422,
  UNKNOWN_STATUS: 422,
  RULING_NOT_APPLICABLE: 422,
  /** 投降: the ruleset or faction has none, or this step is not open */
  SURRENDER_NOT_OFFERED: 422,
  /** 投降: 每一个白天阶段或每一个夜晚阶段各有两次转换状态的机会 */
  SURRENDER_LIMIT: 422,
  /** 替补: 每名角色仅限更换一次替补 */
  SUBSTITUTE_USED: 422,
  /** 树洞: the game has none (tieba opens one by default; options.treehole) */
  TREEHOLE_NOT_OFFERED: 422,
  /** 树洞: a character's posts are capped (200) */
  TREEHOLE_FULL: 422,
  /** the ruleset has no such request (tieba knows no 延时) */
  SPEED_NOT_OFFERED: 422,
  /** the ruleset (or the game's convention) has no 上警/退选 */
  CANDIDACY_NOT_OFFERED: 422,
  ALREADY_CANDIDATE: 422,
  /** 竞选后退选: a withdrawn candidate cannot stand again */
  ALREADY_WITHDRAWN: 422,
  /** a vote for (or a withdrawal by) one who is not a standing candidate */
  NOT_A_CANDIDATE: 422,
  /** 只有未竞选者可以投票，竞选后退选不能投票 */
  CANDIDATE_CANNOT_VOTE: 422,
  /** PK: 嫌疑人不能投票（包括嫌疑人为警长亦不能投票） */
  SUSPECT_CANNOT_VOTE: 422,
  /** PK: 其余玩家只能投票给嫌疑人 */
  NOT_A_SUSPECT: 422,
  /** 篇三: 警长死亡后必须移警徽给后任警长 */
  BADGE_TEAR_NOT_ALLOWED: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface DomainError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export function err(code: ErrorCode, message: string, details?: Record<string, unknown>): DomainError {
  return details ? { code, message, details } : { code, message };
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: DomainError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): Result<T> => ({
  ok: false,
  error: err(code, message, details),
});

/**
 * Input echoed in a message, cut to `max` characters (code points, so no surrogate is split): a
 * refusal never repeats a whole hostile input back.
 */
export function quote(input: string, max = 40): string {
  const chars = Array.from(input);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : input;
}
