import { roleCheck, settledOn } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, Tx } from '../../../engine/types';
import type { Character } from '../../../state';
import { claim, prostrated, TIGER_RECHECKED, withTiger } from '../cards';
import { addPoints } from '../pools';
import { inheritGod } from './god-substitute';

// [pku] file 004 神 / 预言家 (l.261–279): 查验. 查验神替时反馈神替，无论守卫是否出局；查验到晋升的狼替时显示野狼 (l.263).
// Reading: the check answers the target's 身份 (role), not only its side — the FAQ's answers are roles (神替, 野狼), and
// 神替 l.327 calls a check 可能知道身份的操作. A promoted 狼替 reads 野狼 through its promotion's disguise (狼替's file).
// 【茫茫人海】 (l.265–273): +2 to the good pool (好人白给池, settled at 破晓) when the night's check target dies 次日天亮
// (out that night), or on the second night running 未查验到狼人阵营玩家 — a banned night, a night silenced by the voted-out
// 长老 and a night without a check count (被禁行动的夜晚/因为票出长老无法使用技能的夜晚计入); 只触发一次+2 when both hold;
// the count 满2则清零 (three nights: only the second); a check on the wolves' side ends the run. 神替不继承【茫茫人海】
// (l.331): only the 预言家's own checks count. 【无法诅咒的恒星】 3: 工程, ../projects.ts.
// 【三人成虎】 (l.171–173, ../cards.ts withTiger): the first check of a good player with the card is told 「此玩家是好人，你可以
// 重新选择今晚的查验对象」 and may re-choose in 凌晨; the re-chosen player is tonight's check target for 【茫茫人海】.
// 特别的，包括猎人带走的玩家 (l.267): the hunter out that night shoots in 破晓, before 【茫茫人海】 is counted (vastSea, at
// 破晓's end): his target is out that night like any other of the 警情's dead (只触发一次+2, l.271).

/** the players 预言家 `c` checked night `day` (the 【三人成虎】 re-choice in place of the good one it met) */
function checkedBy(tx: Tx, c: Character, day: number): string[] {
  const settled = settledOn(tx.state, c.name, 'check', day);
  const re = c.statuses.find((st) => st.id === TIGER_RECHECKED && st.data?.night === day);
  if (!re) return settled;
  const good = settled.findIndex((t) => tx.state.chars.find((x) => x.name === t)?.faction === 'village');
  return good >= 0 ? settled.map((t, i) => (i === good ? String(re.data?.target) : t)) : settled;
}

/** 破晓 (before the good pool settles): 【茫茫人海】 for night `day`'s check of the 预言家 in at its start. */
export function vastSea(tx: Tx, day: number): void {
  for (const c of tx.state.chars) {
    if (c.role !== 'seer' || prostrated(c) || !(c.alive || (c.outDay === day && c.outPhase === 'night')))
      continue;
    const targets = checkedBy(tx, c, day).flatMap((n) => tx.state.chars.filter((x) => x.name === n));
    const wolf = targets.some((t) => t.faction === 'wolves');
    const died = targets.some((t) => !t.alive && t.outDay === day && t.outPhase === 'night');
    const had = Number(c.statuses.find((st) => st.id === 'seer_dry')?.data?.n ?? 0);
    const dry = wolf ? 0 : had + 1;
    const paid = died || dry >= 2;
    applyStatus(tx, c.name, 'seer_dry', {
      data: { n: dry >= 2 ? 0 : dry, night: day, paid, targets: targets.map((t) => t.name) },
    });
    if (paid) addPoints(tx, 'village', 2, '【茫茫人海】');
  }
}

export const seer: RoleDef = {
  id: 'seer',
  name: '预言家',
  faction: 'village',
  cite: '004 神 预言家',
  checker: true,
  skills: [claim, withTiger(roleCheck({ id: 'check', name: '查验', template: 'pkuCheck' }))],
  statuses: [{ id: 'seer_dry', name: '未查验到狼人的夜数' }],
  // 神替仅在预言家或守卫中先出局时自动继承其技能 (l.325)
  onOut: (ctx) => inheritGod(ctx, 'check', 1),
};
