import { type DomainEvent, type EventData, ev } from '../events';
import { apply, cloneState } from '../evolve';
import type { RngState } from '../rng';
import type { GameState, PhaseKind } from '../state';
import type { GivenBy, RulesetDef, Tx as TxShape } from './types';

/**
 * A decision in progress: the events decided so far and the state they lead
 * to. Engine steps read `tx.state` and `emit` events; the state is a private
 * copy, so the caller's state is never touched.
 */
export class Tx implements TxShape {
  state: GameState;
  readonly events: DomainEvent[] = [];
  /** the phase in which rights granted now become usable */
  rightsPhase: { kind: PhaseKind; day: number };
  dusk = false;
  /** the <强制> skill whose hook runs now and its user (`applySkill`): its statuses carry `data.mandatoryOf` (211 l.81) */
  using: GivenBy | null = null;

  constructor(
    state: GameState,
    readonly rs: RulesetDef,
    readonly now: number,
  ) {
    this.state = cloneState(state);
    this.rightsPhase = { kind: state.phase.kind, day: state.phase.day };
  }

  emit(e: DomainEvent): void {
    this.events.push(e);
    this.state.lastSeq += 1;
    apply(this.state, e);
  }

  /** Draws from the game's PRNG and writes the outcome into an event. */
  draw<T>(purpose: string, fn: (rng: RngState) => [T, RngState]): T {
    const [outcome, rng] = fn(this.state.rng);
    this.emit(ev('RandomDrawn', { purpose, outcome, rng }));
    return outcome;
  }

  notify(to: string, text: string, data: Record<string, unknown> = {}): void {
    this.emit(ev('NotificationSent', { to, text, data }));
  }

  announce(text: string, data: Record<string, unknown> = {}): void {
    this.emit(
      ev('AnnouncementMade', { day: this.state.phase.day, phase: this.state.phase.kind, text, data }),
    );
  }

  /** Night-time news waits for the next day's 公示 (规则: 夜晚期间需要公示的内容全部在下一个白天开始时公布). */
  news(text: string, data: Record<string, unknown> = {}): void {
    if (this.state.phase.kind === 'night') this.emit(ev('NewsQueued', { text, data }));
    else this.announce(text, data);
  }

  t(key: string, p: Record<string, string | number> = {}): string {
    const tpl = this.rs.t[key];
    if (!tpl) throw new Error(`missing template ${key}`);
    return tpl(p);
  }
}

export type { EventData };
