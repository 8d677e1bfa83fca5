import { targetedLastNight } from '../../../engine/skills';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { GameState } from '../../../state';
import { tellWolfList } from './join-group';

// [211] file 001 【皇帝阵营】18 道教教主（男）⑥ and 【叛皇阵营】13 魔教教主[接刀]（男）⑧ — the same three skills:
// 光明守护[午夜][指定] —— 任意1名角色，每晚只能发动一个守护，且不能连续选择一个角色，也不能连续选择同一个守护。结算目标在下一个白天获得[不死]状态。
// 黑暗守护[午夜][指定] —— (同上) 结算目标当晚获得[坚韧]状态。
// 日月合击[凌晨][强制] —— 游戏日夜晚，若有角色当晚获得过不止一次[黑暗守护][光明守护]效果，所有持有该技能的角色对目标角色造成一次[致死伤害]。
// 有道教教主必有魔教教主. 魔教教主: 开局阶段结束后，若魔教教主属于叛皇阵营，魔教教主获得所有狼人[群内]的名单.
// Readings: 不能连续选择一个角色 counts either 守护 of last night; 日月合击 strikes once per holder (of either side).

const GUARDS = ['light_guard', 'dark_guard'];

const lastNight = (s: GameState, me: string) =>
  s.history.filter(
    (h) => h.phase === 'night' && h.day === s.phase.day - 1 && h.actor === me && GUARDS.includes(h.skill),
  );

function guard(
  id: string,
  name: string,
  other: string,
  effect: NonNullable<SkillDef['hooks']>['resolve'],
): SkillDef {
  return {
    id,
    name,
    kind: 'night',
    targets: { min: 1, max: 1, self: true, among: 'alive' },
    limits: {
      usable: (s, c) =>
        lastNight(s, c.name).some((h) => h.skill === id)
          ? err('SKILL_NOT_USABLE', `${name}：不能连续两晚选择同一个守护`)
          : null,
    },
    choose: {
      excludes: ({ state, actor, target }) =>
        GUARDS.some((g) => targetedLastNight(state, g, target.name, state.phase.day, actor.name)),
      validate: ({ state, actor, targets }) => {
        const t = targets[0];
        if (state.actions.some((a) => a.actor === actor.name && a.skill === other && !a.pass))
          return err('SKILL_CONFLICT', '每晚只能发动一个守护');
        return t && GUARDS.some((g) => targetedLastNight(state, g, t.name, state.phase.day, actor.name))
          ? err('SAME_TARGET_AS_LAST_NIGHT', `${t.name}：不能连续两晚选择同一个角色`)
          : null;
      },
    },
    hooks: { ...(effect ? { resolve: effect } : {}) },
  };
}

export const lightGuard = guard('light_guard', '光明守护', 'dark_guard', (ctx, a) => {
  // 结算目标在下一个白天获得[不死]状态
  for (const t of a.targets) ctx.status(t, 'undying', { source: a.as, until: 'dayEnd', after: true });
});

export const darkGuard = guard('dark_guard', '黑暗守护', 'light_guard', (ctx, a) => {
  // 结算目标当晚获得[坚韧]状态
  for (const t of a.targets) ctx.status(t, 'tough', { source: a.as, until: 'nightEnd' });
});

export const sunMoon: SkillDef = {
  id: 'sun_moon',
  name: '日月合击',
  kind: 'passive',
  force: { mandatory: true },
  targets: { min: 0, max: 0, self: false, among: 'alive' },
  hooks: {
    onNightStart: (ctx, holder) =>
      ctx.atEnd((c) => {
        const times = new Map<string, number>();
        for (const op of c.ops)
          if (GUARDS.includes(op.skill)) for (const t of op.targets) times.set(t, (times.get(t) ?? 0) + 1);
        for (const [t, n] of times)
          if (n > 1)
            c.kill({ target: t, source: 'sun_moon', by: holder.name, strength: 'lethal', cause: 'killed' });
      }),
  },
};

export const taoistMaster: RoleDef = {
  id: 'taoist_master',
  name: '道教教主',
  gender: '男',
  faction: 'village',
  cite: '001 皇帝阵营 18',
  skills: [lightGuard, darkGuard, sunMoon],
};

export const demonCultMaster: RoleDef = {
  id: 'demon_cult_master',
  name: '魔教教主',
  gender: '男',
  faction: 'wolves',
  cite: '001 叛皇阵营 13',
  // [接刀]: 所有[群内]狼出局…[接刀]的角色获得[杀人]技能 (接刀顺序 is empty in the text)
  heir: 'wolves',
  templates: {
    wolvesGroup: ({ names }) => `群内狼：${names}。`,
  },
  skills: [lightGuard, darkGuard, sunMoon],
  // 行动顺序总集 开局: 魔教教主 狐狸精 银狼 知晓群内狼 (after 狼人阵营 共群)
  openingSteps: { 知晓群内狼: tellWolfList },
  // 美女画皮 (l.730) 银狼/狐狸精/魔教教主：如果机械狼仍然是狼人阵营，同样获得一份群内名单 — told at the learning
  learnable: { onStart: tellWolfList },
};
