import { own } from '../dict';
import { ev } from '../events';
import type { Character, GameState } from '../state';
import {
  ballotPurpose,
  openDayVote,
  openRevote,
  sheriffRules,
  standingCandidates,
  targetRefusal,
  voterRefusal,
  withdrawnCandidates,
} from './ballot';
import { dueSendOffs, giveCards, noVoteYellows, postCountYellows } from './cards';
import { defsOf, hasFlag, hookBlocked, statusesOf } from './effects';
import { checkEnd, expireStatuses, goOut, lapseRights, passedOut, startPhase } from './flow';
import { runReveals } from './night/index';
import { dayWindowCloses, extraDayLength, rulesOf } from './schedule';
import { roleOf, statusFlag } from './skills';
import type { Tx } from './tx';
import type { RulesetDef, VoteHookCtx, VoteHooks } from './types';

/**
 * The day's close: rights that lapse, the vote count, the sheriff election on
 * day 1 (竞选日), otherwise the out by vote with the roles' vote hooks
 * (装傻, 替死, 冤死), then the night.
 */

export interface Tally {
  name: string;
  votes: number;
  voters: string[];
}

export function canVote(s: GameState, rs: RulesetDef, c: Character): boolean {
  // the ballot (./ballot.ts): candidates in a classic election, suspects in a PK do not vote
  return (
    (c.alive || statusFlag(s, rs, c, 'votesWhileOut')) &&
    !statusFlag(s, rs, c, 'noVote') &&
    !voterRefusal(s, rs, c)
  );
}

export function canBeVoted(s: GameState, rs: RulesetDef, c: Character): boolean {
  // the ballot: only standing candidates in a classic election, only the tied in a PK
  return c.alive && !statusFlag(s, rs, c, 'noBeVoted') && !targetRefusal(s, rs, c);
}

/** Weight of one voter's vote: 带队 makes the sheriff's count more. */
export function voteWeight(s: GameState, rs: RulesetDef, voter: string): number {
  const base = s.sheriff === voter ? (rs.sheriffWeightAt?.(s) ?? rs.sheriffWeight) : 1;
  // 迷魂: 该状态下投票算作0票 (a status's voteWeight)
  const c = s.chars.find((x) => x.name === voter);
  const defs = c ? defsOf(rs, statusesOf(s, rs, c)) : [];
  const w = defs.find(({ def }) => def.vote?.voteWeight !== undefined)?.def.vote?.voteWeight;
  // 独裁: 票权+1 … (a status's voteBonus, each instance: 独裁可以叠加)
  const bonus = defs.reduce((n, { st, def }) => n + (def.vote?.voteBonus?.(s, st) ?? 0), 0);
  return w ?? base + bonus;
}

/** 诽谤: votes a character's statuses add to its count (each instance counts: 按照实际诽谤次数计票). */
export function extraVotes(s: GameState, rs: RulesetDef, c: Character): number {
  let n = 0;
  for (const { def } of defsOf(rs, statusesOf(s, rs, c))) n += def.vote?.extraVotes ?? 0;
  return n;
}

/**
 * The ballots that count, on the voters' side: each living voter's vote (tieba under 加速: the first), less 弃权 and
 * votes of a holder whose vote 视为弃票 (隐者 隐身衣: 投票视为弃票); and who cast none.
 */
export function castBallots(
  s: GameState,
  rs: RulesetDef,
): { ballots: { voter: Character; target: string }[]; nonVoters: string[]; abstained: string[] } {
  const ballots: { voter: Character; target: string }[] = [];
  const nonVoters: string[] = [];
  const abstained: string[] = [];
  // tieba: 进程加速后不允许改票，所有改票作废 — under 加速 each voter's first vote counts
  const votes =
    s.speed.accelerated && rulesOf(s, rs).speed.voidChanges
      ? Object.fromEntries(s.voteLog.filter((v) => !v.change).map((v) => [v.voter, v]))
      : s.votes;
  for (const c of s.chars) {
    if (!canVote(s, rs, c)) continue;
    const v = own(votes, c.name);
    // a vote that follows another's (吹笛 混乱): the source's target, whatever the holder cast
    const led = followed(s, rs, c, votes);
    if (led && !statusFlag(s, rs, c, 'voteVoid')) ballots.push({ voter: c, target: led });
    // an out voter (votesWhileOut: 代投 only) who cast none is no 未投票
    else if (!v) {
      if (c.alive) nonVoters.push(c.name);
    } else if (v.target !== null && !statusFlag(s, rs, c, 'voteVoid'))
      ballots.push({ voter: c, target: v.target });
    else abstained.push(c.name);
  }
  return { ballots, nonVoters, abstained };
}

/** The target a holder's vote follows now (a status with `vote.followsSource` whose source voted), or null. */
function followed(s: GameState, rs: RulesetDef, c: Character, votes: GameState['votes']): string | null {
  for (const { st, def } of defsOf(rs, statusesOf(s, rs, c))) {
    if (!def.vote?.followsSource?.(s, st) || !st.source || st.source === c.name) continue;
    const target = own(votes, st.source)?.target;
    if (target) return target;
  }
  return null;
}

/**
 * The count: each candidate's votes (weights, extra votes) and voters, the top, who cast no vote, and who
 * abstained — 弃权, a vote that 视为弃票 (隐者), or a vote on one who can no longer be voted or whose votes count as
 * 弃票 — in seat order.
 */
export function countVotes(
  s: GameState,
  rs: RulesetDef,
): { tally: Tally[]; top: string[]; nonVoters: string[]; abstained: string[] } {
  const by = new Map<string, Tally>();
  const cast = castBallots(s, rs);
  const { nonVoters } = cast;
  const abstained = new Set(cast.abstained);
  for (const { voter: c, target } of cast.ballots) {
    const t = s.chars.find((x) => x.name === target);
    // a vote on one who can no longer be voted counts as 弃权, as does one on a holder of votesOnVoid (隐者)
    if (!t || !canBeVoted(s, rs, t) || statusFlag(s, rs, t, 'votesOnVoid')) {
      abstained.add(c.name);
      continue;
    }
    const row = by.get(t.name) ?? { name: t.name, votes: 0, voters: [] };
    row.votes += voteWeight(s, rs, c.name);
    row.voters.push(c.name);
    by.set(t.name, row);
  }
  for (const c of s.chars) {
    const extra = c.alive && canBeVoted(s, rs, c) ? extraVotes(s, rs, c) : 0;
    if (!extra) continue;
    const row = by.get(c.name) ?? { name: c.name, votes: 0, voters: [] };
    row.votes += extra;
    by.set(c.name, row);
  }
  const seatOf = (n: string) => s.chars.find((c) => c.name === n)?.seat ?? 0;
  const tally = [...by.values()].sort((a, b) => b.votes - a.votes || seatOf(a.name) - seatOf(b.name));
  const max = tally[0]?.votes ?? 0;
  const top = max > 0 ? tally.filter((t) => t.votes === max).map((t) => t.name) : [];
  const inSeatOrder = s.chars.filter((c) => abstained.has(c.name)).map((c) => c.name);
  return { tally, top, nonVoters, abstained: inSeatOrder };
}

/**
 * 竞岗: 最先获得投票数最多的角色当选. Among those tied at the top, the one who has
 * held the top count the longest is elected: the one whose running count reached
 * it earliest and never fell below it since (a count lost and won back counts
 * from when it was won back).
 */
export function firstToTop(s: GameState, rs: RulesetDef, top: string[]): string | null {
  if (top.length <= 1) return top[0] ?? null;
  const max = countVotes(s, rs).tally[0]?.votes ?? 0;
  const current = new Map<string, string | null>();
  const count = new Map<string, number>();
  const since = new Map<string, number>();
  s.voteLog.forEach((v, i) => {
    const voter = s.chars.find((c) => c.name === v.voter);
    if (!voter || !canVote(s, rs, voter)) return;
    const w = voteWeight(s, rs, v.voter);
    const before = current.get(v.voter) ?? null;
    current.set(v.voter, v.target);
    if (before) count.set(before, (count.get(before) ?? 0) - w);
    if (v.target) count.set(v.target, (count.get(v.target) ?? 0) + w);
    for (const n of [before, v.target]) {
      if (!n) continue;
      if ((count.get(n) ?? 0) < max) since.delete(n);
      else if (!since.has(n)) since.set(n, i);
    }
  });
  const at = (n: string) => since.get(n) ?? Number.MAX_SAFE_INTEGER;
  return [...top].sort((a, b) => at(a) - at(b))[0] ?? null;
}

/** 竞选者 and 退选 of the election (上警/退选). */
function candidatesText(tx: Tx): string {
  const standing = standingCandidates(tx.state);
  const withdrawn = withdrawnCandidates(tx.state);
  const lines = [
    standing.length ? tx.t('candidatesLine', { names: standing.join('、') }) : tx.t('noCandidates'),
  ];
  if (withdrawn.length) lines.push(tx.t('withdrawnLine', { names: withdrawn.join('、') }));
  return lines.join('\n');
}

function tallyText(tx: Tx, tally: Tally[]): string {
  const sheriff = tx.state.sheriff;
  return tally
    .map((t) =>
      tx.t('tallyLine', {
        name: t.name,
        votes: t.votes,
        voters: t.voters.map((v) => (v === sheriff ? `${v}${tx.t('sheriffMark')}` : v)).join('、'),
      }),
    )
    .join('\n');
}

/**
 * A window inside the day closes (RulesetDef.dayWindows): the rights of that window lapse (a lapse that decides the game
 * ends it), then the next window of the day opens — the last opens the day's own `day`, closing where the calendar closes
 * the day. The votes cast so far stand.
 */
function closeDayWindow(tx: Tx, idx: number): void {
  const s = tx.state;
  const ph = s.phase;
  const ws = tx.rs.dayWindows ?? [];
  if (lapseRights(tx, 'window', ws[idx]?.id) && checkEnd(tx, 'now')) return;
  if (tx.state.status !== 'running') return;
  const next = ws[idx + 1]?.id ?? 'day';
  const anchor = s.phase.anchor ?? ph.openedAt ?? tx.now;
  tx.emit(
    ev('PhaseStarted', {
      kind: 'day',
      day: ph.day,
      window: next,
      windowIndex: ph.windowIndex + 1,
      openedAt: tx.now,
      closesAt: Math.max(tx.now, dayWindowCloses(tx.state, tx.rs, ph.day, idx + 1, anchor)),
    }),
  );
}

export function closeDay(tx: Tx): void {
  const rs = tx.rs;
  const day = tx.state.phase.day;
  const inner = rs.dayWindows?.findIndex((w) => w.id === tx.state.phase.window) ?? -1;
  if (inner >= 0) {
    closeDayWindow(tx, inner);
    return;
  }
  // 211 l.970 宣布胜利或失败需要结算完当前阶段才会判定: the discussion day (正午) ends as the vote closes; its outs (皇权,
  // 践踏 …) are judged now, before the count opens 黄昏 (l.89 黄昏——投票结束后到正式天黑前)
  if (rs.winTiming === 'phaseEnd' && checkEnd(tx, 'phaseEnd')) return;
  const { tally, top, nonVoters, abstained } = countVotes(tx.state, rs);
  const election = ballotPurpose(tx.state, rs) === 'sheriff';
  // classic: a PK round being closed, and the ruleset's own election rules
  const pk = tx.state.revote ?? null;
  const rules = sheriffRules(tx.state, rs);
  tx.emit(ev('VotesCounted', { day, tally, top, nonVoters, purpose: election ? 'sheriff' : 'out' }));
  // 黄昏——投票结束后到正式天黑前 (211 l.89): the outs from here on are 黄昏's (flow.ts duskOuts)
  tx.dusk = true;
  const lines = [
    pk
      ? tx.t('pkHeader', { day, what: tx.t(election ? 'pkSheriff' : 'pkOut') })
      : tx.t(election ? 'electionHeader' : 'voteHeader', { day }),
  ];
  if (election && rules?.candidacy) lines.push(candidatesText(tx));
  // 211: 投票计数隐藏，将只宣布当天谁是最高票 — the 公示 names the top, never a count (VotesCounted keeps them)
  const hidden = rs.voteDisclosure === 'topOnly';
  if (!tally.length) lines.push(tx.t('noVotes'));
  else if (hidden) lines.push(tx.t('voteTop', { names: top.join('、') }));
  else lines.push(tallyText(tx, tally));
  const shown = hidden ? {} : { tally, abstained };
  /** the count's 公示: the lines so far, with what this outcome adds to its data */
  const post = (purpose: 'sheriff' | 'out', outcome: Record<string, unknown>) =>
    tx.announce(lines.join('\n'), { kind: 'vote', purpose, ...shown, top, nonVoters, ...outcome });
  // a 弃权 is part of the count a director posts (where the count is public: 211 names the top only)
  if (abstained.length && !hidden) lines.push(tx.t('abstainers', { names: abstained.join('、') }));
  if (nonVoters.length) lines.push(tx.t('nonVoters', { names: nonVoters.join('、') }));

  let out: Character | null = null;
  let cause = 'vote';
  /** the others out with `out` (平票双死): they go out where it does, so their rights are the night's as its are */
  let alsoOut: string[] = [];
  /** a role's hook called for another vote the same day (VoteHookCtx.again) */
  let again = false;
  if (election) {
    // 121 竞岗: the first to reach the top; a ruleset with its own rules elects only a single top
    const elected = rules ? (top.length === 1 ? (top[0] ?? null) : null) : firstToTop(tx.state, rs, top);
    if (!elected && top.length > 1 && !pk && rules?.electionTie === 'pk') {
      // 篇二 1(4) 如果第一次投票时平票，则平票者再进行一次发言，然后其他人视为退选。依然只有未竞选者能投票
      lines.push(tx.t('electionPk', { names: top.join('、') }));
      post('sheriff', { sheriff: null, pk: top });
      openRevote(tx, 'sheriff', top);
      return;
    }
    if (elected) {
      // 竞岗: 最先获得投票数最多的角色当选 — a tie so broken says so
      lines.push(
        top.length > 1
          ? tx.t('sheriffElectedFirst', { names: top.join('、'), name: elected })
          : tx.t('sheriffElected', { name: elected }),
      );
      post('sheriff', { sheriff: elected });
      tx.emit(ev('SheriffChanged', { from: null, to: elected, cause: 'elected' }));
      tx.notify(elected, tx.t('youAreSheriff'), { kind: 'sheriff' });
      // what the new sheriff must do now (211 任职宣言) is due in the night that follows
      tx.rightsPhase = { kind: 'night', day };
      rs.onSheriffChanged?.(tx, null, elected, 'elected');
    } else {
      // 篇二: 如果再次平票则没有警长; 篇三: 若竞选时出现平票，则当天白天没有警长，必须等待到下一个白天重新选举
      const names = top.join('、');
      lines.push(
        pk && top.length > 1
          ? tx.t('electionPkTie', { names })
          : top.length > 1 && rules
            ? tx.t('electionTie', { names })
            : tx.t('noSheriff'),
      );
      if (rules?.reelect && !tx.state.badgeTorn) lines.push(tx.t('reelectNext'));
      post('sheriff', { sheriff: null });
    }
    // a re-election on a later day (篇三) is followed by that day's own vote
    if (day >= 2) {
      openDayVote(tx);
      return;
    }
  } else {
    const hooks: VoteHookCtx = {
      tx,
      out: null,
      tie: [],
      holder: tx.state.chars[0] as Character,
      action: null,
      cause: 'vote',
      extraLines: [],
      after: [],
    };
    const dayHookRoles = voteHookHolders(tx.state, rs);
    if (top.length === 1) {
      hooks.out = tx.state.chars.find((c) => c.name === top[0]) ?? null;
      for (const { c, role } of dayHookRoles) {
        // a hook that works for a skill blocked now does not run (211 l.103 [遗忘]: `hooksOf`)
        if (!role.onVoteOut || !c.alive || hookBlocked(tx.state, rs, c, role.hooksOf?.onVoteOut)) continue;
        hooks.holder = c;
        hooks.action = tx.state.actions.find((a) => a.actor === c.name && !a.pass) ?? null;
        role.onVoteOut(hooks);
      }
      out = hooks.out;
      cause = hooks.cause;
      // 211: 若该角色持有[霸道]或[不死]状态，则不出局，公示平安日 (a status that says noVoteOut)
      if (out && cause === 'vote' && hasFlag(rs, statusesOf(tx.state, rs, out), 'noVoteOut')) out = null;
      // a status that hands the out to another (211 [混沌]): the top stays — no line of its out; the other's follows
      // (a status that spares the out, 211 宗教老爷爷's 免疫一次出局: nobody out, 平安日)
      const passed = out ? passedOut(tx.state, rs, out, cause) : null;
      if (out && !passed)
        lines.push(
          tx.t(cause === 'vote' ? 'votedOut' : `votedOut.${cause}`, { name: out.name, voted: top[0] ?? '' }),
        );
      else if ((!out || !passed?.to) && cause === 'vote' && !hooks.extraLines.length)
        lines.push(tx.t('nobodyOut'));
    } else if (top.length > 1) {
      hooks.tie = tx.state.chars.filter((c) => top.includes(c.name));
      for (const { c, role } of dayHookRoles) {
        if (!role.onTie || hookBlocked(tx.state, rs, c, role.hooksOf?.onTie)) continue;
        hooks.holder = c;
        role.onTie(hooks);
        if (hooks.out) break;
      }
      // the ruleset's own tie rule when no role settled it (its text: the ruleset's template tieOut.vote)
      const sheriffPick = tx.state.sheriff ? own(tx.state.votes, tx.state.sheriff)?.target : null;
      if (!hooks.out && rs.tie === 'sheriffVote' && sheriffPick && top.includes(sheriffPick)) {
        hooks.out = tx.state.chars.find((c) => c.name === sheriffPick) ?? null;
        hooks.cause = 'vote';
      }
      if (!hooks.out && rs.tie === 'allTied') {
        // every tied character goes out, in the tally's order — but one a role's onTie took off the tie (pku 三方
        // 【刀枪无眼】: 被票出局触发, 免死)
        const still = top.filter((n) => hooks.tie.some((c) => c.name === n));
        alsoOut = still.slice(0, -1);
        hooks.out = tx.state.chars.find((c) => c.name === still.at(-1)) ?? null;
        hooks.cause = 'vote';
      }
      if (!hooks.out && rs.tie === 'revote' && !pk) {
        // classic 4(3) 当发生平票时，所有嫌疑人再进行一轮发言，然后嫌疑人不能投票（包括嫌疑人为警长亦不能投票），
        // 其余玩家只能投票给嫌疑人（PK台）
        lines.push(...hooks.extraLines, tx.t('outPk', { names: top.join('、') }));
        post('out', { out: null, pk: top });
        openRevote(tx, 'out', top);
        return;
      }
      out = hooks.out;
      cause = hooks.cause;
      lines.push(
        out
          ? tx.t(`tieOut.${cause}`, {
              names: top.join('、'),
              name: out.name,
              outs: [...alsoOut, out.name].join('、'),
            })
          : tx.t(pk ? 'pkTieNobody' : 'tieNobody', { names: top.join('、') }), // 若再次平票则无人被处决，直接进入黑夜
      );
    } else {
      lines.push(tx.t('nobodyOut'));
    }
    lines.push(...hooks.extraLines);
    // a role that may spare the vote's out after 关门 holds it (tieba 贵族): it settles the out itself later
    let held: string | null = null;
    if (out && cause === 'vote' && !alsoOut.length)
      for (const { c, role } of dayHookRoles) {
        const line = c.alive ? (role.holdsVoteOut?.(tx, c, out) ?? null) : null;
        if (line === null) continue;
        lines.push(line);
        held = out.name;
        out = null;
        break;
      }
    post('out', { out: out?.name ?? null, cause, ...(held ? { held } : {}) });
    for (const step of hooks.after) step();
    again = hooks.again === true;
  }
  tx.rightsPhase = { kind: 'night', day };
  // 判罚: no vote by the close → 黄牌; the day's reds go out before or after the vote's out
  // the automatic cards of the close are one 公示, as a director posts them
  giveCards(tx, [...noVoteYellows(tx, nonVoters), ...postCountYellows(tx)]);
  dueSendOffs(tx, 'beforeVote');
  for (const n of alsoOut) goOut(tx, n, 'vote');
  if (out) goOut(tx, out.name, cause);
  dueSendOffs(tx, 'afterVote');
  if (tx.state.status !== 'running') return;
  // another vote the same day (口吃法官): the out stands, the day goes on with a fresh ballot
  if (again) {
    if (checkEnd(tx, 'now')) return;
    openDayVote(tx);
    return;
  }
  // the day's unused rights lapse after the count: a badge handed on at random now did not weigh in the
  // votes cast while nobody held it, and does not go to the one just voted out
  lapseRights(tx, 'phaseEnd');
  expireStatuses(tx, 'dayEnd', day);
  // the day's end — but where the end is judged by phases (211), the vote's out is 黄昏's (在黄昏阶段（包括正常的被投票出局）),
  // judged in full when 黄昏1 closes: here only what the text judges at once (屠城)
  if (checkEnd(tx, 'now')) return;
  nightOrExtraDay(tx, day);
}

/**
 * The living holders of the roles with vote hooks, in the ruleset's `voteHookOrder`: for each role its holders, then those
 * who learned it — a status granting skills whose `data.role` names it (121 机械狼 学习: 白痴，同白痴; 替罪羊，同替罪羊，但判定
 * 出局条件在真替罪羊之后) — with the hooks its `learnable` declares for a learner (none declared: the learner has none).
 */
export function voteHookHolders(s: GameState, rs: RulesetDef): { c: Character; role: VoteHooks }[] {
  const out: { c: Character; role: VoteHooks }[] = [];
  for (const id of rs.voteHookOrder) {
    for (const c of s.chars) if (c.alive && c.role === id) out.push({ c, role: roleOf(rs, c) });
    const learnt = rs.roles[id]?.learnable;
    if (!learnt?.onVoteOut && !learnt?.onTie) continue;
    for (const c of s.chars)
      if (
        c.alive &&
        c.statuses.some((st) => rs.statuses[st.id]?.holder?.grantsSkills && st.data?.role === id)
      )
        out.push({ c, role: learnt });
  }
  return out;
}

/**
 * The day ends at once, without its vote (121 骑士 决斗: 直接进入游戏日夜晚): the votes cast are void, the
 * day's rights lapse and its statuses end as at a close, and the night opens.
 */
export function endDayNow(tx: Tx): void {
  const day = tx.state.phase.day;
  if (tx.state.status !== 'running' || tx.state.phase.kind !== 'day' || day === 0) return;
  tx.rightsPhase = { kind: 'night', day };
  // the day's reds still send off at its end (no vote: nobody is carded for not voting)
  dueSendOffs(tx, 'beforeVote');
  dueSendOffs(tx, 'afterVote');
  if (tx.state.status !== 'running') return;
  lapseRights(tx, 'phaseEnd');
  expireStatuses(tx, 'dayEnd', day);
  if (checkEnd(tx, 'phaseEnd')) return;
  nightOrExtraDay(tx, day);
}

/**
 * What follows a day's close: the night, or — after the first round of a day the ruleset's `extraDay` doubles (121 太阳:
 * 额外进行一个游戏日白天) — the day itself, as the calendar sets it from now.
 */
function nightOrExtraDay(tx: Tx, day: number): void {
  if ((tx.state.phase.round ?? 0) === 0 && extraDayLength(tx.state, tx.rs, day) !== null) {
    startPhase(tx, 'day', day, 0, 1);
    tx.announce(tx.t('extraDayOver', { day }), { kind: 'extra_day_over', day });
    return;
  }
  startPhase(tx, 'night', day, 0);
  // judged again as the night opens: a win counting whole phases (211 炽天使 连续两天两夜) sees the day just closed
  if (checkEnd(tx, 'now')) return;
  runReveals(tx);
}
