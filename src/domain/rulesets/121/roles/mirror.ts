import { fourLeft, mirrorImage } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import type { RoleDef, SkillDef } from '../../../engine/types';

// [121] file 000 【三方阵营】 11 镜: 反射 —— 游戏日夜晚每个对镜的操作，将由导演随机一名玩家代替镜被操作，夜间行动结束后，镜可获知当晚所有反射过的操作
// 和对应玩家。镜像<限定> —— 可任意选择一种曾对自身操作过的技能复制，下一个游戏日夜晚开始永久生效。 (Win, 胜负判定 11: 镜存活，且场上存活人数为4.)
// Readings: the stand-in is drawn among the living but 镜 (the draw an event); 镜像 is chosen in its window after the
// feedback (fb10), among the skills aimed at 镜 so far, tonight's included; a copied group skill is its own (no group).

const reflect: SkillDef = {
  id: 'reflect',
  name: '反射',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) =>
      ctx.redirect({
        layer: 'reflect',
        from: holder.name,
        to: { random: true, except: [holder.name] },
        owner: holder.name,
        // 对应玩家: named as 镜 knows it tonight (a swap holds for his feedback too, 000 l.117)
        caught: (_a, sk, drawn) => {
          const to = ctx.knownAs(holder.name, drawn);
          ctx.notifyAtEnd(holder.name, ctx.ruleset.t.reflected?.({ skill: sk.name, to }) ?? '', {
            kind: 'feedback',
            skill: 'reflect',
            reflected: sk.id,
            to,
          });
        },
      }),
  },
};

const image: SkillDef = mirrorImage({
  id: 'mirror_image',
  name: '镜像',
  when: 'later',
  copy: (tx, holder, skill) =>
    applyStatus(tx, holder, 'mirror_copy', { source: holder, data: { skills: [skill] } }),
});

export const mirror: RoleDef = {
  id: 'mirror',
  name: '镜',
  faction: 'mirror',
  cite: '000 三方阵营 11',
  // 胜负判定 11: 镜存活，且场上存活人数为4
  factions: [{ id: 'mirror', name: '三方阵营', wins: fourLeft('mirror') }],
  // 镜像: 下一个游戏日夜晚开始永久生效
  statuses: [{ id: 'mirror_copy', name: '镜像', holder: { grantsSkills: true } }],
  templates: {
    reflected: ({ skill, to }) => `反射：<${skill}> 被反射给了 ${to}。`,
    mirrored: ({ skill }) => `镜像：你复制了<${skill}>，下一个游戏日夜晚开始永久生效。`,
  },
  skills: [reflect, image],
  // 机械狼 学习 (l.345): 镜，同镜 — 反射 of what aims at the learner, and one 镜像 (the learner's own copy), as the real one's
  learnable: {
    skills: [
      { ...reflect, id: 'mech_reflect', timing: { window: 'n60' } },
      { ...image, id: 'mech_mirror_image', timing: { window: 'fb10', orderAs: 'mirror_image' } },
    ],
  },
};
