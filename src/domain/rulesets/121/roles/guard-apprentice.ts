import type { NightAction, NightCtx, RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 37 见习守卫 (l.186–187):
// 见习——游戏日夜晚可选择一人守护，如果该玩家当夜受到致死伤害，见习守护将会代替她死去（不可代替破伤风导致的死亡）。
// 总体流程 3 (10) 见习守卫<见习>; 行动时限: 关门四十分钟内…见习守卫 (n40).
// 机械狼 学习 (l.343): 见习守卫，同见习守卫，选择一名玩家，如该玩家当夜受到致死伤害（来自非狼人阵营），则代替该玩家死去.
// Readings: 一人 = another player (代替她死去); a stand-in redirection (its own layer, after 附身): every lethal operation of
// that night settling on the one watched after (10) lands on the apprentice instead (the wolves' 杀人, a poison …; what a
// 女巫's 通灵 then names is him), and settles on him as on anyone (a 守护 on him stops a 指杀); 破伤风 kills by day, out of
// any night's watch (不可代替破伤风导致的死亡).

function watch(onlyFrom: (ctx: NightCtx, a: NightAction) => boolean) {
  return (ctx: NightCtx, a: NightAction) => {
    for (const t of a.targets)
      ctx.redirect({
        layer: 'stand_in',
        from: t,
        to: a.as,
        owner: a.as,
        applies: (x, sk, c) => Boolean(sk.effect?.lethal) && onlyFrom(c, x),
      });
  };
}

const apprentice: SkillDef = {
  id: 'apprentice',
  name: '见习',
  kind: 'night',
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: { resolve: watch(() => true) },
};

export const guardApprentice: RoleDef = {
  id: 'guard_apprentice',
  name: '见习守卫',
  faction: 'village',
  cite: '000 村民阵营 37',
  skills: [apprentice],
  // 机械狼 学习 见习守卫: only 来自非狼人阵营 damage, just after the real one
  learnable: {
    skills: [
      {
        ...apprentice,
        id: 'mech_apprentice',
        timing: { window: 'n60', orderAs: 'apprentice' },
        hooks: { resolve: watch((ctx, x) => ctx.char(x.as).faction !== 'wolves') },
      },
    ],
  },
};
