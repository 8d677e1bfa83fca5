import { Game } from '../harness';

export { morningOf } from '../121/given';

/**
 * Givens shared by the classic (file 003) tests. Night windows (the text has no 行动时限; the ruleset's own):
 * n60 (守卫, 狼人 杀人, 预言家 and every other role), n90 (女巫: after the pack's kill is fixed, l.24).
 */

/** 9 players of 篇三's 9人游戏配置 (l.199–200): 三狼 预女猎 三平民; and a 守卫 and a 白痴 in the 12-seat tables below. */
export const TABLE9: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  狼C: '狼人',
  预: '预言家',
  巫: '女巫',
  猎: '猎人',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

/** 篇二 第三季第一期 12人 (l.115–116): 猎人、女巫、预言家、守卫、白痴、狼人*4、普通村民*3. */
export const TABLE12: Record<string, string> = {
  狼A: '狼人',
  狼B: '狼人',
  狼C: '狼人',
  狼D: '狼人',
  预: '预言家',
  巫: '女巫',
  猎: '猎人',
  守: '守卫',
  白: '白痴',
  民A: '村民',
  民B: '村民',
  民C: '村民',
};

/** A classic table dealt by hand and started (seats in the table's order), on day 1 (the election). */
export function classic(
  roles: Record<string, string> = TABLE12,
  options: Record<string, unknown> = {},
): Game {
  const g = Game.create(roles, { ruleset: 'classic', options });
  g.start(Object.keys(roles));
  return g;
}

/** Day 1's election closes with nobody standing (no sheriff): night 1 opens. */
export function noElection(g: Game): void {
  g.close();
  if (g.state.phase.kind !== 'night') throw new Error('noElection: not in the night');
}

/** One night, window by window: each step runs while its window is open, then the window closes. */
export function night(g: Game, steps: Partial<Record<'n60' | 'n90', () => void>> = {}): void {
  const { day } = g.state.phase;
  if (g.state.phase.kind !== 'night') throw new Error('night(): not a night');
  while (g.state.status === 'running' && g.state.phase.kind === 'night' && g.state.phase.day === day) {
    steps[g.state.phase.window as 'n60' | 'n90']?.();
    if (g.state.status !== 'running' || g.state.phase.kind !== 'night') break;
    g.close();
  }
}

/** 篇三 re-elects each day that starts without a sheriff (2．警长 1）): that election closes with nobody standing. */
export function skipElection(g: Game): void {
  if (g.state.phase.window === 'election') g.close();
}

export const said = (g: Game): string => g.announcements().join('\n');

export { Game };
