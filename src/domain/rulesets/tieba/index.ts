import type { RulesetDef } from '../../engine/types';
import { plainRuleset } from '../plain';
import { DEADLINES_TIEBA } from './deadlines';
import { TIME_TIEBA } from './time';

// [tieba] 贴吧房屋规则, file 002: the general rules with the plain 狼人 and 村民 (its other roles: issue 3)
export const rulesetTieba: RulesetDef = plainRuleset({
  id: 'tieba',
  name: '贴吧房屋规则',
  file: '002_dc85707df2a1742a.txt',
  cite: '002 contract',
  // 投票: 第一天白天，获得投票最多的角色将成为警长 (the text gives the sheriff no extra weight)
  sheriffWeight: 1,
  // 遗言: 本场版杀共有五个遗言
  lastWordsQuota: () => 5,
  // 投票规则: 没有投票（或弃票）的玩家将记作黄牌 (加速 spares nobody); 出局: 白天红牌罚下在被投票出局之前
  // 行动时限: 在关门时间段，需要强制发动技能，但未与法官取得联系，且提前未与法官说明自己的在线情况者，将记作黄牌
  cards: {
    // the text counts 黄牌 and 红牌罚下 but merges none (no 累计三张… sentence): cards only add up (options.cardMerge)
    merge: null,
    dayRedOut: 'beforeVote',
    noVoteYellow: true,
    speedExempt: false,
    missedDeadlineYellow: true,
  },
  // 投票: 平票则按照以下顺序：警长投票的角色出局、无人出局
  tie: 'sheriffVote',
  // 投降: 狼人阵营…可以由阵营中的某一角色发起投降…需要询问狼群中所有角色…当所有被询问的角色（包括已出局角色）同意投降，
  // 投降有效。该阵营优先判负，不公示 (黑情侣: not yet a faction here)
  surrender: { kind: 'unanimous', factions: ['wolves'], group: { wolves: 'wolves' } },
  deadlines: DEADLINES_TIEBA,
  time: TIME_TIEBA,
  t: {
    'tieOut.vote': ({ names, name }) => `平票（${names}），警长投票的 ${name} 出局。`,
  },
});
