import type { RulesetDef } from '../../engine/types';
import { TIME_121 } from '../121/time';
import { plainRuleset } from '../plain';

// [classic] 狼人杀角色与规则整理, file 003: the general rules with the plain 狼人 and 村民 (its other roles: issue 3).
// A face-to-face text: no calendar and no 行动时限, so the 121 calendar and one night window stand in (the director
// sets the hours, or a fixed schedule).
export const rulesetClassic: RulesetDef = plainRuleset({
  id: 'classic',
  name: '狼人杀角色与规则整理',
  file: '003_457885cf2cfa7fca.txt',
  cite: '003 contract',
  // 4、投票规则 (2) 警长的票视为1.5票 (篇三's 2 votes above six players: not yet)
  sheriffWeight: 1.5,
  // 3、遗言规则 (1) 第一天晚上的死者有遗言、所有白天死亡的死者有遗言。(2) 第二天及以后晚上的死者没有遗言。 — not a count
  lastWordsQuota: () => 0,
  lastWords: 'firstNightAndDays',
  // the text has no cards: the director's only
  cards: { merge: 3, dayRedOut: 'afterVote', noVoteYellow: false, speedExempt: false },
  // (3) 当发生平票时…其余玩家只能投票给嫌疑人（PK台）。若再次平票则无人被处决 — the PK revote is not yet: nobody
  tie: 'nobody',
  deadlines: [
    { window: 'n60', minutes: 60, who: ['*'], text: '(the text has no 行动时限: one night window)' },
  ],
  time: TIME_121,
});
