import type { Candidacy } from '../commands';
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
    return err(s.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', 'the game is not running');
  if (cmd.action !== 'stand' && cmd.action !== 'withdraw')
    return err('INVALID_INPUT', 'action is stand (上警) or withdraw (退选)');
  if (!sheriffRules(s, tx.rs)?.candidacy)
    return err(
      'CANDIDACY_NOT_OFFERED',
      `ruleset ${tx.rs.id} has no 上警/退选 (its election is an open vote)`,
    );
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  if (!c.alive) return err('NOT_ALIVE', `${c.name} is out`);
  const ph = s.phase;
  if (ph.kind !== 'day' || ph.day === 0 || ph.closesAt === null || ballotPurpose(s) !== 'sheriff')
    return err('CANDIDACY_CLOSED', 'candidates stand and withdraw while the sheriff election is open');
  const now = s.candidates?.[c.name];
  if (cmd.action === 'stand') {
    if (s.revote) return err('CANDIDACY_CLOSED', 'the PK has begun: no new candidates');
    if (now === 'standing') return err('ALREADY_CANDIDATE', `${c.name} is already a candidate`);
    if (now === 'withdrawn')
      return err('ALREADY_WITHDRAWN', `${c.name} withdrew and cannot stand again (竞选后退选)`);
    const had = s.votes[c.name] !== undefined;
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
      now === 'withdrawn' ? `${c.name} has already withdrawn` : `${c.name} is not a candidate`,
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
