import { applyStatus } from '../../../engine/effects';
import { hasLost, skillsOf, usesLeft } from '../../../engine/skills';
import type { OutHookCtx, RoleDef } from '../../../engine/types';
import { prostrated } from '../cards';
import { addPoints, optionPoints } from '../pools';

// [pku] file 004 神 / 长老 (l.337–347). Two lives against the wolves' ordinary knife: 解药对于挨第二刀的长老的效果是抵消一次
// 普通刀的作用（即：挨第二刀的长老救回后为一命；挨第三刀的长老和挨飞刀的长老救不回来） (l.289) — a life (a status absorbing one
// 群狼刀 or 野狼刀, the settlement's, ../index.ts) is lost to the first knife, the second kills. Reading: 普通刀 = the wolves'
// knives (群狼刀, 野狼刀; 间隔不超过一夜的狼刀, l.345); the 狙击手's knife, the poison take him at once.
// 长老死于投票的当夜，所有拥有夜间主动技的好人玩家（即：除猎人/0药女巫/晋升前的神替以外的所有好人）无论是否被禁，均在入夜时
// 获得通知"今夜你无法使用技能"。此通知与被狼禁禁的通知不同 (l.343); 不包括猎人的技能 (l.341: his shot is a right, by day).
// 白给池 (好人白给池, settled at 破晓): 若长老同时被毒和间隔不超过一夜的狼刀作用，为白给池贡献3点 (l.345) — 【领导核心】;
// 在结算【领导核心】时，单飞刀不视为「间隔不超过一夜的狼刀」；但是若飞刀前一夜长老中刀，则触发 (l.347). Reading: 【领导核心】
// is his going out by a night's blow (the poison, a second knife) with a wolf knife (群狼刀/野狼刀) settled on him that night or
// the night before — every such out gives 3 (the FAQ's one number); a single blow alone (one knife taking his last life
// after a night without one) does not. 长老死于投票的点数将在下一次破晓时结算（当晚不可使用）(l.99, l.339): the number is
// the option `elderVotePoints` (default 2: the FAQ gives none); they count at the next 破晓 (the pool's next settlement).
// Not yet: 【皇牌飞刀】 (a card: 一击毙命).

/** 群狼刀 / 野狼刀 (普通刀) settled on `name` in night `night` */
function knivesOn(ctx: OutHookCtx, night: number): number {
  return ctx.tx.state.history.filter(
    (h) =>
      h.phase === 'night' &&
      h.day === night &&
      (h.skill === 'kill' || h.skill === 'wild_kill') &&
      (h.settled ?? h.targets).includes(ctx.char.name),
  ).length;
}

function elderPoints(ctx: OutHookCtx): void {
  const { tx, cause } = ctx;
  if (prostrated(ctx.char)) return;
  const ph = tx.state.phase;
  if (cause === 'vote') addPoints(tx, 'village', optionPoints(tx, 'elderVotePoints'), '长老死于投票');
  if (ph.kind !== 'night') return;
  const tonight = knivesOn(ctx, ph.day);
  const before = knivesOn(ctx, ph.day - 1);
  // the poison with a knife tonight or last night; a second knife (tonight's two, or last night's and tonight's)
  const core = cause === 'poisoned' ? tonight + before >= 1 : tonight >= 1 && tonight + before >= 2;
  if (core) addPoints(tx, 'village', 3, '【领导核心】');
}

function silenceTheGood({ tx, char, cause }: OutHookCtx): void {
  // 【五体投地】 takes his 负面技能 (被票死的长老) too
  if (cause !== 'vote' || prostrated(char)) return;
  const s = tx.state;
  for (const c of s.chars) {
    if (!c.alive || c.faction !== 'village') continue;
    // 拥有夜间主动技: a night skill it may still use (a witch with no bottle left, a 神替 not promoted have none); the
    // card request (申领) is no skill the silence stops (狼禁技能无法阻止兑换魔法卡: reading, the same for this notice)
    const active = skillsOf(s, tx.rs, c).some(
      (k) =>
        k.kind === 'night' && !k.force?.unblockable && !hasLost(c, k, tx.rs) && usesLeft(s, tx.rs, c, k) > 0,
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
  onOut: (ctx) => {
    silenceTheGood(ctx);
    elderPoints(ctx);
  },
};
