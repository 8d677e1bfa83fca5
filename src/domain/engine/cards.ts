import { own, put } from '../dict';
import { ev } from '../events';
import { pick } from '../rng';
import type { CardColor, GameState } from '../state';
import { badgeCandidates, checkEnd, goOut, transferBadge } from './flow';
import { lastNightWindow, roleOf, skillsOf, unusableReason, windowIndex } from './skills';
import type { Tx } from './tx';
import type { CardRules, RulesetDef } from './types';

/**
 * Penalty cards (判罚): blue, yellow, red. Three blue make a yellow and three yellow a red where the text says so
 * (211 判罚: 累计三张“蓝牌”合并为一张“黄牌”…累计三张“黄牌”合并为一张“红牌”; 121 by reading, see its index); a
 * text that sets no merge merges none unless the game's `options.cardMerge` asks; a red sends the
 * character off (红牌罚下: no last words, no skills; a sheriff's badge goes at random). Out
 * characters can still be carded. A day's red takes effect at the close, before or after the
 * vote's out as the ruleset says (121: 白天红牌罚下导致的出局结算在投票结算之后执行; tieba: 白天红牌
 * 罚下在被投票出局之前); a red by night takes effect at once.
 */

export const DEFAULT_CARD_RULES: CardRules = {
  merge: null,
  dayRedOut: 'afterVote',
  noVoteYellow: false,
  speedExempt: false,
};

export const cardRulesOf = (rs: RulesetDef): CardRules => ({ ...DEFAULT_CARD_RULES, ...rs.cards });

/** How many of a card make the next in this game: `options.cardMerge` (0 = none) over the ruleset's rule. */
export function mergeAt(s: GameState, rs: RulesetDef): number | null {
  const o = s.options.cardMerge;
  if (typeof o === 'number') return o > 0 ? o : null;
  return cardRulesOf(rs).merge;
}

const NEXT: Record<CardColor, CardColor | null> = { blue: 'yellow', yellow: 'red', red: null };
export const CARD_NAME: Record<CardColor, string> = { blue: '蓝牌', yellow: '黄牌', red: '红牌' };

export const cardsOf = (s: GameState, name: string) => own(s.cards, name) ?? { blue: 0, yellow: 0, red: 0 };

/** A card given, for a post that lists several (the automatic cards at a close are one 公示). */
interface CardLine {
  name: string;
  color: CardColor;
  by: 'director' | 'rule' | 'merge';
  reason: string;
  /** a merge: how many cards below it it used up */
  uses?: number;
}

/** 两张, 三张 … in a 公示 (cardMerge is 2 to 9) */
const ZH_COUNT = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九'];

/**
 * Gives one card and whatever it merges into; a red sends the character off. Each card is told to its holder;
 * the 公示 is one post per card, unless `post` collects them for one post of several (`postCards`).
 */
export function giveCard(
  tx: Tx,
  target: string,
  color: CardColor,
  reason: string,
  by: 'director' | 'rule' | 'merge',
  post?: CardLine[],
): void {
  const c = tx.state.chars.find((x) => x.name === target);
  if (!c) return;
  const merge = mergeAt(tx.state, tx.rs);
  // a merge uses up `merge` cards of the colour below it
  const uses = by === 'merge' && merge !== null ? merge : undefined;
  const ph = tx.state.phase;
  // in the day (its close included) the out waits for the close's settlement
  const atClose = color === 'red' && c.alive && ph.kind === 'day' && ph.day >= 1;
  tx.emit(
    ev('CardGiven', {
      target,
      color,
      reason,
      by,
      sendOff: color === 'red' && c.alive ? (atClose ? 'atClose' : 'now') : null,
      ...(uses ? { uses } : {}),
    }),
  );
  const line: CardLine = { name: target, color, by, reason, ...(uses ? { uses } : {}) };
  const text = cardText(tx, [line]);
  if (post) post.push(line);
  else tx.news(text, { kind: 'card', name: target, color, by, reason });
  tx.notify(target, text, { kind: 'card', color, by, reason });
  const next = NEXT[color];
  if (next && merge !== null && cardsOf(tx.state, target)[color] >= merge)
    giveCard(tx, target, next, `${merge}${CARD_NAME[color]}`, 'merge', post);
  if (color === 'red') {
    const defeated = redsDefeat(tx, c.faction);
    // 红牌罚下出局的角色没有遗言权利，不能发动技能: any right it holds is void
    for (const r of tx.state.rights.filter((x) => x.holder === target))
      tx.emit(ev('RightEnded', { holder: target, kind: r.kind, how: 'void' }));
    if (c.alive && !atClose) sendOff(tx, target);
    else if (defeated) checkEnd(tx, 'now');
  }
}

/**
 * The 公示 lines of some cards: those of one colour and one reason on one line (`民B、民C 被判罚黄牌（理由：…）。`, as a
 * director posts the cards of a close), in the order first given; each merge on its own line.
 */
function cardText(tx: Tx, lines: CardLine[]): string {
  const out: { key: string; names: string[]; line: CardLine }[] = [];
  for (const l of lines) {
    const key = l.by === 'merge' ? `merge:${l.name}:${l.color}` : `${l.color}:${l.reason}`;
    const row = out.find((r) => r.key === key);
    if (row) row.names.push(l.name);
    else out.push({ key, names: [l.name], line: l });
  }
  return out
    .map(({ names, line: l }) =>
      l.by === 'merge'
        ? tx.t('cardMerged', {
            name: l.name,
            card: CARD_NAME[l.color],
            from: CARD_NAME[nextBelow(l.color)],
            n: ZH_COUNT[l.uses ?? 3] ?? String(l.uses),
          })
        : tx.t('cardGiven', { name: names.join('、'), card: CARD_NAME[l.color], reason: l.reason }),
    )
    .join('\n');
}

/** The automatic cards of one moment (a day's close, a night window's close): one 公示 for them all. */
export function giveCards(tx: Tx, due: [string, string][], color: CardColor = 'yellow'): void {
  if (!due.length) return;
  const post: CardLine[] = [];
  for (const [name, reason] of due) giveCard(tx, name, color, reason, 'rule', post);
  if (post.length === 1) {
    const l = post[0] as CardLine;
    tx.news(cardText(tx, post), { kind: 'card', name: l.name, color: l.color, by: l.by, reason: l.reason });
  } else tx.news(cardText(tx, post), { kind: 'cards', cards: post });
}

/**
 * 211 判罚: 同一阵营的角色累计获得两张或以上红牌时，阵营判负 — the reds of every character now of the faction, out ones
 * and merged ones (3 黄 → 红) included. 阵营被判负后，不予公示，且属于该阵营的角色并不会出局: an event (the director's
 * view lists it), no 公示; the faction can no longer win. The caller judges the end at once, after the red's send-off
 * (场上只有一个阵营尚未判负 is 屠城, 即时判定). True when the faction was defeated now.
 */
function redsDefeat(tx: Tx, faction: string): boolean {
  const n = cardRulesOf(tx.rs).factionLosesAtReds;
  if (!n || tx.state.status !== 'running' || tx.state.defeated?.includes(faction)) return false;
  const reds = tx.state.chars
    .filter((x) => x.faction === faction)
    .reduce((k, x) => k + cardsOf(tx.state, x.name).red, 0);
  if (reds < n) return false;
  tx.emit(ev('FactionDefeated', { faction, reason: 'redcards' }));
  return true;
}

/** 判负 by the director with a red (211: 导演视情况决定是否判负该玩家所在阵营): unannounced; the end is judged at once. */
export function defeatFaction(tx: Tx, faction: string, reason: string): void {
  if (tx.state.status !== 'running' || tx.state.defeated?.includes(faction)) return;
  tx.emit(ev('FactionDefeated', { faction, reason }));
  checkEnd(tx, 'now');
}

function nextBelow(color: CardColor): CardColor {
  return color === 'red' ? 'yellow' : 'blue';
}

/** 红牌罚下: out without last words or skills; the badge goes at random (殉职 is a skill). */
export function sendOff(tx: Tx, name: string): void {
  const c = tx.state.chars.find((x) => x.name === name);
  if (!c?.alive || tx.state.status !== 'running') return;
  tx.rightsPhase = { kind: tx.state.phase.kind, day: tx.state.phase.day };
  goOut(tx, name, 'redcard');
  for (const r of tx.state.rights.filter((x) => x.holder === name))
    tx.emit(ev('RightEnded', { holder: name, kind: r.kind, how: 'void' }));
  if (tx.state.sheriff === name) {
    const cands = badgeCandidates(tx, name).map((x) => x.name);
    const to = cands.length ? tx.draw('badge', (rng) => pick(rng, cands)) : null;
    transferBadge(tx, name, to, 'random');
  }
  checkEnd(tx, 'now');
}

/** The day's close: the reds given during the day take effect (`when`: before or after the vote's out). */
export function dueSendOffs(tx: Tx, when: CardRules['dayRedOut']): void {
  if (cardRulesOf(tx.rs).dayRedOut !== when) return;
  for (const name of [...(tx.state.pendingSendOffs ?? [])]) sendOff(tx, name);
}

/**
 * The automatic cards (where the ruleset's text sets them) are on unless the game was created with
 * option autoCards: false; the director can always take a card back (ruling card with op remove) or
 * excuse a player (ruling excuse).
 */
export const autoCardsOn = (tx: Tx): boolean => tx.state.options.autoCards !== false;

/** The day runs (or ran) accelerated and the text spares it (执行加速时…发言不足或未投票者将不被判罚). */
const speedSpared = (tx: Tx, rules: CardRules, day: number): boolean =>
  rules.speedExempt && (tx.state.speed.accelerated || tx.state.acceleratedDays.includes(day));

/**
 * The automatic yellows due at the close (121 投票规则: 讨论结束时，未回复投票帖者将被判罚黄牌; tieba: 没有投票（或
 * 弃票）的玩家将记作黄牌; 211 潜水 (3) 在未执行加速的讨论日未投票), not on a day that ran accelerated where the
 * text exempts it (121: 执行加速时，…未投票者将不被判罚). On by default; option autoCards: false turns them off.
 */
export function noVoteYellows(tx: Tx, nonVoters: string[]): [string, string][] {
  const rules = cardRulesOf(tx.rs);
  if (!rules.noVoteYellow || !autoCardsOn(tx)) return [];
  const day = tx.state.phase.day;
  if (speedSpared(tx, rules, day)) return [];
  return nonVoters.map((name) => [name, tx.t('noVoteReason', { day })]);
}

/**
 * 潜水 from the post counts an adapter reported for the day (211 判罚 5: (1) 在未执行加速的讨论日发言不足五帖;
 * (2) 连续三个未执行加速的讨论日发言均不足十帖 — each 固定判罚一张“黄牌”). Read this way:
 * - only characters in at the close are counted; a character the report leaves out posted 0;
 * - a day with no report gives no post-count card (the 公示 says so) and breaks a streak: nothing shows
 *   its posts were few;
 * - an accelerated day neither counts nor breaks a streak (连续三个未执行加速的讨论日: the days not accelerated,
 *   in a row);
 * - a streak that earned its card starts again from zero (the same days are not carded twice); both cards
 *   may fall on one day (fewer than 5 posts on the third low day).
 * Returns the cards due; the close gives them with the 未投票 ones in one 公示 (giveCards).
 */
export function postCountYellows(tx: Tx): [string, string][] {
  const rules = cardRulesOf(tx.rs);
  const pc = rules.postCount;
  if (!pc || !autoCardsOn(tx)) return [];
  const day = tx.state.phase.day;
  if (day < 1 || speedSpared(tx, rules, day)) return [];
  const report = own(tx.state.postCounts, String(day));
  const alive = tx.state.chars.filter((c) => c.alive);
  if (!report) {
    tx.emit(ev('PostCountsJudged', { day, reported: false, streaks: {} }));
    tx.news(tx.t('postCountsMissing', { day }), { kind: 'post_counts_missing', day });
    return [];
  }
  const streaks: Record<string, number> = {};
  const due: [string, string][] = [];
  for (const c of alive) {
    const n = own(report, c.name) ?? 0;
    if (n < pc.minPerDay) due.push([c.name, tx.t('postFewReason', { day, n, min: pc.minPerDay })]);
    if (!pc.streak) continue;
    const run = n < pc.streak.min ? (own(tx.state.postStreaks, c.name) ?? 0) + 1 : 0;
    if (run >= pc.streak.days) {
      due.push([c.name, tx.t('postStreakReason', { day, days: pc.streak.days, min: pc.streak.min })]);
      put(streaks, c.name, 0);
    } else put(streaks, c.name, run);
  }
  tx.emit(ev('PostCountsJudged', { day, reported: true, streaks }));
  return due;
}

/**
 * tieba 行动时限: 在关门时间段，需要强制发动技能，但未与法官取得联系，且提前未与法官说明自己的在线情况者，将记作黄牌.
 * When a night window closes, each character that had a skill due in it (a night skill it could use now, or a
 * <强制> right such as 殉职 after the vote) and neither used nor declined it gets a yellow — unless the director
 * excused it (ruling excuse: 提前与法官说明自己的在线情况). A group's skill (the wolves' 杀人) submitted by any
 * member counts for all; if nobody submitted it, each member who could have is carded.
 */
export function missedDeadlineYellows(tx: Tx): void {
  const rules = cardRulesOf(tx.rs);
  if (!rules.missedDeadlineYellow || !autoCardsOn(tx)) return;
  const s = tx.state;
  const rs = tx.rs;
  const ph = s.phase;
  if (ph.kind !== 'night') return;
  const idx = ph.windowIndex;
  const last = idx === lastNightWindow(s, rs);
  const excused = (name: string) => (own(s.excused, name) ?? -1) >= ph.day;
  const due: [string, string][] = [];
  for (const c of s.chars) {
    if (!c.alive || excused(c.name)) continue;
    // 未与法官取得联系: one card for a character that had skills due and used or declined none of them (a group's skill
    // submitted by any member is contact for all; the witch with 救药 and 毒药 due is one player, one card)
    const skills = skillsOf(s, rs, c).filter(
      (sk) =>
        sk.kind === 'night' &&
        !sk.force?.optional &&
        windowIndex(rs, sk) === idx &&
        !unusableReason(s, rs, c, sk),
    );
    const contact = skills.some((sk) =>
      s.actions.some((a) => a.skill === sk.id && (sk.group ? a.group === sk.group : a.actor === c.name)),
    );
    if (skills.length && !contact) due.push([c.name, skills.map((sk) => sk.name).join('、')]);
  }
  for (const r of s.rights) {
    if (excused(r.holder) || r.usableIn?.kind !== 'night' || r.usableIn.day !== ph.day) continue;
    const c = s.chars.find((x) => x.name === r.holder);
    if (!c) continue;
    const sk = rs.commonSkills.concat(roleOf(rs, c).skills).find((k) => k.right === r.kind);
    if (!sk?.force?.mandatory) continue;
    // the right lapses in this window: its skill's own, else the night's last (lapseRights)
    const at = sk.timing?.window ? rs.nightWindows.findIndex((w) => w.id === sk.timing?.window) : -1;
    if (at === idx || (at < 0 && last)) due.push([c.name, sk.name]);
  }
  giveCards(
    tx,
    due.map(([name, skill]) => [name, tx.t('missedDeadlineReason', { day: ph.day, skill })]),
  );
}
