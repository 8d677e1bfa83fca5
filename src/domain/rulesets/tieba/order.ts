/** 总体流程 1、丘比特选择情侣 (and 检察官 公正: 游戏开始前), the opening before the first day. */
export const OPENING_TEXT = ['丘比特<丘比特之箭>', '检察官<公正>'];

/**
 * [tieba] file 002 总体流程 4, as the text lists it (l.130–148): one tier per step, left to right, in the text's words.
 * `rulesets/compile.ts` maps each `角色<技能>` it knows to a skill id; entries of roles not in the code stay (灯塔, 黑情侣).
 * The text numbers two steps (11): 灯塔行动 and 指杀结算 — the settlement is not an action step, so it is the list below.
 */
export const ORDER_TEXT: [number, string[]][] = [
  // （1）花蝴蝶行动，可以选择拥抱的目标。
  [1, ['花蝴蝶<拥抱>']],
  // （2）乌鸦行动，可以选择诽谤的目标。
  [2, ['乌鸦<诽谤>']],
  // （3）赤狼行动，可以选择业炎的目标。
  [3, ['赤狼<业炎>']],
  // （4）纵火者行动，可以选择纵火的目标。
  [4, ['纵火者<纵火>']],
  // （5）医生行动，可以选择救治的目标。
  [5, ['医生<救治>']],
  // （6）狼人/赤狼/狼王/黑情侣行动，可以选择杀人的目标，指杀一名角色。
  [6, ['狼人<杀人>', '赤狼<杀人>', '狼王<杀人>', '黑情侣<杀人>']],
  // （7）狼王行动，可以选择冲锋的目标，指杀一名角色。
  [7, ['狼王<冲锋>']],
  // （8）雪狼行动，可以选择撕咬的目标，指杀一名角色。 (雪隐 has no step of its own: it is 雪狼's other night skill)
  [8, ['雪狼<撕咬>', '雪狼<雪隐>']],
  // （9）女巫行动，可以发动通灵、救药、毒药。但是被毒药的目标出局结算不在此时。
  [9, ['女巫<通灵>', '女巫<救药>', '女巫<毒药>']],
  // （10）预言家行动，可以选择预言的目标。
  [10, ['预言家<预言>']],
  // （11）灯塔行动，可以选择技能使用的目标。 (then 其余身份, which the text does not list: 检察官's 公正)
  [11, ['灯塔<技能>', '*']],
];

/**
 * （11）指杀结算…补充说明：指杀结算可能存在多次，按照（6）、（7）的顺序依次结算 — then 雪狼's 撕咬 (8), the kill the
 * steps list next; （12）毒药结算; （13）双空救结算. The 业炎/纵火 outs (立即出局) settle first: they happen when the
 * burning meets its target, before the night's 指杀 are settled.
 */
export const SETTLEMENT_TEXT: string[] = [
  '赤狼<业炎>',
  '纵火者<纵火>',
  '狼人<杀人>',
  '黑情侣<杀人>',
  '狼王<冲锋>',
  '雪狼<撕咬>',
  '女巫<毒药>',
  '医生<救治>',
];
