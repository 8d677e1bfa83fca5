import type { Candidacy } from '../commands';
import { own } from '../dict';
import { ballotPurpose, sheriffRules, standingCandidates } from '../engine/ballot';
import type { Tx } from '../engine/tx';
import { type DomainError, err } from '../errors';
import { ev } from '../events';
import { actorChar } from './common';

// Candidacy: 上警 / 退选 in a ruleset whose election has candidates (classic).

/**
 * 上警 / 退选 (classic 篇二 1(2) 警长竞选后可以退选; 篇三 1）竞选警长环节): while the election's window is open a
 * living character stands, once; a standing candidate withdraws, for good (竞选后退选不能投票, and cannot stand
 * again). A PK takes no new candidates, but one on it may still withdraw. Each step is announced at once.
 */
export function candidacy(tx: Tx, cmd: Candidacy): DomainError | null {
  const s = tx.state;
  if (s.status !== 'running')
    return err(s.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', '游戏未在进行中');
  if (cmd.action !== 'stand' && cmd.action !== 'withdraw')
    return err('INVALID_INPUT', 'action 须为 stand（上警）或 withdraw（退选）');
  if (!sheriffRules(s, tx.rs)?.candidacy)
    return err('CANDIDACY_NOT_OFFERED', '本规则没有上警/退选（警长由全体公开投票选出）');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  if (!c.alive) return err('NOT_ALIVE', `${c.name} 已出局`);
  const ph = s.phase;
  if (ph.kind !== 'day' || ph.day === 0 || ph.closesAt === null || ballotPurpose(s, tx.rs) !== 'sheriff')
    return err('CANDIDACY_CLOSED', '只能在警长竞选进行时上警或退选');
  const now = own(s.candidates, c.name);
  if (cmd.action === 'stand') {
    if (s.revote) return err('CANDIDACY_CLOSED', 'PK已经开始：不能再上警');
    if (now === 'standing') return err('ALREADY_CANDIDATE', `${c.name} 已经上警`);
    if (now === 'withdrawn')
      return err('ALREADY_WITHDRAWN', `${c.name} 已经退选，不能再次上警（竞选后退选）`);
    const had = own(s.votes, c.name) !== undefined;
    tx.emit(ev('CandidacyChanged', { name: c.name, standing: true }));
    tx.announce(tx.t('candidateStood', { name: c.name }), {
      kind: 'candidacy',
      name: c.name,
      standing: true,
      candidates: standingCandidates(tx.state),
    });
    if (had) tx.notify(c.name, tx.t('voteVoidStood'), { kind: 'vote_void', reason: 'stood' });
    return null;
  }
  if (now !== 'standing')
    return err(
      now === 'withdrawn' ? 'ALREADY_WITHDRAWN' : 'NOT_A_CANDIDATE',
      now === 'withdrawn' ? `${c.name} 已经退选` : `${c.name} 没有上警`,
    );
  const voters = Object.values(s.votes)
    .filter((v) => v.target === c.name)
    .map((v) => v.voter);
  tx.emit(ev('CandidacyChanged', { name: c.name, standing: false }));
  tx.announce(tx.t('candidateWithdrew', { name: c.name }), {
    kind: 'candidacy',
    name: c.name,
    standing: false,
    candidates: standingCandidates(tx.state),
  });
  for (const v of voters)
    tx.notify(v, tx.t('voteVoidWithdrew', { name: c.name }), {
      kind: 'vote_void',
      reason: 'withdrew',
      target: c.name,
    });
  return null;
}
