import { applyStatus } from '../../../engine/effects';
import { goOut } from '../../../engine/flow';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 炸弹人（来自狼人杀英雄榜）(l.53): 白天炸弹人被投票放逐后，会立刻炸死所有给他投票的玩家，如果炸弹人炸死了场上剩余的其他所有人，
// 炸弹人单独获胜，如果不是，则炸弹人视为好人阵营。
// Readings: 给他投票的玩家 are the votes cast for him in the count that put him out (a PK's, in a PK); they go out at once after
// him (cause 被炸死), by day (last words); his lone win is judged before the factions' (wins.ts).
export const BOMBER_WON = 'bomber_won';

export const bomber: RoleDef = {
  id: 'bomber',
  name: '炸弹人',
  faction: 'village',
  cite: '003 篇一 炸弹人',
  factions: [{ id: 'bomber', name: '炸弹人' }],
  statuses: [{ id: BOMBER_WON, name: '炸弹人胜利' }],
  templates: {
    bomb: ({ name, names }) => `${name} 是炸弹人，炸死了所有给他投票的玩家：${names}。`,
    'cause.bomb': () => '被炸弹人炸死',
  },
  onOut: ({ tx, char, cause }) => {
    if (cause !== 'vote') return;
    const voters = Object.values(tx.state.votes)
      .filter((v) => v.target === char.name)
      .map((v) => v.voter)
      .filter((n) => tx.state.chars.some((c) => c.name === n && c.alive));
    if (!voters.length) return;
    tx.announce(tx.t('bomb', { name: char.name, names: voters.join('、') }), { kind: 'bomb', out: voters });
    for (const v of voters) goOut(tx, v, 'bomb', char.name);
    if (!tx.state.chars.some((c) => c.alive))
      applyStatus(tx, char.name, BOMBER_WON, { source: char.name, until: null });
  },
  skills: [],
};
