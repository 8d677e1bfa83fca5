import { lastShot } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { goOut, grantRight } from '../../../engine/flow';
import type { OutHookCtx, RoleDef, SkillDef } from '../../../engine/types';
import { claim, prostrate } from '../cards';
import { custodyRefusal } from '../conduct';
import { addPoints, optionPoints, wolfTouchedNotice } from '../pools';
import { vastSeaShot } from './seer';
import { daggerShot } from './third-party';

// [pku] file 004 神 / 猎人 (l.299–313). His shot after going out: 即使猎人的死因中包括好人技能的作用，依然可以开枪 (l.307:
// poisoned too); 猎人的枪不受狼禁作用 (l.305: not checked against a ban); 猎人可以选择不开枪；如这样做，则不公开猎人身份
// (l.309: a right he may leave unused, nothing posted); 若选择公开身份，必须带走当前存活的玩家（不包括自己） (l.311).
// 胜负结算仅在两个个时机触发：投票+猎人开枪结束、破晓死亡结算完毕 (l.71): the ruleset's judge waits while a shot is owed
// (../index.ts). Reading: the shot is made in the phase after his out (by night: the day that follows; after the vote: the
// night), not in a 破晓 slot of its own; its out and the 公示 line follow at once.
// 猎人和猎人带走的玩家均有或均无遗言 (l.313, l.397): the target has last words exactly when the hunter had them at his out
// (beyond the number, or none though places are left).
// 猎人带走好人带来的点数、猎人带走的好人死亡时获得的点数 (l.101–103, l.301–303): taking a good player adds the option
// `hunterGoodPoints` (default 2: the FAQ gives none) to the good pool, and the target's own out points follow from its role
// (a 守卫 shot after the vote: ./guard.ts). Reading: with no 破晓 slot the shot comes after the 警情, so its points count
// at the next 破晓 whether he died by night or by vote (the FAQ puts a night death's into that day's 警情).
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
      if (t.faction === 'wolves') wolfTouchedNotice(tx, t.name);
      const words = actor.statuses.some((st) => st.id === 'hunter_words' && st.data?.words === true);
      goOut(tx, t.name, 'shot', actor.name, { words });
      vastSeaShot(tx, actor, t.name);
      if (t.faction === 'village')
        addPoints(tx, 'village', optionPoints(tx, 'hunterGoodPoints'), `猎人带走好人${t.name}`);
    },
  },
};

function shotRight({ tx, char, cause }: OutHookCtx): void {
  if (cause === 'redcard') return;
  // whether he has last words (granted as he went out, before this hook): his target will have the same
  const words = tx.state.rights.some((r) => r.holder === char.name && r.kind === 'last_words');
  applyStatus(tx, char.name, 'hunter_words', { data: { words } });
  grantRight(tx, char.name, 'last_shot', 'phaseEnd');
  tx.notify(char.name, tx.t('lastShotRight'), { kind: 'right', right: 'last_shot' });
}

export const hunter: RoleDef = {
  id: 'hunter',
  name: '猎人',
  faction: 'village',
  cite: '004 神 猎人',
  skills: [claim, shot],
  statuses: [{ id: 'hunter_words', name: '猎人遗言' }],
  templates: {
    lastShotRight: () => '你已出局，可以开枪带走一名存活的玩家（不包括自己），也可以不开枪（不公开身份）。',
    shot: ({ name, target }) => `猎人 ${name} 开枪，带走了 ${target}。`,
  },
  onOut: (ctx) => shotRight(ctx),
};
