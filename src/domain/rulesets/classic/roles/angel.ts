import { applyStatus } from '../../../engine/effects';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 天使 (l.52): 若天使第一天白天天使被投票放逐，则天使独自获得胜利，这种情况下死亡的天使胜利条件判定优于一切角色。若没有，则天使
// 只是一个普通的平民。
// Readings: 第一天白天 is the first day's out vote (the engine's day 2: day 1 is the election, 篇二 1(1)), its PK included; the
// win is judged before every other (wins.ts); otherwise he counts as a 平民 (屠边).
export const ANGEL_WON = 'angel_won';

export const angel: RoleDef = {
  id: 'angel',
  name: '天使',
  faction: 'village',
  cite: '003 篇一 天使',
  factions: [{ id: 'angel', name: '天使' }],
  statuses: [{ id: ANGEL_WON, name: '天使胜利' }],
  onOut: ({ tx, char, cause }) => {
    if (cause === 'vote' && tx.state.phase.kind === 'day' && tx.state.phase.day === 2)
      applyStatus(tx, char.name, ANGEL_WON, { source: char.name, until: null });
  },
  skills: [],
};
