import type { GameState } from '../../state';

/**
 * The two conventions of the text, chosen per game by `options.convention` (default 篇二, stored in GameCreated):
 * - 篇二 第一部分，普适规则 (lines 68-93) and its tables' rules (第二部分, lines 99-166), with 篇一's role entries;
 * - 篇三 (lines 167-220): its sheriff rules 2．警长 1）–4）, its roles (一)–(八) and its 胜负判定.
 * 篇三 states only part of the rules; where it is silent (上警/退选 and who votes, the out vote's tie), the 篇二 rules apply,
 * as 篇二 calls them 普适规则 (universal); where 篇三 is silent on a role, 篇一's entry holds. So 篇三 differs in the
 * election's tie (no sheriff that day, elected again the next day: no PK), the badge (must be handed on: no tearing), the
 * sheriff's weight, and the roles' sentences it words its own way (女巫 两瓶药 in one night, 猎人's target without last
 * words, 丘比特 a 神).
 */
export const CONVENTIONS = ['篇二', '篇三'] as const;
export type Convention = (typeof CONVENTIONS)[number];

export const conventionOf = (s: GameState): Convention => (s.options.convention === '篇三' ? '篇三' : '篇二');
