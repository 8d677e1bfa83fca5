import type { SheriffRules } from '../../engine/types';
import type { GameState } from '../../state';
import { TIME_121 } from '../121/time';
import { plainRuleset } from '../plain';

/**
 * The two conventions of the text for the sheriff and the vote, chosen per game by `options.convention`
 * (default 篇二, stored in GameCreated):
 * - 篇二 第一部分，普适规则 (lines 68-93): 1、警长规则, 4、投票规则, 5、警徽规则;
 * - 篇三 (lines 192-196): 2．警长 1）–4）.
 * 篇三 states only its sheriff rules; where it is silent (上警/退选 and who votes, the out vote's tie), the
 * 篇二 rules apply, as 篇二 calls them 普适规则 (universal): so 篇三 differs in the election's tie (no sheriff that
 * day, elected again the next day: no PK), the badge (must be handed on: no tearing) and the sheriff's weight.
 */
export const CONVENTIONS = ['篇二', '篇三'] as const;
export type Convention = (typeof CONVENTIONS)[number];

export const conventionOf = (s: GameState): Convention => (s.options.convention === '篇三' ? '篇三' : '篇二');

const SHERIFF: Record<Convention, SheriffRules> = {
  篇二: {
    // 1(2) 警长竞选后可以退选 (3) 只有未竞选者可以投票，竞选后退选不能投票
    candidacy: true,
    // 1(4) 如果第一次投票时平票，则平票者再进行一次发言，然后其他人视为退选。依然只有未竞选者能投票。如果再次平票则没有警长
    electionTie: 'pk',
    reelect: false,
    // 5(3) 警长因为任何原因死亡时，可以撕毁警徽，警徽撕毁后，本局将没有警长
    tear: true,
  },
  篇三: {
    // 1）在竞选警长环节得票最多的成为警长 — 竞选: candidates, as 篇二
    candidacy: true,
    // 1）若竞选时出现平票，则当天白天没有警长，必须等待到下一个白天重新选举。 The day itself goes on without a
    // sheriff (its vote included); each later day that starts without one opens with the election again.
    electionTie: 'none',
    reelect: true,
    // 2）警长死亡后必须移警徽给后任警长，不得出现场上无警长情况
    tear: false,
  },
};

// [classic] 狼人杀角色与规则整理, file 003: the general rules with the plain 狼人 and 村民 (its other roles: issue 3).
// A face-to-face text: no calendar and no 行动时限, so the 121 calendar and one night window stand in (the director
// sets the hours, or a fixed schedule).
//
// 篇二 1(1) 第一天未宣布死者之前就进行警长竞选: the engine's day 1 (竞选日) opens before any night, so the election is
// held before any death is announced; the text's first day's vote on an out is the engine's day 2 (after night 1's
// deaths are announced). 1(5)/5(1) 狼人自爆 during the election: 自爆 is not implemented yet.
export const rulesetClassic = plainRuleset({
  id: 'classic',
  name: '狼人杀角色与规则整理',
  file: '003_457885cf2cfa7fca.txt',
  cite: '003 contract',
  options: { convention: { values: CONVENTIONS, default: '篇二' } },
  // 篇二 4、投票规则 (2) 警长的票视为1.5票
  sheriffWeight: 1.5,
  // 篇三 4）在场上玩家人数大于6人时，警长投票视为2票，在场上玩家人数小于等于6人时，警长投票视为1.5票 (the living, at the count)
  sheriffWeightAt: (s) => (conventionOf(s) === '篇三' && s.chars.filter((c) => c.alive).length > 6 ? 2 : 1.5),
  sheriff: (s) => SHERIFF[conventionOf(s)],
  // the text has no hours: a PK round lasts an hour, a later day's re-election two (the director extends or closes)
  ballotMinutes: { pk: 60, election: 120 },
  // 3、遗言规则 (1) 第一天晚上的死者有遗言、所有白天死亡的死者有遗言。(2) 第二天及以后晚上的死者没有遗言。 — not a count
  lastWordsQuota: () => 0,
  lastWords: 'firstNightAndDays',
  // the text has no cards: the director's only
  // the text has no cards: a director's cards only add up unless the game sets options.cardMerge
  cards: { merge: null, dayRedOut: 'afterVote', noVoteYellow: false, speedExempt: false },
  // 4(3) 当发生平票时，所有嫌疑人再进行一轮发言，然后嫌疑人不能投票（包括嫌疑人为警长亦不能投票），其余玩家只能投票给
  // 嫌疑人（黑话称PK台）。若再次平票则无人被处决，直接进入黑夜。 (篇三 is silent: the same)
  tie: 'revote',
  deadlines: [
    { window: 'n60', minutes: 60, who: ['*'], text: '(the text has no 行动时限: one night window)' },
  ],
  time: TIME_121,
});
