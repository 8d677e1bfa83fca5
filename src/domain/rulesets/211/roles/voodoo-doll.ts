import type { RoleDef } from '../../../engine/types';
import { ev } from '../../../events';
import { hasStatus } from '../../../state';

// [211] file 001 【叛皇阵营】27 巫毒娃娃[群内]（女）⑩ (l.704–708):
// 替死巫术[午夜][指定]——选择范围：任意2个角色，每个角色只能被选择一次。结算效果：结算目标获得[混沌]状态，持续至下一个夜晚开始。
// [混沌]：非负面状态，不予通知，持有该状态的角色出局时，若还有其他持有[混沌]状态的角色，则自己不出局，其他[混沌]状态的角色承受致死伤害，
// 来源为状态赋予者，触发效果之后赋予者失去替死巫术技能。
// 怀孕技能[强制]——[混沌]状态触发不会失去[替死巫术]技能。
// 行动顺序总集: 午夜 巫蛊娃娃<替死咒术> (the table's names: aliases); 连带出局顺序: … 巫毒娃娃混沌 (last).
// Readings:
// - 任意2个角色: exactly two, herself allowed; 每个角色只能被选择一次: once per character for the whole game (by her).
// - 其他持有[混沌]状态的角色: a holder of a [混沌] from the same 巫毒娃娃 (two dolls' pairs are apart); the pass works however the
//   holder would go out (the vote, a 正午 skill, a night kill, a chain) but a red card (红牌罚下 beats every status); the other takes
//   [致死伤害] (a [不死] stays — the holder stays in all the same); by day its out is announced as 因其他原因出局 and the vote's
//   公示 names the top only (不予通知: nobody is told of the status).
// - 触发效果之后赋予者失去替死巫术技能: once a pass happened, even if the other survived it; a 临幸'd doll keeps it.

const SKILL = 'voodoo_swap';

export const voodooDoll: RoleDef = {
  id: 'voodoo_doll',
  name: '巫毒娃娃',
  aliases: ['巫蛊娃娃'],
  gender: '女',
  faction: 'wolves',
  cite: '001 叛皇阵营 27',
  group: 'wolves',
  statuses: [
    {
      id: 'chaos',
      name: '混沌',
      lifetime: { until: 'nightStart' },
      protection: {
        passesOut: {
          cause: 'voodoo',
          onUse: (tx, st) => {
            const doll = tx.state.chars.find((c) => c.name === st.source);
            if (!doll || hasStatus(doll, 'favoured') || doll.lost.includes(SKILL)) return;
            if (!tx.rs.roles[doll.role]?.skills.some((k) => k.id === SKILL)) return;
            tx.emit(ev('SkillLost', { actor: doll.name, skill: SKILL, reason: 'used' }));
          },
        },
      },
    },
  ],
  templates: { 'cause.voodoo': () => '混沌' },
  skills: [
    {
      id: SKILL,
      name: '替死巫术',
      aliases: ['替死咒术'],
      kind: 'night',
      targets: { min: 2, max: 2, self: true, among: 'alive' },
      limits: { oncePerTarget: 'actor' },
      hooks: {
        resolve: (ctx, a) => {
          for (const t of a.targets) ctx.status(t, 'chaos', { source: a.as });
        },
      },
    },
  ],
};
