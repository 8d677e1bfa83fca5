import { extraKill, reportOut } from '../../../abilities';
import type { RoleDef, SkillDef } from '../../../engine/types';
import { err } from '../../../errors';
import type { Character, GameState } from '../../../state';

// [tieba] file 002 【雪狼阵营】 1 雪狼 (l.64–65): 雪狼将强制不归群。撕咬 —— 游戏日每两晚（1-2晚、3-4晚，以此类推）选择一晚，可以指杀一名角色。
// 在夜晚女巫行动后，反馈该角色是否因被指杀出局。雪隐 —— 游戏日每两晚（1-2晚、3-4晚，以此类推）选择一晚，可以发动雪隐。<雪隐>发动的夜晚，
// 雪狼被有效指杀时不会出局；当预言家查验雪狼时，反馈为<村民阵营>。 胜负判定 (l.111): 【雪狼阵营】负 1、雪狼出局.
// Readings: each skill once in each block of two nights, on either night, the two on the same night allowed (the text gives each its
// own 选择一晚); 有效指杀 = a 指杀 that passed 救治 and 救药 (杀人, 冲锋, a second 撕咬 …), poison still kills; 雪隐 changes what
// 预言家's 预言 reads (a disguise: <村民阵营>) that night only; 雪狼阵营 wins only as the last faction not lost (no win of its own).

/** 每两晚（1-2晚、3-4晚…）选择一晚: not again in the same block of two nights. */
const oncePerTwoNights =
  (id: string, name: string) =>
  (s: GameState, actor: Character): ReturnType<NonNullable<NonNullable<SkillDef['limits']>['usable']>> => {
    const first = s.phase.day % 2 === 1 ? s.phase.day : s.phase.day - 1;
    const used = s.history.some(
      (h) =>
        h.phase === 'night' &&
        h.actor === actor.name &&
        h.skill === id &&
        h.day >= first &&
        h.day <= first + 1,
    );
    return used
      ? err('SKILL_USED_UP', `<${name}>每两晚（第${first}-${first + 1}晚）只能选择一晚发动，本轮已经发动过了`)
      : null;
  };

const fang = extraKill({ id: 'bite', name: '撕咬' });
const bite: SkillDef = {
  ...fang,
  limits: { usable: oncePerTwoNights('bite', '撕咬') },
  hooks: { ...fang.hooks, onUse: (ctx, a) => reportOut(ctx, a, [a.as], '撕咬', ['killed']) },
};

const hide: SkillDef = {
  id: 'snow_hide',
  name: '雪隐',
  kind: 'night',
  targets: { min: 0, max: 0, self: true, among: 'alive' },
  limits: { usable: oncePerTwoNights('snow_hide', '雪隐') },
  hooks: {
    resolve: (ctx, a) => ctx.status(a.as, 'snow_hidden', { source: a.as, data: { faction: 'village' } }),
  },
};

export const snowWolf: RoleDef = {
  id: 'snow_wolf',
  name: '雪狼',
  faction: 'snow',
  cite: '002 雪狼阵营 1',
  factions: [{ id: 'snow', name: '雪狼阵营' }],
  statuses: [
    {
      id: 'snow_hidden',
      name: '雪隐',
      protection: { protects: ['zhisha'] },
      holder: { disguise: true },
      lifetime: { until: 'nightEnd' },
    },
  ],
  skills: [bite, hide],
};
