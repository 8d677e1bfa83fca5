import { applyStatus } from '../../../engine/effects';
import { hasLost, skillsOf, usesLeft } from '../../../engine/skills';
import type { OutHookCtx, RoleDef } from '../../../engine/types';

// [pku] file 004 神 / 长老 (l.337–347). Two lives against the wolves' ordinary knife: 解药对于挨第二刀的长老的效果是抵消一次
// 普通刀的作用（即：挨第二刀的长老救回后为一命；挨第三刀的长老和挨飞刀的长老救不回来） (l.289) — a life (a status absorbing one
// 群狼刀 or 野狼刀, the settlement's, ../index.ts) is lost to the first knife, the second kills. Reading: 普通刀 = the wolves'
// knives (群狼刀, 野狼刀; 间隔不超过一夜的狼刀, l.345); the 狙击手's knife, the poison take him at once.
// 长老死于投票的当夜，所有拥有夜间主动技的好人玩家（即：除猎人/0药女巫/晋升前的神替以外的所有好人）无论是否被禁，均在入夜时
// 获得通知"今夜你无法使用技能"。此通知与被狼禁禁的通知不同 (l.343); 不包括猎人的技能 (l.341: his shot is a right, by day).
// Not yet: 【领导核心】 and 长老死于投票的点数 (白给池), 【皇牌飞刀】 (a card: 一击毙命).

function silenceTheGood({ tx, cause }: OutHookCtx): void {
  if (cause !== 'vote') return;
  const s = tx.state;
  for (const c of s.chars) {
    if (!c.alive || c.faction !== 'village') continue;
    // 拥有夜间主动技: a night skill it may still use (a witch with no bottle left, a 神替 not promoted have none)
    const active = skillsOf(s, tx.rs, c).some(
      (k) => k.kind === 'night' && !hasLost(c, k, tx.rs) && usesLeft(s, tx.rs, c, k) > 0,
    );
    if (!active) continue;
    applyStatus(tx, c.name, 'elder_mourning', { until: 'nightEnd' });
    tx.notify(c.name, tx.t('elderMourning'), { kind: 'status', status: 'elder_mourning' });
  }
}

export const elder: RoleDef = {
  id: 'elder',
  name: '长老',
  faction: 'village',
  cite: '004 神 长老',
  skills: [],
  statuses: [
    { id: 'elder_life', name: '长老一命', protection: { absorbs: 1 } },
    {
      id: 'elder_mourning',
      name: '长老出局',
      blocks: { blocksSkills: true },
      lifetime: { until: 'nightEnd' },
    },
  ],
  templates: { elderMourning: () => '今夜你无法使用技能。' },
  onStart: (tx, c) => applyStatus(tx, c.name, 'elder_life', { data: { n: 1 } }),
  onOut: (ctx) => silenceTheGood(ctx),
};
