import type { Character, GameState } from '../../state';

/**
 * [classic] file 003 篇二 2、发言规则 (l.74–78): (2) 第一天白天发言从警长左边（或右边）开始，警长最后发言。第二天换手，以此类推。(3) 如果没有警长，则从
 * 最后一个死者左边（或右边）开始发言。(4) 狼人可以在任何人发言时自爆 (the 自爆 day skill, at any moment).
 * The order is a line of each morning's 公示 (a forum day has no turns to enforce: the posts follow it). Readings: the text's 第一天白天 is
 * the engine's day 2 (its first day of speeches after a night); 左 = the following seats (seat + 1, …: 锈剑骑士's 左边), the first
 * such day from the left, then alternating (换手); those out are skipped; with no sheriff the turn starts beside the last one out;
 * (1) the election's order (号码最大或最小) is the table's own and not announced.
 */
export function speakingOrder(s: GameState, day: number): string | null {
  if (day < 2) return null;
  const alive = s.chars.filter((c) => c.alive);
  if (alive.length < 2) return null;
  const left = day % 2 === 0;
  const n = s.chars.length;
  const sheriff = alive.find((c) => c.name === s.sheriff);
  const outs = s.chars.filter((c) => !c.alive && c.outOrder !== null);
  const lastOut = outs.sort((a, b) => (b.outOrder ?? 0) - (a.outOrder ?? 0))[0];
  const from: Character | undefined = sheriff ?? lastOut;
  if (!from) return null;
  const i = s.chars.findIndex((c) => c.name === from.name);
  const order: string[] = [];
  for (let k = 1; k <= n; k++) {
    const c = s.chars[(((i + (left ? k : -k)) % n) + n) % n] as Character;
    if (c.alive && c.name !== sheriff?.name && !order.includes(c.name)) order.push(c.name);
  }
  if (sheriff) order.push(sheriff.name);
  const side = left ? '左' : '右';
  return sheriff
    ? `发言顺序：从警长 ${sheriff.name} ${side}边开始，警长最后发言：${order.join('、')}。`
    : `发言顺序：没有警长，从最后一个死者 ${from.name} ${side}边开始：${order.join('、')}。`;
}
