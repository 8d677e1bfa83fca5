import { applyStatus } from '../engine/effects';
import type { Tx } from '../engine/tx';
import type { RoleDef } from '../engine/types';
import { shuffle } from '../rng';
import type { Character } from '../state';

/**
 * 变脸者's cards (121 随机抽取三个未出场的村民阵营身份作为变脸者底牌; classic 由上帝随机选出三个未参与游戏且拥有特殊能力的身份卡): `n` cards drawn at
 * the deal (an event) among the ruleset's roles not dealt that `eligible` allows, kept in the status `status` (data.cards, ids)
 * and told to the holder (template `told`, {names}).
 */
export function drawCards(
  tx: Tx,
  c: Character,
  o: { eligible: (r: RoleDef) => boolean; n: number; status: string; told: string; skill: string },
): string[] {
  const dealt = new Set(tx.state.chars.map((x) => x.role));
  const pool = Object.values(tx.rs.roles)
    .filter((r) => !dealt.has(r.id) && o.eligible(r))
    .map((r) => r.id);
  const cards = tx.draw(c.role, (rng) => {
    const [order, next] = shuffle(rng, pool);
    return [order.slice(0, o.n), next];
  });
  applyStatus(tx, c.name, o.status, { source: c.name, until: null, data: { cards } });
  tx.notify(c.name, tx.t(o.told, { names: cards.map((id) => tx.rs.roles[id]?.name ?? id).join('、') }), {
    kind: 'feedback',
    skill: o.skill,
    cards,
  });
  return cards;
}
