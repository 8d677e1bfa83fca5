import { ev } from '../events';
import { pick } from '../rng';
import type { CardColor, GameState } from '../state';
import { badgeCandidates, checkEnd, goOut, transferBadge } from './flow';
import type { Tx } from './tx';
import type { CardRules, RulesetDef } from './types';

/**
 * Penalty cards (判罚): blue, yellow, red. Three blue make a yellow and three yellow a red
 * (211 判罚: 累计三张“蓝牌”合并为一张“黄牌”…累计三张“黄牌”合并为一张“红牌”); a red sends the
 * character off (红牌罚下: no last words, no skills; a sheriff's badge goes at random). Out
 * characters can still be carded. A day's red takes effect at the close, before or after the
 * vote's out as the ruleset says (121: 白天红牌罚下导致的出局结算在投票结算之后执行; tieba: 白天红牌
 * 罚下在被投票出局之前); a red by night takes effect at once.
 */

export const DEFAULT_CARD_RULES: CardRules = {
  merge: 3,
  dayRedOut: 'afterVote',
  noVoteYellow: false,
  speedExempt: false,
};

export const cardRulesOf = (rs: RulesetDef): CardRules => ({ ...DEFAULT_CARD_RULES, ...rs.cards });

const NEXT: Record<CardColor, CardColor | null> = { blue: 'yellow', yellow: 'red', red: null };
const NAME: Record<CardColor, string> = { blue: '蓝牌', yellow: '黄牌', red: '红牌' };

export const cardsOf = (s: GameState, name: string) => s.cards?.[name] ?? { blue: 0, yellow: 0, red: 0 };

/** Gives one card and whatever it merges into; a red sends the character off. */
export function giveCard(
  tx: Tx,
  target: string,
  color: CardColor,
  reason: string,
  by: 'director' | 'rule' | 'merge',
): void {
  const rules = cardRulesOf(tx.rs);
  const c = tx.state.chars.find((x) => x.name === target);
  if (!c) return;
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
    }),
  );
  const text =
    by === 'merge'
      ? tx.t('cardMerged', { name: target, card: NAME[color], from: NAME[nextBelow(color)] })
      : tx.t('cardGiven', { name: target, card: NAME[color], reason });
  tx.news(text, { kind: 'card', name: target, color, by, reason });
  tx.notify(target, text, { kind: 'card', color, by, reason });
  const next = NEXT[color];
  if (next && cardsOf(tx.state, target)[color] >= rules.merge)
    giveCard(tx, target, next, `${rules.merge}${NAME[color]}`, 'merge');
  if (color === 'red') {
    const defeated = redsDefeat(tx, c.faction);
    // 红牌罚下出局的角色没有遗言权利，不能发动技能: any right it holds is void
    for (const r of tx.state.rights.filter((x) => x.holder === target))
      tx.emit(ev('RightEnded', { holder: target, kind: r.kind, how: 'void' }));
    if (c.alive && !atClose) sendOff(tx, target);
    else if (defeated) checkEnd(tx);
  }
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
  checkEnd(tx);
}

/** The day's close: the reds given during the day take effect (`when`: before or after the vote's out). */
export function dueSendOffs(tx: Tx, when: CardRules['dayRedOut']): void {
  if (cardRulesOf(tx.rs).dayRedOut !== when) return;
  for (const name of [...(tx.state.pendingSendOffs ?? [])]) sendOff(tx, name);
}

/**
 * Automatic yellows at the close (121 投票规则: 讨论结束时，未回复投票帖者将被判罚黄牌; tieba: 没有投票（或
 * 弃票）的玩家将记作黄牌), not on a day that ran accelerated where the text exempts it (121: 执行加速时，
 * …未投票者将不被判罚), when the game was created with option autoCards: true (else they are the director's to give).
 */
export function noVoteYellows(tx: Tx, nonVoters: string[]): void {
  const rules = cardRulesOf(tx.rs);
  // given by Bansha only when the director asks at creation (option autoCards: true); else the director cards
  if (!rules.noVoteYellow || tx.state.options.autoCards !== true) return;
  const day = tx.state.phase.day;
  if (rules.speedExempt && (tx.state.speed.accelerated || tx.state.acceleratedDays.includes(day))) return;
  for (const name of nonVoters) giveCard(tx, name, 'yellow', tx.t('noVoteReason', { day }), 'rule');
}
