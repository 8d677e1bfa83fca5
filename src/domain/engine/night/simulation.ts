import type { DomainEvent } from '../../events';
import type { GameState } from '../../state';
import type { Tx } from '../tx';
import { drawer } from './context';
import { type Run, runPipeline } from './pipeline';

/**
 * The re-simulation of tonight a window needs. Before the night resolves, a window asks what the
 * night so far has done: its feedback when it closes (over the actions due by it), what a skill needs
 * when its window opens (女巫 通灵: the 指杀 before her turn), whether a missed deadline's skill is
 * blocked before its turn (摄梦 drawn at random). Each question is one run of the pipeline over the
 * actions due by window `through`, stopped before order `upto`.
 *
 * A run writes nothing but the night's seeded draws (events that later runs read back), so the same
 * question asked of the same night has the same answer: it is computed once and kept for the decision
 * (the Tx) while only what the pipeline never reads has been written since — notices, 公示 lines,
 * news, the night's own draws. Anything else (an action drawn for a missed deadline, a right lapsing,
 * a card) makes the next question run again.
 */
export function simulate(tx: Tx, through: number, upto = Number.POSITIVE_INFINITY): Run {
  let runs = cache.get(tx);
  if (!runs || runs.state !== tx.state) {
    runs = { state: tx.state, list: [] };
    cache.set(tx, runs);
  }
  const events = tx.events;
  runs.list = runs.list.filter((r) => unchangedSince(events, r.at));
  const had = runs.list.find((r) => r.through === through && r.upto === upto);
  if (had) return had.run;
  const run = runPipeline(tx.state, tx.rs, upto, through, drawer(tx));
  runs.list.push({ through, upto, at: events.length, run });
  return run;
}

interface Kept {
  through: number;
  upto: number;
  /** tx.events.length when the run ended */
  at: number;
  run: Run;
}
const cache = new WeakMap<Tx, { state: GameState; list: Kept[] }>();

/** Events the pipeline never reads (the night's own draws it reads back: they are its own answers). */
const inert = (e: DomainEvent): boolean =>
  e.type === 'NotificationSent' ||
  e.type === 'AnnouncementMade' ||
  e.type === 'NewsQueued' ||
  (e.type === 'RandomDrawn' && e.data.purpose.startsWith('night:'));

function unchangedSince(events: DomainEvent[], at: number): boolean {
  for (let i = at; i < events.length; i++) if (!inert(events[i] as DomainEvent)) return false;
  return true;
}
