import type { RulesetDef } from '../../engine/types';
import { TIME_121 } from '../121/time';
import { plainRuleset } from '../plain';

// [pku] 北大 BBS 规则 FAQ, file 004: the plain 狼人 (its 群狼) and 村民 (its 民). The FAQ (the rules post itself is not
// in the file) gives no calendar, vote weights or number of last words: the 121 calendar, weight 1 and one night
// window stand in, and the number of last words is the director's creation option `lastWords` (default 0).
export const rulesetPku: RulesetDef = plainRuleset({
  id: 'pku',
  name: '北大 BBS 规则',
  file: '004_37b89df9b457e4b9.txt',
  cite: '004 contract',
  sheriffWeight: 1,
  // the FAQ has no 警长: 第一日投票 puts a character out (l.231)
  noSheriff: true,
  // 游戏的首夜为第零夜 (l.207); 每一组序号相同日和夜算作一个结算周期…第一日投票和第一夜 (l.231): night 0, day 1, night 1 …
  nightZero: true,
  // 警情公布信息: 死亡玩家是否可以留遗言（不公布遗言剩余条数）: the number is the director's (options.lastWords, default
  // 0), never in the public view; 未私信通知法官的放弃遗言占用遗言条数 (a right granted counts, used or not)
  lastWordsQuota: () => 0,
  lastWordsOption: { default: 0, announce: true },
  // the text has no cards: a director's cards only add up unless the game sets options.cardMerge
  cards: { merge: null, dayRedOut: 'afterVote', noVoteYellow: false, speedExempt: false },
  // 投票: 平票双死
  tie: 'allTied',
  // 投降: 好人/坏人玩家每人有一个"投降开关"…每人在每一个白天阶段或每一个夜晚阶段各有两次转换状态的机会…若某一时刻某阵营
  // 的存活玩家均使开关处于打开状态，则游戏结束，该阵营判负 (三方不可发动投降)
  surrender: { kind: 'switches', factions: ['village', 'wolves'], togglesPerHalf: 2 },
  deadlines: [
    { window: 'n60', minutes: 60, who: ['*'], text: '(the FAQ has no 行动时限: one night window)' },
  ],
  time: TIME_121,
  t: {
    // 游戏的首夜为第零夜 (l.207): no 竞选日; the morning announcement is the FAQ's 警情
    gameStart: ({ title, seating }) =>
      `【${title}】游戏开始。\n电梯楼（座次）：\n${seating}\n游戏的首夜为第零夜：第0夜开始。`,
    morningHeader: ({ day }) => `第${day}天 警情`,
    'tieOut.vote': ({ names }) => `平票（${names}），平票双死：${names} 出局。`,
  },
});
