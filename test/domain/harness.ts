import type { Command, CreateGame } from '../../src/domain/commands';
import { decide } from '../../src/domain/decide';
import type { DomainError } from '../../src/domain/errors';
import type { DomainEvent, Envelope } from '../../src/domain/events';
import { replay } from '../../src/domain/evolve';
import { type GameState, initialState } from '../../src/domain/state';
import { isoAt } from '../../src/domain/time';
import table12 from './121/table12.json';

export const T0 = Date.UTC(2026, 10, 30, 4, 0, 0); // 2026-11-30 12:00 +08:00, a Monday

/**
 * Given / when / then for the domain: commands go through `decide`, the
 * events are stored with an envelope, the state is the replay of the log.
 */
export class Game {
  log: Envelope[] = [];
  state: GameState = initialState();
  now = T0;

  static create(
    players: string[] | Record<string, string>,
    opts: {
      seed?: string;
      seating?: string[];
      fixed?: boolean;
      options?: Record<string, unknown>;
      pool?: string[];
      /** a registered ruleset other than 121 (a test's variant) */
      ruleset?: string;
      /** vests' genders (211: 女性角色) */
      genders?: Record<string, string>;
      /** the contract's `schedule` as given (overrides `fixed`) */
      schedule?: CreateGame['schedule'];
    } = {},
  ): Game {
    const g = new Game();
    const names = Array.isArray(players) ? players : Object.keys(players);
    g.ok({
      type: 'CreateGame',
      id: 'g1',
      title: '测试局',
      ruleset: opts.ruleset ?? '121',
      players: names.map((name) => ({
        name,
        ...(opts.genders?.[name] ? { gender: opts.genders[name] } : {}),
      })),
      seed: opts.seed ?? 'seed-1',
      roles: Array.isArray(players) ? null : players,
      pool: opts.pool ?? null,
      options: opts.options ?? null,
      schedule:
        opts.schedule !== undefined
          ? opts.schedule
          : opts.fixed === false
            ? null
            : { fixed: { daySeconds: 3600, nightSeconds: 600 } },
    });
    return g;
  }

  run(
    cmd: Command,
    actor = 'director',
  ): { ok: true; events: DomainEvent[] } | { ok: false; error: DomainError } {
    // the state before is never changed: decide folds into a copy, and a copy shares all but its top level with
    // the state it was made from (cloneState), so apply must set new arrays and objects, never change them in place
    const before = JSON.stringify(this.state);
    const r = decide(this.state, cmd, { now: this.now, actor });
    if (JSON.stringify(this.state) !== before)
      throw new Error(`${cmd.type}: decide changed the state it was given`);
    if (!r.ok) return { ok: false, error: r.error };
    const { events, state } = r.value;
    const base = this.log.length;
    // the events as stored (a JSON round trip), folded onto the state before: decide's own state must equal it
    const envs = (JSON.parse(JSON.stringify(events)) as DomainEvent[]).map(
      (e, i) => ({ ...e, seq: base + i + 1, at: isoAt(this.now), actor }) as Envelope,
    );
    const folded = replay(envs, this.state);
    if (JSON.stringify(folded) !== JSON.stringify(state))
      throw new Error(`${cmd.type}: decide's state differs from the fold of its events`);
    if (JSON.stringify(this.state) !== before)
      throw new Error(`${cmd.type}: the fold changed the state it started from`);
    this.log.push(...envs);
    this.state = state;
    return { ok: true, events };
  }

  ok(cmd: Command, actor = 'director'): DomainEvent[] {
    const r = this.run(cmd, actor);
    if (!r.ok) throw new Error(`expected success, got ${r.error.code}: ${r.error.message}`);
    return r.events;
  }

  /** Expects a rejection and that nothing was appended. */
  fails(cmd: Command, actor = 'director'): DomainError {
    const before = this.log.length;
    const r = this.run(cmd, actor);
    if (r.ok) throw new Error(`expected an error, got ${r.events.map((e) => e.type).join(', ')}`);
    if (this.log.length !== before) throw new Error('a rejected command appended events');
    return r.error;
  }

  start(seating?: string[]) {
    return this.ok({ type: 'StartGame', seating: seating ?? null });
  }
  act(actor: string, skill: string, targets: string[] = [], choice: string | null = null) {
    return this.ok({ type: 'SubmitAction', actor, skill, targets, choice }, `player:${actor}`);
  }
  actFails(actor: string, skill: string, targets: string[] = []) {
    return this.fails({ type: 'SubmitAction', actor, skill, targets }, `player:${actor}`);
  }
  pass(actor: string, skill: string) {
    return this.ok({ type: 'SubmitAction', actor, skill, targets: [], pass: true }, `player:${actor}`);
  }
  /** 上警 / 退选 (classic) */
  stand(actor: string) {
    return this.ok({ type: 'Candidacy', actor, action: 'stand' }, `player:${actor}`);
  }
  withdraw(actor: string) {
    return this.ok({ type: 'Candidacy', actor, action: 'withdraw' }, `player:${actor}`);
  }
  vote(voter: string, target: string) {
    return this.ok({ type: 'CastVote', voter, target, proxy: false }, `player:${voter}`);
  }
  votes(map: Record<string, string>) {
    for (const [v, t] of Object.entries(map)) this.vote(v, t);
  }
  close() {
    return this.ok({ type: 'CloseWindow', by: 'director' });
  }
  /** closes the night's windows until `window` is open (行动时限: n10, n20, n40, n60, n90, fb10 in 121) */
  closeTo(window: string) {
    const { day } = this.state.phase;
    while (this.state.status === 'running' && this.state.phase.window !== window) {
      if (this.state.phase.kind === 'night' && this.state.phase.day !== day)
        throw new Error(`window ${window} not found in night ${day}`);
      this.close();
    }
  }
  /** closes every window of the current night, to the next day's 公示 */
  closeNight() {
    if (this.state.phase.kind !== 'night') throw new Error('closeNight: not a night');
    this.closePhase();
  }
  /** closes every window of the current phase */
  closePhase() {
    const { kind, day } = this.state.phase;
    while (this.state.status === 'running' && this.state.phase.kind === kind && this.state.phase.day === day)
      this.close();
  }
  words(actor: string, text: string) {
    return this.ok({ type: 'SubmitLastWords', actor, text }, `player:${actor}`);
  }

  announcements(): string[] {
    return this.log
      .filter((e) => e.type === 'AnnouncementMade')
      .map((e) => (e.data as { text: string }).text);
  }
  lastAnnouncement(): string {
    return this.announcements().at(-1) ?? '';
  }
  notes(name: string): string[] {
    return this.log
      .filter((e) => e.type === 'NotificationSent' && (e.data as { to: string }).to === name)
      .map((e) => (e.data as { text: string }).text);
  }
  alive(name: string): boolean {
    return this.state.chars.find((c) => c.name === name)?.alive ?? false;
  }
  outs(): string[] {
    return this.state.chars
      .filter((c) => !c.alive)
      .sort((a, b) => (a.outOrder ?? 0) - (b.outOrder ?? 0))
      .map((c) => c.name);
  }
}

/** A 12-player 121 table that meets the setup constraints: 3 wolves (incl. 狼王), 6 gods, 3 villagers. */
export const TABLE12: Record<string, string> = table12;
export const SEATS12 = Object.keys(TABLE12);
