import { lastShot } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef, SkillDef } from '../../../engine/types';
import type { Character } from '../../../state';
import { claim, prostrate } from '../cards';
import { custodyRefusal } from '../conduct';
import { addPoints, optionPoints } from '../pools';
import { daggerShot } from './third-party';

// [pku] file 004 神 / 猎人 (l.299–313). His shot after going out: 即使猎人的死因中包括好人技能的作用，依然可以开枪 (l.307:
// poisoned too); 猎人的枪不受狼禁作用 (l.305: not checked against a ban); 猎人可以选择不开枪；如这样做，则不公开猎人身份
// (l.309: a right he may leave unused, nothing posted); 若选择公开身份，必须带走当前存活的玩家（不包括自己） (l.311).
// 胜负结算仅在两个个时机触发：投票+猎人开枪结束、破晓死亡结算完毕 (l.71): the ruleset's judge waits while a shot is owed
// (../index.ts). 猎人：破晓/投票结束后猎人行动时段（出局通知+行动） (l.37; 结算顺序 l.9, l.17): out by night, he is told as the
// night settles and shoots in 破晓 (the slot after 凌晨: 猎人 — 【五体投地】通知 — 猎人目标死亡结算 — 胜负结算), the right
// lapsing as 破晓 closes; his target is among that 警情's dead with the shot's line (猎人/猎人带走玩家, l.57). Reading of
// 投票结束后猎人行动时段: voted out, he shoots in the slot that follows the vote, 入夜, the right lapsing as it closes, and the
// win is judged then (投票后的猎人行动 — 胜负结算, l.9). Out any other way (a director's ruling) he shoots in that phase.
// 猎人和猎人带走的玩家均有或均无遗言 (l.313, l.397): the target has last words exactly when the hunter had them at his out
// (beyond the number, or none though places are left).
// 猎人带走好人带来的点数、猎人带走的好人死亡时获得的点数 (l.101–103, l.301–303): taking a good player adds the option
// `hunterGoodPoints` (default 2: the FAQ gives none) to the good pool, and the target's own out points follow from its role
// (a 守卫 shot after the vote: ./guard.ts): a 破晓 shot's count in that day's 警情 (计入当日白给池), a vote's at the next 破晓
// (计入下一日白给池). 狼池≥4 (被猎人指定为操作对象亦会触发, l.195): the shot is an operation of the night it is made in (破晓 or
// 入夜), told at that 破晓 with the night's others (../pools.ts wolvesTouched).
// 【五体投地】 (l.181–185, l.59): holding the card, his shot at a good player takes every skill from it instead of putting
// it out; the target is posted, he is told (../cards.ts prostrate). 如果猎人指定的玩家为三方…会公布猎人的目标，但目标不会死亡
// (l.59): 【刀枪无眼】 (./third-party.ts daggerShot).
const base = lastShot({ id: 'last_shot', name: '开枪', right: 'last_shot' });
const shot: SkillDef = {
  ...base,
  // 托管 (../conduct.ts): a right no status blocks, off all the same
  limits: { ...base.limits, usable: (_s, c) => custodyRefusal(c, base.name) },
  hooks: {
    apply: (tx, actor, targets) => {
      const t = targets[0];
      if (!t || prostrate(tx, actor, t) || daggerShot(tx, actor, t)) return;
      tx.news(tx.t('shot', { name: actor.name, skill: base.name, target: t.name }), {
        kind: 'shot',
        by: actor.name,
        target: t.name,
      });
      // 被猎人警情时带走视为在白天死亡 (l.209, l.219; 第二日早上被猎人带走的狼, l.231): a 破晓 shot counts as the next day's
      if (tx.state.phase.kind === 'night' && tx.state.phase.window === '破晓')
        applyStatus(tx, t.name, DAWN_SHOT);
      const words = actor.statuses.some((st) => st.id === 'hunter_words' && st.data?.words === true);
      goOut(tx, t.name, 'shot', actor.name, { words });
      if (t.faction === 'village')
        addPoints(tx, 'village', optionPoints(tx, 'hunterGoodPoints'), `猎人带走好人${t.name}`);
    },
  },
};

const DAWN_SHOT = 'dawn_shot';

/**
 * The 结算周期 (day N and night N, l.231) an out character's out belongs to: its out's day, but a 破晓 shot's target is
 * the next day's (被猎人警情时带走视为在白天死亡, l.209, l.219; 第二日早上被猎人带走的狼, l.231).
 */
export function outCycle(c: Character): number | null {
  if (c.outDay === null) return null;
  return c.statuses.some((st) => st.id === DAWN_SHOT) ? c.outDay + 1 : c.outDay;
}

function shotRight({ tx, char, cause }: OutHookCtx): void {
  if (cause === 'redcard') return;
  // whether he has last words (granted as he went out, before this hook): his target will have the same
  const words = tx.state.rights.some((r) => r.holder === char.name && r.kind === 'last_words');
  applyStatus(tx, char.name, 'hunter_words', { data: { words } });
  const ph = tx.state.phase;
  // the night's settlement (凌晨) → 破晓; the vote's count (the day's rights turn to the night) → 入夜
  const slot =
    ph.kind === 'night' && ph.window === '凌晨'
      ? { window: '破晓', kind: 'night' as const, day: ph.day }
      : ph.kind === 'day' && tx.rightsPhase.kind === 'night'
        ? { window: '入夜', kind: 'night' as const, day: ph.day }
        : undefined;
  grantRight(tx, char.name, 'last_shot', 'phaseEnd', slot);
  tx.notify(char.name, tx.t('lastShotRight'), { kind: 'right', right: 'last_shot' });
}

export const hunter: RoleDef = {
  id: 'hunter',
  name: '猎人',
  faction: 'village',
  cite: '004 神 猎人',
  skills: [claim, shot],
  statuses: [
    { id: 'hunter_words', name: '猎人遗言' },
    { id: DAWN_SHOT, name: '警情时被猎人带走' },
  ],
  templates: {
    lastShotRight: () => '你已出局，可以开枪带走一名存活的玩家（不包括自己），也可以不开枪（不公开身份）。',
    shot: ({ name, target }) => `猎人 ${name} 开枪，带走了 ${target}。`,
  },
  onOut: (ctx) => shotRight(ctx),
};
