import { protect } from '../../../abilities';
import type { RoleDef } from '../../../engine/types';

// [classic] file 003 守卫: 篇一 (l.33) 每晚可以守护一个人，但不能连续2晚守护同一个人。被守卫守护的人当晚不会被狼人或刺客杀害，但无论女巫
// 对被守护的人使用了毒药或是解药，抑或是被守护的人因蛊惑师而死，均会导致被守护的人立刻死亡。守卫可以选择守护自己，也可以选择不守护任何人。
// 篇三(四) (l.179) 守卫可以守护场上任何一名玩家包括自己，也可以不守任何人（空守），但是不能连续两天守护同一位玩家。
// 同守同救 and the poison through a guard are the ruleset's settlement (index.ts settle). 蛊惑师: not in play yet.
export const guard: RoleDef = {
  id: 'guard',
  name: '守卫',
  faction: 'village',
  cite: '003 篇三(四), 篇一 守卫',
  skills: [protect({ id: 'guard', name: '守护' })],
};
