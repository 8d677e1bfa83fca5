import type { RoleDef } from '../../../engine/types';
import type { Character, GameState } from '../../../state';

// [classic] file 003 邪恶的宗族老爷爷 (l.63–65): 老爷爷不属于任何阵营。上帝将玩家分为两组，分组方式随意，老爷爷会在其中一组。当对面那组的人全死光时，老爷爷独自胜利。
// 老爷爷的胜利判定优先于除天使外所有角色，即若是对面那组最后一人被狼人杀死后狼人达到胜利条件，但此时老爷爷也达成了胜利条件，那么算作老爷爷胜利。若影子获得了老爷爷
// 的身份牌，无论影子和老爷爷是否在同一组，老爷爷已经失败，而影子需要以自己所在的那一组重新判断胜利条件。
// A faction of his own (老爷爷阵营: a 混血儿 whose master he is shares it, l.58) winning when every player of the other group is out,
// judged right after 天使 (the ruleset's win priority). Readings: 分组方式随意 = the seating cut in two, the first half (seats 1 … n/2,
// rounded down) and the rest — the director's free choice made fixed and public; he is told both groups at the deal; he wins out or
// alive (he need not survive: l.65 says he has lost only once the 影子 took his card); a 老爷爷 whose card the 影子 took has lost
// (the status `card_taken`), and the 影子 judges by his own seat's group; 不属于任何阵营: he is no 坏身份 — the good side wins without
// him out (wins.ts); neither 神 nor 平民 for 屠边.
export const GRANDPA = 'grandpa';

/** The group of a seat: the first half of the seating (1) or the rest (2). */
const groupOf = (s: GameState, c: Character): 1 | 2 => (c.seat <= Math.floor(s.chars.length / 2) ? 1 : 2);

/** 对面那组的人全死光: a 老爷爷 card holder (his card not taken) whose other group is all out. */
export function grandpaWins(s: GameState, f: string): boolean {
  return s.chars.some(
    (g) =>
      g.role === GRANDPA &&
      g.faction === f &&
      !g.statuses.some((st) => st.id === 'card_taken') &&
      s.chars.every((c) => groupOf(s, c) === groupOf(s, g) || !c.alive),
  );
}

export const grandpa: RoleDef = {
  id: GRANDPA,
  name: '邪恶的宗族老爷爷',
  aliases: ['老爷爷'],
  faction: GRANDPA,
  cite: '003 篇一 邪恶的宗族老爷爷',
  factions: [{ id: GRANDPA, name: '老爷爷阵营', wins: grandpaWins }],
  templates: {
    grandpaGroups: ({ mine, other }) =>
      `老爷爷：你所在的一组为 ${mine}；对面一组为 ${other}。对面那组的人全死光时你独自胜利。`,
    'win.grandpa': () => '老爷爷：对面那组的人全死光',
  },
  skills: [],
  onStart: (tx, c) => {
    const s = tx.state;
    const mine = s.chars.filter((x) => groupOf(s, x) === groupOf(s, c)).map((x) => x.name);
    const other = s.chars.filter((x) => groupOf(s, x) !== groupOf(s, c)).map((x) => x.name);
    tx.notify(c.name, tx.t('grandpaGroups', { mine: mine.join('、'), other: other.join('、') }), {
      kind: 'feedback',
      groups: [mine, other],
    });
  },
};
