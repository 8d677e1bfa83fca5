import { type HoursOverride, parseHM } from './calendar';
import type {
  Candidacy,
  CastVote,
  CloseWindow,
  Command,
  CreateGame,
  MakeRuling,
  Meta,
  ReportPostCounts,
  RequestSpeed,
  StartGame,
  SubmitAction,
  SubmitLastWords,
} from './commands';
import {
  ballotPurpose,
  sheriffRules,
  standingCandidates,
  targetRefusal,
  voterRefusal,
} from './engine/ballot';
import { CARD_NAME, cardRulesOf, defeatFaction, giveCard } from './engine/cards';
import { grantSpeed, outsideNoon, pauseClock, requestSpeed, resumeClock } from './engine/clock';
import { canBeVoted, canVote, closeDay } from './engine/day';
import { endFor } from './engine/effects';
import { checkEnd, goOut, startPhase, statusUntil } from './engine/flow';
import { closeNightWindow } from './engine/night';
import { closeOpening, needsOpening } from './engine/opening';
import { liveClose, rulesOf } from './engine/schedule';
import { checkSubmission, findSkill, groupMembers, roleOf } from './engine/skills';
import { surrender } from './engine/surrender';
import { Tx } from './engine/tx';
import type { RoleDef, RulesetDef } from './engine/types';
import { type DomainError, err, fail, ok, quote, type Result } from './errors';
import { type DomainEvent, ev } from './events';
import { seedRng, shuffle } from './rng';
import { KNOWN_RULESET_IDS, rulesetOf } from './rulesets';
import { type Character, findChar, type GameState } from './state';
import { isInstant, isValidTimeZone, MAX_SPAN_SECONDS, MINUTE } from './time';
import { normalizeName, parseVotePost } from './votepost';

/**
 * decide(command, state) → the events it causes, or a typed error. The only
 * place that rejects; a rejection changes nothing.
 */
export function decide(state: GameState, cmd: Command, meta: Meta): Result<DomainEvent[]> {
  if (cmd.type === 'CreateGame') return createGame(state, cmd, meta);
  if (!state.created) return fail('NOT_FOUND', 'no such game');
  const rs = rulesetOf(state.ruleset);
  if (!rs) return fail('UNKNOWN_RULESET', `ruleset ${state.ruleset} is not playable`);
  const tx = new Tx(state, rs, meta.now);
  let e: DomainError | null;
  switch (cmd.type) {
    case 'StartGame':
      e = startGame(tx, cmd);
      break;
    case 'SubmitAction':
      e = submitAction(tx, cmd);
      break;
    case 'CastVote':
      e = castVote(tx, cmd, meta);
      break;
    case 'SubmitLastWords':
      e = lastWords(tx, cmd);
      break;
    case 'CloseWindow':
      e = closeWindow(tx, cmd, meta);
      break;
    case 'MakeRuling':
      e = ruling(tx, cmd);
      break;
    case 'RequestSpeed':
      e = speedRequest(tx, cmd);
      break;
    case 'Candidacy':
      e = candidacy(tx, cmd);
      break;
    case 'ReportPostCounts':
      e = reportPostCounts(tx, cmd);
      break;
    case 'Surrender': {
      if (tx.state.status !== 'running')
        return fail(
          tx.state.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED',
          'the game is not running',
        );
      const c = actorChar(tx, cmd.actor);
      e = 'code' in c ? c : surrender(tx, cmd, c);
      break;
    }
    default: {
      const never: never = cmd;
      return never;
    }
  }
  if (e) return { ok: false, error: e };
  // defence in depth behind the edge's bounds: a decision that would leave the clock on no date
  // (a deadline past year 9999, NaN) is refused whole, so nothing is appended
  const clock = clockRefusal(tx.state);
  return clock ? { ok: false, error: clock } : ok(tx.events);
}

/** The phase's times and the clock's must stay instants (isInstant); null when they do. */
function clockRefusal(s: GameState): DomainError | null {
  const ph = s.phase;
  const times = [ph.openedAt, ph.closesAt, ph.anchor, s.speed.calendarClose, s.clock.pausedAt];
  if (times.every((t) => t === null || isInstant(t)) && Number.isFinite(ph.shift)) return null;
  return err(
    'INVALID_INPUT',
    '时间超出范围：这一操作会让截止时间不再是一个有效日期（最晚到9999年底），未执行',
  );
}

/** Finds a character by vest, comparing after NFKC normalisation and trimming. */
export function resolveName(s: GameState, input: string): Character | undefined {
  const n = normalizeName(input);
  return s.chars.find((c) => normalizeName(c.name) === n);
}

export function roleByKey(rs: RulesetDef, key: string): RoleDef | undefined {
  const k = normalizeName(key);
  return rs.roles[k] ?? Object.values(rs.roles).find((r) => r.name === k);
}

/** The options every ruleset reads (a ruleset's own, `RulesetDef.options`, come on top). */
export const GAME_OPTIONS = [
  'ignoreSetupConstraints',
  'trustPostedAt',
  'autoCards',
  'lastWords',
  'opening',
] as const;

function createGame(state: GameState, cmd: CreateGame, meta: Meta): Result<DomainEvent[]> {
  if (state.created) return fail('GAME_EXISTS', 'the game already exists');
  if (!(KNOWN_RULESET_IDS as readonly string[]).includes(cmd.ruleset) && !rulesetOf(cmd.ruleset))
    return fail(
      'UNKNOWN_RULESET',
      `unknown ruleset ${quote(cmd.ruleset)}; known: ${KNOWN_RULESET_IDS.join(', ')}`,
    );
  const rs = rulesetOf(cmd.ruleset);
  if (!rs) return fail('UNKNOWN_RULESET', `ruleset ${cmd.ruleset} is known but not yet playable`);
  if (!cmd.title.trim()) return fail('INVALID_INPUT', 'title is empty');
  if (cmd.players.length < 4) return fail('INVALID_INPUT', 'a game needs at least 4 players');
  const names = cmd.players.map((p) => normalizeName(p.name));
  if (names.some((n) => !n)) return fail('INVALID_INPUT', 'a player name is empty');
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup)
    return fail(
      'DUPLICATE_PLAYER',
      `two players are named ${quote(dup)} (names compare after NFKC normalisation)`,
    );
  if (names.includes('弃权')) return fail('INVALID_INPUT', '弃权 cannot be a player name');
  let roles: Record<string, string> | null = null;
  if (cmd.roles) {
    roles = {};
    for (const [who, role] of Object.entries(cmd.roles)) {
      const n = normalizeName(who);
      if (!names.includes(n)) return fail('UNKNOWN_PLAYER', `roles names ${quote(who)}, who is not a player`);
      const r = roleByKey(rs, role);
      if (!r) return fail('UNKNOWN_ROLE', `ruleset ${rs.id} has no role ${quote(role)} (yet)`);
      roles[n] = r.id;
    }
    const missing = names.filter((n) => !roles?.[n]);
    if (missing.length)
      return fail('INVALID_INPUT', `roles must give every player a role; missing: ${missing.join('、')}`);
  }
  let pool: string[] | null = null;
  if (cmd.pool) {
    pool = [];
    for (const role of cmd.pool) {
      const r = roleByKey(rs, role);
      if (!r) return fail('UNKNOWN_ROLE', `ruleset ${rs.id} has no role ${quote(role)} (yet)`);
      pool.push(r.id);
    }
    if (pool.length < names.length)
      return fail('INVALID_INPUT', `the pool has ${pool.length} roles for ${names.length} players`);
  }
  if (roles && pool)
    return fail('INVALID_INPUT', 'give either roles (deal by hand) or pool (random deal), not both');
  const unknownOption = Object.keys(cmd.options ?? {}).find(
    (k) => !(GAME_OPTIONS as readonly string[]).includes(k) && !rs.options?.[k],
  );
  if (unknownOption !== undefined)
    return fail(
      'INVALID_OPTION',
      `没有这个选项：options.${quote(unknownOption)}（可用：${[...GAME_OPTIONS, ...Object.keys(rs.options ?? {})].join(', ')}）`,
    );
  const tz = cmd.schedule?.timezone ?? 'Asia/Shanghai';
  if (!isValidTimeZone(tz)) return fail('INVALID_INPUT', `unknown time zone ${tz}`);
  const fixed = cmd.schedule?.fixed ?? null;
  const span = (x: unknown) => typeof x === 'number' && x > 0 && x <= MAX_SPAN_SECONDS;
  if (fixed && !(span(fixed.daySeconds) && span(fixed.nightSeconds)))
    return fail(
      'INVALID_INPUT',
      `schedule.fixed：daySeconds 和 nightSeconds 须为正数，最多 ${MAX_SPAN_SECONDS} 秒（30天）`,
    );
  const hours = hoursOf(cmd.schedule ?? {}, rs);
  if ('error' in hours) return fail('INVALID_INPUT', hours.error);
  if (cmd.options?.trustPostedAt !== undefined && typeof cmd.options.trustPostedAt !== 'boolean')
    return fail('INVALID_INPUT', 'options.trustPostedAt is true or false');
  if (cmd.options?.autoCards !== undefined && typeof cmd.options.autoCards !== 'boolean')
    return fail(
      'INVALID_INPUT',
      "options.autoCards is true or false (default true: the text's automatic cards)",
    );
  const lw = cmd.options?.lastWords;
  if (lw !== undefined) {
    if (!rs.lastWordsOption)
      return fail(
        'INVALID_OPTION',
        `options.lastWords: ruleset ${rs.id} sets its number of last words by its text`,
      );
    if (typeof lw !== 'number' || !Number.isInteger(lw) || lw < 0 || lw > cmd.players.length)
      return fail('INVALID_OPTION', 'options.lastWords is a whole number from 0 to the number of players');
  }
  // the ruleset's own options (classic: convention 篇二 | 篇三): checked, and the default stored when absent
  const options: Record<string, unknown> = { ...cmd.options };
  if (options.convention !== undefined && !rs.options?.convention)
    return fail('INVALID_OPTION', `ruleset ${rs.id} has no option convention`);
  for (const [k, o] of Object.entries(rs.options ?? {})) {
    const v = options[k];
    if (v === undefined) options[k] = o.default;
    else if (typeof v !== 'string' || !o.values.includes(v))
      return fail('INVALID_OPTION', `options.${k} is one of ${o.values.join(', ')} (default ${o.default})`);
  }
  if (!roles && !pool)
    return fail(
      'INVALID_INPUT',
      '缺少身份：请给出 roles（逐一指定）或 pool（随机发放），否则开局时无身份可发',
    );
  return ok([
    ev('GameCreated', {
      id: cmd.id,
      title: cmd.title.trim(),
      ruleset: cmd.ruleset,
      players: cmd.players.map((p) => ({ name: normalizeName(p.name), gender: p.gender ?? null })),
      seed: cmd.seed,
      roles,
      pool,
      options,
      schedule: { timezone: tz, fixed, hours },
      createdAt: meta.now,
    }),
    ev('RandomDrawn', { purpose: 'seed', outcome: cmd.seed, rng: seedRng(cmd.seed) }),
  ]);
}

/** The director's changes to the hours, checked: "HH:MM" times, whole days, known windows in order. */
function hoursOf(sch: HoursOverride, rs: RulesetDef): HoursOverride | { error: string } {
  const h: HoursOverride = {};
  for (const k of ['closeAt', 'openAt'] as const) {
    const v = sch[k];
    if (v === undefined) continue;
    if (typeof v !== 'string' || !parseHM(v)) return { error: `schedule.${k} is a time of day "HH:MM"` };
    h[k] = v.trim();
  }
  if (sch.dayLength !== undefined) {
    if (!Number.isInteger(sch.dayLength) || sch.dayLength < 1 || sch.dayLength > 14)
      return { error: 'schedule.dayLength is a whole number of natural days, 1 to 14' };
    h.dayLength = sch.dayLength;
  }
  if (sch.weekendExtends !== undefined) {
    if (typeof sch.weekendExtends !== 'boolean') return { error: 'schedule.weekendExtends is true or false' };
    h.weekendExtends = sch.weekendExtends;
  }
  for (const k of ['changeLockMinutes', 'proxyLockMinutes', 'speedCutoffMinutes'] as const) {
    const v = sch[k];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !(v >= 0 && v <= 7 * 24 * 60))
      return { error: `schedule.${k} is a number of minutes (0 to a week)` };
    h[k] = v;
  }
  if (sch.nightMinutes !== undefined) {
    const ids = rs.nightWindows.map((w) => w.id);
    for (const [id, m] of Object.entries(sch.nightMinutes)) {
      if (!ids.includes(id))
        return {
          error: `schedule.nightMinutes: ${rs.id} has no night window ${id} (windows: ${ids.join(', ')})`,
        };
      if (typeof m !== 'number' || !(m > 0 && m <= 24 * 60))
        return { error: `schedule.nightMinutes.${id} is a number of minutes (more than 0, at most a day)` };
    }
    let last = 0;
    for (const w of rs.nightWindows) {
      if (w.from !== 'close') continue;
      const m = sch.nightMinutes[w.id] ?? w.minutes;
      if (m < last)
        return { error: `schedule.nightMinutes: ${w.id} (${m}) would close before the window before it` };
      last = m;
    }
    h.nightMinutes = { ...sch.nightMinutes };
  }
  return h;
}

function startGame(tx: Tx, cmd: StartGame): DomainError | null {
  const s = tx.state;
  const rs = tx.rs;
  if (s.status !== 'setup') return err('GAME_ALREADY_STARTED', 'the game has already started');
  const names = s.entrants.map((p) => p.name);
  const n = names.length;
  let seating: string[];
  if (cmd.seating) {
    seating = cmd.seating.map(normalizeName);
    if (seating.length !== n || new Set(seating).size !== n || seating.some((x) => !names.includes(x)))
      return err('INVALID_INPUT', 'seating must list every player exactly once');
  } else {
    seating = [];
  }
  const ignore = s.options.ignoreSetupConstraints === true;
  let dealt: Record<string, string>;
  if (s.handRoles) {
    dealt = { ...s.handRoles };
    const check = ignore
      ? null
      : rs.validateSetup(
          Object.values(dealt).map((id) => rs.roles[id] as RoleDef),
          n,
        );
    if (check) return check;
  } else if (s.pool) {
    // draw until the ruleset's setup constraints hold
    let rng = s.rng;
    let found: string[] | null = null;
    for (let attempt = 0; attempt < 500 && !found; attempt++) {
      const [mixed, next] = shuffle(rng, s.pool);
      rng = next;
      const hand = mixed.slice(0, n);
      if (
        ignore ||
        !rs.validateSetup(
          hand.map((id) => rs.roles[id] as RoleDef),
          n,
        )
      )
        found = hand;
    }
    if (!found) {
      const check = rs.validateSetup(
        s.pool.slice(0, n).map((id) => rs.roles[id] as RoleDef),
        n,
      );
      return check ?? err('SETUP_CONSTRAINT', 'no deal from this pool meets the setup constraints');
    }
    const [order, rng2] = shuffle(rng, names);
    dealt = Object.fromEntries(order.map((name, i) => [name, found?.[i] as string]));
    tx.emit(ev('RandomDrawn', { purpose: 'deal', outcome: dealt, rng: rng2 }));
  } else {
    return err('INVALID_INPUT', 'the game was created with neither roles nor pool: nothing to deal');
  }
  if (!seating.length) seating = tx.draw('seating', (r) => shuffle(r, names));
  const factions = Object.fromEntries(
    Object.entries(dealt).map(([k, id]) => [k, rs.roles[id]?.faction ?? '']),
  );
  // pku: the number of last words is the director's (options.lastWords; the FAQ gives none)
  const lastWordsQuota = rs.lastWordsOption
    ? typeof s.options.lastWords === 'number'
      ? s.options.lastWords
      : rs.lastWordsOption.default
    : rs.lastWordsQuota(n);
  tx.emit(ev('GameStarted', { seating, roles: dealt, factions, lastWordsQuota }));
  // 总体流程 1: the opening's choices (丘比特之箭, 伪装, 学习 …) come before the first day
  startPhase(tx, 'day', needsOpening(tx.state, rs) ? 0 : 1, 0);
  tx.announce(
    tx.t('gameStart', {
      title: s.title,
      seating: tx.state.chars.map((c) => tx.t('seatLine', { seat: c.seat, name: c.name })).join('\n'),
    }),
    { kind: 'start', seating: tx.state.chars.map((c) => ({ seat: c.seat, name: c.name })) },
  );
  for (const c of tx.state.chars) {
    const role = roleOf(rs, c);
    tx.notify(
      c.name,
      tx.t('yourRole', { role: role.card ?? role.name, faction: rs.factions[c.faction]?.name ?? c.faction }),
      {
        kind: 'role',
        role: role.name,
        roleId: role.id,
        faction: c.faction,
      },
    );
    // 211: the groups are formed after the opening (狼人阵营 共群 follows 月老 连情侣): told when it closes
    if (role.group && !(rs.opening?.groupsAfter && tx.state.phase.day === 0)) {
      const mates = tx.state.chars.filter((m) => m.name !== c.name && rs.roles[m.role]?.group === role.group);
      tx.notify(c.name, tx.t('yourGroup', { names: mates.map((m) => m.name).join('、') || '—' }), {
        kind: 'group',
        group: role.group,
        members: mates.map((m) => m.name),
      });
    }
  }
  for (const c of tx.state.chars) roleOf(rs, c).onStart?.(tx, c);
  return null;
}

function actorChar(tx: Tx, name: string): Character | DomainError {
  const c = findChar(tx.state, name) ?? resolveName(tx.state, name);
  return c ?? err('UNKNOWN_PLAYER', `no character named ${quote(name)}`);
}

function submitAction(tx: Tx, cmd: SubmitAction): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  const sk = findSkill(s, tx.rs, c, cmd.skill);
  if (!sk) return err('NOT_YOUR_SKILL', `${c.name} has no skill ${quote(cmd.skill)}`);
  const group = sk.group ?? null;
  if (cmd.pass) {
    if (sk.mandatory || sk.required)
      return err('SKILL_NOT_USABLE', `${sk.name} ${sk.mandatory ? 'is <强制> and ' : ''}cannot be declined`);
    if (sk.kind === 'right') {
      // declining a right ends it (视为放弃)
      const reason = checkSubmission(s, tx.rs, c, { ...sk, targets: { ...sk.targets, min: 0 } }, [], null);
      if (!reason.ok) return reason.error;
      tx.emit(
        ev('ActionSubmitted', { actor: c.name, skill: sk.id, targets: [], choice: null, pass: true, group }),
      );
      tx.emit(ev('RightEnded', { holder: c.name, kind: sk.right as string, how: 'used' }));
      return null;
    }
    const reason = checkSubmission(
      s,
      tx.rs,
      c,
      { ...sk, targets: { ...sk.targets, min: 0 }, validate: undefined },
      [],
      cmd.choice ?? null,
    );
    if (!reason.ok && reason.error.code !== 'INVALID_INPUT') return reason.error;
    tx.emit(
      ev('ActionSubmitted', { actor: c.name, skill: sk.id, targets: [], choice: null, pass: true, group }),
    );
    return null;
  }
  const targetNames: string[] = [];
  for (const t of cmd.targets) {
    const tc = resolveName(s, t);
    if (!tc) return err('UNKNOWN_PLAYER', `no character named ${quote(t)}`);
    targetNames.push(tc.name);
  }
  const check = checkSubmission(s, tx.rs, c, sk, targetNames, cmd.choice ?? null);
  if (!check.ok) return check.error;
  // 211 正午类技能只能在每天的9：00至21:00（若当天关门则为20:00）发动
  const noon = sk.noon ? outsideNoon(s, tx.rs, tx.now) : null;
  if (noon) return noon;
  tx.emit(
    ev('ActionSubmitted', {
      actor: c.name,
      skill: sk.id,
      targets: targetNames,
      choice: cmd.choice ?? null,
      pass: false,
      group,
    }),
  );
  if (sk.kind === 'right' || (sk.kind === 'day' && sk.instant)) {
    const ph = s.phase;
    tx.rightsPhase = { kind: ph.kind, day: ph.day };
    if (sk.kind === 'right')
      tx.emit(ev('RightEnded', { holder: c.name, kind: sk.right as string, how: 'used' }));
    tx.emit(
      ev('ActionsResolved', {
        day: ph.day,
        phase: ph.kind,
        actions: [{ actor: c.name, skill: sk.id, targets: targetNames }],
      }),
    );
    sk.apply?.(
      tx,
      tx.state.chars.find((x) => x.name === c.name) as Character,
      check.targets.map((t) => tx.state.chars.find((x) => x.name === t.name) as Character),
      cmd.choice ?? null,
    );
    checkEnd(tx);
  }
  void groupMembers;
  return null;
}

function castVote(tx: Tx, cmd: CastVote, meta: Meta): DomainError | null {
  const s = tx.state;
  const rs = tx.rs;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  if (s.phase.kind !== 'day' || s.phase.closesAt === null || s.phase.day === 0)
    return err('WRONG_PHASE', 'votes are cast during the day');
  const voter = actorChar(tx, cmd.voter);
  if ('code' in voter) return voter;
  if (!voter.alive) return err('NOT_ALIVE', `${voter.name} is out and cannot vote`);
  // the ballot's own refusals first (classic: candidates, PK suspects): their codes say why
  const refused = voterRefusal(s, rs, voter);
  if (refused) return refused;
  if (!canVote(s, rs, voter)) return err('CANNOT_VOTE', `${voter.name} may not vote today`);
  let targetInput = cmd.target ?? null;
  let wantsChange: boolean | null = null;
  // 投票格式或投票对象有误的票无效。无效票须通过重新发帖来更正: a forum post that is not a valid vote is a fact of
  // the thread — recorded as invalid with its reason and the player told; a `target` given directly is refused
  const invalid = (e: DomainError): DomainError | null => {
    if (!cmd.post) return e;
    const when = voteTime(s, cmd, meta);
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
    targetInput = parsed.target;
    wantsChange = parsed.kind === 'change';
  }
  if (targetInput === null || targetInput === undefined) return err('INVALID_INPUT', 'give target or post');
  let target: string | null = null;
  if (normalizeName(targetInput) !== '弃权') {
    const t = resolveName(s, targetInput);
    if (!t) return invalid(err('UNKNOWN_PLAYER', `no character named ${quote(targetInput)}`));
    if (!t.alive) return invalid(err('ILLEGAL_TARGET', `${t.name} is out and cannot be voted for`));
    const notOnBallot = targetRefusal(s, rs, t);
    if (notOnBallot) return invalid(notOnBallot);
    if (!canBeVoted(s, rs, t)) return invalid(err('CANNOT_BE_VOTED', `${t.name} cannot be voted for`));
    target = t.name;
  }
  const prev = s.votes[voter.name];
  if (wantsChange && !prev)
    return invalid(err('INVALID_VOTE_POST', '改票需回复原投票楼层: there is no vote to change'));
  const change = prev !== undefined;
  if (change && s.voteLog.some((v) => v.voter === voter.name && v.change))
    return err('NO_CHANGES_LEFT', '改票只允许进行一次: the one change has been used');
  const when = voteTime(s, cmd, meta);
  if ('code' in when) return when;
  const locked = voteLock(s, rs, change, cmd.proxy, when.at);
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
  cmd: CastVote,
  meta: Meta,
): { at: number; source: 'server' | 'post' } | DomainError {
  const posted = cmd.postedAt ?? null;
  if (posted === null) return { at: meta.now, source: 'server' };
  if (!Number.isFinite(posted)) return err('INVALID_INPUT', 'postedAt is a time');
  if (posted > meta.now + POSTED_AT_SKEW)
    return err('INVALID_INPUT', 'postedAt is later than the server received the vote');
  if (s.options.trustPostedAt !== true) return { at: meta.now, source: 'server' };
  if (s.phase.openedAt !== null && posted < s.phase.openedAt)
    return err('WRONG_PHASE', 'the post is older than the day: 投票贴与讨论日一同开门');
  if (s.phase.closesAt !== null && posted >= s.phase.closesAt)
    return err('WRONG_PHASE', 'the post was made after 关门');
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
  if (change && s.speed.accelerated && r.speed.noChanges)
    return err('CHANGE_CLOSED', '执行加速时不允许改票: no vote changes while the day is accelerated');
  // the locks count to 关门: a PK round or a re-election window has its own short deadline and none
  if (s.phase.window !== 'day') return null;
  const closes = liveClose(s, at);
  if (closes === null) return null;
  const lock = r.votes.changeLockMinutes * MINUTE;
  if (change && lock > 0 && at >= closes - lock)
    return err(
      'CHANGE_CLOSED',
      `关门前${r.votes.changeLockMinutes}分钟内不允许改票: the vote can no longer be changed`,
      {
        lockedFrom: closes - lock,
      },
    );
  const plock = r.votes.proxyLockMinutes * MINUTE;
  if (proxy && plock > 0 && at >= closes - plock)
    return err('CHANGE_CLOSED', `关门前${r.votes.proxyLockMinutes}分钟内不允许代投: 代投 is closed`, {
      lockedFrom: closes - plock,
    });
  return null;
}

const DISCUZ =
  /\[\/?(b|i|u|s|url|img|color|size|font|quote|code|hide|align|media|list|table|tr|td|float|p|backcolor|hr|attach|flash|audio|email|qq|\*)(=[^\]]*)?\]/i;

function lastWords(tx: Tx, cmd: SubmitLastWords): DomainError | null {
  const s = tx.state;
  if (s.status !== 'running')
    return err(s.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', 'the game is not running');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  if (!s.rights.some((r) => r.holder === c.name && r.kind === 'last_words'))
    return err('NO_LAST_WORDS_RIGHT', `${c.name} holds no right to last words`);
  const text = cmd.text.trim();
  if (!text) return err('INVALID_INPUT', 'last words are empty');
  if (DISCUZ.test(text)) return err('INVALID_INPUT', '遗言中禁止使用Discuz!代码');
  tx.emit(ev('LastWordsSubmitted', { actor: c.name, text }));
  tx.emit(ev('RightEnded', { holder: c.name, kind: 'last_words', how: 'used' }));
  if (s.phase.kind === 'day') {
    tx.announce(tx.t('lastWords', { name: c.name, text }), { kind: 'last_words', name: c.name, text });
    tx.emit(ev('LastWordsPublished', { actors: [c.name] }));
  }
  return null;
}

/**
 * 上警 / 退选 (classic 篇二 1(2) 警长竞选后可以退选; 篇三 1）竞选警长环节): while the election's window is open a
 * living character stands, once; a standing candidate withdraws, for good (竞选后退选不能投票, and cannot stand
 * again). A PK takes no new candidates, but one on it may still withdraw. Each step is announced at once.
 */
function candidacy(tx: Tx, cmd: Candidacy): DomainError | null {
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

function speedRequest(tx: Tx, cmd: RequestSpeed): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  if (cmd.request !== '加速' && cmd.request !== '延时')
    return err('INVALID_INPUT', 'request is 加速 or 延时');
  if (s.phase.kind === 'day' && s.phase.window !== 'day')
    return err('WRONG_PHASE', '加速 and 延时 apply to the discussion day, not to a PK or election window');
  const c = actorChar(tx, cmd.actor);
  if ('code' in c) return c;
  return requestSpeed(tx, c.name, cmd.request);
}

/**
 * 潜水: the post counts of the open discussion day (211 判罚 5), reported by an adapter or the director.
 * A later report of the same day replaces the earlier one until the day closes; vests compare after NFKC
 * normalisation; a vest the report leaves out posted 0. Recorded for every ruleset (the director reads
 * them); the cards follow only where the ruleset's text sets them (`cards.postCount`).
 */
function reportPostCounts(tx: Tx, cmd: ReportPostCounts): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  const ph = s.phase;
  if (!Number.isInteger(cmd.day) || cmd.day < 1)
    return err('INVALID_INPUT', 'day is a discussion day (1, 2, …)');
  if (ph.kind !== 'day' || ph.day < 1 || ph.day !== cmd.day)
    return err(
      'WRONG_PHASE',
      ph.kind === 'day' && ph.day >= 1
        ? `the open discussion day is day ${ph.day}, not day ${cmd.day}`
        : `day ${cmd.day} is not open: post counts are reported before the day closes`,
      { day: ph.kind === 'day' && ph.day >= 1 ? ph.day : null },
    );
  const entries = Object.entries(cmd.counts ?? {});
  if (!entries.length) return err('INVALID_INPUT', 'counts names no vest');
  const counts: Record<string, number> = {};
  for (const [vest, n] of entries) {
    const c = resolveName(s, vest);
    if (!c) return err('UNKNOWN_PLAYER', `no character named ${quote(vest)}`);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return err('INVALID_INPUT', `counts.${vest} is a whole number of posts, 0 or more`);
    if (counts[c.name] !== undefined) return err('INVALID_INPUT', `counts names ${c.name} twice`);
    counts[c.name] = n;
  }
  tx.emit(ev('PostCountsReported', { day: cmd.day, counts }));
  return null;
}

function closeWindow(tx: Tx, cmd: CloseWindow, meta: Meta): DomainError | null {
  const s = tx.state;
  if (s.status === 'setup') return err('GAME_NOT_STARTED', 'the game has not started');
  if (s.status === 'ended') return err('GAME_ENDED', 'the game has ended');
  const ph = s.phase;
  if (ph.closesAt === null || !ph.window) return err('NO_WINDOW_OPEN', 'no window is open');
  if (s.clock.pausedAt !== null)
    return err('CLOCK_PAUSED', 'the director paused the clock: resume it first (ruling resume)');
  if (cmd.by !== 'director' && meta.now < ph.closesAt) return err('NOT_DUE', 'the window is not due yet');
  tx.emit(
    ev('WindowClosed', {
      kind: ph.kind,
      day: ph.day,
      window: ph.window,
      by: cmd.by === 'director' ? 'director' : cmd.by,
      reason: cmd.reason ?? null,
    }),
  );
  if (ph.kind === 'day' && ph.day === 0) closeOpening(tx);
  else if (ph.kind === 'day') closeDay(tx);
  else closeNightWindow(tx);
  return null;
}

function ruling(tx: Tx, cmd: MakeRuling): DomainError | null {
  const s = tx.state;
  const r = cmd.ruling;
  if (!r.reason?.trim()) return err('INVALID_INPUT', 'a ruling needs a reason');
  if (r.kind === 'privacy') {
    // after the game each character's notifications become readable to all, unless the director keeps them closed
    if (s.notificationsPrivate === r.keepPrivate)
      return err(
        'RULING_NOT_APPLICABLE',
        `notifications are already ${r.keepPrivate ? 'kept private' : 'open after the end'}`,
      );
    tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { keepPrivate: r.keepPrivate } }));
    return null;
  }
  if (s.status !== 'running')
    return err(s.status === 'ended' ? 'GAME_ENDED' : 'GAME_NOT_STARTED', 'the game is not running');
  const target = 'target' in r ? resolveName(s, r.target) : undefined;
  if ('target' in r && !target) return err('UNKNOWN_PLAYER', `no character named ${quote(r.target)}`);
  const t = target as Character;
  switch (r.kind) {
    case 'kill':
      if (!t.alive) return err('RULING_NOT_APPLICABLE', `${t.name} is already out`);
      tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name } }));
      tx.news(tx.t('ruling', { text: `${t.name} 出局`, reason: r.reason }), {
        kind: 'ruling',
        ruling: 'kill',
        target: t.name,
      });
      tx.rightsPhase = { kind: s.phase.kind, day: s.phase.day };
      goOut(tx, t.name, 'ruling');
      checkEnd(tx);
      return null;
    case 'revive':
      if (t.alive) return err('RULING_NOT_APPLICABLE', `${t.name} is not out`);
      tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name } }));
      tx.emit(ev('CharacterRevived', { name: t.name }));
      tx.news(tx.t('ruling', { text: `${t.name} 复活，重新回到游戏`, reason: r.reason }), {
        kind: 'ruling',
        ruling: 'revive',
        target: t.name,
      });
      tx.notify(t.name, tx.t('ruling', { text: '你重新回到游戏', reason: r.reason }), { kind: 'ruling' });
      return null;
    case 'status': {
      const key = normalizeName(r.status);
      const def = tx.rs.statuses[key] ?? Object.values(tx.rs.statuses).find((x) => x.name === key);
      if (!def) return err('UNKNOWN_STATUS', `ruleset ${tx.rs.id} has no status ${quote(r.status)}`);
      const has = t.statuses.some((x) => x.id === def.id);
      if (r.op === 'remove' && !has)
        return err('RULING_NOT_APPLICABLE', `${t.name} does not have ${def.name}`);
      tx.emit(
        ev('RulingMade', {
          kind: r.kind,
          reason: r.reason,
          detail: { target: t.name, status: def.id, op: r.op },
        }),
      );
      if (r.op === 'apply')
        tx.emit(
          ev('StatusApplied', {
            target: t.name,
            status: def.id,
            source: 'director',
            // the status as the rules give it: its default end (211 皇帝: a permanent negative one lasts a day)
            until: endFor(s, tx.rs, t.name, def.id, statusUntil(s.phase, def.until)),
          }),
        );
      else tx.emit(ev('StatusRemoved', { target: t.name, status: def.id }));
      return null;
    }
    case 'skill': {
      const sk = findSkill(s, tx.rs, t, r.skill);
      if (!sk) return err('NOT_YOUR_SKILL', `${t.name} has no skill ${quote(r.skill)}`);
      if (t.lost.includes(sk.id))
        return err('RULING_NOT_APPLICABLE', `${t.name} has already lost ${sk.name}`);
      tx.emit(
        ev('RulingMade', {
          kind: r.kind,
          reason: r.reason,
          detail: { target: t.name, skill: sk.id, op: r.op },
        }),
      );
      tx.emit(ev('SkillLost', { actor: t.name, skill: sk.id, reason: 'ruling' }));
      tx.rightsPhase = { kind: s.phase.kind, day: s.phase.day };
      roleOf(tx.rs, t).onSkillLost?.({
        tx,
        char: tx.state.chars.find((x) => x.name === t.name) as Character,
        skill: sk.id,
      });
      checkEnd(tx);
      return null;
    }
    case 'extend': {
      if (!(r.seconds > 0 && r.seconds <= MAX_SPAN_SECONDS))
        return err('INVALID_INPUT', `延长的秒数须为正数，最多 ${MAX_SPAN_SECONDS} 秒（30天）`);
      if (s.phase.closesAt === null) return err('NO_WINDOW_OPEN', 'no window is open');
      const closesAt = s.phase.closesAt + Math.round(r.seconds * 1000);
      tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { seconds: r.seconds } }));
      tx.emit(ev('DeadlineExtended', { closesAt, reason: r.reason }));
      return null;
    }
    case 'pause':
      return pauseClock(tx, r.reason);
    case 'resume':
      return resumeClock(tx, r.reason);
    case 'speed': {
      // 未出局角色减少到一定程度时，导演将自动执行加速: the director grants 加速 (or 延时) by ruling
      if (s.phase.kind !== 'day' || s.phase.window !== 'day')
        return err('WRONG_PHASE', '加速 and 延时 apply to the discussion day (not a PK or election window)');
      if (r.request === '延时' && !rulesOf(s, tx.rs).speed.delay)
        return err('SPEED_NOT_OFFERED', `ruleset ${tx.rs.id} knows no 延时 (extend the day instead)`);
      if (r.request === '加速' && s.speed.accelerated)
        return err('RULING_NOT_APPLICABLE', 'the day is already accelerated');
      if (s.phase.closesAt === null) return err('NO_WINDOW_OPEN', 'no window is open');
      tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { request: r.request } }));
      grantSpeed(tx, r.request, 'director', r.reason);
      return null;
    }
    case 'card': {
      // 判罚: out characters can still be carded; a red sends one still in off (./engine/cards.ts)
      if (!(['blue', 'yellow', 'red'] as const).includes(r.color))
        return err('INVALID_INPUT', 'color is blue, yellow or red');
      if (r.op !== undefined && r.op !== 'give' && r.op !== 'remove')
        return err('INVALID_INPUT', 'op is give (the default) or remove');
      // 211: 判罚红牌时，导演视情况决定是否判负该玩家所在阵营
      if (r.defeatFaction && (r.color !== 'red' || r.op === 'remove'))
        return err('INVALID_INPUT', 'defeatFaction goes with a red card given');
      if (r.defeatFaction && !cardRulesOf(tx.rs).directorDefeat)
        return err('RULING_NOT_APPLICABLE', `ruleset ${tx.rs.id} has no faction defeat with a red card`);
      if (r.op === 'remove') {
        // 以导演解释为准: the director takes a card back (an automatic one included). One card of that color
        // comes off the count; a merged card is not split back; a red already in effect is not undone (revive)
        if (!(s.cards?.[t.name]?.[r.color] ?? 0))
          return err('RULING_NOT_APPLICABLE', `${t.name} holds no ${r.color} card`);
        tx.emit(
          ev('RulingMade', {
            kind: r.kind,
            reason: r.reason,
            detail: { target: t.name, color: r.color, op: 'remove' },
          }),
        );
        tx.emit(ev('CardRemoved', { target: t.name, color: r.color, reason: r.reason }));
        const text = tx.t('cardRemoved', { name: t.name, card: CARD_NAME[r.color], reason: r.reason });
        tx.news(text, { kind: 'card_removed', name: t.name, color: r.color, reason: r.reason });
        tx.notify(t.name, text, { kind: 'card_removed', color: r.color, reason: r.reason });
        return null;
      }
      const faction = t.faction;
      tx.emit(
        ev('RulingMade', {
          kind: r.kind,
          reason: r.reason,
          detail: { target: t.name, color: r.color, ...(r.defeatFaction ? { defeatFaction: faction } : {}) },
        }),
      );
      giveCard(tx, t.name, r.color, r.reason, 'director');
      if (r.defeatFaction) defeatFaction(tx, faction, 'director');
      return null;
    }
    case 'excuse': {
      // tieba 行动时限: 提前…与法官说明自己的在线情况者 are not carded for a missed deadline: up to the end of
      // tonight (given by day: the night after it)
      const through = s.phase.day;
      tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name, through } }));
      tx.emit(ev('PlayerExcused', { target: t.name, through, reason: r.reason }));
      return null;
    }
    case 'substitute': {
      // 替补: 每名角色仅限更换一次替补; 无法更换替补时红牌罚下 (a card ruling)
      const player = normalizeName(r.player ?? '');
      if (!player) return err('INVALID_INPUT', 'player names the substitute');
      if (s.substitutes?.[t.name]?.length)
        return err(
          'SUBSTITUTE_USED',
          `每名角色仅限更换一次替补: ${t.name} has had its substitute (without one, rule a red card)`,
        );
      tx.emit(ev('RulingMade', { kind: r.kind, reason: r.reason, detail: { target: t.name, player } }));
      tx.emit(ev('SubstituteMade', { target: t.name, player, reason: r.reason }));
      tx.news(tx.t('substituted', { name: t.name }), { kind: 'substitute', name: t.name });
      tx.notify(t.name, tx.t('youAreSubstitute', { name: t.name }), { kind: 'substitute', player });
      return null;
    }
    default: {
      const never: never = r;
      return never;
    }
  }
}
