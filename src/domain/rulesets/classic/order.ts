import type { DeadlineRow } from '../../engine/types';

/**
 * [classic] file 003 has no night-order table: 篇一 places some roles against others in their entries, and the rest
 * is the face-to-face order the text takes for granted (守卫 before the pack; the witch after it, since she is told
 * its victim, l.24; the checks after). One tier a line, left to right, in the text's words (`角色<技能>`); entries of
 * roles not yet implemented stay so the table stays whole.
 */
export const ORDER_TEXT: [number, string[]][] = [
  // 复仇者: 在自己死亡后的当晚，所有人行动前 (l.15, l.17); 变脸者: 每天晚上开始时 (l.50)
  [0, ['复仇者<复仇>', '变脸者<变脸>']],
  [1, ['操纵月亮的女孩<操纵>', '蛊惑师<蛊惑>', '药剂师<迷魂药>', '药剂师<恢复药>']],
  [2, ['守卫<守护>']],
  [3, ['狼人<杀人>']],
  // 种狼: 在任意一天晚上狼人杀人后 (l.12); 白眼狼: 在狼人闭眼之后再杀一个人 (l.8: 再杀); 大野狼: 与其他狼人一起杀人后…单独醒来再杀一人
  // (l.10); 狼弟: 当晚狼弟可在狼人杀完人之后额外杀一人 (l.11); 火狼 (l.13)
  // 刺客: the witch is told his kill with the wolves' (如果有特殊狼人或刺客在场导致杀死了多人…告知女巫所有的死亡情况, l.24)
  [
    4,
    [
      '种狼<感染>',
      '白眼狼<再杀>',
      '刺客<刺杀>',
      '大野狼<再杀>',
      '狼弟<额外杀人>',
      '火狼<焚烧>',
      '狼美人<魅惑>',
    ],
  ],
  // 女巫: 在女巫没有使用解药之前，晚上上帝将告知女巫当晚狼人杀了谁 (l.24)
  [5, ['女巫<解药>', '女巫<毒药>']],
  [6, ['预言家<查验>', '*']],
];

/**
 * The text has no 行动时限 (a face-to-face text): the ruleset's own windows stand in, in the order the night is played —
 * `n60` for every role (the pack's 杀人 among them: its choices are final when the window closes), then `n90` for the
 * 女巫, who is told the pack's victim when her window opens (l.24). The director sets the hours, or a fixed schedule.
 */
export const DEADLINES_TEXT: DeadlineRow[] = [
  { window: 'n60', minutes: 60, who: ['*'], text: '(the text has no 行动时限: every role but the 女巫)' },
  {
    window: 'n90',
    minutes: 90,
    who: ['女巫'],
    text: '(the 女巫 after the pack: 在女巫没有使用解药之前，晚上上帝将告知女巫当晚狼人杀了谁, l.24)',
  },
];

/** 第一晚 before anything else (the engine's opening, before the first day's election): 盗贼 最先睁眼 (l.28), 混血儿 在第一天丘比特之前
 * (l.57), 丘比特 (l.26), 野孩子、影子 在第一天丘比特和情侣之后睁眼 (l.35, l.39). */
export const OPENING_TEXT = ['盗贼<选牌>', '混血儿<认主>', '丘比特<连情侣>', '野孩子<榜样>', '影子<认主>'];
