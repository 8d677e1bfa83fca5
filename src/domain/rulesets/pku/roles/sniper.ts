import type { RoleDef, SkillDef } from '../../../engine/types';
import { claim, twinDragons } from '../cards';

// [pku] file 004 神 / 狙击手 (l.349–357): 刀, after the wolves' knives (结算顺序 l.13: 野狼刀 — 狙击手). A good (神) role
// here. 狙击手出刀对象指向自己的夜晚如被守，守护有效 (l.351: may aim at himself; a guard stops it, as any knife: 守卫守狙击手
// 的刀, l.319); 狙击手向自己出刀的夜晚只要没被守/救而死，则无论是否有其它死因，均算作自杀 (l.353: the out's cause is 自杀).
// Reading: a knife every night, none required (the FAQ names no limit; 【二龙戏珠】's 第一次向好人出刀 implies several).
// 【二龙戏珠】 (l.163–167, l.357): with the card, his first knife at a good player is void and he is told; the card is used
// whether or not that player was guarded (../cards.ts twinDragons). Not yet: 可以杀死三方，不触发【刀枪无眼】 (l.355: no 三方).
const snipe: SkillDef = {
  id: 'snipe',
  name: '刀',
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  effect: { lethal: true },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) {
        if (twinDragons(ctx, a.as, t)) continue;
        ctx.kill({
          target: t,
          source: 'snipe',
          by: a.as,
          strength: 'zhisha',
          ...(t === a.as ? { cause: 'suicide' } : {}),
        });
      }
    },
  },
};

export const sniper: RoleDef = {
  id: 'sniper',
  name: '狙击手',
  faction: 'village',
  cite: '004 神 狙击手',
  skills: [claim, snipe],
  templates: { 'cause.suicide': () => '自杀' },
};
