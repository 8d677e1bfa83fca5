import { Game } from '../harness';

/**
 * Givens shared by the tieba tests (file 002). The table follows the text's cast, one of each role the code has; the
 * 电梯贴 (seating) is the table's order: 狼A 1楼 … 民E 15楼. Night windows: n15 (贵族), n30 (警长), n90 (every night role
 * but 女巫), witch (女巫, after the others: she is told the 指杀).
 */
export const TABLE: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  狼王: '狼王',
  赤狼: '赤狼',
  蝶: '花蝴蝶',
  预: '预言家',
  巫: '女巫',
  医: '医生',
  鸦: '乌鸦',
  火: '纵火者',
  民A: '村民',
  民B: '村民',
  民C: '村民',
  民D: '村民',
  民E: '村民',
};
export const SEATS = Object.keys(TABLE);

/** The houses the director gave by hand (`@`), so the tests know the owners. */
export const HOUSES = '居委会:查验@民A;花园:诽谤@民B;售楼处:免票@民C;电梯:禁票@预;社区医院:加票@巫';

export function table(
  opts: { houses?: string | null; roles?: Record<string, string>; options?: Record<string, unknown> } = {},
): Game {
  const roles = opts.roles ?? TABLE;
  const houses = opts.houses === undefined ? HOUSES : opts.houses;
  const g = Game.create(roles, {
    ruleset: 'tieba',
    options: { ...(houses ? { houses } : {}), ...opts.options },
  });
  g.start(Object.keys(roles));
  return g;
}

/** A game created with these roles and options is refused: the error (nothing written). */
export function creationFails(roles: Record<string, string>, options: Record<string, unknown>) {
  return new Game().fails({
    type: 'CreateGame',
    id: 'g1',
    title: '测试局',
    ruleset: 'tieba',
    seed: 's',
    players: Object.keys(roles).map((name) => ({ name })),
    roles,
    options,
  });
}

/** Day 1: everyone votes 民A, elected 警长; night 1 is open. */
export function elect(g: Game, sheriff = '民A'): void {
  for (const c of g.state.chars) if (c.alive) g.vote(c.name, sheriff);
  g.close();
}

/** One night, window by window: each step runs while its window is open. */
export function night(
  g: Game,
  steps: Partial<Record<'n15' | 'n30' | 'n90' | 'witch', () => void>> = {},
): void {
  const { day } = g.state.phase;
  if (g.state.phase.kind !== 'night') throw new Error('night(): not a night');
  while (g.state.status === 'running' && g.state.phase.kind === 'night' && g.state.phase.day === day) {
    steps[g.state.phase.window as keyof typeof steps]?.();
    if (g.state.status !== 'running' || g.state.phase.kind !== 'night') break;
    g.close();
  }
}

/** A day where everyone abstains: nobody is voted out. */
export function quietDay(g: Game): void {
  for (const c of g.state.chars) if (c.alive) g.vote(c.name, '弃权');
  g.close();
}

/** The 公示 that opened day `day` (the 121 givens' reader: the morning 公示 is the engine's). */
export { morningOf } from '../121/given';

export { Game };
