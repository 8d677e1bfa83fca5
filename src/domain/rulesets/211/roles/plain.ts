import { groupKill } from '../../../abilities';
import { groupMembers } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { ROYAL_CARDS_211 } from '../strength';

// [211] file 001 — the plain roles of the contract (every ruleset has 村民 and 狼人); the text has no entry for either.
// 狼人 is a [群内] wolf with the [群内]可用技能 (l.475–478): 杀人[深夜][指定] —— 对结算目标造成一次[指杀];
// 窥天[开局][强制] —— 游戏开局，群内狼可以如同上帝使徒一般询问2张村民阵营的身份牌是否存在。
// Readings of 窥天: a group skill of the [群内] (any member submits, the last stands; resolved once, in 行动顺序总集's 开局 place
// 狼人阵营 共群 窥天, after 大天狗's 家国抉择); 如同上帝使徒一般 = 121's 询问 (file 000 l.141: 场上（开局身份表）是否有此身份牌):
// two different cards of the 皇帝阵营 in the role list (国师 for 通天国师; 村民, the plain card, too), each answered 有 / 没有
// for the cards dealt; every [群内] member is told (the group's answer). <强制> but 可以询问: not declinable, yet missed it asks
// nothing (no card is drawn: the text names no default, as 贼弟's 潜藏).
// 通用 (l.470): 若[杀人]需要判定技能来源，则随机一群内成为该技能的来源
export const kill = groupKill({ id: 'kill', name: '杀人', group: 'wolves', source: 'random' });

/** The cards 窥天 may name, by the name it is asked by → the role's name in the sections. */
const PEEK_CARDS: Record<string, string> = Object.fromEntries([
  ...ROYAL_CARDS_211.map((n) => [n, n]),
  ['国师', '通天国师'],
  ['村民', '村民'],
]);

/** `太子、老将` (any of 、，, / + or spaces between): two different cards of PEEK_CARDS, or why not. */
export function parsePeek(choice: string | null): [string, string] | string {
  const cards = (choice ?? '')
    .normalize('NFKC')
    .split(/[、，,/+\s]+/)
    .filter(Boolean);
  if (cards.length !== 2) return '须指定2张村民阵营的身份牌，如：太子、老将';
  const bad = cards.find((c) => !Object.hasOwn(PEEK_CARDS, c));
  if (bad) return `【${bad}】不是村民阵营的身份牌`;
  if (PEEK_CARDS[cards[0] as string] === PEEK_CARDS[cards[1] as string]) return '须指定2张不同的身份牌';
  return [cards[0] as string, cards[1] as string];
}

export const peek: SkillDef = {
  id: 'peek',
  name: '窥天',
  kind: 'opening',
  group: 'wolves',
  force: { mandatory: true, onTimeout: 'forfeit' },
  // 群内狼: the [群内] only — a [接刀] holding the 杀人 has no 窥天
  limits: { limit: 1, membersOnly: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: {
    parseChoice: (_s, choice) => {
      const r = parsePeek(choice);
      return typeof r === 'string' ? r : null;
    },
  },
  hooks: {
    apply: (tx, actor, _t, choice) => {
      const r = parsePeek(choice);
      if (typeof r === 'string') return;
      // 场上（开局身份表）: the cards dealt at the start
      const dealt = new Set(tx.state.chars.map((c) => tx.rs.roles[c.role]?.name));
      const answer = (card: string) => tx.t(dealt.has(PEEK_CARDS[card]) ? 'peekYes' : 'peekNo', { card });
      const text = tx.t('peekResult', { answers: r.map(answer).join('，') });
      const members = groupMembers(tx.state, tx.rs, 'wolves').map((m) => m.name);
      for (const m of members.length ? members : [actor.name])
        tx.notify(m, text, {
          kind: 'feedback',
          skill: 'peek',
          cards: r,
          present: r.map((c) => dealt.has(PEEK_CARDS[c])),
        });
    },
  },
};

export const villager: RoleDef = {
  id: 'villager',
  name: '村民',
  faction: 'village',
  cite: '001 contract',
  skills: [],
};

export const werewolf: RoleDef = {
  id: 'werewolf',
  name: '狼人',
  // 行动顺序总集 深夜2: 狼人阵营与其他身份 杀人; 开局: 狼人阵营 窥天
  aliases: ['狼人阵营与其他身份', '狼人阵营'],
  faction: 'wolves',
  cite: '001 contract',
  group: 'wolves',
  templates: {
    peekResult: ({ answers }) => `窥天：开局身份表中${answers}。`,
    peekYes: ({ card }) => `有【${card}】`,
    peekNo: ({ card }) => `没有【${card}】`,
  },
  skills: [kill, peek],
};
