/**
 * [pku] file 004 结算顺序, the night (l.11 入夜 … 狼禁行动; l.13 夜间; l.15 凌晨), one tier an entry, in the FAQ's
 * order. The FAQ names roles, not skills: each entry is `角色<技能>` with the name the role file gives the skill
 * (群狼刀 = 群狼<刀>, 狼替标记 = 狼替<标记>, 民 = 民<上工>). Entries of roles not yet implemented stay. The notices
 * between them (【举目无亲】通知, 【二龙戏珠】通知 …) belong to the cards and pools, not to the order of actions.
 */
export const ORDER_TEXT: [number, string[]][] = [
  // 入夜: … 狼禁行动
  [1, ['狼禁<禁>']],
  // 夜间: 守卫 — 预言家 — 狼预 — 野狼【举目无亲】验人 — 群狼刀 — 野狼刀 — 狙击手 — 狼替标记 — 民 — 三方
  [2, ['守卫<守护>']],
  [3, ['预言家<查验>']],
  [4, ['狼预<查验>']],
  [5, ['野狼<举目无亲>']],
  // 【假的狼刀】: a knife of the 群狼's in the 群狼刀's slot (reading: ./roles/werewolf.ts)
  [6, ['群狼<刀>', '群狼<假的狼刀>']],
  [7, ['野狼<刀>']],
  [8, ['狙击手<刀>']],
  [9, ['狼替<标记>']],
  // 民: its 上工, and 暗票 while the good pool is at 6 or more (好人池≥6, l.363: reading in ../pools.ts)
  [10, ['民<上工>', '民<暗票>']],
  [11, ['三方<永劫无间>']],
  // 凌晨: 女巫 (每夜至多使用一瓶药, l.283)
  [12, ['女巫<解药>', '女巫<毒药>']],
];

/**
 * 夜间死亡结算 (l.15): the kills in the order of the night (群狼刀 — 野狼刀 — 狙击手 — 女巫). The FAQ gives no order of
 * its own for the deaths; a character dying of several is out once (its first cause).
 */
export const SETTLEMENT_TEXT = ['群狼<刀>', '野狼<刀>', '狙击手<刀>', '女巫<毒药>'];
