import { ev } from '../events';
import { pick } from '../rng';
import type { Character, Phase, Right, Status } from '../state';
import { closesAt } from './schedule';
import { legalTargets, roleOf, statusFlag } from './skills';
import type { Tx } from './tx';
import type { SkillDef, StatusDef } from './types';

/**
 * Going out, rights, the end of the game and the start of phases: the steps
 * every phase close shares.
 */

/** Puts one character out (once) and runs what follows from it. */
export function goOut(tx: Tx, name: string, cause: string): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c?.alive || tx.state.status !== 'running') return;
  const ph = tx.state.phase;
  tx.emit(ev('CharacterOut', { name, cause, day: ph.day, phase: ph.kind, order: tx.state.outCount + 1 }));
  tx.notify(name, tx.t('youAreOut', { cause: tx.t(`cause.${cause}`) }), { kind: 'out', cause });
  // void the rights that need the character alive
  for (const r of tx.state.rights.filter((x) => x.holder === name)) {
    const usableWhileOut = tx.rs.commonSkills
      .concat(roleOf(tx.rs, c).skills)
      .some((k) => k.right === r.kind && k.whileOut);
    if (!usableWhileOut && r.kind !== 'last_words')
      tx.emit(ev('RightEnded', { holder: name, kind: r.kind, how: 'void' }));
  }
  const noRights = cause === 'redcard';
  // 遗言: the first N to go out, in order; a declined right is not passed on
  if (!noRights && tx.state.lastWordsGranted < tx.state.lastWordsQuota) {
    grantRight(tx, name, 'last_words', 'nextDayStart');
    tx.notify(name, tx.t('lastWordsRight'), { kind: 'right', right: 'last_words' });
  }
  // 殉职: the sheriff hands on the badge
  if (tx.state.sheriff === name) {
    grantRight(tx, name, 'badge', 'phaseEnd');
    tx.notify(name, tx.t('badgeRight'), { kind: 'right', right: 'badge' });
  }
  roleOf(tx.rs, c).onOut?.({ tx, char: c, cause });
}

export function grantRight(tx: Tx, holder: string, kind: string, expires: 'phaseEnd' | 'nextDayStart'): void {
  tx.emit(
    ev('RightGranted', {
      holder,
      kind,
      expires,
      usableIn: expires === 'phaseEnd' ? { ...tx.rightsPhase } : null,
    }),
  );
}

/** Candidates for the badge: alive, not the holder, not barred (白痴 after 装傻). */
export function badgeCandidates(tx: Tx, from: string): Character[] {
  return tx.state.chars.filter(
    (c) => c.alive && c.name !== from && !statusFlag(tx.state, tx.rs, c, 'noBadge'),
  );
}

export function transferBadge(tx: Tx, from: string, to: string | null, cause: string): void {
  tx.emit(ev('SheriffChanged', { from, to, cause }));
  if (to) {
    tx.notify(to, tx.t('youAreSheriff'), { kind: 'sheriff' });
    tx.news(tx.t(cause === 'random' ? 'badgeRandom' : 'badgePassed', { from, to }), {
      kind: 'badge',
      from,
      to,
      cause,
    });
  } else {
    tx.news(tx.t('badgeLost', { from }), { kind: 'badge', from, to: null, cause });
  }
}

/**
 * Rights that lapse now: at the end of the phase they are usable in (`phaseEnd`), at the next
 * day's start (`nextDayStart`), or when the night window their skill is due in closes
 * (`window`: tieba's 警长 has 30 minutes after 关门). A lapsed right is forfeited (视为放弃) unless
 * its skill says `onTimeout: 'random'`: then its targets are drawn (the draw an event) and it
 * takes effect as if chosen (殉职: 警徽随机移交).
 */
export function lapseRights(tx: Tx, which: 'phaseEnd' | 'nextDayStart' | 'window', window?: string): void {
  const ph = tx.state.phase;
  const skillOf = (r: Right): SkillDef | undefined => {
    const c = tx.state.chars.find((x) => x.name === r.holder);
    return tx.rs.commonSkills.concat(c ? roleOf(tx.rs, c).skills : []).find((k) => k.right === r.kind);
  };
  const usableNow = (r: Right) =>
    r.expires === 'phaseEnd' && r.usableIn?.kind === ph.kind && r.usableIn.day === ph.day;
  const due = tx.state.rights.filter((r) =>
    which === 'window'
      ? usableNow(r) && window !== undefined && skillOf(r)?.window === window
      : which === 'phaseEnd'
        ? usableNow(r)
        : r.expires === 'nextDayStart',
  );
  for (const r of due) {
    tx.emit(ev('RightEnded', { holder: r.holder, kind: r.kind, how: 'lapsed' }));
    const sk = skillOf(r);
    const holder = tx.state.chars.find((x) => x.name === r.holder);
    if (sk?.onTimeout !== 'random' || !holder) continue;
    const cands = sk.targets.max > 0 ? legalTargets(tx.state, tx.rs, holder, sk).map((c) => c.name) : [];
    const to = cands.length ? tx.draw(r.kind, (rng) => pick(rng, cands)) : null;
    const targets = to ? [tx.state.chars.find((x) => x.name === to) as Character] : [];
    sk.apply?.(tx, holder, targets, null, 'timeout');
  }
}

/**
 * When a status applied now ends, from its declared default duration: 当夜 is
 * night N whether it is applied in day N or night N (night N follows day N).
 */
export function statusUntil(phase: Phase, at: StatusDef['until']): Status['until'] {
  if (!at) return null;
  if (at === 'nightEnd') return { at, day: phase.day };
  if (at === 'dayStart') return { at, day: phase.day + 1 };
  return { at, day: phase.kind === 'day' ? phase.day : phase.day + 1 };
}

/** Ends statuses whose time is up. */
export function expireStatuses(tx: Tx, at: 'dayStart' | 'nightEnd' | 'dayEnd', day: number): void {
  for (const c of tx.state.chars)
    for (const st of c.statuses)
      if (st.until && st.until.at === at && st.until.day <= day)
        tx.emit(ev('StatusRemoved', { target: c.name, status: st.id }));
}

/** Checks the ruleset's win conditions; ends the game when they are met. */
export function checkEnd(tx: Tx): boolean {
  if (tx.state.status !== 'running') return tx.state.status === 'ended';
  const verdict = tx.rs.judge(tx.state);
  if (!verdict) return false;
  flushNews(tx);
  const winner = { faction: verdict.faction, names: verdict.names };
  tx.emit(ev('GameEnded', { winner, reason: verdict.reason }));
  const factionName = verdict.faction ? (tx.rs.factions[verdict.faction]?.name ?? verdict.faction) : null;
  tx.announce(factionName ? tx.t('gameOver', { faction: factionName }) : tx.t('gameOverNoWinner'), {
    kind: 'end',
    winner,
  });
  const cast = tx.state.chars.map((c) => ({
    seat: c.seat,
    name: c.name,
    role: roleOf(tx.rs, c).name,
    roleId: c.role,
    faction: tx.rs.factions[c.faction]?.name ?? c.faction,
    alive: c.alive,
    outOrder: c.outOrder,
  }));
  tx.announce(
    [
      tx.t('castHeader'),
      ...cast.map((c) =>
        tx.t('castLine', {
          seat: c.seat,
          name: c.name,
          role: c.role,
          faction: c.faction,
          state: c.alive ? tx.t('alive') : tx.t('out'),
        }),
      ),
    ].join('\n'),
    { kind: 'cast', cast },
  );
  return true;
}

/**
 * The game ends before the next morning: what the night kept for that 公示 (news
 * and last words) is posted now, ahead of the end.
 */
function flushNews(tx: Tx): void {
  const s = tx.state;
  const words = s.unpublishedWords.slice();
  if (!s.newsQueue.length && !words.length) return;
  const lines = [
    ...s.newsQueue.map((n) => n.text),
    ...words.map((w) => tx.t('lastWords', { name: w.actor, text: w.text })),
  ];
  tx.announce(lines.join('\n'), {
    kind: 'news',
    news: s.newsQueue.map((n) => n.data),
    lastWords: words.map((w) => ({ name: w.actor, text: w.text })),
  });
  if (words.length) tx.emit(ev('LastWordsPublished', { actors: words.map((w) => w.actor) }));
}

export function startPhase(tx: Tx, kind: 'day' | 'night', day: number, windowIndex: number): void {
  const window = kind === 'day' ? 'day' : (tx.rs.nightWindows[windowIndex]?.id ?? 'night');
  const openedAt = tx.now;
  tx.emit(
    ev('PhaseStarted', {
      kind,
      day,
      window,
      windowIndex,
      openedAt,
      closesAt: closesAt(tx.state, tx.rs, kind, day, windowIndex, openedAt),
    }),
  );
}
