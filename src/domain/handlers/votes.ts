import type { CastVote, Meta } from '../commands';
import { own } from '../dict';
import { targetRefusal, voterRefusal } from '../engine/ballot';
import { threadNotOpen } from '../engine/clock';
import { canBeVoted, canVote } from '../engine/day';
import { liveClose, rulesOf } from '../engine/schedule';
import { statusFlag } from '../engine/skills';
import type { Tx } from '../engine/tx';
import type { RulesetDef } from '../engine/types';
import { type DomainError, err, quote } from '../errors';
import { ev } from '../events';
import type { GameState } from '../state';
import { MINUTE } from '../time';
import { normalizeName, parseVotePost } from '../votepost';
import { actorChar, resolveName } from './common';

// CastVote: a vote or a forum vote post, 代投, the change and proxy locks by the clock.

export function castVote(tx: Tx, cmd: CastVote, meta: Meta): DomainError | null {
  const s = tx.state;
  const rs = tx.rs;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', '游戏尚未开始');
  if (s.status === 'ended') return err('GAME_ENDED', '游戏已经结束');
  if (s.phase.kind !== 'day' || s.phase.closesAt === null || s.phase.day === 0)
    return err('WRONG_PHASE', '只能在讨论日投票');
  // tieba 投票贴与讨论日一同开门: before 9:30 nothing is recorded, a void post neither (the thread is not open)
  const early = threadNotOpen(s, rs, meta.now);
  if (early) return early;
  const voter = actorChar(tx, cmd.voter);
  if ('code' in voter) return voter;
  if (!voter.alive && !statusFlag(s, rs, voter, 'votesWhileOut'))
    return err('NOT_ALIVE', `${voter.name} 已出局，不能投票`);
  // an out voter with a vote (211 被夺魂角色): 其投票由发动者通过导演代投决定 — the director's 代投 only
  if (!voter.alive && !cmd.proxy) return err('NOT_ALIVE', `${voter.name} 已出局：其投票只能由导演代投`);
  // the ballot's own refusals first (classic: candidates, PK suspects): their codes say why
  const refused = voterRefusal(s, rs, voter);
  if (refused) return refused;
  if (!canVote(s, rs, voter)) return err('CANNOT_VOTE', `${voter.name} 今天不能投票`);
  let targetInput = cmd.target ?? null;
  let wantsChange: boolean | null = null;
  // 投票格式或投票对象有误的票无效。无效票须通过重新发帖来更正: a forum post that is not a valid vote is a fact of
  // the thread — recorded as invalid with its reason and the player told; a `target` given directly is refused
  const invalid = (e: DomainError): DomainError | null => {
    if (!cmd.post) return e;
    const when = voteTime(s, rs, cmd, meta);
    if ('code' in when) return when;
    tx.emit(
      ev('VotePostInvalid', {
        voter: voter.name,
        post: cmd.post,
        code: e.code,
        reason: e.message,
        proxy: cmd.proxy,
        receivedAt: meta.now,
        postedAt: cmd.postedAt ?? null,
      }),
    );
    tx.notify(voter.name, tx.t('votePostInvalid', { reason: e.message }), {
      kind: 'vote_invalid',
      code: e.code,
      reason: e.message,
    });
    return null;
  };
  if (cmd.post) {
    const parsed = parseVotePost(cmd.post);
    if ('error' in parsed) return invalid(err('INVALID_VOTE_POST', `投票格式有误：${parsed.error}`));
    // tieba 投票规则: 明确说明投票对象和投票理由 — a post without its reason is void (弃权 too: 弃权也需要发投票贴)
    if (rs.votePost?.reasonRequired && !parsed.reason)
      return invalid(
        err('INVALID_VOTE_POST', `投票格式有误：缺少“${parsed.kind === 'change' ? '改票' : '投票'}理由：”`),
      );
    targetInput = parsed.target;
    wantsChange = parsed.kind === 'change';
  }
  if (targetInput === null || targetInput === undefined)
    return err('INVALID_INPUT', '请给出 target（投票对象）或 post（投票贴）');
  let target: string | null = null;
  if (normalizeName(targetInput) !== '弃权') {
    const t = resolveName(s, targetInput);
    if (!t) return invalid(err('UNKNOWN_PLAYER', `没有名为“${quote(targetInput)}”的角色`));
    if (!t.alive) return invalid(err('ILLEGAL_TARGET', `${t.name} 已出局，不能被投票`));
    const notOnBallot = targetRefusal(s, rs, t);
    if (notOnBallot) return invalid(notOnBallot);
    if (!canBeVoted(s, rs, t)) return invalid(err('CANNOT_BE_VOTED', `${t.name} 不能被投票`));
    target = t.name;
  }
  const prev = own(s.votes, voter.name);
  if (wantsChange && !prev) return invalid(err('INVALID_VOTE_POST', '改票需回复原投票楼层：你还没有投过票'));
  const change = prev !== undefined;
  // 211: the voted character went out by day — one more change, whatever the locks (its old vote names no one in)
  const freed =
    change &&
    rs.voteChangeOnTargetOut === true &&
    prev.target !== null &&
    s.chars.some((c) => c.name === prev.target && !c.alive);
  if (change && !freed && s.voteLog.some((v) => v.voter === voter.name && v.change))
    return err('NO_CHANGES_LEFT', '改票只允许进行一次：你已经改过票了');
  const when = voteTime(s, rs, cmd, meta);
  if ('code' in when) return when;
  // tieba: a correction of void posts (格式或对象错误) counts at the first of them, and is not a change by itself
  if (rs.votePost?.correctionKeepsTime) {
    const lastValid = s.voteLog.filter((v) => v.voter === voter.name).at(-1)?.seq ?? 0;
    const voided = (s.invalidVotes ?? []).find((x) => x.voter === voter.name && x.seq > lastValid);
    if (voided?.at !== undefined && voided.at < when.at) when.at = voided.at;
  }
  const locked = freed ? null : voteLock(s, rs, change, cmd.proxy, when.at);
  if (locked) return locked;
  tx.emit(
    ev('VoteCast', {
      voter: voter.name,
      target,
      change,
      proxy: cmd.proxy,
      post: cmd.post ?? null,
      receivedAt: meta.now,
      postedAt: cmd.postedAt ?? null,
      timeSource: when.source,
    }),
  );
  return null;
}

/** How far ahead of the server's clock an adapter's post time may be (clock skew). */
const POSTED_AT_SKEW = 60_000;

/**
 * The time a vote counts at: when the server received it, or the forum post time the adapter
 * reports (时间以贴吧发贴时间为准) when the director trusts the adapters (option trustPostedAt).
 * The reported time is kept in the event either way.
 */
function voteTime(
  s: GameState,
  rs: RulesetDef,
  cmd: CastVote,
  meta: Meta,
): { at: number; source: 'server' | 'post' } | DomainError {
  const posted = cmd.postedAt ?? null;
  if (posted === null) return { at: meta.now, source: 'server' };
  if (!Number.isFinite(posted)) return err('INVALID_INPUT', 'postedAt 须为时间');
  if (posted > meta.now + POSTED_AT_SKEW) return err('INVALID_INPUT', 'postedAt 晚于服务器收到投票的时间');
  if (s.options.trustPostedAt !== true) return { at: meta.now, source: 'server' };
  if (s.phase.openedAt !== null && posted < s.phase.openedAt)
    return err('WRONG_PHASE', '这个投票贴早于本讨论日：投票贴与讨论日一同开门');
  const early = threadNotOpen(s, rs, posted);
  if (early) return early;
  if (s.phase.closesAt !== null && posted >= s.phase.closesAt)
    return err('WRONG_PHASE', '这个投票贴发在关门之后');
  return { at: posted, source: 'post' };
}

/**
 * 改票 and 代投 by the clock (121 投票规则: 关门前一小时不允许改票或代投，执行加速时不允许改票; tieba: 白天结束前
 * 一个小时不得改票, 法官代投时限为关门前半小时): CHANGE_CLOSED, or null when allowed.
 */
function voteLock(
  s: GameState,
  rs: RulesetDef,
  change: boolean,
  proxy: boolean,
  at: number,
): DomainError | null {
  const r = rulesOf(s, rs);
  // 执行加速时不允许改票 (121); tieba voids the changes instead (进程加速后…所有改票作废), at the count
  if (change && s.speed.accelerated && r.speed.noChanges) return err('CHANGE_CLOSED', '执行加速时不允许改票');
  // the locks count to 关门: a PK round or a re-election window has its own short deadline and none
  if (s.phase.window !== 'day') return null;
  const closes = liveClose(s, at);
  if (closes === null) return null;
  const lock = r.votes.changeLockMinutes * MINUTE;
  if (change && lock > 0 && at >= closes - lock)
    return err('CHANGE_CLOSED', `关门前${r.votes.changeLockMinutes}分钟内不允许改票`, {
      lockedFrom: closes - lock,
    });
  const plock = r.votes.proxyLockMinutes * MINUTE;
  if (proxy && plock > 0 && at >= closes - plock)
    return err('CHANGE_CLOSED', `关门前${r.votes.proxyLockMinutes}分钟内不允许代投`, {
      lockedFrom: closes - plock,
    });
  return null;
}
