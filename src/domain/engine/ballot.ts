import { own } from '../dict';
import { type DomainError, err } from '../errors';
import { ev } from '../events';
import type { Character, GameState } from '../state';
import { MINUTE } from '../time';
import { closesAt } from './schedule';
import type { Tx } from './tx';
import type { RulesetDef, SheriffRules } from './types';

/**
 * The ballot a day's vote is cast in, where a ruleset has its own election and tie rules (classic):
 * 上警/退选 (only non-candidates vote, only for standing candidates), the PK round among the tied (a
 * window of the same day with its own deadline), and 篇三's re-election before a later day's vote.
 * Rulesets without `sheriff` rules and without `tie: 'revote'` never open one: every check here is null.
 *
 * A day's windows: `day` (the day's vote; on day 1 the election), `election` (a re-election held before
 * the day's vote), `pk` (a revote among the tied, for the sheriff or the out).
 */

export function sheriffRules(s: GameState, rs: RulesetDef): SheriffRules | null {
  return rs.sheriff?.(s) ?? null;
}

/**
 * What the open vote decides: the sheriff on day 1 (竞选日) and in a re-election window, else the out; always the
 * out in a ruleset without a sheriff (`noSheriff`: pku).
 */
export function ballotPurpose(s: GameState, rs: RulesetDef): 'sheriff' | 'out' {
  if (s.revote) return s.revote.purpose;
  if (rs.noSheriff) return 'out';
  return s.phase.window === 'election' || s.phase.day === 1 ? 'sheriff' : 'out';
}

/** Why `c` may not vote in the open ballot (null: it may, as far as the ballot goes). */
export function voterRefusal(s: GameState, rs: RulesetDef, c: Character): DomainError | null {
  if (s.phase.kind !== 'day') return null;
  const purpose = ballotPurpose(s, rs);
  if (purpose === 'sheriff' && sheriffRules(s, rs)?.candidacy) {
    const st = own(s.candidates, c.name);
    if (st === 'standing') return err('CANDIDATE_CANNOT_VOTE', `${c.name} 已上警：只有未竞选者可以投票`);
    if (st === 'withdrawn') return err('CANDIDATE_CANNOT_VOTE', `${c.name} 竞选后退选：退选者不能投票`);
  }
  if (purpose === 'out' && s.revote?.tied.includes(c.name))
    return err('SUSPECT_CANNOT_VOTE', `${c.name} 在PK台上：嫌疑人不能投票（包括嫌疑人为警长亦不能投票）`);
  const muteAt = sheriffRules(s, rs)?.pkWithoutSheriffAt;
  if (
    purpose === 'out' &&
    s.revote &&
    c.name === s.sheriff &&
    muteAt !== undefined &&
    s.chars.filter((x) => x.alive).length === muteAt
  )
    return err('CANNOT_VOTE', `场上剩余${muteAt}位玩家：平票PK后警长失去投票权`);
  return null;
}

/** Why `t` may not be voted for in the open ballot (null: it may, as far as the ballot goes). */
export function targetRefusal(s: GameState, rs: RulesetDef, t: Character): DomainError | null {
  if (s.phase.kind !== 'day') return null;
  const purpose = ballotPurpose(s, rs);
  if (purpose === 'sheriff') {
    const standing = sheriffRules(s, rs)?.candidacy ? own(s.candidates, t.name) === 'standing' : true;
    if (!standing || (s.revote && !s.revote.tied.includes(t.name)))
      return err(
        'NOT_A_CANDIDATE',
        s.revote
          ? `${t.name} 不在PK台上：只能投给 ${s.revote.tied.filter((n) => own(s.candidates, n) === 'standing').join('、') || '（无人）'}`
          : `${t.name} 不是竞选者：只能投给上警的玩家（${standingCandidates(s).join('、') || '目前无人上警'}）`,
      );
  }
  if (purpose === 'out' && s.revote && !s.revote.tied.includes(t.name))
    return err(
      'NOT_A_SUSPECT',
      `${t.name} 不在PK台上：其余玩家只能投票给嫌疑人（${s.revote.tied.join('、')}）`,
    );
  return null;
}

export function standingCandidates(s: GameState): string[] {
  return Object.entries(s.candidates ?? {})
    .filter(([, st]) => st === 'standing')
    .map(([n]) => n);
}

export function withdrawnCandidates(s: GameState): string[] {
  return Object.entries(s.candidates ?? {})
    .filter(([, st]) => st === 'withdrawn')
    .map(([n]) => n);
}

/** 篇三 1）若竞选时出现平票，则当天白天没有警长，必须等待到下一个白天重新选举: a later day with no sheriff opens with an election. */
export function reelectionDue(s: GameState, rs: RulesetDef, day: number): boolean {
  return day >= 2 && s.sheriff === null && !s.badgeTorn && sheriffRules(s, rs)?.reelect === true;
}

/** The close of a PK or re-election window opened now: the ruleset's minutes, whatever the schedule. */
export function ballotCloses(rs: RulesetDef, kind: 'pk' | 'election', openedAt: number): number {
  return openedAt + (rs.ballotMinutes?.[kind] ?? 60) * MINUTE;
}

/**
 * Opens a PK round among the tied: a window `pk` of the same day, its deadline an alarm like any
 * window's (the director extends or closes it as usual). The election's other candidates count as
 * withdrawn (其他人视为退选).
 */
export function openRevote(tx: Tx, purpose: 'sheriff' | 'out', tied: string[]): void {
  const s = tx.state;
  if (purpose === 'sheriff')
    for (const n of standingCandidates(s))
      if (!tied.includes(n)) tx.emit(ev('CandidacyChanged', { name: n, standing: false }));
  const openedAt = tx.now;
  tx.emit(
    ev('PhaseStarted', {
      kind: 'day',
      day: s.phase.day,
      window: 'pk',
      windowIndex: s.phase.windowIndex + 1,
      ...(s.phase.round ? { round: s.phase.round } : {}),
      openedAt,
      closesAt: ballotCloses(tx.rs, 'pk', openedAt),
    }),
  );
  tx.emit(ev('BallotOpened', { purpose, pk: true, tied }));
}

/**
 * After a re-election (and its PK), the day's own vote opens: the window `day`, closing where the calendar
 * closes the day that opened with the election (a fixed schedule: its full length from now).
 */
export function openDayVote(tx: Tx): void {
  const s = tx.state;
  const day = s.phase.day;
  const openedAt = tx.now;
  const calendar = closesAt(
    s,
    tx.rs,
    'day',
    day,
    0,
    s.schedule.fixed ? openedAt : (s.phase.anchor ?? openedAt),
    s.phase.round ?? 0,
  );
  tx.emit(
    ev('PhaseStarted', {
      kind: 'day',
      day,
      window: 'day',
      windowIndex: s.phase.windowIndex + 1,
      ...(s.phase.round ? { round: s.phase.round } : {}),
      openedAt,
      closesAt: calendar > openedAt ? calendar : closesAt(s, tx.rs, 'day', day, 0, openedAt),
    }),
  );
  tx.emit(ev('BallotOpened', { purpose: 'out', pk: false, tied: [] }));
  tx.announce(tx.t('dayVoteOpens', { day }), { kind: 'ballot', purpose: 'out', day });
}
