import { applyStatus, groupHolders } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { RoleDef, RulesetDef, SkillDef, Tx } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character } from '../../../state';

// [121] file 000 【狼人阵营】 22 机械狼: 与狼队不互知不共群，当所有狼群内阵营出局后，机械狼将接刀。学习<限定> —— 游戏开始前，可选择一名除自己以外的
// 角色学习，学习好人或三方技能，被预言家验为<非狼阵营>，被通为学习的身份，学习狼人，被预言家查验为<狼人阵营>，被通为学习的身份。
// 如学习：… (the table: each learned role declares what a learner gets, its `learnable` — every card of the table does; one
// declaring none gives l.296's class rule for a wolf card, the surface only for any other). A learned skill acts just after the
// real one (注: 如果获得技能轮次与真身份牌冲突且没特别注明的，真身份牌轮次优先); the poison settles after the 女巫's.

// (l.296) 狼人阵营中共群狼，接刀前可额外多出1刀，此刀有加乘，被刀中的人必定死亡。狼人阵营中非共群狼，获得该狼技能，无额外一刀。 — the rule for
// a class the text names, for the wolf cards that declare no line of their own (狼妹妹, 恐怖分子, 面包师 … do): a card of the
// pack (its role's group) gives one extra 刀 of the learner's, usable before he inherits the pack's (接刀前), 致死伤害 (此刀有
// 加乘…必定死亡: no 守护 or 救药 stops it), acting just after the pack's 杀人; any other wolf card gives its skills (the card's
// own, not the pack's 杀人 nor an opening one), used as its holder uses them.
const mechKnife: SkillDef = {
  id: 'mech_knife',
  name: '额外一刀',
  kind: 'night',
  timing: { window: 'n60', orderAs: 'kill' },
  limits: {
    limit: 1,
    usable: (s, actor, rs) =>
      groupHolders(s, rs, 'wolves').some((h) => h.name === actor.name)
        ? err('SKILL_NOT_USABLE', '额外一刀：接刀后不可再用')
        : null,
  },
  effect: { lethal: true, kill: true },
  targets: { min: 1, max: 1, self: false, among: 'alive' },
  hooks: {
    resolve: (ctx, a) => {
      for (const t of a.targets) ctx.kill({ target: t, source: 'mech_knife', by: a.as, strength: 'lethal' });
    },
  },
};

/** The skills a wolf card with no line of its own gives (l.296). */
const wolfCardSkills = (role: RoleDef): string[] =>
  role.group ? [mechKnife.id] : role.skills.filter((k) => !k.group && k.kind !== 'opening').map((k) => k.id);

/** The role he learned, if any. */
const learnedRole = (rs: RulesetDef, c: Character): RoleDef | undefined =>
  rs.roles[String(c.statuses.find((st) => st.id === 'learned')?.data?.role)];

/** What learning `role` gives: its `learnable`'s skills; a card with none, a wolf card's by l.296's class rule, any other none. */
export const learnedSkills = (role: RoleDef): string[] =>
  role.learnable
    ? (role.learnable.skills ?? []).map((k) => k.id)
    : role.faction === 'wolves'
      ? wolfCardSkills(role)
      : [];

/**
 * A learner takes the 机械 version of a card the learned role names later (变脸者's top card, 双重人格's copied one): a status
 * granting its skills (`data.role` for its out), and he is told (`template` with {role}).
 */
export function takeCard(
  tx: Tx,
  o: { learner: string; status: string; source: string; role: RoleDef; template: string; skill: string },
): void {
  applyStatus(tx, o.learner, o.status, {
    source: o.source,
    until: null,
    data: { role: o.role.id, skills: learnedSkills(o.role) },
  });
  tx.notify(o.learner, tx.t(o.template, { role: o.role.name }), {
    kind: 'feedback',
    skill: o.skill,
    role: o.role.id,
  });
}

/**
 * What a card taken by a status of the learner's (`status` with data.role: 混血儿's 被混者, 变脸者's top, 双重人格's copy) gives
 * at his out and when he loses a skill, as its own learner (猎人: 最后一枪; 白痴: 失去此技能时立即出局); its vote hooks the engine
 * reads from the status itself.
 */
export function cardHooks(status: string): Pick<NonNullable<RoleDef['learnable']>, 'onOut' | 'onSkillLost'> {
  const card = (rs: RulesetDef, c: Character) =>
    rs.roles[String(c.statuses.find((st) => st.id === status)?.data?.role)]?.learnable;
  return {
    onOut: (ctx) => card(ctx.tx.rs, ctx.char)?.onOut?.(ctx),
    onSkillLost: (ctx) => card(ctx.tx.rs, ctx.char)?.onSkillLost?.(ctx),
  };
}

/**
 * A right a learner gets at the learning (丘比特 <叛变>, 影子 <附身>, 双重人格 <复制底牌>): the 学习 resolves when the opening
 * closes, so it is usable in day 1 and lapses at its close; he is told (`template`).
 */
export function dayOneRight(tx: Tx, learner: string, right: string, template: string): void {
  const was = tx.rightsPhase;
  tx.rightsPhase = { kind: 'day', day: 1 };
  grantRight(tx, learner, right, 'phaseEnd');
  tx.rightsPhase = was;
  tx.notify(learner, tx.t(template), { kind: 'right', right });
}

export const mechWolf: RoleDef = {
  id: 'mech_wolf',
  name: '机械狼',
  faction: 'wolves',
  cite: '000 狼人阵营 22',
  templates: {
    learned: ({ name, role }) => `学习：你学习了 ${name} 的身份【${role}】。`,
  },
  // 接刀顺序: 石像鬼、铁柱、机械狼，幽灵
  heir: 'wolves',
  extraSkills: [mechKnife],
  // 被预言家验为<非狼阵营> / <狼人阵营>, 被通为学习的身份; the learned skills
  statuses: [{ id: 'learned', name: '学习', holder: { disguise: true, grantsSkills: true } }],
  // what the learned role gives at the out (猎人，同猎人: 最后一枪's right)
  onOut: (ctx) => learnedRole(ctx.tx.rs, ctx.char)?.learnable?.onOut?.(ctx),
  // a learned skill taken (白痴，同白痴: 失去此技能时立即出局)
  onSkillLost: (ctx) => learnedRole(ctx.tx.rs, ctx.char)?.learnable?.onSkillLost?.(ctx),
  skills: [
    {
      id: 'learn',
      name: '学习',
      kind: 'opening',
      limits: { limit: 1 },
      targets: { min: 1, max: 1, self: false, among: 'alive' },
      hooks: {
        apply: (tx, actor, targets) => {
          const t = targets[0];
          const role = t ? tx.rs.roles[t.role] : undefined;
          if (!t || !role) return;
          tx.notify(actor.name, tx.t('learned', { name: t.name, role: role.name }), {
            kind: 'feedback',
            skill: 'learn',
            target: t.name,
            role: role.id,
          });
          const more = role.learnable?.onLearn?.(tx, actor, t) ?? {};
          const skills = learnedSkills(role);
          // 被预言家验为<非狼阵营> / <狼人阵营>, 被通为学习的身份
          applyStatus(tx, actor.name, 'learned', {
            source: actor.name,
            data: {
              role: role.id,
              faction: role.faction === 'wolves' ? 'wolves' : 'village',
              skills,
              ...more,
            },
          });
        },
      },
    },
  ],
};
