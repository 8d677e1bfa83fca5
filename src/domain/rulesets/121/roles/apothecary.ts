import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [121] file 000 【村民阵营】 25 药剂师 (l.155–158):
// 我有药—— 药剂师拥有一瓶回复药和一瓶迷魂药，每晚只能使用一瓶药。
// 回复药：游戏日夜晚药剂师可以选择将回复药交给女巫，女巫将获知回复一瓶救药，可叠加，如本场无女巫则药剂师回复一瓶迷魂药，回复当晚即可使用，
// 不与原本的迷魂药叠加。
// 迷魂药：游戏日夜晚药剂师可以选择将迷魂药交给一名角色，该角色将永远失去投票权。
// 总体流程 3 (15) 药剂师<我有药> (both bottles); 行动时限: 所有身份 关门一小时后 (n60). 机械狼 学习 (l.327): 药剂师，可使用一瓶迷魂药.
// Readings: the 回复药 is given to the 女巫 without naming her (no target: he need not know who she is); each living 女巫
// gets one more 救药 (a refill of her <救药>: her 通灵, lost with 救药, comes back with it) with the night's changes, told
// then, usable from the next night; 本场无女巫 = no living 女巫: his 迷魂药 is refilled instead if he has none left, and
// that night he may use it beside the 回复药 (回复当晚即可使用); with his own still unused the refill adds nothing (不与原本的
// 迷魂药叠加) and the two bottles the same night are refused; 一名角色 = anyone, himself included; the target is not told.

const WITCH = 'witch';
const livingWitches = (s: GameState) => s.chars.filter((c) => c.alive && c.role === WITCH);

/** 迷魂药 bottles he holds now: his one, plus the refills, less those used. */
const bottles = (c: Character): number =>
  1 + c.statuses.filter((st) => st.id === 'mihun_refill').length - (c.uses.mihun ?? 0);

const pending = (s: GameState, c: Character, skill: string) =>
  s.actions.some((a) => a.actor === c.name && a.skill === skill && !a.pass);

/** Tonight's 回复药 refills his 迷魂药 (no living 女巫, none left): that bottle may be used tonight too. */
const refillTonight = (s: GameState, c: Character): boolean => !livingWitches(s).length && bottles(c) <= 0;

/** 每晚只能使用一瓶药: the other bottle tonight, unless it is the refill of tonight's 回复药. */
const oneBottle =
  (other: string): NonNullable<SkillDef['choose']>['validate'] =>
  ({ state, actor }) =>
    pending(state, actor, other) && !refillTonight(state, actor)
      ? err('SKILL_CONFLICT', '每晚只能使用一瓶药（请先撤回另一瓶）')
      : null;

const restore: SkillDef = {
  id: 'restore',
  name: '回复药',
  aliases: ['我有药'],
  kind: 'night',
  limits: { limit: 1 },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  choose: { validate: oneBottle('mihun') },
  hooks: {
    resolve: (ctx, a) => {
      const witches = livingWitches(ctx.state);
      const me = ctx.char(a.as);
      if (!witches.length) {
        // 如本场无女巫则药剂师回复一瓶迷魂药…不与原本的迷魂药叠加
        if (bottles(me) <= 0)
          ctx.status(a.as, 'mihun_refill', { source: a.as, data: { skill: 'mihun', n: 1 } });
        return;
      }
      // 女巫将获知回复一瓶救药，可叠加
      for (const w of witches) {
        ctx.status(w.name, 'antidote_refill', { source: a.as, data: { skill: 'antidote', n: 1 } });
        ctx.later((tx) =>
          tx.notify(w.name, tx.t('antidoteRefilled'), { kind: 'feedback', skill: 'restore' }),
        );
      }
    },
  },
};

const mihunResolve: NonNullable<SkillDef['hooks']>['resolve'] = (ctx, a) => {
  // 该角色将永远失去投票权
  for (const t of a.targets) ctx.status(t, 'mihun', { source: a.as });
};

const mihun: SkillDef = {
  id: 'mihun',
  name: '迷魂药',
  aliases: ['我有药'],
  kind: 'night',
  targets: { min: 1, max: 1, self: true, among: 'alive' },
  limits: {
    // one bottle, refills counted (a counted `limit` would not see tonight's refill)
    usable: (s, actor) =>
      bottles(actor) > 0 || (pending(s, actor, 'restore') && refillTonight(s, actor))
        ? null
        : err('SKILL_USED_UP', '<迷魂药>已经用完了'),
  },
  choose: { validate: oneBottle('restore') },
  hooks: { resolve: mihunResolve },
};

/** 机械狼 学习 药剂师，可使用一瓶迷魂药: once, just after the real one. */
const mechMihun: SkillDef = {
  id: 'mech_mihun',
  name: '迷魂药',
  kind: 'night',
  targets: mihun.targets,
  timing: { window: 'n60', orderAs: 'mihun' },
  limits: { limit: 1 },
  hooks: { resolve: mihunResolve },
};

export const apothecary: RoleDef = {
  id: 'apothecary',
  name: '药剂师',
  faction: 'village',
  cite: '000 村民阵营 25',
  statuses: [
    { id: 'mihun', name: '迷魂药', vote: { noVote: true } },
    { id: 'antidote_refill', name: '回复药', holder: { refills: true } },
    { id: 'mihun_refill', name: '回复药', holder: { refills: true } },
  ],
  templates: {
    antidoteRefilled: () => '药剂师的回复药：你回复了一瓶<救药>。',
  },
  skills: [restore, mihun],
  learnable: { skills: [mechMihun] },
};
