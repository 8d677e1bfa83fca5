import { killSense, poison, save } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { conventionOf } from '../convention';
import { wolfBladeFirst } from './hunter';

// [classic] file 003 女巫:
//   篇一 (l.23–24): 女巫拥有两瓶药，解药可以救活一名当晚被狼人或刺客杀害的玩家，毒药可以毒杀一名玩家，女巫在每天晚上最多使用1瓶药。在女巫
//     没有使用解药之前，晚上上帝将告知女巫当晚狼人杀了谁。如果有特殊狼人或刺客在场导致杀死了多人，上帝将告知女巫所有的死亡情况；如果狼人杀到
//     了情侣中的一个，上帝只会报出被杀的人而不会报出情侣。女巫不可以对自己用药。
//   篇三(二) (l.171–175): 2．女巫一天晚上可以用两瓶药，当女巫解药用过之后，他不再知道今天晚上谁死了。3．守卫和女巫同一晚上解救了同一个人此人
//     算死亡。4．第一天因使用毒药而导致死亡的玩家及其情侣没有遗言…被守卫守护的玩家依然会被女巫的毒药毒死。
//   篇二 6(3) 女巫在使用解药之后，不能再知道夜晚被狼人袭击的对象是谁; 第三季 女巫不能自救.
// The same abilities as 121's 女巫 (通灵, 救药, 毒药), parameterised: one potion a night under 篇二 (篇一's entry), both under 篇三;
// never on herself (篇一; 篇三 is silent). Her window opens after the pack's (n90): she is told its victim, or that no one
// died (狼人意见不统一, l.185), until her 解药 is used. The first night's poison without last words (篇三) is the ruleset's
// lastWordsFor; 同守同救 its settlement.
const oneANight = (s: Parameters<typeof conventionOf>[0]) => conventionOf(s) !== '篇三';

export const witch: RoleDef = {
  id: 'witch',
  name: '女巫',
  faction: 'village',
  cite: '003 篇三(二), 篇一 女巫',
  skills: [
    killSense({ id: 'sense', name: '获知', requires: 'antidote' }),
    save({
      id: 'antidote',
      name: '解药',
      limit: 1,
      exclusiveWith: 'poison',
      exclusive: oneANight,
      self: false,
    }),
    lastStand(
      poison({
        id: 'poison',
        name: '毒药',
        limit: 1,
        exclusiveWith: 'antidote',
        exclusive: oneANight,
        self: false,
      }),
    ),
  ],
};

/**
 * 篇二 四（一）(2) 夜晚胜负手：狼刀最大 (l.156–157): 若夜晚时剩余1狼1神，神为女巫…则狼人杀死女巫…后，直接获胜，女巫和猎人的技能视为后手，不能发动 —
 * with her and one wolf left, the pack's kill on her voids her potion that night (spent: she used it).
 */
function lastStand(sk: SkillDef): SkillDef {
  return {
    ...sk,
    hooks: {
      ...sk.hooks,
      resolve: (ctx, a) => {
        const left = ctx.state.chars.filter((c) => c.alive);
        const oneWolf = left.length === 2 && left.some((c) => c.name !== a.as && c.faction === 'wolves');
        if (
          wolfBladeFirst(ctx.state) &&
          oneWolf &&
          ctx.kills.some((k) => k.source === 'kill' && k.target === a.as)
        )
          return;
        sk.hooks?.resolve?.(ctx, a);
      },
    },
  };
}
