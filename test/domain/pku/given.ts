import { Game } from '../harness';

/**
 * Givens shared by the pku tests (file 004). The game opens with night 0 (游戏的首夜为第零夜, l.207); a night's windows
 * are the FAQ's slots 入夜 (狼禁), 夜间 (守卫, 预言家, 狼预, 群狼刀, 野狼刀, 狙击手 …), 凌晨 (女巫).
 */

/** Every role of the FAQ but 三方, one each, plus two 群狼 and two 民: 13 seats. */
export const TABLE_PKU: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  野: '野狼',
  狼预: '狼预',
  狼禁: '狼禁',
  狼替: '狼替',
  预: '预言家',
  巫: '女巫',
  猎: '猎人',
  守: '守卫',
  神替: '神替',
  老: '长老',
  狙: '狙击手',
  民A: '村民',
  民B: '村民',
};

/** A pku table dealt by hand (default: every role), started: night 0 is open. */
export function pku(roles: Record<string, string> = TABLE_PKU, options: Record<string, unknown> = {}): Game {
  const g = Game.create(roles, { ruleset: 'pku', options });
  g.start(Object.keys(roles));
  return g;
}

/** The error of creating a four-seat pku game with these options (a bad option: INVALID_OPTION). */
export function createFails(options: Record<string, unknown>) {
  return new Game().fails({
    type: 'CreateGame',
    id: 'g',
    title: '测试局',
    ruleset: 'pku',
    players: ['a', 'b', 'c', 'd'].map((name) => ({ name })),
    seed: 's',
    roles: { a: '狼人', b: '村民', c: '村民', d: '村民' },
    options,
  });
}

/** One night, slot by slot, each step run while its window is open: 入夜, 夜间, 凌晨, 破晓 (after the settlement). */
export function night(
  g: Game,
  steps: Partial<Record<'入夜' | '夜间' | '凌晨' | '破晓', () => void>> = {},
): void {
  const { day } = g.state.phase;
  if (g.state.phase.kind !== 'night') throw new Error('night(): not a night');
  while (g.state.status === 'running' && g.state.phase.kind === 'night' && g.state.phase.day === day) {
    steps[g.state.phase.window as keyof typeof steps]?.();
    if (g.state.status !== 'running' || g.state.phase.kind !== 'night') break;
    g.close();
  }
}

/** The 警情 that opened day `day` (the morning 公示: 121's helper). */
export { morningOf } from '../121/given';

/** Day `day`'s vote with these votes (cast in its first window, 警情后), closed: the night that follows is open. */
export function voteDay(g: Game, votes: Record<string, string>): void {
  g.votes(votes);
  toVote(g);
  g.close();
}

/** The day's windows before its own (警情后, l.19) closed: the day's window `day` is open. */
export function toVote(g: Game): void {
  while (g.state.status === 'running' && g.state.phase.kind === 'day' && g.state.phase.window !== 'day')
    g.close();
}
