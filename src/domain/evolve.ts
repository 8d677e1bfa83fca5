import { own, put } from './dict';
import type { DomainEvent, Envelope } from './events';
import { type Character, findChar, type GameState, initialState } from './state';
import { currentVersion, upcast } from './upcast';

/**
 * Folds one event into the state. `apply` mutates the state it is given and is
 * used on a private copy (replay, or a decision's scratch state); `evolve` is
 * the pure form. Neither validates nor throws on a well-typed event: all
 * checking happens in `decide`.
 */
export function apply(s: GameState, e: DomainEvent): GameState {
  switch (e.type) {
    case 'GameCreated': {
      const d = e.data;
      s.created = true;
      s.id = d.id;
      s.title = d.title;
      s.ruleset = d.ruleset;
      s.seed = d.seed;
      s.options = d.options;
      s.schedule = d.schedule;
      s.createdAt = d.createdAt;
      s.entrants = d.players.map((p) => ({ name: p.name, gender: p.gender }));
      s.handRoles = d.roles;
      s.pool = d.pool;
      return s;
    }
    case 'RandomDrawn':
      s.rng = e.data.rng;
      // a draw the night's later windows read again (镜 反射, a tie in a tier)
      if (e.data.purpose.startsWith('night:'))
        s.nightDraws = { ...s.nightDraws, [e.data.purpose]: e.data.outcome };
      return s;
    case 'GameStarted': {
      const d = e.data;
      s.status = 'running';
      s.lastWordsQuota = d.lastWordsQuota;
      s.chars = d.seating.map((name, i): Character => {
        const entrant = s.entrants.find((p) => p.name === name);
        return {
          name,
          gender: entrant?.gender ?? null,
          seat: i + 1,
          role: d.roles[name] ?? '',
          faction: d.factions[name] ?? '',
          alive: true,
          outOrder: null,
          outCause: null,
          outDay: null,
          outPhase: null,
          uses: {},
          lost: [],
          statuses: [],
        };
      });
      return s;
    }
    case 'PhaseStarted': {
      const d = e.data;
      // an extra round of the same night (211 嫦娥) starts afresh like a new night
      const newRound = (d.round ?? 0) !== (s.phase.round ?? 0);
      const newPhase = s.phase.kind !== d.kind || s.phase.day !== d.day || newRound;
      s.phase = {
        kind: d.kind,
        day: d.day,
        window: d.window,
        windowIndex: d.windowIndex,
        openedAt: d.openedAt,
        closesAt: d.closesAt,
        anchor: newPhase ? d.openedAt : s.phase.anchor,
        shift: newPhase ? 0 : s.phase.shift,
        ...(d.round ? { round: d.round } : {}),
      };
      if (newPhase) {
        s.actions = [];
        if (s.candidates) delete s.candidates;
        if (s.revote) delete s.revote;
        if (s.nightDraws) s.nightDraws = {};
        if (d.kind === 'day') {
          s.votes = {};
          s.voteLog = [];
          if (s.invalidVotes) s.invalidVotes = [];
          s.speed = { day: d.day, requests: {}, granted: [], accelerated: false, calendarClose: null };
        }
      }
      return s;
    }
    case 'WindowClosed':
      s.phase = { ...s.phase, closesAt: null };
      return s;
    case 'DeadlineExtended': {
      // the rest of the phase moves with it: a night's later groups keep their spacing
      const moved = s.phase.closesAt === null ? 0 : e.data.closesAt - s.phase.closesAt;
      s.phase = { ...s.phase, closesAt: e.data.closesAt, shift: s.phase.shift + moved };
      return s;
    }
    case 'ActionSubmitted': {
      const d = e.data;
      // a group's action replaces the group's, or only the member's own where the group must agree
      s.actions = s.actions.filter((a) =>
        d.group
          ? !(a.group === d.group && a.skill === d.skill && (!d.member || a.actor === d.actor))
          : !(a.actor === d.actor && a.skill === d.skill),
      );
      s.actions.push({
        actor: d.actor,
        skill: d.skill,
        targets: d.targets,
        choice: d.choice,
        pass: d.pass,
        seq: s.lastSeq,
        group: d.group,
      });
      return s;
    }
    case 'ActionsResolved': {
      const history = ownHistory(s);
      for (const a of e.data.actions) {
        history.push({
          day: e.data.day,
          phase: e.data.phase,
          actor: a.actor,
          skill: a.skill,
          targets: a.targets,
          ...(a.settled ? { settled: a.settled } : {}),
        });
        const c = findChar(s, a.actor);
        if (c && a.spent !== false) c.uses = { ...c.uses, [a.skill]: (c.uses[a.skill] ?? 0) + 1 };
      }
      const done = new Set(e.data.actions.map((a) => `${a.actor}\u0000${a.skill}`));
      s.actions = s.actions.filter((a) => !done.has(`${a.actor}\u0000${a.skill}`));
      return s;
    }
    case 'VoteCast': {
      const d = e.data;
      const prev = own(s.votes, d.voter);
      const vote = {
        voter: d.voter,
        target: d.target,
        at: d.timeSource === 'post' && d.postedAt !== null ? d.postedAt : d.receivedAt,
        seq: s.lastSeq,
        proxy: d.proxy,
        change: d.change,
      };
      s.votes = { ...s.votes };
      put(s.votes, d.voter, prev && d.change ? { ...vote, change: true } : vote);
      s.voteLog = [...s.voteLog, vote];
      return s;
    }
    case 'VotePostInvalid': {
      const d = e.data;
      s.invalidVotes = [
        ...(s.invalidVotes ?? []),
        {
          voter: d.voter,
          code: d.code,
          reason: d.reason,
          seq: s.lastSeq,
          // when it was posted, as votes count it (the forum's time only when the director trusts the adapters)
          at: s.options.trustPostedAt === true && d.postedAt !== null ? d.postedAt : d.receivedAt,
        },
      ];
      return s;
    }
    case 'VotesCounted':
      return s;
    case 'LastWordsSubmitted':
      s.unpublishedWords = s.unpublishedWords.filter((w) => w.actor !== e.data.actor);
      s.unpublishedWords.push({ actor: e.data.actor, text: e.data.text });
      return s;
    case 'LastWordsWaived':
      s.lastWordsGranted = Math.max(0, s.lastWordsGranted - 1);
      return s;
    case 'LastWordsPublished': {
      const done = new Set(e.data.actors);
      s.unpublishedWords = s.unpublishedWords.filter((w) => !done.has(w.actor));
      return s;
    }
    case 'CharacterOut': {
      const c = findChar(s, e.data.name);
      if (c) {
        c.alive = false;
        c.outOrder = e.data.order;
        c.outCause = e.data.cause;
        c.outDay = e.data.day;
        c.outPhase = e.data.phase;
        if (e.data.dusk) c.outDusk = true;
        else if (c.outDusk) delete c.outDusk;
      }
      s.outCount = Math.max(s.outCount, e.data.order);
      if (s.pendingSendOffs) s.pendingSendOffs = s.pendingSendOffs.filter((n) => n !== e.data.name);
      s.actions = s.actions.filter((a) => a.actor !== e.data.name || a.group !== null);
      return s;
    }
    case 'CharacterRevived': {
      const c = findChar(s, e.data.name);
      if (c) {
        c.alive = true;
        c.outOrder = null;
        c.outCause = null;
        c.outDay = null;
        c.outPhase = null;
        if (c.outDusk) delete c.outDusk;
      }
      return s;
    }
    case 'StatusApplied': {
      const c = findChar(s, e.data.target);
      if (c) {
        // same-named statuses from different sources count separately (211: 分别计算结束时间)
        const d = e.data;
        c.statuses = [
          ...c.statuses.filter((st) => !(st.id === d.status && st.source === d.source)),
          {
            id: d.status,
            source: d.source,
            until: d.until,
            ...(d.data ? { data: d.data } : {}),
            ...(d.told ? { told: true as const } : {}),
          },
        ];
      }
      return s;
    }
    case 'StatusRemoved': {
      const c = findChar(s, e.data.target);
      const d = e.data;
      if (c)
        c.statuses = c.statuses.filter(
          (st) => !(st.id === d.status && (d.source === undefined || st.source === d.source)),
        );
      return s;
    }
    case 'FactionChanged': {
      const c = findChar(s, e.data.target);
      if (c) c.faction = e.data.faction;
      return s;
    }
    case 'RoleChanged': {
      const c = findChar(s, e.data.target);
      if (c) {
        c.role = e.data.role;
        c.faction = e.data.faction;
      }
      return s;
    }
    case 'SkillLost': {
      const c = findChar(s, e.data.actor);
      if (c && !c.lost.includes(e.data.skill)) c.lost = [...c.lost, e.data.skill];
      return s;
    }
    case 'SkillsRestored': {
      const c = findChar(s, e.data.actor);
      if (c) {
        c.lost = [];
        c.uses = {};
      }
      return s;
    }
    case 'SheriffChanged':
      s.sheriff = e.data.to;
      if (e.data.cause === 'torn') s.badgeTorn = true;
      return s;
    case 'CandidacyChanged': {
      const { name, standing } = e.data;
      s.candidates = { ...s.candidates, [name]: standing ? 'standing' : 'withdrawn' };
      // only non-candidates vote: one who stands loses its vote; a vote for one who withdrew is void (cast again)
      s.votes = { ...s.votes };
      if (standing) delete s.votes[name];
      else for (const [voter, v] of Object.entries(s.votes)) if (v.target === name) delete s.votes[voter];
      return s;
    }
    case 'BallotOpened':
      s.votes = {};
      s.voteLog = [];
      if (s.invalidVotes) s.invalidVotes = [];
      if (e.data.pk) s.revote = { purpose: e.data.purpose, tied: e.data.tied };
      else if (s.revote) delete s.revote;
      return s;
    case 'RightGranted': {
      const d = e.data;
      s.rights = [
        ...s.rights,
        {
          holder: d.holder,
          kind: d.kind,
          grantedDay: s.phase.day,
          grantedPhase: s.phase.kind,
          expires: d.expires,
          usableIn: d.usableIn,
        },
      ];
      if (d.kind === 'last_words') s.lastWordsGranted += 1;
      return s;
    }
    case 'RightEnded':
      s.rights = s.rights.filter((r) => !(r.holder === e.data.holder && r.kind === e.data.kind));
      return s;
    case 'NewsQueued':
      s.newsQueue = [...s.newsQueue, { text: e.data.text, data: e.data.data }];
      return s;
    case 'AnnouncementMade':
      // the morning 公示, or the end's flush of the night's news, posts the queue
      if (e.data.data.kind === 'morning' || e.data.data.kind === 'news') s.newsQueue = [];
      return s;
    case 'SpeedRequested':
      s.speed = { ...s.speed, requests: { ...s.speed.requests } };
      put(s.speed.requests, e.data.actor, e.data.request);
      return s;
    case 'SpeedGranted': {
      const d = e.data;
      s.speed = { ...s.speed, granted: [...s.speed.granted, d.request] };
      if (d.request === '加速') {
        s.speed.accelerated = true;
        s.speed.calendarClose ??= d.previous;
        if (!s.acceleratedDays.includes(d.day)) s.acceleratedDays = [...s.acceleratedDays, d.day];
      } else {
        // 延迟成功时，不再视为"执行加速"状态
        s.speed.accelerated = false;
        s.acceleratedDays = s.acceleratedDays.filter((x) => x !== d.day);
      }
      s.phase = { ...s.phase, closesAt: d.closesAt };
      return s;
    }
    case 'ClockPaused':
      s.clock = { pausedAt: e.data.at };
      return s;
    case 'ClockResumed':
      s.clock = { pausedAt: null };
      s.phase = { ...s.phase, closesAt: e.data.closesAt, shift: s.phase.shift + e.data.pausedMs };
      return s;
    case 'NotificationSent':
      return s;
    case 'RulingMade':
      // the director keeps the private notifications closed after the end (or opens them again)
      if (e.data.kind === 'privacy') s.notificationsPrivate = e.data.detail.keepPrivate === true;
      return s;
    case 'CardGiven': {
      const d = e.data;
      const held = { blue: 0, yellow: 0, red: 0, ...own(s.cards, d.target) };
      // a merge uses up the cards below it (three before the per-game cardMerge existed)
      if (d.by === 'merge') held[d.color === 'red' ? 'yellow' : 'blue'] -= d.uses ?? 3;
      held[d.color] += 1;
      s.cards = { ...s.cards, [d.target]: held };
      if (d.sendOff === 'atClose') s.pendingSendOffs = [...(s.pendingSendOffs ?? []), d.target];
      return s;
    }
    case 'CardRemoved': {
      const d = e.data;
      const held = { blue: 0, yellow: 0, red: 0, ...own(s.cards, d.target) };
      held[d.color] = Math.max(0, held[d.color] - 1);
      s.cards = { ...s.cards, [d.target]: held };
      // a red taken back before the day's close no longer sends off
      if (d.color === 'red' && s.pendingSendOffs?.includes(d.target)) {
        const i = s.pendingSendOffs.indexOf(d.target);
        s.pendingSendOffs = s.pendingSendOffs.filter((_, j) => j !== i);
      }
      return s;
    }
    case 'PostCountsReported':
      s.postCounts = { ...s.postCounts, [String(e.data.day)]: { ...e.data.counts } };
      return s;
    case 'PostCountsJudged':
      // a day without a report breaks every run; else the runs are as judged
      s.postStreaks = { ...e.data.streaks };
      return s;
    case 'PlayerExcused':
      s.excused = { ...s.excused, [e.data.target]: e.data.through };
      return s;
    case 'SubstituteMade':
      s.substitutes = {
        ...s.substitutes,
        [e.data.target]: [...(own(s.substitutes, e.data.target) ?? []), e.data.player],
      };
      return s;
    case 'SurrenderProposed':
      s.surrenderVote = { faction: e.data.faction, asked: e.data.asked, agreed: [e.data.by] };
      return s;
    case 'SurrenderAnswered':
      if (s.surrenderVote && e.data.agree)
        s.surrenderVote = { ...s.surrenderVote, agreed: [...s.surrenderVote.agreed, e.data.by] };
      else s.surrenderVote = null;
      return s;
    case 'SurrenderSwitched': {
      const d = e.data;
      const t = own(s.surrenderToggles, d.by);
      s.surrenderSwitches = { ...s.surrenderSwitches, [d.by]: d.on };
      s.surrenderToggles = {
        ...s.surrenderToggles,
        [d.by]: { half: d.half, count: t?.half === d.half ? t.count + 1 : 1 },
      };
      return s;
    }
    case 'RoundDeciderPlayed': {
      const d = e.data;
      const played = d.round === 0 ? [] : [...(s.roundDecider?.rounds ?? [])];
      if (d.round > 0)
        played.push({
          round: d.round,
          kill: d.kill,
          heal: d.heal,
          burn: d.burn,
          outs: d.outs,
          voted: d.voted,
        });
      s.roundDecider = {
        day: d.day,
        round: d.round,
        sim: d.sim,
        rounds: played,
        verdict: d.verdict,
        reason: d.reason,
      };
      return s;
    }
    case 'FactionDefeated':
      if (!s.defeated?.includes(e.data.faction)) s.defeated = [...(s.defeated ?? []), e.data.faction];
      return s;
    case 'PoolPoints': {
      const p = s.pools?.[e.data.pool] ?? { balance: 0, pending: 0 };
      s.pools = { ...s.pools, [e.data.pool]: { ...p, pending: p.pending + e.data.points } };
      return s;
    }
    case 'PoolSpent': {
      const p = s.pools?.[e.data.pool] ?? { balance: 0, pending: 0 };
      s.pools = { ...s.pools, [e.data.pool]: { ...p, balance: p.balance - e.data.points } };
      return s;
    }
    case 'PoolSettled':
      s.pools = { ...s.pools, [e.data.pool]: { balance: e.data.balance, pending: 0 } };
      return s;
    case 'FactionSurrendered':
      s.surrendered = [...(s.surrendered ?? []), e.data.faction];
      s.surrenderVote = null;
      return s;
    case 'TreeholePosted':
      s.treehole = [
        ...(s.treehole ?? []),
        { seq: s.lastSeq, author: e.data.author, text: e.data.text, day: e.data.day, phase: e.data.phase },
      ];
      return s;
    case 'GameEnded':
      s.status = 'ended';
      s.winner = e.data.winner;
      s.phase = {
        kind: 'ended',
        day: s.phase.day,
        window: null,
        windowIndex: 0,
        openedAt: null,
        closesAt: null,
        anchor: null,
        shift: 0,
      };
      s.rights = [];
      s.actions = [];
      return s;
    default: {
      const never: never = e;
      return never;
    }
  }
}

/**
 * States whose `history` is still the array of the state they were copied from. The history only
 * grows (one entry per resolved action, never edited), so a copy shares it and copies it only when it
 * appends (`ownHistory`): a command that resolves nothing (a vote, an action) never copies it, and the
 * copy a command pays no longer grows with the game.
 */
const sharedHistory = new WeakSet<GameState>();

/** The state's own history array, copied from the shared one first if need be. */
function ownHistory(s: GameState): GameState['history'] {
  if (sharedHistory.has(s)) {
    s.history = s.history.slice();
    sharedHistory.delete(s);
  }
  return s.history;
}

/**
 * A copy of a state to fold into: its fields and its characters are new objects, everything below them is
 * shared with the state copied from. `apply` never changes a shared part in place: it sets a new array or
 * object in the field (or the character) it changes (`s.rights = [...s.rights, r]`, `c.statuses = …`), so the
 * state copied from stays as it was. The history, the one part that grows with the game, is appended to in
 * place once the copy has its own (`ownHistory`). A command's copy costs the state's top-level fields and one
 * small object per character, not a deep copy (a night's close of a 40-seat table used to copy every status of
 * every character). Each character is a new object, so a character held across an event reads it changed.
 */
export function cloneState(s: GameState): GameState {
  const copy: GameState = { ...s, chars: s.chars.map(copyChar) };
  // both share the history now: whichever appends first copies it
  sharedHistory.add(copy);
  sharedHistory.add(s);
  return copy;
}

/** A character's own fields; its parts are shared, never changed in place (see cloneState). */
const copyChar = (c: Character): Character => ({ ...c });

/** A stored event at its type's current version (older versions go through ./upcast.ts). */
function current(e: Envelope): Envelope {
  if (e.v === currentVersion(e.type)) return e;
  const up = upcast(e);
  if (!up)
    throw new Error(`event ${e.seq} (${e.type} v${e.v}) has no upcaster to v${currentVersion(e.type)}`);
  return up;
}

/** Pure evolve: the state after one stored event. */
export function evolve(s: GameState, e: Envelope): GameState {
  const next = cloneState(s);
  next.lastSeq = e.seq;
  return apply(next, current(e));
}

/** Rebuilds the state from a log (or from a snapshot plus the tail); older event versions are upcast. */
export function replay(events: Iterable<Envelope>, from: GameState = initialState()): GameState {
  const s = cloneState(from);
  for (const e of events) {
    s.lastSeq = e.seq;
    apply(s, current(e));
  }
  return s;
}
