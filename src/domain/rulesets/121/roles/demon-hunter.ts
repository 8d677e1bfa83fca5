import { skillsOf } from '../../../engine/skills';
import type { NightAction, NightCtx, RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【村民阵营】 18 猎魔人 (l.137–139):
// 猎杀  ——游戏日夜晚，猎魔人可以选择一名玩家进行猎杀，若此名玩家为狼人阵营或者当夜拥有狼刀技能的非村民阵营玩家，则该玩家出局，若此名
// 玩家为村民阵营，则猎魔人出局，猎魔人第一次猎杀第三方阵营或者无阵营，则双方都不出局，第二次猎杀第三方阵营或者无阵营，则猎魔人立刻出局。
// 宿命<强制> —— 猎魔人不会因毒药技能出局，不会因村民阵营其他角色技能夜死，除被被潜行者枪决。
// 总体流程 3 (14) 猎魔<猎杀>; (22) …猎魔人猎杀…; 行动时限: 所有身份 关门一小时后 (n60).
// 机械狼 学习 (l.314): 猎魔人，同猎魔人，但被猎的人除非被守护，摄梦，不然也会死亡.
// Readings: the hunted's actual faction as the 猎杀 settles; 狼刀技能 = a [杀人] the character holds that night (a pair of
// lovers' own 杀人 …); 第三方阵营或者无阵营 = any faction but 村民 and 狼人; a player = another one; the hunted's out is a 指杀
// of (22) (a 守护 or 救药 stops it), the hunter's own out 致死伤害 (立刻出局: nothing stops it); 宿命: every poison; 村民阵营
// 其他角色技能夜死 = a night's kill by a 村民阵营 character's skill but his own, a chain out being no skill; 潜行者's 潜行
// passes. 机械狼: the hunted dies whatever its faction (a 指杀: 守护 stops it, and the 摄梦 that keeps its holder from
// others' kills), the learner never.

const holdsKill = (ctx: NightCtx, name: string): boolean =>
  skillsOf(ctx.state, ctx.ruleset, ctx.char(name)).some((k) => k.effect?.kill);

function hunt(ctx: NightCtx, a: NightAction): void {
  const t = a.targets[0];
  if (!t) return;
  const f = ctx.char(t).faction;
  const self = () => ctx.kill({ target: a.as, source: a.skill, by: a.as, strength: 'lethal' });
  if (f === 'wolves' || (f !== 'village' && holdsKill(ctx, t)))
    ctx.kill({ target: t, source: a.skill, by: a.as, strength: 'zhisha' });
  else if (f === 'village') self();
  // 第一次…双方都不出局，第二次…猎魔人立刻出局
  else if (ctx.statuses(a.as).some((st) => st.id === 'hunt_spared')) self();
  else ctx.status(a.as, 'hunt_spared', { source: a.as });
}

const huntSkill: SkillDef = {
  id: 'hunt',
  name: '猎杀',
  kind: 'night',
  effect: { lethal: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: { resolve: hunt },
};

/** 机械狼: 被猎的人除非被守护，摄梦，不然也会死亡. */
const mechHunt: SkillDef = {
  ...huntSkill,
  id: 'mech_hunt',
  timing: { window: 'n60', orderAs: 'hunt' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.kill({ target: t, source: a.skill, by: a.as, strength: 'zhisha' });
    },
  },
};

export const demonHunter: RoleDef = {
  id: 'demon_hunter',
  name: '猎魔人',
  aliases: ['猎魔'],
  faction: 'village',
  cite: '000 村民阵营 18',
  statuses: [
    {
      id: 'fate',
      name: '宿命',
      protection: {
        // 不会因毒药技能出局，不会因村民阵营其他角色技能夜死，除被潜行者枪决
        protectsFrom: (env, k) => {
          if (k.strength === 'poison') return true;
          if (!env.night || k.chain || k.by === k.target || k.source === 'stalk') return false;
          return env.state.chars.find((c) => c.name === k.by)?.faction === 'village';
        },
      },
    },
    // 第一次猎杀第三方阵营或者无阵营: the next such 猎杀 puts him out
    { id: 'hunt_spared', name: '猎杀' },
  ],
  innate: [{ status: 'fate' }],
  skills: [
    huntSkill,
    {
      id: 'fate',
      name: '宿命',
      kind: 'passive',
      force: { mandatory: true },
      targets: { min: 0, max: 0, self: false, among: 'alive' },
    },
  ],
  learnable: { skills: [mechHunt] },
};
