import type { Ruling } from '../../../src/domain/commands';
import { Game, SEATS12, TABLE12 } from '../harness';

/**
 * Givens shared by the 121 tests. Seats follow SEATS12 (狼A 1楼 … 民C 12楼);
 * the night windows are 行动时限's groups: n10, n20, n40 (守卫), n60 (狼群 杀人, 狼王 冲锋, 预言家 and every
 * other role), n90 (女巫), fb10 (镜 …: ten minutes after the feedback).
 */

/** The 12-seat table, started, on day 1 (竞选日). */
export function table12(opts: Parameters<typeof Game.create>[1] = {}): Game {
  const g = Game.create(TABLE12, opts);
  g.start(SEATS12);
  return g;
}

/** A small table dealt by hand without the 导言's setup constraints (for endings). */
export function smallTable(roles: Record<string, string>, options: Record<string, unknown> = {}): Game {
  const g = Game.create(roles, { options: { ignoreSetupConstraints: true, ...options } });
  g.start(Object.keys(roles));
  return g;
}

/** Closes day 1 (竞选日) with the given election votes; the game is then in night 1, its first window (n10). */
export function electionDay(g: Game, votes: Record<string, string> = {}): void {
  g.votes(votes);
  g.close();
}

/**
 * One night, window by window, each step run while its window is open (before it closes): n40
 * (守卫), n60 (狼群, 狼王, 预言家), n90 (女巫); every other window just closes.
 */
export function night(
  g: Game,
  steps: Partial<Record<'n10' | 'n20' | 'n40' | 'n60' | 'n90' | 'fb10', () => void>> = {},
): void {
  const { day } = g.state.phase;
  if (g.state.phase.kind !== 'night') throw new Error('night(): not a night');
  while (g.state.status === 'running' && g.state.phase.kind === 'night' && g.state.phase.day === day) {
    steps[g.state.phase.window as keyof typeof steps]?.();
    if (g.state.status !== 'running' || g.state.phase.kind !== 'night') break;
    g.close();
  }
}

export function ruling(g: Game, r: Ruling) {
  return g.ok({ type: 'MakeRuling', ruling: r });
}

/** A director's status ruling (恐惧, 摄梦, 冰冻 …) with its default duration. */
export function applyStatus(g: Game, target: string, status: string) {
  return ruling(g, { kind: 'status', target, status, op: 'apply', reason: '导演裁定' });
}

/** A table dealt by hand whose creation is refused (the 导言's setup rules): the error. */
export function createFails(roles: Record<string, string>) {
  return new Game().fails({
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: '121',
    players: Object.keys(roles).map((name) => ({ name })),
    seed: 'seed-1',
    roles,
    pool: null,
    options: null,
    schedule: null,
  });
}

export function castVoteFails(g: Game, voter: string, target: string) {
  return g.fails({ type: 'CastVote', voter, target, proxy: false }, `player:${voter}`);
}

/** The 公示 that opened day `day` (its 昨夜出局 line, news, last words). */
export function morningOf(g: Game, day: number): string {
  const e = g.log.find(
    (x) =>
      x.type === 'AnnouncementMade' &&
      (x.data as { data: { kind?: string } }).data.kind === 'morning' &&
      (x.data as { day: number }).day === day,
  );
  return e ? (e.data as { text: string }).text : '';
}

/** The vote result 公示 of day `day`. */
export function voteResultOf(g: Game, day: number): string {
  const e = g.log.find(
    (x) =>
      x.type === 'AnnouncementMade' &&
      (x.data as { data: { kind?: string } }).data.kind === 'vote' &&
      (x.data as { day: number }).day === day,
  );
  return e ? (e.data as { text: string }).text : '';
}

export function winner(g: Game): string | null {
  return g.state.winner?.faction ?? null;
}

export { Game, SEATS12, TABLE12 };
