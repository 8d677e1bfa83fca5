import { Game, SEATS12, TABLE12 } from '../harness';

/**
 * Tables for the role tests: the 12-seat table (狼A 狼B 狼C 预 巫 猎 守 痴 羊 民A 民B 民C, in that seat order) with
 * some seats dealt another role, started, and day 1 (竞选日) closed with no vote: night 1 is open.
 */
export function tableWith(swap: Record<string, string>, opts: { constraints?: boolean } = {}): Game {
  const g = Game.create(
    { ...TABLE12, ...swap },
    opts.constraints === false ? { options: { ignoreSetupConstraints: true } } : {},
  );
  g.start(SEATS12);
  // the opening (丘比特, 隐狼, 机械狼) is closed by the test itself
  if (g.state.phase.day === 0) return g;
  day(g);
  return g;
}

/**
 * Closes the day: the given votes, every other living character 弃权 (投弃权票时，须在投票对象中填写“弃权”: a
 * vote all the same, so nobody collects the yellow card of 未回复投票帖).
 */
export function day(g: Game, votes: Record<string, string> = {}): void {
  if (g.state.phase.kind !== 'day') throw new Error('day(): not a day');
  for (const c of g.state.chars) {
    if (!c.alive || c.statuses.some((st) => st.id === 'no_vote' || st.id === 'idiot_revealed')) continue;
    const vote = votes[c.name];
    if (vote !== undefined) {
      g.vote(c.name, vote);
      continue;
    }
    // 弃权 from every other living voter; one a status bars from voting (迷魂药: 永远失去投票权) is left out
    const r = g.run({ type: 'CastVote', voter: c.name, target: '弃权', proxy: false }, `player:${c.name}`);
    if (!r.ok && r.error.code !== 'CANNOT_VOTE') throw new Error(`${c.name}: ${r.error.code}`);
  }
  g.close();
}

/** From a night window to the next night's first window, through a day where everyone abstains. */
export function nextNight(g: Game, votes: Record<string, string> = {}): void {
  if (g.state.phase.kind === 'night') g.closeNight();
  day(g, votes);
}

export { SEATS12, TABLE12 };

/** The opening (总体流程 1): runs the choices, closes it; then day 1 with everyone abstaining: night 1 is open. */
export function opening(g: Game, choices: () => void = () => {}): void {
  if (g.state.phase.day !== 0) throw new Error('opening(): no opening window');
  choices();
  g.close();
  day(g);
}

/** The outcome of the first seeded draw whose purpose matches (the draw is an event in the log). */
export function drawn<T>(g: Game, purpose: string | RegExp): T {
  const e = g.log.find(
    (x) =>
      x.type === 'RandomDrawn' &&
      (typeof purpose === 'string' ? x.data.purpose === purpose : purpose.test(x.data.purpose)),
  );
  if (e?.type !== 'RandomDrawn') throw new Error(`no draw for ${purpose}`);
  return e.data.outcome as T;
}
