import { duel, factionCheck, poison } from '../../../abilities';
import { applyStatus } from '../../../engine/effects';
import { grantRight } from '../../../engine/flow';
import type { Tx } from '../../../engine/tx';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import { ev } from '../../../events';
import type { Character } from '../../../state';
import { betray } from './cupid';
import { lastShotRight } from './hunter';
import { medium } from './medium';
import { penguin } from './penguin';
import { raven } from './raven';

// [121] file 000 【狼人阵营】 22 机械狼: 与狼队不互知不共群，当所有狼群内阵营出局后，机械狼将接刀。学习<限定> —— 游戏开始前，可选择一名除自己以外的
// 角色学习，学习好人或三方技能，被预言家验为<非狼阵营>，被通为学习的身份，学习狼人，被预言家查验为<狼人阵营>，被通为学习的身份。
// 如学习：预言家，同预言家; 女巫，获得一瓶可使用的毒药; 守卫，可使用守护，守护一名玩家，当夜对其用的一切技能将被治愈并免疫，成功守护之后失去技能
// Implemented variants: 预言家, 女巫, 守卫, 骑士, 猎人, 企鹅, 通灵师, 乌鸦, 丘比特 (the rest of the table: the surface only, no skill yet). A learned skill acts just
// after the real one (注: 如果获得技能轮次与真身份牌冲突且没特别注明的，真身份牌轮次优先); the poison settles after the 女巫's.

export const mechProphecy: SkillDef = {
  ...factionCheck({
    id: 'mech_prophecy',
    name: '预言',
    window: 'n60',
    answer: (f) => (f === 'wolves' ? '<狼人阵营>' : '<非狼人阵营>'),
  }),
  orderAs: 'prophecy',
};

export const mechPoison: SkillDef = {
  ...poison({ id: 'mech_poison', name: '毒药', window: 'n60', limit: 1 }),
  orderAs: 'poison',
};

export const mechGuard: SkillDef = {
  id: 'mech_guard',
  name: '守护',
  kind: 'night',
  window: 'n60',
  orderAs: 'guard',
  notTwiceRunning: 'anyone',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  resolve: (ctx, a) => {
    const t = a.targets[0];
    if (!t) return;
    // 当夜对其用的一切技能将被治愈并免疫: tonight's earlier effects on it undone, later ones void
    const cured = ctx.cure(t, a.as);
    ctx.status(t, 'mech_guarded', { source: a.as });
    ctx.atEnd((c) => {
      // 成功守护之后失去技能: something aimed at it was cured or voided
      const stopped = cured > 0 || c.voided.some((v) => v.target === t && v.actor !== a.as);
      if (stopped)
        c.later((tx) => tx.emit(ev('SkillLost', { actor: a.as, skill: 'mech_guard', reason: 'used' })));
    });
  },
};

/** 骑士，同骑士，但被pk者无论身份必定死亡 (the card turned up is the learned 骑士). */
export const mechDuel: SkillDef = duel({ id: 'mech_duel', name: '决斗', alwaysKills: true, surface: true });

/** 通灵师，同通灵师: acting just after the real one. */
export const mechMedium: SkillDef = {
  ...(medium.skills[0] as SkillDef),
  id: 'mech_medium',
  window: 'n60',
  orderAs: 'medium_check',
};

/** 企鹅，限定获得一次冰冻技能，效果等同企鹅: once, just after the real one. */
export const mechFreeze: SkillDef = {
  ...(penguin.skills[0] as SkillDef),
  id: 'mech_freeze',
  window: 'n60',
  limit: 1,
  orderAs: 'freeze',
};

/**
 * 乌鸦，同乌鸦，特别地若机械乌鸦与真乌鸦诽谤同一人，则只公示该角色被诽谤，但计票时按照被诽谤两次计票: just after the real one;
 * on the real raven's target tonight its 诽谤 is a silent one (two more votes, no second 公示).
 */
export const mechSlander: SkillDef = {
  ...(raven.skills[0] as SkillDef),
  id: 'mech_slander',
  window: 'n60',
  orderAs: 'slander',
  resolve: (ctx, a) => {
    for (const t of a.targets) {
      const twice = ctx.ops.some((op) => op.skill === 'slander' && op.targets.includes(t));
      ctx.status(t, twice ? 'slandered_quiet' : 'slandered', { source: a.as });
    }
  },
};

/**
 * 丘比特，印完身份后得知情侣号码牌并可以立即选择将情侣中的一人变为叛变的爱人，将此人与另一名玩家（情人）相连: targets [叛变的爱人, 情人].
 * Reading of 立即: the 学习 resolves when the opening closes (after 丘比特之箭, 总体流程 1), so the choice is a right
 * granted then and usable in the first day (the first phase he can act in), lapsing at its close (视为放弃).
 * 情人 is any living player but the two lovers (himself and 丘比特 included: the text names no exception).
 */
export const mechBetray: SkillDef = {
  id: 'mech_betray',
  name: '叛变',
  kind: 'right',
  right: 'betray',
  targets: { min: 2, max: 2, self: true, among: 'alive' },
  validate: ({ actor, targets }) => {
    const lovers = (actor.statuses.find((st) => st.id === 'learned')?.data?.lovers as string[]) ?? [];
    const [t, p] = targets;
    if (!t || !lovers.includes(t.name))
      return err('ILLEGAL_TARGET', `叛变的爱人 must be one of the lovers (${lovers.join('、')})`);
    if (p && lovers.includes(p.name))
      return err('ILLEGAL_TARGET', '情人 must be another player, not a lover');
    return null;
  },
  apply: (tx, _actor, targets) => {
    const [t, p] = targets;
    if (!t || !p) return;
    betray(tx, t.name, p.name);
  },
};

/** 印完身份后得知情侣号码牌: told the learned 丘比特's lovers (none after a void link: 不会进行通知) and given the right. */
function learnCupid(tx: Tx, actor: Character, cupid: Character): string[] {
  const lovers = tx.state.chars
    .filter((c) => c.statuses.some((st) => st.id === 'lover' && st.data?.link === cupid.name))
    .map((c) => c.name);
  if (lovers.length !== 2) return [];
  tx.notify(actor.name, tx.t('mechLovers', { names: lovers.join('、') }), {
    kind: 'feedback',
    skill: 'learn',
    lovers,
  });
  const was = tx.rightsPhase;
  tx.rightsPhase = { kind: 'day', day: 1 };
  grantRight(tx, actor.name, 'betray', 'phaseEnd');
  tx.rightsPhase = was;
  return lovers;
}

/** 学习 of these roles gives these skills (the text's table; the rest: not yet). 猎人's 最后一枪 comes with the out. */
const VARIANTS: Record<string, string[]> = {
  seer: ['mech_prophecy'],
  witch: ['mech_poison'],
  guard: ['mech_guard'],
  knight: ['mech_duel'],
  medium: ['mech_medium'],
  penguin: ['mech_freeze'],
  raven: ['mech_slander'],
  hunter: ['last_shot'],
  cupid: ['mech_betray'],
};

export const mechWolf: RoleDef = {
  id: 'mech_wolf',
  name: '机械狼',
  faction: 'wolves',
  cite: '000 狼人阵营 22',
  // 猎人，同猎人: the learned 最后一枪's right comes with the out, on the hunter's terms
  onOut: (ctx) => {
    const learned = ctx.char.statuses.find((st) => st.id === 'learned');
    if (learned?.data?.role === 'hunter') lastShotRight(ctx);
  },
  skills: [
    {
      id: 'learn',
      name: '学习',
      kind: 'opening',
      limit: 1,
      targets: { min: 1, max: 1, self: false, among: 'alive' },
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
        const lovers = role.id === 'cupid' ? learnCupid(tx, actor, t) : [];
        // 被预言家验为<非狼阵营> / <狼人阵营>, 被通为学习的身份
        applyStatus(tx, actor.name, 'learned', {
          source: actor.name,
          data: {
            role: role.id,
            faction: role.faction === 'wolves' ? 'wolves' : 'village',
            skills: VARIANTS[role.id] ?? [],
            ...(lovers.length ? { lovers } : {}),
          },
        });
      },
    },
  ],
};
